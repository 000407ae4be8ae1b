/**
 * A customer's quotations in the portal (issue 40): the open ones (drafts sent to them) and those
 * they or staff confirmed, never void or superseded ones. Accepting one confirms it through the
 * same write as a staff confirm (Records.setStatusIn to C: its number, the chain's rules, the audit
 * entry and the live event the salesperson's screens hear), with the signer's name and drawn
 * signature kept (answers.ts) and printed on its PDF; declining keeps the reason and leaves the
 * quotation as it is for staff to revise. Past its validity (the whole of its `valid_until` day,
 * Singapore time) a quotation cannot be accepted: the refusal says whom to call.
 */
import type { Kysely } from 'kysely';
import { singaporeMidnight } from '../../shared/singapore-time';
import { unixNow } from '../clock';
import { toWire, type WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { SYSTEM_ACTOR } from '../db/unit-of-work';
import { conflict, HttpError } from '../errors';
import { readBusiness } from '../business/details';
import { formatDate } from '../pdf/sales-document';
import type { Registry } from '../registry';
import { addTimelineEntry } from '../workflow/engine';
import type { PortalCaller } from './access';
import { answerOf, answersOf, keepAnswer, type AnswerAction, type PortalAnswer } from './answers';
import { notTheirs } from './caller';
import { portalWord } from './words';

const DAY = 86_400;
const OPEN = 'O';
const CONFIRMED = 'C';
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const MAX_SIGNATURE_CHARS = 400_000;

type Answers = Partial<Record<AnswerAction, PortalAnswer>>;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Past its validity: after the whole of its valid_until day (dates are Singapore midnights). */
export const isExpired = (q: WireRecord, now = unixNow()) => typeof q.valid_until === 'number' && now >= singaporeMidnight(q.valid_until) + DAY;

export function quotationState(q: WireRecord, answers: Answers): 'open' | 'accepted' | 'declined' {
  if (String(q.status) === CONFIRMED) return 'accepted';
  return answers.decline ? 'declined' : 'open';
}

export function quotationSummary(q: WireRecord, answers: Answers, now = unixNow()) {
  return {
    id: Number(q.id),
    number: (q.quotation_no as string | null) ?? null,
    date: orNull(q.quotation_date),
    valid_until: orNull(q.valid_until),
    status: quotationState(q, answers),
    currency: String(q.currency_id ?? 'SGD'),
    subtotal: num(q.subtotal),
    gst: num(q.gst_amount),
    total: num(q.total),
    expired: String(q.status) === OPEN && isExpired(q, now),
  };
}

/** The company's quotations a contact sees (only `ids` when given), newest first. */
export async function companyQuotations(records: Records, registry: Registry, companyId: number, ids: number[] | null) {
  const info = registry.require('quotations');
  if (ids && !ids.length) return [];
  let query = records
    .reader()
    .selectFrom(info.def.table)
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', 'in', [OPEN, CONFIRMED])
    .where((eb) => eb.or([eb('superseded', '=', 0), eb('superseded', 'is', null)]));
  if (ids) query = query.where('id', 'in', ids);
  const rows = (await query.orderBy('id', 'desc').limit(500).execute()).map((r) => toWire(info.def, r));
  const answers = await answersOf(records.reader(), 'quotation', rows.map((q) => Number(q.id)));
  return rows.map((q) => quotationSummary(q, answers.get(Number(q.id)) ?? {}));
}

/** The quotation `id` when it is the caller's company's and shown in the portal; 404 otherwise. */
export async function theirQuotation(records: Records, registry: Registry, caller: PortalCaller, id: number): Promise<WireRecord> {
  const info = registry.require('quotations');
  const row = await records.reader().selectFrom(info.def.table).select(['id', 'company_id', 'status', 'superseded']).where('id', '=', id).executeTakeFirst();
  if (!row || Number(row.company_id) !== caller.company.id || ![OPEN, CONFIRMED].includes(String(row.status)) || Number(row.superseded ?? 0)) throw notTheirs(caller, 'quotation');
  return records.get(info, id);
}

/** Who to call about a quotation: the salesperson who made it (the business's telephone), else the business. */
export async function salespersonOf(db: Kysely<any>, q: WireRecord): Promise<{ name: string; email: string | null; tel: string | null }> {
  const business = await readBusiness(db);
  const user = q.created_by ? await db.selectFrom('users').select(['first_name', 'last_name', 'username', 'email']).where('id', '=', Number(q.created_by)).executeTakeFirst() : undefined;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || String(user.username) : '';
  return { name: name || business.name || '', email: (user?.email as string | null) ?? business.email ?? null, tel: business.tel ?? null };
}

const whoText = (s: { name: string; email: string | null; tel: string | null }) => [s.name, s.tel, s.email].filter(Boolean).join(', ') || 'us';

export async function quotationDetail(records: Records, q: WireRecord) {
  const db = records.reader();
  const answers = await answerOf(db, 'quotation', Number(q.id));
  const lines = ((q.lines as WireRecord[] | undefined) ?? []).map((l) => ({
    description: (l.description as string | null) ?? null,
    qty: num(l.qty),
    uom: (l.uom as string | null) ?? null,
    unit_price: num(l.unit_price),
    discount: num(l.discount),
    amount: num(l.amount),
    tax_code: (l.tax_code as string | null | undefined) ?? null,
  }));
  return {
    ...quotationSummary(q, answers),
    lines,
    salesperson: await salespersonOf(db, q),
    accepted: answers.accept && String(q.status) === CONFIRMED ? { name: answers.accept.said, at: answers.accept.at } : null,
    declined: answers.decline && String(q.status) === OPEN ? { reason: answers.decline.said, at: answers.decline.at } : null,
  };
}

/** Whether the quotation may be answered now; a 409 in the contact's language saying whom to call otherwise. */
async function answerable(db: Kysely<any>, caller: PortalCaller, q: WireRecord, answers: Answers, accepting: boolean): Promise<void> {
  const who = whoText(await salespersonOf(db, q));
  const state = quotationState(q, answers);
  if (state !== 'open') throw conflict(portalWord(caller.language, 'quotationAnswered', { answer: portalWord(caller.language, state), who }), { field: 'status' });
  if (accepting && isExpired(q)) throw conflict(portalWord(caller.language, 'quotationExpired', { date: formatDate(q.valid_until) ?? '', who }), { field: 'valid_until' });
}

export function signatureProblems(body: { signature_name?: unknown; signature?: unknown }): Array<{ title: string; meta: { field: string } }> {
  const problems: Array<{ title: string; meta: { field: string } }> = [];
  if (typeof body.signature_name !== 'string' || !body.signature_name.trim()) problems.push({ title: "The signer's name is required", meta: { field: 'signature_name' } });
  const match = typeof body.signature === 'string' && body.signature.length <= MAX_SIGNATURE_CHARS ? PNG_DATA_URL.exec(body.signature) : null;
  if (!match || !Buffer.from(match[1], 'base64').subarray(0, 8).equals(PNG_MAGIC)) problems.push({ title: 'Draw your signature: it is sent as a PNG image (data:image/png;base64,...)', meta: { field: 'signature' } });
  return problems;
}

/** POST /portal/quotations/{id}/accept: confirmed as a staff confirm would, the signature kept. */
export async function acceptQuotation(records: Records, registry: Registry, caller: PortalCaller, id: number, body: { signature_name: string; signature: string }) {
  const problems = signatureProblems(body);
  if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  const info = registry.require('quotations');
  await theirQuotation(records, registry, caller, id);
  await records.transaction(SYSTEM_ACTOR, async (uow) => {
    const q = await uow.lock(info, id);
    await answerable(uow.trx, caller, q, await answerOf(uow.trx, 'quotation', id), true);
    const name = body.signature_name.trim().slice(0, 100);
    await keepAnswer(uow.trx, 'quotation', id, { action: 'accept', said: name, signature: body.signature, contact_id: caller.contact.id });
    await uow.setStatus(info, [id], CONFIRMED);
    await addTimelineEntry(records, uow, info, id, `Accepted by the customer in the portal: signed by ${name}${caller.contact.email ? ` (${caller.contact.email})` : ''}`);
  });
  return quotationDetail(records, await records.get(info, id));
}

/** POST /portal/quotations/{id}/decline: the reason kept and noted; the quotation stays a draft for staff. */
export async function declineQuotation(records: Records, registry: Registry, caller: PortalCaller, id: number, reason: string) {
  const info = registry.require('quotations');
  await theirQuotation(records, registry, caller, id);
  await records.transaction(SYSTEM_ACTOR, async (uow) => {
    const q = await uow.lock(info, id);
    await answerable(uow.trx, caller, q, await answerOf(uow.trx, 'quotation', id), false);
    await keepAnswer(uow.trx, 'quotation', id, { action: 'decline', said: reason.trim(), signature: null, contact_id: caller.contact.id });
    await addTimelineEntry(records, uow, info, id, `Declined by the customer in the portal${caller.contact.name ? ` (${caller.contact.name})` : ''}: ${reason.trim()}`);
  });
  return quotationDetail(records, await records.get(info, id));
}
