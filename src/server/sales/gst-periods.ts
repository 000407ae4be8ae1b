/**
 * Filed GST periods lock what they counted (api-contract.md "GST: ... the F5 return"; issue 39
 * item 6): once a period is filed (POST /gst_periods/{id}/file), no sales invoice, credit note or
 * supplier bill dated inside it (shared/gst-f5.ts GST_DOCUMENTS, the documents the return counts)
 * can be confirmed, voided, reopened, changed or deleted: 409 in a sentence naming the period.
 *
 * It is one rule in one place, the guard step of the chained_document trait
 * (traits/chained_document.ts), which every write of those documents meets whatever the route:
 * the record's own PATCH, bulk status, DELETE, convert, audit-log restore, the server's own
 * writes. Their lines are written only with their document (a line's own route is refused before:
 * db/records.ts childWriteIn), so a line cannot be changed around it either.
 *
 * What passes: the bookkeeping a document's payments and credit notes keep on it (BOOKKEEPING_ACTIONS:
 * amount paid, balance, payment status, reminders). GST is due on the invoice (the time of supply),
 * not when it is paid, so recording or voiding a payment changes nothing the return counted, and a
 * credit note counts in its own period (confirming one dated in an open period against an invoice of
 * a filed period is allowed, and settles that invoice's balance).
 *
 * A draft dated inside a filed period never counted: it may be added (an e-invoice received late
 * becomes one), deleted or voided, and changed only to date it out of the filed period; it cannot
 * be confirmed there.
 */
import type { WriteStep } from '../write-steps';
import type { Registry } from '../registry';
import { conflict } from '../errors';
import { gstDocumentOf } from '../../shared/gst-f5';
import { SINGAPORE_OFFSET } from '../../shared/singapore-time';

export const GST_PERIODS = 'gst_periods';
const CONFIRMED = 'C';
const DRAFT = 'O';
const VOID = 'V';

export interface FiledPeriod {
  id: number;
  from: number;
  to: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day as "1 Jul 2026" (the same words whatever the machine's ICU: some say "Sept"). */
const dayWords = (seconds: number) => {
  const d = new Date((seconds + SINGAPORE_OFFSET) * 1000);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
/** "1 Jul 2026 to 30 Sep 2026" */
export const periodWords = (p: { from?: unknown; to?: unknown }) => `${dayWords(Number(p.from))} to ${dayWords(Number(p.to))}`;

/** The filed period (not void) that `date` falls in, locked for this write (PostgreSQL: FOR UPDATE), if any. */
async function filedPeriodOn(registry: Registry, step: WriteStep, date: number): Promise<FiledPeriod | undefined> {
  const periods = registry.get(GST_PERIODS);
  if (!periods) return undefined;
  const row = await step.uow.trx
    .selectFrom(periods.def.table)
    .select(['id', 'from', 'to'])
    .where('status', '!=', VOID)
    .where('from', '<=', date)
    .where('to', '>=', date)
    .orderBy('from')
    .executeTakeFirst();
  if (!row) return undefined;
  // Locked, so a period filed meanwhile waits for this write (and this one for the filing).
  const locked = await step.uow.lock(periods, Number(row.id));
  return locked.state === 'filed' && locked.status !== VOID ? { id: Number(locked.id), from: Number(locked.from), to: Number(locked.to) } : undefined;
}

/** Refuse a write of a document the GST return counts when it touches a filed period (the rules above). */
export const filedPeriodGuard = (registry: Registry) => async (step: WriteStep): Promise<void> => {
  // One lookup per day within this write: a confirm on its own date asks about the same day twice.
  const asked = new Map<number, Promise<FiledPeriod | undefined>>();
  const filedOn = (date: number) => {
    if (!asked.has(date)) asked.set(date, filedPeriodOn(registry, step, date));
    return asked.get(date)!;
  };
  const doc = gstDocumentOf(step.info.def.resource);
  if (!doc) return;
  const { kind, current, input } = step;
  const noun = step.info.def.labelSingular.toLowerCase();
  const given = (name: string) => (input && name in input.values ? input.values[name] : current?.[name]);
  const wasDate = current ? Number(current[doc.dateField]) : NaN;
  const date = Number(given(doc.dateField));
  const wasStatus = current ? String(current.status ?? DRAFT) : undefined;
  const status = kind === 'delete' ? undefined : String(given('status') ?? DRAFT);

  const before = Number.isFinite(wasDate) ? await filedOn(wasDate) : undefined;
  if (before) {
    const words = periodWords(before);
    if (wasStatus !== DRAFT) {
      throw conflict(`The GST period ${words} has been filed, so this ${noun} dated inside it can no longer be ${kind === 'delete' ? 'deleted' : status === VOID ? 'voided' : status === DRAFT ? 'reopened' : 'changed'}.`, { field: doc.dateField, period_id: before.id });
    }
    const discarded = kind === 'delete' || status === VOID;
    const movedOut = Number.isFinite(date) && date !== wasDate && !(await filedOn(date));
    if (!discarded && !movedOut) {
      throw conflict(`The GST period ${words} has been filed, so this draft ${noun} dated inside it can only be dated after it (or deleted), not ${status === CONFIRMED ? 'confirmed' : 'changed'} there.`, { field: doc.dateField, period_id: before.id });
    }
  }
  if (status === CONFIRMED && Number.isFinite(date)) {
    const after = await filedOn(date);
    if (after) throw conflict(`The GST period ${periodWords(after)} has been filed, so a ${noun} dated inside it can no longer be confirmed; date it in an open period.`, { field: doc.dateField, period_id: after.id });
  }
};
