/**
 * Receivables (api-contract.md "Money in and out"): what customers owe on a day, and a customer's
 * statement. Both read the books as they stood on the day, in integer cents, from the balances the
 * invoices store (the ones their pages show): a confirmed invoice dated on or before the day owed
 * its stored `balance_due` and what confirmed payments dated after the day (their allocations'
 * `invoice_amount`) and confirmed credit notes dated after it have taken off since. Money carries
 * its currency: each invoice's open amount is counted in SGD at its own rate (its stored
 * `balance_due_base` when the day is today or later), and the statement adds documents' SGD amounts
 * (`total_base`, a payment's `amount_base`), so a USD invoice is never added as if it were SGD.
 *
 * - `aged`: per customer, the open balance by days past the due date (the invoice date when it has
 *   none): current (not yet due), 1-30, 31-60, 61-90 and over 90 days, with the total.
 * - `statement`: a customer's opening balance before `from`, every invoice, credit note and payment
 *   from `from` to `to` with the running balance, and the closing balance.
 *
 * Payables ("Purchases and payables", `GET /reports/payables`) are the same report over another
 * book (PAYABLES): confirmed supplier bills, what confirmed supplier payments took off them, per supplier.
 */
import { sql, type AliasedRawBuilder, type Kysely } from 'kysely';
import { balanceBaseCents } from '../sales/settlement';
import { singaporeDate, singaporeMidnight } from '../../shared/singapore-time';
import type { Registry } from '../registry';
import { CUSTOMER_PAYMENTS, SUPPLIER_PAYMENTS, type PaymentBook } from '../../shared/payment-books';

const DAY = 86_400;
export const BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface ReceivableRow extends Record<Bucket | 'total', number> {
  company_id: number;
  company_name: string;
}

/** A YYYY-MM-DD that is a real day as its Singapore midnight, else null (2026-02-30, 2026-13-01). */
export function realDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  return singaporeDate(value);
}

/** The bucket of an amount `days` past due. */
export function bucketOf(days: number): Bucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'd1_30';
  if (days <= 60) return 'd31_60';
  if (days <= 90) return 'd61_90';
  return 'over_90';
}

/** The documents an ageing report reads: what is owed, and the payments (and credit notes) that take it off. */
export interface AgedBook {
  documents: string;
  numberField: string;
  dateField: string;
  payments: string;
  allocations: string;
  /** The allocation's field naming the document, and the one keeping what it took in the document's currency. */
  docField: string;
  docAmountField: string;
  /** Credit notes taken off the documents, if any. */
  credits?: { collection: string; dateField: string };
}

/** The ageing report of a book of money (shared/payment-books.ts): its documents, payments and allocations. */
const agedBookOf = (book: PaymentBook, credits?: AgedBook['credits']): AgedBook => ({
  documents: book.collection,
  numberField: book.numberField,
  dateField: book.dateField,
  payments: book.payments,
  allocations: book.allocations,
  docField: book.docField,
  docAmountField: book.docAmountField,
  ...(credits ? { credits } : {}),
});

/** What customers owe: sales invoices, payments and credit notes. */
export const RECEIVABLES = agedBookOf(CUSTOMER_PAYMENTS, { collection: 'credit_notes', dateField: 'credit_note_date' });
/** What is owed to suppliers: supplier bills and supplier payments. */
export const PAYABLES = agedBookOf(SUPPLIER_PAYMENTS);

export interface OpenInvoice {
  id: number;
  invoice_no: string | null;
  company_id: number;
  company_name: string;
  invoice_date: number;
  due_date: number;
  total: number;
  /** The invoice's currency. */
  currency: string;
  /** Cents of its currency still open on the day. */
  open_own: number;
  /** SGD cents still open on the day (what receivables add). */
  open: number;
}

const toDollars = (c: number) => c / 100;

export class Receivables {
  constructor(
    private readonly registry: Registry,
    private readonly book: AgedBook = RECEIVABLES,
  ) {}

  private t(resource: string) {
    return this.registry.require(resource).def.table;
  }

