/**
 * Quotation revisions (README, Sales documents): a confirmed quotation is changed by revising it
 * (POST /quotations/{id}/revise), as Odoo and ERPNext amend one, never by editing it. A revision is
 * a new draft copy with its lines in the same thread: `revision_of` is the thread's first
 * quotation, `revision` the next letter (the original is A, left blank; the first revision is B)
 * and its number is the thread's with the letter, "QUO-00012 rev B", so a revision takes nothing
 * from the numbering series (confirming it keeps that number) and the series has no gaps. The one
 * revised is marked `superseded`: it can no longer be revised, converted, edited or reopened, so
 * only the latest revision of a thread goes on. Deleting or voiding the latest revision makes the
 * one it replaced current again, so a thread never ends up with nothing to go on with. The
 * chained_document trait's rules run first.
 */
import type { Kysely } from 'kysely';
import { defineBehaviour } from '../behaviours';
import { toWire, type WireRecord } from '../db/codec';
import type { UnitOfWork } from '../db/unit-of-work';
import { conflict } from '../errors';
import type { Registry, ResourceInfo } from '../registry';
import { CONFIRMED } from '../traits/chained_document';
import { singaporeMidnight } from '../../shared/singapore-time';
import { unixNow } from '../clock';
import type { RevisionEntry } from '../../shared/quotation-revisions';

const VOID = 'V';
/** The audit log's actions for the superseded flag: the chained_document trait's BOOKKEEPING_ACTIONS. */
const SUPERSEDE = 'supersede';
const REINSTATE = 'reinstate';
/** What a revision never copies: identity, state, number and thread, and what the server computes. */
const NOT_COPIED = new Set(['id', 'uuid', 'status', 'created_at', 'updated_at', 'created_by', 'updated_by', 'quotation_no', 'revision_of', 'revision', 'superseded', 'header_id']);
/** Read-only fields a revision does copy: the link to the document it was converted from. */
const KEPT_LINKS = new Set(['source_collection', 'source_id', 'source_line_id']);

/** The letter after `letter` (blank is the original's A): B, C, … Z, AA, AB, … */
export function nextRevisionLetter(letter: string | null | undefined): string {
  if (!letter) return 'B';
  const digits = [...letter.toUpperCase()].map((c) => c.charCodeAt(0) - 64);
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === 26) digits[i--] = 1;
  if (i < 0) digits.unshift(1);
  else digits[i]++;
  return String.fromCharCode(...digits.map((d) => d + 64));
}

/** Revision letters in order: by length, then alphabetically (Z before AA). */
const letterOrder = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

/** A revision's number: the thread's number and its letter ("QUO-00012 rev B"). */
export const revisionNumber = (threadNumber: string, letter: string) => `${threadNumber} rev ${letter}`;

/** Every quotation of the thread `doc` belongs to, oldest first. */
export async function revisionThread(db: Kysely<any>, info: ResourceInfo, doc: WireRecord): Promise<RevisionEntry[]> {
  const root = Number(doc.revision_of ?? doc.id);
  const rows = await db
    .selectFrom(info.def.table)
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', root), eb('revision_of', '=', root)]))
    .orderBy('id')
    .execute();
  return rows
    .map((r) => toWire(info.def, r))
    .map((q) => ({
      id: Number(q.id),
      number: (q.quotation_no as string | null) ?? null,
      revision: (q.revision as string | null) ?? null,
      status: String(q.status),
      superseded: q.superseded === true,
      date: q.quotation_date === null || q.quotation_date === undefined ? null : Number(q.quotation_date),
      total: q.total === null || q.total === undefined ? null : Number(q.total),
    }));
}

/** The 409 for going on with a superseded quotation, naming the revision to use instead. */
export async function supersededConflict(db: Kysely<any>, info: ResourceInfo, doc: WireRecord, doing: string): Promise<Error> {
  const thread = await revisionThread(db, info, doc);
  const latest = thread.filter((q) => !q.superseded).at(-1);
  const instead = latest ? `; ${doing} ${latest.number ?? `#${latest.id}`} instead` : '';
  return conflict(`Quotation ${doc.quotation_no ?? `#${doc.id}`} was superseded by a later revision and cannot be ${doing === 'revise' ? 'revised' : 'converted'}${instead}`, {
    field: 'superseded',
    ...(latest ? { latest_id: latest.id } : {}),
  });
}

