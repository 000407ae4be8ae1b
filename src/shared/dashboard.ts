/**
 * The home's figures (api-contract.md "Reports", `GET /dashboard`), as the server answers them
 * and the app shows them: each null when the caller may not read what it counts; money in
 * dollars, dates as unix seconds.
 */
export interface DashboardFigures {
  jobs_today: { by_status: Array<{ job_status: string; count: number }>; total: number } | null;
  completed_this_week: number | null;
  /** Open jobs (not Done or Completed) past their due-by, and those in the last quarter of their response time (issue 28 item 4). */
  late_jobs: number | null;
  at_risk_jobs: number | null;
  open_quotations: { count: number; value: number } | null;
  sales: { this_month: number; last_month: number } | null;
  top_customers: Array<{ company_id: number | null; company_name: string; total: number }> | null;
  contracts_ending: { count: number; days: number; items: Array<{ id: number; refnum: string | null; company_name: string; end_date: number }> } | null;
  /** What customers owe today (confirmed invoices' balances) and how much of it is overdue; the accountant's cards. */
  receivables: { total: number; overdue: number; overdue_count: number; customers: number } | null;
  /**
   * What is owed to suppliers by the end of this week (confirmed bills with a balance, in SGD): due
   * from today to Sunday, already overdue, and those bills, soonest due first (at most 5); finance's card.
   */
  payables_due: {
    this_week: number;
    this_week_count: number;
    overdue: number;
    overdue_count: number;
    items: Array<{ id: number; bill_no: string | null; supplier_invoice_no: string | null; company_name: string; due_date: number; balance: number }>;
  } | null;
}
