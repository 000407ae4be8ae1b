/**
 * The behaviour of the chained_document trait (schema/traits/chained_document.yaml): a confirmed
 * document (status C) is locked, so its figures stay as numbered: an update or a delete answers
 * 409. Its status may still change (void keeps the record, reopen unlocks it for the admin).
 * A document the GST return counts, dated in a filed GST period, is refused before that, in the
 * period's words (sales/gst-periods.ts: the one place that rule is kept).
 */
import { defineBehaviour } from '../behaviours';
import { conflict } from '../errors';
import { confirmedTitle } from '../../shared/record-lock';
import { filedPeriodGuard } from '../sales/gst-periods';

export const CONFIRMED = 'C';
/**
 * Domain actions that write only a confirmed document's bookkeeping, never its figures: a
 * quotation marked superseded by its revision, or current again when that revision is deleted or
 * voided (behaviour/quotations.ts). They pass the lock, and priced_document does not price them again.
 */
export const BOOKKEEPING_ACTIONS: ReadonlySet<string> = new Set([
  'supersede',
  'reinstate',
  // An invoice's amount paid, credited, balance and payment status, kept by its payments and credit
  // notes (sales/settlement.ts), and its overdue reminders (sales/overdue.ts).
  'settle',
  'remind',
  // An invoice's or credit note's e-invoice sending state, kept by einvoice/sender.ts and the Access Point's webhook.
  'einvoice',
  // A purchase order's received quantities and receipt status, kept by its receipts (purchases/receive.ts).
  'receive',
]);

export default defineBehaviour(({ registry }) => {
  const filedPeriod = filedPeriodGuard(registry);
  return {
    async guard(step) {
      const { kind, action, info, current } = step;
      if (BOOKKEEPING_ACTIONS.has(action)) return;
      await filedPeriod(step);
      if (!current || current.status !== CONFIRMED || (kind !== 'update' && kind !== 'delete' && kind !== 'transition')) return;
      throw conflict(confirmedTitle(info.def), { field: 'status' });
    },
  };
});
