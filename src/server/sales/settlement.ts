/**
 * What is left to pay on a confirmed sales invoice (api-contract.md "Money in and out"), and on a
 * confirmed supplier bill ("Purchases and payables"), the same way: its `amount_paid`
 * (allocations of confirmed payments), `amount_credited` (confirmed credit notes; invoices only),
 * `balance_due` = total less both, and `payment_status`: Paid at a zero balance, else Overdue once
 * its due date has passed, else Partly paid when something was paid or credited, else Unpaid.
 * Every change goes through `settle`, in the unit of work of the payment or credit note that
 * makes it, on the document's locked row, in integer cents; a change that would take the balance
 * below zero answers 422 and writes nothing. `SettledBook` says which collection a change settles
 * (sales invoices, by default, or supplier bills) and the words its sentences use.
 */
import type { WireRecord } from '../db/codec';
import type { UnitOfWork } from '../db/unit-of-work';
import { HttpError } from '../errors';
import type { Registry } from '../registry';
import { unixNow } from '../clock';
import { singaporeMidnight } from '../../shared/singapore-time';
import { fromCents, roundHalfUp } from '../../shared/tax';
import { BASE_CURRENCY as BASE, rateOf, toInvoiceCurrency } from '../../shared/invoice-currency';
import { CUSTOMER_PAYMENTS, type PaymentBook } from '../../shared/payment-books';

export const INVOICES = 'sales_invoices';

/** A collection whose documents payments settle, and how its sentences name them (shared/payment-books.ts). */
export type SettledBook = Pick<PaymentBook, 'collection' | 'numberField' | 'noun' | 'party' | 'credited'>;

/** The audit action of the server's bookkeeping on a confirmed invoice (chained_document lets it through the lock). */
export const SETTLE_ACTION = 'settle';

export type PaymentStatus = 'Unpaid' | 'Partly paid' | 'Paid' | 'Overdue';

/** Dollars on the wire (two decimals) to integer cents. */
export const cents = (dollars: unknown): number => Math.round(Number(dollars ?? 0) * 100);

/** Days a payment term gives: "Net 30" is 30, COD 0; unknown terms none. */
export function termDays(terms: unknown): number | null {
  if (terms === 'COD') return 0;
  const m = /^Net (\d{1,3})$/.exec(String(terms ?? ''));
  return m ? Number(m[1]) : null;
}

/** The due date (Singapore midnight, unix seconds) of an invoice dated `date` on `terms`. */
export function dueDateOf(date: unknown, terms: unknown): number | null {
  const days = termDays(terms);
  if (days === null || date === null || date === undefined || !Number.isFinite(Number(date))) return null;
  return singaporeMidnight(Number(date)) + days * 86400;
}

/** The payment status of a balance (cents) against its total, due date and today. */
export function paymentStatusOf(totalCents: number, balanceCents: number, dueDate: number | null, now = unixNow()): PaymentStatus {
  if (balanceCents <= 0) return 'Paid';
  if (dueDate !== null && dueDate < singaporeMidnight(now)) return 'Overdue';
  return balanceCents < totalCents ? 'Partly paid' : 'Unpaid';
}

/**
 * The SGD cents of an invoice's balance (cents of its currency): its SGD total while nothing is
 * paid or credited, nothing once paid, else the balance at the invoice's rate, rounded half up.
 */
export function balanceBaseCents(invoice: WireRecord, balanceCents: number): number {
  if (balanceCents === cents(invoice.total) && invoice.total_base !== null && invoice.total_base !== undefined) return cents(invoice.total_base);
  return balanceCents === 0 ? 0 : roundHalfUp(balanceCents * rateOf(invoice));
}

/** The bookkeeping values of an invoice (or bill: without `amount_credited`) with these paid and credited amounts (cents). */
export function settlementValues(invoice: WireRecord, paidCents: number, creditedCents: number, now = unixNow(), book: SettledBook = CUSTOMER_PAYMENTS) {
  const total = cents(invoice.total);
  const balance = total - paidCents - creditedCents;
  return {
    amount_paid: fromCents(paidCents),
    ...(book.credited ? { amount_credited: fromCents(creditedCents) } : {}),
    balance_due: fromCents(balance),
    balance_due_base: fromCents(balanceBaseCents(invoice, balance)),
    payment_status: paymentStatusOf(total, balance, (invoice.due_date as number | null) ?? null, now),
  };
}

