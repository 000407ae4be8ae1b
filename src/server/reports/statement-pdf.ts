/**
 * A customer's statement of account as a PDF (`GET /companies/{id}/statement?from=&to=`): the
 * invoice letterhead titled STATEMENT OF ACCOUNT, the customer, the period, the opening balance,
 * each invoice, credit note and payment with the running balance, the closing balance, and the
 * invoices overdue at the period's end with their days past due. Money from integer cents.
 * Reading the books stays on the server's thread; the drawing is a PdfPlan (pdf/plan.ts) that the
 * PDF pool draws on a worker thread, like every other document.
 */
import type { Kysely } from 'kysely';
import { designFor } from '../pdf/document';
import { PdfPlan, type PdfPlanData } from '../pdf/plan';
import { formatDate } from '../pdf/sales-document';
import type { Receivables } from './receivables';

const money = (c: number) => (c / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const KIND = { invoice: 'Invoice', credit_note: 'Credit note', payment: 'Payment' } as const;

/** The statement's drawing plan (the pool draws it). */
export async function statementPlan(db: Kysely<any>, receivables: Receivables, company: Record<string, unknown>, from: number, to: number): Promise<PdfPlanData> {
  const companyId = Number(company.id);
  const { opening, lines, closing } = await receivables.statement(db, companyId, from, to);
  const overdue = (await receivables.openInvoices(db, to, companyId)).filter((i) => i.open > 0 && i.due_date < to).sort((a, b) => a.due_date - b.due_date);
  const design = await designFor(db, 'Sales invoice');
  const period = `${formatDate(from)} to ${formatDate(to)}`;
  const pdf = new PdfPlan(design, `Statement ${company.company_name as string} ${period}`).letterhead(period, 'STATEMENT OF ACCOUNT', { title: 'STATEMENT OF ACCOUNT', details: ['address', 'gst_reg_no'] });
  pdf.fields([
    ['Customer', company.company_name as string],
    ['Customer UEN', (company.uen as string | null) ?? null],
    ['Period', period],
    ['Currency', 'SGD'],
    ['Opening balance', money(opening)],
    ['Closing balance', money(closing)],
  ]);
  pdf.table(
    ['Date', 'Document', 'No.', 'Details', 'Debit', 'Credit', 'Balance'],
    [
      [formatDate(from), 'Opening balance', '', '', '', '', money(opening)],
      ...lines.map((l) => [
        formatDate(l.date),
        KIND[l.kind],
        l.number ?? '',
        l.kind === 'invoice' ? (l.due ? `Due ${formatDate(l.due)}` : '') : l.detail,
        l.debit ? money(l.debit) : '',
        l.credit ? money(l.credit) : '',
        money(l.balance),
      ]),
      [formatDate(to), 'Closing balance', '', '', '', '', money(closing)],
    ],
    [4, 5, 6],
    3,
  );
  pdf.totals([['Balance due (SGD)', money(closing)]]);
  if (overdue.length) {
    pdf.heading('Overdue');
    pdf.table(
      ['Invoice', 'Date', 'Due', 'Days overdue', 'Open'],
      overdue.map((i) => [i.invoice_no ?? '', formatDate(i.invoice_date), formatDate(i.due_date), Math.floor((to - i.due_date) / 86_400), money(i.open)]),
      [3, 4],
    );
  }
  return pdf.output();
}
