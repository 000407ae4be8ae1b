/**
 * The rules of a payment, one set for money in (payments: from a customer, allocated to its
 * confirmed sales invoices; behaviour/payments.ts) and money out (supplier_payments: to a
 * supplier, allocated to its confirmed bills; behaviour/supplier_payments.ts); a PaymentBook says
 * which documents and which allocation fields (shared/payment-books.ts). As DESIGN.md and api-contract.md say of payments:
 * A payment counts while confirmed (it is recorded so, status C by default): its
 * allocations are taken off the invoices' balances in the same transaction (sales/settlement.ts),
 * and one above an invoice's balance answers 422 naming the allocation. Voiding a confirmed
 * payment gives the balances back; otherwise a confirmed payment is left as it is (409). The
 * allocations may not add up to more than the amount; `unallocated` is what they leave.
 *
 * Money carries its currency (DESIGN.md): a payment is in `currency_id` (SGD by default) and pays
 * invoices in that currency; one in SGD may also pay a foreign-currency invoice, its allocation
 * converted at the invoice's rate (SGD 1,342.50 pays USD 1,000.00 of an invoice at 1.3425; the SGD
 * equivalent of the balance, what the invoice's PayNow QR asks, settles it exactly). Any other pair
 * is refused in a sentence (422). Each allocation keeps what it took off its invoice in the
 * invoice's currency (`invoice_amount`); the payment keeps its SGD amount (`amount_base`): its
 * allocations at their invoices' rates, and what is unallocated at its own rate, which is the rate
 * given, else that of the first invoice it pays in its currency, else the masterlist's on its date.
 */
import type { WireRecord } from '../db/codec';
import type { Registry } from '../registry';
import { defineBehaviour, type BehaviourFile, type WriteStep } from '../behaviours';
import { conflict, HttpError, type ErrorDetail } from '../errors';
import { cents, dueDateOf, money, settle, settlementValues } from './settlement';
import { BOOKKEEPING_ACTIONS } from '../traits/chained_document';
import { fromCents, roundHalfUp } from '../../shared/tax';
import type { PaymentBook } from '../../shared/payment-books';
import { BASE_CURRENCY, exchangeRateOn } from '../traits/priced_document';

export { CUSTOMER_PAYMENTS, SUPPLIER_PAYMENTS } from '../../shared/payment-books';

const FIELD = 'allocations';

/** The allocations as the write leaves them: those sent, or those stored. */
function allocationsOf(book: PaymentBook, { input, current }: WriteStep): Array<{ invoiceId: number; amount: number; invoiceAmount: number | null }> {
  const sent = input?.lines?.[FIELD];
  const lines: Array<Record<string, unknown>> = sent ? sent.map((l) => l.values) : ((current?.[FIELD] as WireRecord[] | undefined) ?? []);
  return lines.map((l) => {
    const own = l[book.docAmountField];
    return { invoiceId: Number(l[book.docField]), amount: cents(l.amount), invoiceAmount: own === null || own === undefined ? null : cents(own) };
  });
}

/** The payment's own rate to SGD: 1 for SGD, else the one given, else its first invoice's in its currency, else the masterlist's. */
async function paymentRate(registry: Registry, book: PaymentBook, step: WriteStep, currency: string, invoiceIds: number[]): Promise<number> {
  if (currency === BASE_CURRENCY) return 1;
  const { input, current, uow } = step;
  const given = Number(input?.values.exchange_rate ?? current?.exchange_rate);
  if (Number.isFinite(given) && given > 0 && given !== 1) return given;
  if (invoiceIds.length) {
    const row = await uow.trx.selectFrom(registry.require(book.collection).def.table).select('exchange_rate').where('id', 'in', invoiceIds).where('currency_id', '=', currency).orderBy('id').limit(1).executeTakeFirst();
    if (row && Number(row.exchange_rate) > 0) return Number(row.exchange_rate);
  }
  const date = Number(input?.values.payment_date ?? current?.payment_date);
  return (Number.isFinite(date) ? await exchangeRateOn(uow.trx, currency, date) : undefined) ?? (Number.isFinite(given) && given > 0 ? given : 1);
}

