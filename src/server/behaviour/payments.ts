/**
 * Payments (api-contract.md "Money in and out"): money from a customer allocated to its confirmed
 * invoices. A payment counts while confirmed (it is recorded so, status C by default): its
 * allocations are taken off the invoices' balances in the same transaction (sales/settlement.ts),
 * and one above an invoice's balance answers 422 naming the allocation. Voiding a confirmed
 * payment gives the balances back; otherwise a confirmed payment is left as it is (409). The
 * allocations may not add up to more than the amount; `unallocated` is what they leave.
 */
import type { WireRecord } from '../db/codec';
import { defineBehaviour, type WriteStep } from '../behaviours';
import { conflict, HttpError, type ErrorDetail } from '../errors';
import { cents, money, settle } from '../sales/settlement';
import { fromCents } from '../../shared/tax';

const FIELD = 'allocations';

/** The allocations as the write leaves them: those sent, or those stored. */
function allocationsOf({ input, current }: WriteStep): Array<{ invoiceId: number; amount: number }> {
  const sent = input?.lines?.[FIELD];
  const lines: Array<Record<string, unknown>> = sent ? sent.map((l) => l.values) : ((current?.[FIELD] as WireRecord[] | undefined) ?? []);
  return lines.map((l) => ({ invoiceId: Number(l.invoice_id), amount: cents(l.amount) }));
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
    const changes = (sign: 1 | -1) => allocations.map((a, i) => ({ invoiceId: a.invoiceId, paid: sign * a.amount, field: `${FIELD}.${i}.amount`, invoiceField: `${FIELD}.${i}.invoice_id`, companyId }));
    if (to === 'C' && was !== 'C') await settle(uow, registry, changes(1));
    else if (to === 'V' && was === 'C') await settle(uow, registry, changes(-1));
  },
}));
