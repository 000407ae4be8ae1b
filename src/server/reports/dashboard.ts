/**
 * The home's figures in one call (api-contract.md "Reports", `GET /dashboard`). Each figure is
 * there only when the caller may read what it counts (null otherwise), and a technician's job
 * figures count only the jobs assigned to them, as their lists do.
 *
 * Days, weeks and months are Singapore's (UTC+8, no daylight saving); a week starts on Monday.
 * "Completed this week" counts jobs now Done or Completed that were finished (their `done`
 * transition, as the audit trail has it) in the week: not every old job someone touched since
 * Monday (issue 35, item 6).
 */
import { sql, type Kysely } from 'kysely';
import { unixNow } from '../clock';
import type { Actor } from '../db/unit-of-work';
import { employeesOf, heldToOwnJobs } from '../behaviour/joborder_headers';
import type { Principal } from '../auth/sessions';
import type { Registry } from '../registry';
import type { DashboardFigures } from '../../shared/dashboard';
import { WORK_OVER } from '../schedule/sla';
import { singaporeCalendar, singaporeMidnight } from '../../shared/singapore-time';

const DAY = 86_400;
/** Contracts ending within this many days are listed. */
export const CONTRACTS_ENDING_DAYS = 60;
const TOP_CUSTOMERS = 5;

const cents = (v: unknown) => Math.round(Number(v ?? 0)) / 100;

/**
 * The cards each role does not get although it may read what they count, so that the sales
 * person and the accountant each see their own work first: sales the quotations and sales,
 * finance the receivables and what is overdue.
 */
const NOT_FOR_ROLE: Record<string, ReadonlyArray<keyof DashboardFigures>> = {
  sales: ['receivables'],
  finance: ['open_quotations', 'jobs_today', 'completed_this_week', 'top_customers'],
};

export class Dashboard {
  constructor(private readonly registry: Registry) {}

  private table(resource: string) {
    return this.registry.require(resource).def.table;
  }

  private may(principal: Principal, resource: string) {
    return principal.ability.can('read', this.registry.require(resource).def.subject);
  }

  async figures(db: Kysely<any>, principal: Principal, now = unixNow()): Promise<DashboardFigures> {
    const cal = singaporeCalendar(now);
    const actor: Actor = { userId: principal.user.id, principal };
    const hidden = new Set(NOT_FOR_ROLE[principal.user.role ?? ''] ?? []);
    const [jobs, quotations, sales, contracts, receivables, payables] = await Promise.all([
      this.may(principal, 'joborder_headers') && !hidden.has('jobs_today') ? this.jobs(db, actor, cal, now) : null,
      this.may(principal, 'quotations') && !hidden.has('open_quotations') ? this.openQuotations(db) : null,
      this.may(principal, 'sales_invoices') ? this.sales(db, cal) : null,
      this.may(principal, 'contract_headers') ? this.contractsEnding(db, now) : null,
      this.may(principal, 'sales_invoices') && !hidden.has('receivables') ? this.receivables(db, now) : null,
      this.may(principal, 'supplier_bills') && !hidden.has('payables_due') ? this.payablesDue(db, cal) : null,
    ]);
    const figures: DashboardFigures = {
      jobs_today: jobs?.today ?? null,
      completed_this_week: jobs?.completedThisWeek ?? null,
      late_jobs: jobs?.late ?? null,
      at_risk_jobs: jobs?.atRisk ?? null,
      open_quotations: quotations,
      sales: sales?.months ?? null,
      top_customers: sales?.top ?? null,
      contracts_ending: contracts,
      receivables,
      payables_due: payables,
    };
    for (const key of hidden) figures[key] = null;
    return figures;
  }