  /** Confirmed invoices (the book's documents) dated on or before `day` with what was still open on it, in cents (SGD, and the document's currency). */
  async openInvoices(db: Kysely<any>, day: number, companyId?: number): Promise<OpenInvoice[]> {
    const { book } = this;
    const invoices = await db
      .selectFrom(`${this.t(book.documents)} as i`)
      .innerJoin(`${this.t('companies')} as c`, 'c.id', 'i.company_id')
      .select(['i.id', `i.${book.numberField} as invoice_no`, 'i.company_id', 'c.company_name', `i.${book.dateField} as invoice_date`, 'i.due_date', 'i.total', 'i.total_base', 'i.currency_id', 'i.exchange_rate', 'i.balance_due', 'i.balance_due_base'])
      .where('i.status', '=', 'C')
      .where(`i.${book.dateField}`, '<=', day)
      .$if(companyId !== undefined, (q) => q.where('i.company_id', '=', companyId!))
      .execute();
    if (!invoices.length) return [];
    // What was taken off the invoices after the day: the stored balances less that is the day's.
    const paidSince = await db
      .selectFrom(`${this.t(book.allocations)} as a`)
      .innerJoin(`${this.t(book.payments)} as p`, 'p.id', 'a.header_id')
      .select([`a.${book.docField} as invoice_id`, (eb) => eb.fn.sum<number>(eb.fn.coalesce(`a.${book.docAmountField}`, 'a.amount')).as('amount')])
      .where('p.status', '=', 'C')
      .where('p.payment_date', '>', day)
      .$if(companyId !== undefined, (q) => q.where('p.company_id', '=', companyId!))
      .groupBy(`a.${book.docField}`)
      .execute();
    const creditedSince = book.credits
      ? await db
          .selectFrom(this.t(book.credits.collection))
          .select(['invoice_id', (eb) => eb.fn.sum<number>('total').as('amount')])
          .where('status', '=', 'C')
          .where(book.credits.dateField, '>', day)
          .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId!))
          .groupBy('invoice_id')
          .execute()
      : [];
    const since = new Map<number, number>();
    for (const r of [...paidSince, ...creditedSince]) since.set(Number(r.invoice_id), (since.get(Number(r.invoice_id)) ?? 0) + Number(r.amount ?? 0));
    return invoices.map((i) => {
      const total = Number(i.total ?? 0);
      const stored = i.balance_due === null ? total : Number(i.balance_due);
      const taken = since.get(Number(i.id)) ?? 0;
      const open = stored + taken;
      const invoice = { total: total / 100, total_base: i.total_base === null ? null : Number(i.total_base) / 100, currency_id: i.currency_id, exchange_rate: i.exchange_rate };
      const base = !taken && i.balance_due_base !== null && i.balance_due !== null ? Number(i.balance_due_base) : balanceBaseCents(invoice, open);
      return {
        id: Number(i.id),
        invoice_no: (i.invoice_no as string | null) ?? null,
        company_id: Number(i.company_id),
        company_name: String(i.company_name),
        invoice_date: Number(i.invoice_date),
        due_date: i.due_date === null ? Number(i.invoice_date) : Number(i.due_date),
        total,
        currency: String(i.currency_id ?? 'SGD'),
        open_own: open,
        open: base,
      };
    });
  }

  /** Per customer, the open balance on `day` (Singapore midnight) by age, largest total first; money in dollars. */
  async aged(db: Kysely<any>, day: number): Promise<{ rows: ReceivableRow[]; totals: Record<Bucket | 'total', number> }> {
    const byCompany = new Map<number, ReceivableRow>();
    const totals = Object.fromEntries([...BUCKETS, 'total'].map((b) => [b, 0])) as Record<Bucket | 'total', number>;
    for (const inv of await this.openInvoices(db, day)) {
      if (inv.open <= 0) continue;
      const row = byCompany.get(inv.company_id) ?? (Object.fromEntries([...BUCKETS, 'total'].map((b) => [b, 0])) as unknown as ReceivableRow);
      row.company_id = inv.company_id;
      row.company_name = inv.company_name;
      const bucket = bucketOf(Math.floor((day - singaporeMidnight(inv.due_date)) / DAY));
      row[bucket] += inv.open;
      row.total += inv.open;
      totals[bucket] += inv.open;
      totals.total += inv.open;
      byCompany.set(inv.company_id, row);
    }
    const rows = [...byCompany.values()]
      .sort((a, b) => b.total - a.total || a.company_name.localeCompare(b.company_name))
      .map((r) => ({ ...r, ...Object.fromEntries([...BUCKETS, 'total'].map((b) => [b, toDollars(r[b as Bucket | 'total'])])) }) as ReceivableRow);
    return { rows, totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, toDollars(v)])) as Record<Bucket | 'total', number> };
  }

  /** A customer's statement from `from` to `to` (both Singapore midnights, both days included); money in cents. */
  async statement(db: Kysely<any>, companyId: number, from: number, to: number) {
    // The customer's confirmed documents of one kind dated on or before `to`: one query, three tables.
    const confirmed = (resource: string, dateField: string, columns: Array<string | AliasedRawBuilder<number, 'amount'>>) =>
      db
        .selectFrom(this.t(resource))
        .select(['id', `${dateField} as date`, ...columns])
        .where('status', '=', 'C')
        .where('company_id', '=', companyId)
        .where(dateField, '<=', to)
        .execute();
    // In SGD: each document's SGD amount (one stored before they were kept: its own amount).
    const sgd = (own: string, base: string) => sql<number>`coalesce(${sql.ref(base)}, ${sql.ref(own)})`.as('amount');
    const invoices = await confirmed('sales_invoices', 'invoice_date', ['invoice_no as number', 'due_date', sgd('total', 'total_base')]);
    const credits = await confirmed('credit_notes', 'credit_note_date', ['credit_note_no as number', sgd('total', 'total_base'), 'invoice_id']);
    const payments = await confirmed('payments', 'payment_date', ['payment_no as number', sgd('amount', 'amount_base'), 'method', 'reference']);
    const invoiceNo = new Map(invoices.map((i) => [Number(i.id), i.number as string | null]));
    const entries = [
      ...invoices.map((i) => ({ kind: 'invoice' as const, date: Number(i.date), number: i.number as string | null, detail: i.due_date ? `Due ${Number(i.due_date)}` : '', debit: Number(i.amount ?? 0), credit: 0, due: i.due_date === null ? null : Number(i.due_date) })),
      ...credits.map((c) => ({ kind: 'credit_note' as const, date: Number(c.date), number: c.number as string | null, detail: `Invoice ${invoiceNo.get(Number(c.invoice_id)) ?? c.invoice_id}`, debit: 0, credit: Number(c.amount ?? 0), due: null })),
      ...payments.map((p) => ({ kind: 'payment' as const, date: Number(p.date), number: p.number as string | null, detail: [p.method, p.reference].filter(Boolean).join(' '), debit: 0, credit: Number(p.amount ?? 0), due: null })),
    ].sort((a, b) => a.date - b.date || (a.kind === 'invoice' ? -1 : 1));
    const before = entries.filter((e) => e.date < from);
    const opening = before.reduce((s, e) => s + e.debit - e.credit, 0);
    let balance = opening;
    const lines = entries
      .filter((e) => e.date >= from)
      .map((e) => {
        balance += e.debit - e.credit;
        return { ...e, balance };
      });
    return { opening, lines, closing: balance };
  }
}