/** The rules of a kind of payment (behaviour/payments.ts, behaviour/supplier_payments.ts). */
export const paymentRules = (book: PaymentBook): BehaviourFile => defineBehaviour(({ registry }) => ({
  guard({ kind, current, input }) {
    if (!current || current.status !== 'C') return;
    if (kind === 'status' && (input?.values.status === 'V' || input?.values.status === 'C')) return;
    throw conflict(`${current.payment_no ?? 'This payment'} is confirmed: void it to give its allocations back, then record it again`, { field: 'status' });
  },
  validate(step) {
    const { input, current } = step;
    if (!input || (step.kind === 'status' && input.values.status !== 'C')) return;
    const problems: ErrorDetail[] = [];
    const allocations = allocationsOf(book, step);
    allocations.forEach((a, i) => {
      if (a.amount <= 0) problems.push({ title: 'An allocation must be more than 0.00', meta: { field: `${FIELD}.${i}.amount` } });
    });
    const amount = cents('amount' in input.values ? input.values.amount : current?.amount);
    if (amount <= 0) problems.push({ title: 'The amount must be more than 0.00', meta: { field: 'amount' } });
    const allocated = allocations.reduce((s, a) => s + a.amount, 0);
    if (allocated > amount) problems.push({ title: `The allocations add up to ${money(allocated)}, more than the payment's ${money(amount)}`, meta: { field: 'amount' } });
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  },
  async compute(step) {
    const { kind, input, current, uow } = step;
    if (!input) return;
    const allocations = allocationsOf(book, step);
    if (kind === 'create' || kind === 'update') {
      const amount = cents('amount' in input.values ? input.values.amount : current?.amount);
      input.values.unallocated = fromCents(amount - allocations.reduce((s, a) => s + a.amount, 0));
    }
    const was = current?.status ?? null;
    const to = (input.values.status as string | undefined) ?? was ?? step.info.def.defaultStatus;
    const companyId = Number('company_id' in input.values ? input.values.company_id : current?.company_id);
    const currency = String(('currency_id' in input.values ? input.values.currency_id : current?.currency_id) ?? BASE_CURRENCY);
    const place = (i: number) => ({ field: `${FIELD}.${i}.amount`, invoiceField: `${FIELD}.${i}.${book.docField}`, companyId });
    if (to === 'C' && was !== 'C') {
      const settled = await settle(uow, registry, allocations.map((a, i) => ({ invoiceId: a.invoiceId, paid: a.amount, currency, ...place(i) })), book);
      const rate = await paymentRate(registry, book, step, currency, allocations.map((a) => a.invoiceId));
      const amount = cents('amount' in input.values ? input.values.amount : current?.amount);
      const unallocated = amount - allocations.reduce((s, a) => s + a.amount, 0);
      input.values.exchange_rate = rate;
      input.values.amount_base = fromCents(settled.reduce((s, x) => s + x.baseCents, 0) + roundHalfUp(unallocated * rate));
      // The allocations as written keep what each took off its invoice (sent with this write, or stored).
      const sent = input.lines?.[FIELD];
      if (sent) sent.forEach((l, i) => (l.values[book.docAmountField] = fromCents(settled[i].invoiceCents)));
      else {
        // A void payment confirmed again: its stored allocations, on their rows (cents, as stored).
        const table = step.info.children.find((c) => c.child.field === FIELD)!.def.table;
        const stored = (current?.[FIELD] as WireRecord[] | undefined) ?? [];
        for (const [i, l] of stored.entries()) await uow.trx.updateTable(table).set({ [book.docAmountField]: settled[i].invoiceCents }).where('id', '=', Number(l.id)).execute();
      }
    } else if (to === 'V' && was === 'C') {
      // Give back exactly what each allocation took, in its invoice's currency.
      await settle(uow, registry, allocations.map((a, i) => ({ invoiceId: a.invoiceId, paid: -(a.invoiceAmount ?? a.amount), ...place(i) })), book);
    }
  },
}));

/**
 * The rules of a document payments settle (sales invoices, supplier bills), beyond its traits
 * (priced_document prices it, chained_document numbers and locks it at confirm): the due date
 * follows its date and the payment terms ("Net 30": 30 days later; COD: the same day); a draft's
 * balance is its total; confirming one works out its payment status (Overdue when confirmed after
 * its due date). One with payments (or credit notes) against it is not reopened or voided before
 * they are (409), so its balance always explains itself (sales/settlement.ts).
 */
export const settledDocumentRules = (book: PaymentBook): BehaviourFile =>
  defineBehaviour(() => ({
    guard({ kind, current, input }) {
      if (kind !== 'status' || !current || current.status !== 'C') return;
      const to = input?.values.status;
      if (to === 'C') return;
      if (cents(current.amount_paid) > 0 || (book.credited && cents(current.amount_credited) > 0)) {
        const number = current[book.numberField] ?? `This ${book.noun}`;
        const against = book.credited ? 'payments or credit notes' : 'payments';
        throw conflict(`${number} has ${against} against it: void them first, then ${to === 'V' ? 'void' : 'reopen'} the ${book.noun}`, { field: 'status' });
      }
    },
    compute({ kind, action, current, input }) {
      if (!input || BOOKKEEPING_ACTIONS.has(action)) return;
      const value = (name: string) => (name in input.values ? input.values[name] : current?.[name]);
      const credited = book.credited ? cents(current?.amount_credited) : 0;
      if (kind === 'create' || kind === 'update') {
        input.values.due_date = dueDateOf(value(book.dateField), value('payment_terms'));
        // Its SGD balance at its own rate (settlement.ts): priced_document has just worked out its totals.
        const doc = { total: value('total'), total_base: value('total_base'), currency_id: value('currency_id'), exchange_rate: value('exchange_rate'), due_date: input.values.due_date } as Record<string, unknown>;
        // Written confirmed (an import): nothing paid yet.
        Object.assign(input.values, settlementValues(doc as never, cents(current?.amount_paid), credited, undefined, book));
        if (value('status') !== 'C') input.values.payment_status = 'Unpaid'; // a draft is not due yet
      } else if (kind === 'status' && current && input.values.status === 'C' && current.status !== 'C') {
        Object.assign(input.values, settlementValues(current, cents(current.amount_paid), credited, undefined, book));
      }
    },
  }));