/** A money figure as people read it: 1,234.50. */
export const money = (c: number) => (c / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface SettleChange {
  invoiceId: number;
  /** Cents more paid (negative: given back), in `currency`. */
  paid?: number;
  /** The currency of `paid` (a payment's): converted into the invoice's (toInvoiceCurrency), refused when it cannot be; default the invoice's own. */
  currency?: string;
  /** Cents more credited (negative: given back). */
  credited?: number;
  /** The input field an error about the amount names (`allocations.0.amount`). */
  field: string;
  /** The input field an error about the invoice names (`allocations.0.invoice_id`); default `field`. */
  invoiceField?: string;
  /** The customer the payment or credit note is for: the invoice must be theirs. */
  companyId?: number;
}

/** What a change took off its invoice: cents in the invoice's currency, and their SGD value. */
export interface Settled {
  invoiceCents: number;
  baseCents: number;
}

/**
 * Apply changes to invoices' (or the book's documents') balances, each on its locked row; in id
 * order, so concurrent units lock alike. Answers what each change (in the order given) took off its document.
 */
export async function settle(uow: UnitOfWork, registry: Registry, changes: SettleChange[], book: SettledBook = CUSTOMER_PAYMENTS): Promise<Settled[]> {
  const settled: Settled[] = changes.map(() => ({ invoiceCents: 0, baseCents: 0 }));
  const info = registry.require(book.collection);
  const { noun } = book;
  const Noun = noun[0].toUpperCase() + noun.slice(1);
  const byInvoice = new Map<number, SettleChange[]>();
  for (const c of changes) byInvoice.set(c.invoiceId, [...(byInvoice.get(c.invoiceId) ?? []), c]);
  for (const invoiceId of [...byInvoice.keys()].sort((a, b) => a - b)) {
    const asked = byInvoice.get(invoiceId)!;
    const field = asked[0].field;
    const invoiceField = asked[0].invoiceField ?? field;
    const invoice = await uow.lock(info, invoiceId).catch(() => null);
    if (!invoice) throw new HttpError('VALIDATION_FAILED', [{ title: `${Noun} ${invoiceId} does not exist`, meta: { field: invoiceField } }]);
    const number = (invoice[book.numberField] as string | null) ?? `${noun} ${invoiceId}`;
    const paying = asked.some((c) => (c.paid ?? 0) > 0 || (c.credited ?? 0) > 0);
    if (paying && invoice.status !== 'C') {
      throw new HttpError('VALIDATION_FAILED', [{ title: `${number} is not confirmed: only a confirmed ${noun} can be paid${book.credited ? ' or credited' : ''}`, meta: { field: invoiceField } }]);
    }
    const companyId = asked.find((c) => c.companyId !== undefined)?.companyId;
    if (paying && companyId !== undefined && Number(invoice.company_id) !== companyId) {
      throw new HttpError('VALIDATION_FAILED', [{ title: `${number} is another ${book.party}'s ${noun}`, meta: { field: invoiceField } }]);
    }
    const paidBefore = cents(invoice.amount_paid);
    const creditedBefore = book.credited ? cents(invoice.amount_credited) : 0;
    // Each payment in the invoice's currency (or SGD converted at its rate), in its own sentence if not.
    let open = cents(invoice.total) - paidBefore - creditedBefore;
    const own = String(invoice.currency_id ?? BASE);
    const inOwn = asked.map((c) => {
      if (!c.paid) return c;
      const currency = c.currency ?? own;
      const converted = toInvoiceCurrency(invoice, c.paid, currency, open);
      if (converted === undefined) {
        throw new HttpError('VALIDATION_FAILED', [
          { title: `${number} is in ${own}: a payment in ${currency} cannot pay it (record it in ${own}, or in SGD to convert it at the ${noun}'s rate of ${rateOf(invoice)})`, meta: { field: invoiceField } },
        ]);
      }
      open -= converted;
      settled[changes.indexOf(c)] = { invoiceCents: converted, baseCents: currency === BASE ? c.paid : roundHalfUp(converted * rateOf(invoice)) };
      return { ...c, paid: converted };
    });
    asked.splice(0, asked.length, ...inOwn);
    const paid = paidBefore + asked.reduce((s, c) => s + (c.paid ?? 0), 0);
    const credited = creditedBefore + asked.reduce((s, c) => s + (c.credited ?? 0), 0);
    const balanceBefore = cents(invoice.total) - paidBefore - creditedBefore;
    if (cents(invoice.total) - paid - credited < 0) {
      const more = paid + credited - paidBefore - creditedBefore;
      const unit = own === BASE ? '' : `${own} `;
      throw new HttpError('VALIDATION_FAILED', [
        { title: `${number} has ${unit}${money(balanceBefore)} left to pay: ${unit}${money(more)} is more than its balance`, meta: { field, balance_due: fromCents(balanceBefore) } },
      ]);
    }
    await uow.update(info, invoiceId, { values: settlementValues(invoice, paid, credited, unixNow(), book) }, { action: SETTLE_ACTION });
  }
  return settled;
}
