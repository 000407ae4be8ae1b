/**
 * A status as the customer reads it: the server's value (a code such as 'C', or a word such as
 * 'Partly paid') looked up among the portal's messages, else shown as the server wrote it.
 */
import type { Translate } from './i18n';

const keyOf = (value: string) => value.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_');

export function statusWord(t: Translate, group: 'quotation' | 'payment' | 'job', value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const key = `status.${group}.${keyOf(String(value))}`;
  const said = t(key);
  return said === key ? String(value) : said;
}

/** The chip's colour for a status. */
export function statusTone(group: 'quotation' | 'payment' | 'job', value: string | null | undefined): 'ok' | 'warn' | 'bad' | undefined {
  const key = keyOf(String(value ?? ''));
  const tones: Record<string, Record<string, 'ok' | 'warn' | 'bad'>> = {
    quotation: { c: 'ok', accepted: 'ok', confirmed: 'ok', v: 'bad', void: 'bad', declined: 'bad', expired: 'warn' },
    payment: { paid: 'ok', partly_paid: 'warn', unpaid: 'warn', overdue: 'bad' },
    job: { '4': 'ok', '5': 'ok', done: 'ok', completed: 'ok', '2': 'warn', work_in_progress: 'warn', on_the_way: 'warn' },
  };
  return tones[group][key];
}

/** A quotation still awaiting the customer's answer: neither answered, void nor expired. */
export function isOpenQuotation(q: { status: string; expired: boolean }): boolean {
  return !q.expired && ['o', 'open', 'sent', 'draft'].includes(keyOf(q.status));
}

/** A job not yet done: New, Accepted, in progress or paused. */
export function isUpcomingJob(j: { state: string }): boolean {
  return !['4', '5', 'done', 'completed', 'void', 'cancelled'].includes(keyOf(j.state));
}

/** A document's number, or its id while it has none (a draft quotation is numbered when confirmed). */
export const numberOf = (doc: { id: number; number: string | null }): string => doc.number ?? `#${doc.id}`;
