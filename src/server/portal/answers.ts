/**
 * What customers said about their documents in the portal (tables.ts `portal_answers`): a quotation
 * accepted (the signer's name and drawn signature, printed on its PDF: pdf/sales-document.ts) or
 * declined (the reason), an invoice said paid (the customer's reference, for finance). The latest
 * answer of each kind stands.
 */
import type { Kysely } from 'kysely';
import { unixNow } from '../clock';
import { ANSWERS } from './tables';

export type AnswerAction = 'accept' | 'decline' | 'paid';

export interface PortalAnswer {
  action: AnswerAction;
  said: string;
  signature: string | null;
  at: number;
  contact_id: number | null;
}

/** The latest answers of the documents `ids` of `kind`, by document id and action. */
export async function answersOf(db: Kysely<any>, kind: 'quotation' | 'invoice', ids: number[]): Promise<Map<number, Partial<Record<AnswerAction, PortalAnswer>>>> {
  const out = new Map<number, Partial<Record<AnswerAction, PortalAnswer>>>();
  if (!ids.length) return out;
  const rows = await db.selectFrom(ANSWERS).selectAll().where('doc_kind', '=', kind).where('doc_id', 'in', ids).orderBy('at').orderBy('id').execute();
  for (const r of rows) {
    const kept = out.get(Number(r.doc_id)) ?? {};
    kept[r.action as AnswerAction] = { action: r.action, said: String(r.said), signature: r.signature ?? null, at: Number(r.at), contact_id: r.contact_id === null ? null : Number(r.contact_id) };
    out.set(Number(r.doc_id), kept);
  }
  return out;
}

/** One document's latest answers. */
export async function answerOf(db: Kysely<any>, kind: 'quotation' | 'invoice', id: number): Promise<Partial<Record<AnswerAction, PortalAnswer>>> {
  return (await answersOf(db, kind, [id])).get(id) ?? {};
}

/** Keep an answer (inside the write's transaction). */
export async function keepAnswer(trx: Kysely<any>, kind: 'quotation' | 'invoice', id: number, answer: Omit<PortalAnswer, 'at'>): Promise<void> {
  await trx.insertInto(ANSWERS).values({ doc_kind: kind, doc_id: id, action: answer.action, said: answer.said, signature: answer.signature, contact_id: answer.contact_id, at: unixNow() }).execute();
}