/**
 * Revise `doc` (locked by the caller): its new draft revision, with its lines, in the unit of work;
 * `doc` is marked superseded. Only a confirmed quotation that is the latest of its thread and has
 * not gone on to a sales order may be revised (409 otherwise, saying why).
 */
export async function reviseQuotation(uow: UnitOfWork, registry: Registry, doc: WireRecord): Promise<WireRecord> {
  const info = registry.require('quotations');
  const label = doc.quotation_no ?? `#${doc.id}`;
  if (doc.superseded === true) throw await supersededConflict(uow.trx, info, doc, 'revise');
  if (doc.status !== CONFIRMED) {
    throw conflict(
      doc.status === VOID
        ? `Quotation ${label} is void and cannot be revised`
        : `Quotation ${label} is a draft: change it directly; only a confirmed quotation is revised`,
      { field: 'status' },
    );
  }
  const orders = registry.require('sales_orders');
  const ordered = await uow.trx
    .selectFrom(orders.def.table)
    .select(['id', 'order_no'])
    .where('source_collection', '=', 'quotations')
    .where('source_id', '=', doc.id as number)
    .where('status', '!=', VOID)
    .execute();
  if (ordered.length) {
    const which = ordered.map((o) => o.order_no ?? `#${o.id}`).join(', ');
    throw conflict(`Quotation ${label} was converted to sales order ${which}; void the order before revising the quotation`, { field: 'status' });
  }

  const root = doc.revision_of ? await uow.trx.selectFrom(info.def.table).select('quotation_no').where('id', '=', doc.revision_of as number).executeTakeFirst() : { quotation_no: doc.quotation_no };
  // After the thread's last letter, a voided revision's too: a number kept is never given again.
  const letters = (await revisionThread(uow.trx, info, doc)).flatMap((q) => (q.revision ? [q.revision] : [])).sort(letterOrder);
  const letter = nextRevisionLetter(letters.at(-1));
  const copy = (fields: ResourceInfo['def']['fields'], from: WireRecord) => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      if (NOT_COPIED.has(f.name) || (f.readonly && !KEPT_LINKS.has(f.name))) continue;
      if (from[f.name] !== undefined && from[f.name] !== null) out[f.name] = from[f.name];
    }
    return out;
  };
  const values = copy(info.def.fields, doc);
  // A new offer: dated today, valid for as long as the one it revises was.
  const today = singaporeMidnight(unixNow());
  values.quotation_date = today;
  if (doc.valid_until !== null && doc.valid_until !== undefined && doc.quotation_date !== null && doc.quotation_date !== undefined) {
    values.valid_until = today + Math.max(0, Number(doc.valid_until) - Number(doc.quotation_date));
  }
  Object.assign(values, { revision_of: doc.revision_of ?? doc.id, revision: letter, quotation_no: revisionNumber(String(root?.quotation_no ?? label), letter), superseded: false });

  const lines = info.children[0]!;
  const revision = await uow.create(
    info,
    { values, lines: { [lines.child.field]: ((doc[lines.child.field] as WireRecord[] | undefined) ?? []).map((line) => ({ values: copy(lines.def.fields, line) })) } },
    { action: 'revise' },
  );
  await uow.update(info, doc.id as number, { values: { superseded: true } }, { action: SUPERSEDE });
  return revision;
}

export default defineBehaviour(({ registry }) => ({
  guard({ kind, action, current, input }) {
    // A superseded quotation stays as it was: only voiding it is left.
    if (!current || current.superseded !== true || action === SUPERSEDE || action === REINSTATE) return;
    if (kind === 'status' && input?.values.status === VOID) return;
    throw conflict(`Quotation ${current.quotation_no ?? `#${current.id}`} was superseded by a later revision and can no longer be changed`, { field: 'superseded' });
  },
  async compute({ kind, current, input, uow }) {
    // The latest revision deleted or voided: the one it replaced (the last superseded, not void) goes on.
    const ending = kind === 'delete' || (kind === 'status' && input?.values.status === VOID && current?.status !== VOID);
    if (!ending || !current?.revision_of || current.superseded === true) return;
    const info = registry.require('quotations');
    const previous = (await revisionThread(uow.trx, info, current)).filter((q) => q.superseded && q.status !== VOID && q.id !== current.id).at(-1);
    if (previous) await uow.update(info, previous.id, { values: { superseded: false } }, { action: REINSTATE });
  },
}));
