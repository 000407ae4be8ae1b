/**
 * Payments (api-contract.md "Money in and out"): money from a customer allocated to its confirmed
 * invoices. A payment counts while confirmed (it is recorded so, status C by default): its
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
import { defineBehaviour, type WriteStep } from '../behaviours';
import { conflict, HttpError, type ErrorDetail } from '../errors';
import { cents, money, settle } from '../sales/settlement';
import { fromCents, roundHalfUp } from '../../shared/tax';
import { BASE_CURRENCY, exchangeRateOn } from '../traits/priced_document';

const FIELD = 'allocations';

/** The allocations as the write leaves them: those sent, or those stored. */
function allocationsOf({ input, current }: WriteStep): Array<{ invoiceId: number; amount: number; invoiceAmount: number | null }> {
  const sent = input?.lines?.[FIELD];
  const lines: Array<Record<string, unknown>> = sent ? sent.map((l) => l.values) : ((current?.[FIELD] as WireRecord[] | undefined) ?? []);
  return lines.map((l) => ({ invoiceId: Number(l.invoice_id), amount: cents(l.amount), invoiceAmount: l.invoice_amount === null || l.invoice_amount === undefined ? null : cents(l.invoice_amount) }));
}

/** The payment's own rate to SGD: 1 for SGD, else the one given, else its first invoice's in its currency, else the masterlist's. */
async function paymentRate(registry: Registry, step: WriteStep, currency: string, invoiceIds: number[]): Promise<number> {
  if (currency === BASE_CURRENCY) return 1;
  const { input, current, uow } = step;
  const given = Number(input?.values.exchange_rate ?? current?.exchange_rate);
  if (Number.isFinite(given) && given > 0 && given !== 1) return given;
  if (invoiceIds.length) {
    const row = await uow.trx.selectFrom(registry.require('sales_invoices').def.table).select('exchange_rate').where('id', 'in', invoiceIds).where('currency_id', '=', currency).orderBy('id').limit(1).executeTakeFirst();
    if (row && Number(row.exchange_rate) > 0) return Number(row.exchange_rate);
  }
  const date = Number(input?.values.payment_date ?? current?.payment_date);
  return (Number.isFinite(date) ? await exchangeRateOn(uow.trx, currency, date) : undefined) ?? (Number.isFinite(given) && given > 0 ? given : 1);
}

export default defineBehaviour(({ registry }) => ({
  guard({ kind, current, input }) {
    if (!current || current.status !== 'C') return;
    if (kind === 'status' && (input?.values.status === 'V' || input?.values.status === 'C')) return;
    throw conflict(`${current.payment_no ?? 'This payment'} is confirmed: void it to give its allocations back, then record it again`, { field: 'status' });
  },
  validate(step) {
    const { input, current } = step;
    if (!input || (step.kind === 'status' && input.values.status !== 'C')) return;
    const problems: ErrorDetail[] = [];
    const allocations = allocationsOf(step);
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
    const allocations = allocationsOf(step);
    if (kind === 'create' || kind === 'update') {
      const amount = cents('amount' in input.values ? input.values.amount : current?.amount);
      input.values.unallocated = fromCents(amount - allocations.reduce((s, a) => s + a.amount, 0));
    }
    const was = current?.status ?? null;
    const to = (input.values.status as string | undefined) ?? was ?? step.info.def.defaultStatus;
    const companyId = Number('company_id' in input.values ? input.values.company_id : current?.company_id);
    const currency = String(('currency_id' in input.values ? input.values.currency_id : current?.currency_id) ?? BASE_CURRENCY);
    const place = (i: number) => ({ field: `${FIELD}.${i}.amount`, invoiceField: `${FIELD}.${i}.invoice_id`, companyId });
    if (to === 'C' && was !== 'C') {
      const settled = await settle(uow, registry, allocations.map((a, i) => ({ invoiceId: a.invoiceId, paid: a.amount, currency, ...place(i) })));
      const rate = await paymentRate(registry, step, currency, allocations.map((a) => a.invoiceId));
      const amount = cents('amount' in input.values ? input.values.amount : current?.amount);
      const unallocated = amount - allocations.reduce((s, a) => s + a.amount, 0);
      input.values.exchange_rate = rate;
      input.values.amount_base = fromCents(settled.reduce((s, x) => s + x.baseCents, 0) + roundHalfUp(unallocated * rate));
      // The allocations as written keep what each took off its invoice (sent with this write, or stored).
      const sent = input.lines?.[FIELD];
      if (sent) sent.forEach((l, i) => (l.values.invoice_amount = fromCents(settled[i].invoiceCents)));
      else {
        // A void payment confirmed again: its stored allocations, on their rows (cents, as stored).
        const table = step.info.children.find((c) => c.child.field === FIELD)!.def.table;
        const stored = (current?.[FIELD] as WireRecord[] | undefined) ?? [];
        for (const [i, l] of stored.entries()) await uow.trx.updateTable(table).set({ invoice_amount: settled[i].invoiceCents }).where('id', '=', Number(l.id)).execute();
      }
    } else if (to === 'V' && was === 'C') {
      // Give back exactly what each allocation took, in its invoice's currency.
      await settle(uow, registry, allocations.map((a, i) => ({ invoiceId: a.invoiceId, paid: -(a.invoiceAmount ?? a.amount), ...place(i) })));
    }
  },
}));
