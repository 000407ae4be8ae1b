/**
 * What the dispatch screens say about a job in the user's language: its history entries (the
 * server writes them in English, in a few fixed shapes), the refusal of a move the workflow does
 * not have, and the server's refusals as the sentence of the error catalogue (its title), never a
 * field dump such as `job_status must be one of: 2, 3, 4 job_status`.
 */
import { resourceDef } from '../../crud/registry';
import { jobStatusOf, statusLabelKey, type JobStatus } from './jobStatus';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const workflow = () => resourceDef('joborder_headers').workflow!;

/** The transition that moves a job from one status to another, if the workflow has one. */
export function transitionBetween(from: unknown, to: JobStatus): string | null {
  const now = jobStatusOf(from);
  return workflow().transitions.find((t) => t.to === to && t.from.includes(now))?.name ?? null;
}

/** Why a card cannot be dropped in a lane: a sentence naming both statuses. */
export const moveRefusal = (translate: Translate, from: unknown, to: JobStatus) =>
  translate('app.jobs.cannot_move', { from: translate(statusLabelKey(from)), to: translate(statusLabelKey(to)) });

/**
 * A refusal as a person reads it: the first error's title (a sentence from the error catalogue or
 * the workflow), without the meta value the generic message appends; a validation dump of a field
 * becomes the given fallback sentence.
 */
export function refusalText(error: unknown, fallback: string): string {
  const body = (error as { body?: { errors?: Array<{ title?: string; code?: string; meta?: { field?: string } }> } })?.body;
  const first = body?.errors?.[0];
  const title = first?.title?.trim();
  if (!title) return fallback;
  // A schema check's wording ("must be one of: ...", "must be integer") is not for people.
  if (/\bmust (be|have|match|NOT)\b/.test(title) && first?.meta?.field) return fallback;
  return /[.!?]$/.test(title) ? title : `${title}.`;
}

/** English state and transition labels back to their keys, from the workflow the YAML declares. */
function labelKeys() {
  const w = workflow();
  return {
    states: new Map(w.states.map((s) => [s.label, statusLabelKey(s.value)])),
    transitions: new Map(w.transitions.map((t) => [t.label, `resources.joborder_headers.transitions.${t.name}`])),
  };
}
let keys: ReturnType<typeof labelKeys> | null = null;

/**
 * A history entry in the user's language. The server's shapes: "Accept: New → Accepted",
 * "Reassigned: A → B (back to New)", "Follow-up: JOB-00012", "Duplicate: JOB-00013",
 * "Service report SR-00001 written", "Service report sent to a@b.sg". Anything else is shown as written.
 */
export function historyText(translate: Translate, remarks: string): string {
  keys ??= labelKeys();
  const state = (label: string) => {
    const key = keys!.states.get(label.trim());
    return key ? translate(key) : label;
  };
  let m = /^(.+?): (.+?) → (.+)$/.exec(remarks);
  if (m && keys.transitions.has(m[1]!)) return `${translate(keys.transitions.get(m[1]!)!)}: ${state(m[2]!)} → ${state(m[3]!)}`;
  m = /^Reassigned: (.*?) → (.*?)(?: \(back to (.+)\))?$/.exec(remarks);
  if (m) {
    const names = (s: string) => (s === 'nobody' ? translate('app.jobs.history_nobody') : s.split(' and ').join(' & '));
    const text = translate('app.jobs.history_reassigned', { from: names(m[1]!), to: names(m[2]!) });
    return m[3] ? `${text} (${translate('app.jobs.history_back_to', { status: state(m[3]) })})` : text;
  }
  m = /^(Follow-up|Duplicate): (\S+)$/.exec(remarks);
  if (m) return translate(m[1] === 'Follow-up' ? 'app.jobs.history_follow_up' : 'app.jobs.history_duplicate', { ticket: m[2] });
  m = /^Service report (\S+) written$/.exec(remarks);
  if (m) return translate('app.jobs.history_report_written', { report: m[1] });
  m = /^Service report sent to (.+)$/.exec(remarks);
  if (m) return translate('app.jobs.history_report_sent', { to: m[1] });
  return remarks;
}
