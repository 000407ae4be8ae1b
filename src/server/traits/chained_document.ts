/**
 * The behaviour of the chained_document trait (schema/traits/chained_document.yaml): a confirmed
 * document (status C) is locked, so its figures stay as numbered: an update or a delete answers
 * 409. Its status may still change (void keeps the record, reopen unlocks it for the admin).
 */
import { defineBehaviour } from '../behaviours';
import { conflict } from '../errors';
import { confirmedTitle } from '../../shared/record-lock';

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
  // A purchase order's received quantities and receipt status, kept by its receipts (purchases/receive.ts).
  'receive',
]);

export default defineBehaviour(() => ({
  guard({ kind, action, info, current }) {
    if (BOOKKEEPING_ACTIONS.has(action)) return;
    if (!current || current.status !== CONFIRMED || (kind !== 'update' && kind !== 'delete' && kind !== 'transition')) return;
    throw conflict(confirmedTitle(info.def), { field: 'status' });
  },
}));