  /**
   * Confirmed invoices' balances today, and those past their due date (stored balances: the
   * payments' bookkeeping), in SGD: each invoice's `balance_due_base` (its balance at its rate when
   * stored before SGD balances were kept).
   */
  private async receivables(db: Kysely<any>, now: number) {
    const today = singaporeMidnight(now);
    const sgd = sql`coalesce(balance_due_base, round(balance_due * coalesce(exchange_rate, 1)))`;
    const row = await db
      .selectFrom(this.table('sales_invoices'))
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>(sgd), sql<number>`0`).as('total'),
        eb.fn.coalesce(eb.fn.sum<number>(sql`case when due_date < ${today} then ${sgd} else 0 end`), sql<number>`0`).as('overdue'),
        eb.fn.coalesce(eb.fn.sum<number>(sql`case when due_date < ${today} then 1 else 0 end`), sql<number>`0`).as('overdue_count'),
        eb.fn.count<number>(sql`distinct company_id`).as('customers'),
      ])
      .where('status', '=', 'C')
      .where('balance_due', '>', 0)
      .executeTakeFirst();
    return { total: cents(row?.total), overdue: cents(row?.overdue), overdue_count: Number(row?.overdue_count ?? 0), customers: Number(row?.customers ?? 0) };
  }

  /**
   * What is owed to suppliers by the end of this week (Monday to Sunday, Singapore): confirmed
   * bills with a balance due from today to Sunday, and those already overdue, in SGD (each bill's
   * `balance_due_base`), with the bills soonest due first.
   */
  private async payablesDue(db: Kysely<any>, cal: ReturnType<typeof singaporeCalendar>) {
    const weekEnd = cal.weekStart + 7 * DAY;
    const bills = this.table('supplier_bills');
    const sgd = sql`coalesce(b.balance_due_base, round(b.balance_due * coalesce(b.exchange_rate, 1)))`;
    const open = () => db.selectFrom(`${bills} as b`).where('b.status', '=', 'C').where('b.balance_due', '>', 0).where('b.due_date', '<', weekEnd);
    const [sums, items] = await Promise.all([
      open()
        .select([
          sql<number>`coalesce(sum(case when b.due_date >= ${cal.today} then ${sgd} else 0 end), 0)`.as('this_week'),
          sql<number>`coalesce(sum(case when b.due_date >= ${cal.today} then 1 else 0 end), 0)`.as('this_week_count'),
          sql<number>`coalesce(sum(case when b.due_date < ${cal.today} then ${sgd} else 0 end), 0)`.as('overdue'),
          sql<number>`coalesce(sum(case when b.due_date < ${cal.today} then 1 else 0 end), 0)`.as('overdue_count'),
        ])
        .executeTakeFirst(),
      open()
        .leftJoin(`${this.table('companies')} as c`, 'c.id', 'b.company_id')
        .select(['b.id', 'b.bill_no', 'b.supplier_invoice_no', 'b.due_date', sql<string>`coalesce(c.company_name, '')`.as('company_name'), sgd.as('balance')])
        .orderBy('b.due_date')
        .orderBy('b.id')
        .limit(5)
        .execute(),
    ]);
    return {
      this_week: cents(sums?.this_week),
      this_week_count: Number(sums?.this_week_count ?? 0),
      overdue: cents(sums?.overdue),
      overdue_count: Number(sums?.overdue_count ?? 0),
      items: items.map((r) => ({ id: Number(r.id), bill_no: (r.bill_no as string | null) ?? null, supplier_invoice_no: (r.supplier_invoice_no as string | null) ?? null, company_name: String(r.company_name), due_date: Number(r.due_date), balance: cents(r.balance) })),
    };
  }

  private async jobs(db: Kysely<any>, actor: Actor, cal: ReturnType<typeof singaporeCalendar>, now: number) {
    const own = heldToOwnJobs(actor) ? await employeesOf(db, actor) : null;
    // No employee linked: no jobs of their own (a false literal, not a bound boolean, which SQLite cannot bind).
    const base = () => {
      let q = db.selectFrom(this.table('joborder_headers')).where('status', '!=', 'V');
      if (own) q = q.where((eb) => (own.length ? eb.or([eb('joborder_employee_one', 'in', own), eb('joborder_employee_two', 'in', own)]) : sql<boolean>`1 = 0`));
      return q;
    };
    const today = await base()
      .select(['job_status', sql<number>`count(*)`.as('count')])
      .where('job_eta', '>=', cal.today)
      .where('job_eta', '<', cal.tomorrow)
      .groupBy('job_status')
      .orderBy('job_status')
      .execute();
    // The week's `done` entries once (the audit trail's (status, created_at) index reads only this
    // week's), not a lookup per job ever finished: that took 40 s over 10,000 done jobs.
    const completed = await base()
      .select(sql<number>`count(*)`.as('count'))
      .where('job_status', 'in', ['4', '5'])
      .where('id', 'in', db.selectFrom('audit_logs').select('header_id').where('status', '=', 'O').where('created_at', '>=', cal.weekStart).where('model', '=', 'joborder_headers').where('action', '=', 'done'))
      .executeTakeFirst();
    // Late and at risk (schedule/sla.ts): the stored state, and late at once when due_by has passed
    // (the stored state may lag the clock by one SLA check).
    const sla = await base()
      .select([
        sql<number>`sum(case when due_by < ${now} or sla_state = 'late' then 1 else 0 end)`.as('late'),
        sql<number>`sum(case when sla_state = 'at_risk' and due_by >= ${now} then 1 else 0 end)`.as('at_risk'),
      ])
      .where('job_status', 'not in', WORK_OVER)
      .where('due_by', 'is not', null)
      .executeTakeFirst();
    const byStatus = today.map((r) => ({ job_status: String(r.job_status), count: Number(r.count) }));
    return {
      today: { by_status: byStatus, total: byStatus.reduce((n, r) => n + r.count, 0) },
      completedThisWeek: Number(completed?.count ?? 0),
      late: Number(sla?.late ?? 0),
      atRisk: Number(sla?.at_risk ?? 0),
    };
  }

  private async openQuotations(db: Kysely<any>) {
    const row = await db
      .selectFrom(this.table('quotations'))
      .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(coalesce(total_base, round(total * coalesce(exchange_rate, 1)))), 0)`.as('value')])
      .where('status', 'in', ['N', 'O'])
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), value: cents(row?.value) };
  }

  /** Sales before GST in SGD (each invoice's `subtotal_base`): this month, last month, the top customers. */
  private async sales(db: Kysely<any>, cal: ReturnType<typeof singaporeCalendar>) {
    const invoices = this.table('sales_invoices');
    const confirmed = () => db.selectFrom(`${invoices} as h`).where('h.status', '=', 'C');
    const sum = (from: number, to: number) =>
      confirmed().select(sql<number>`coalesce(sum(coalesce(h.subtotal_base, round(h.subtotal * coalesce(h.exchange_rate, 1)))), 0)`.as('total')).where('h.invoice_date', '>=', from).where('h.invoice_date', '<', to).executeTakeFirst();
    const [thisMonth, lastMonth, top] = await Promise.all([
      sum(cal.monthStart, cal.nextMonthStart),
      sum(cal.lastMonthStart, cal.monthStart),
      confirmed()
        .leftJoin(`${this.table('companies')} as c`, 'c.id', 'h.company_id')
        .select(['h.company_id', sql<string>`coalesce(max(c.company_name), '')`.as('company_name'), sql<number>`sum(coalesce(h.subtotal_base, round(h.subtotal * coalesce(h.exchange_rate, 1))))`.as('total')])
        .where('h.invoice_date', '>=', cal.yearAgo)
        .groupBy('h.company_id')
        .orderBy('total', 'desc')
        .limit(TOP_CUSTOMERS)
        .execute(),
    ]);
    return {
      months: { this_month: cents(thisMonth?.total), last_month: cents(lastMonth?.total) },
      top: top.map((r) => ({ company_id: r.company_id === null ? null : Number(r.company_id), company_name: String(r.company_name), total: cents(r.total) })),
    };
  }

  private async contractsEnding(db: Kysely<any>, now: number) {
    const until = now + CONTRACTS_ENDING_DAYS * DAY;
    const ending = () => db.selectFrom(this.table('contract_headers')).where('status', '!=', 'V').where('end_date', '>=', now - DAY).where('end_date', '<', until);
    const [count, items] = await Promise.all([
      ending().select(sql<number>`count(*)`.as('count')).executeTakeFirst(),
      ending().select(['id', 'refnum', 'company_name', 'end_date']).orderBy('end_date').limit(5).execute(),
    ]);
    return {
      count: Number(count?.count ?? 0),
      days: CONTRACTS_ENDING_DAYS,
      items: items.map((r) => ({ id: Number(r.id), refnum: (r.refnum as string | null) ?? null, company_name: String(r.company_name), end_date: Number(r.end_date) })),
    };
  }
}
