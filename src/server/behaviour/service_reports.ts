/**
 * Service reports beyond CRUD (schema/services-tools/service_reports.yaml), for every write: the
 * generic calls and POST /joborder_headers/{id}/service-report (routes/job-orders.ts) alike.
 * - A technician writes only the reports of jobs assigned to them (403 otherwise).
 * - Sign-off: a write that brings a signature (signature_image) records who took it, when, and
 *   the SHA-256 of the report as signed (its fields and parts); any later change of those makes
 *   signature_stale true, and a new signature clears it. The engineer defaults to the writer's
 *   employee record.
 * - reportNotReady says what the report still lacks before its job may be Done; checklistGaps
 *   names the required checklist items left unanswered.
 * - The report's checklist (checklist_id) is the one of its job's type (checklistFor), set when
 *   the report is first written; its answers are kept by question in checklist_answers.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { defineBehaviour } from '../behaviours';
import type { WireRecord } from '../db/codec';
import { unixNow } from '../clock';
import type { Actor } from '../db/unit-of-work';
import type { Registry } from '../registry';
import { HttpError, type ErrorDetail } from '../errors';
import { checkPicturePixels, DEFAULT_MAX_IMAGE_PIXELS } from '../images';
import type { ValidatedInput } from '../validate';
import { employeesOf, requireOwnJob } from '../auth/own-jobs';

/** The report fields the customer signs for (with the parts). */
const SIGNED_FIELDS = ['work_done', 'findings', 'recommendations', 'time_in', 'time_out', 'customer_signature_name'] as const;

/** A signature as stored: a PNG or SVG data URL. */
export const SIGNATURE_IMAGE = /^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;

type Part = { product_id: unknown; description: unknown; qty: unknown };

/** The signed times as a form shows them: to the minute (a datetime input drops the seconds). */
const TIMES = new Set<string>(['time_in', 'time_out']);
const toMinute = (v: unknown) => (typeof v === 'number' ? Math.floor(v / 60) * 60 : v);

/**
 * SHA-256 (hex) of the signed fields and parts, in a fixed order and form: what the customer saw
 * and a form can show, so the times to the minute (issue 24 item 3: a report opened and saved
 * unchanged, its 23:51:40 coming back as 23:51:00, keeps its signature). `exactTimes` gives the
 * hash as signed before that (times to the second), which a stored signature may still carry.
 */
export function reportHash(report: Record<string, unknown>, parts: Part[], exactTimes = false): string {
  const fields = SIGNED_FIELDS.map((f) => (TIMES.has(f) && !exactTimes ? toMinute(report[f] ?? null) : (report[f] ?? null)));
  const lines = parts.map((p) => [p.product_id ?? null, p.description ?? null, p.qty === null || p.qty === undefined ? null : Number(p.qty)]);
  return createHash('sha256').update(JSON.stringify([fields, lines])).digest('hex');
}

/** The parts the report will have once `input` is written over `current`. */
function partsAfter(current: WireRecord | null, input: ValidatedInput): Part[] {
  const stored = (current?.parts as Array<WireRecord> | undefined) ?? [];
  const sent = input.lines?.parts;
  if (!sent) return stored as Part[];
  return sent.map((line) => ({ ...(stored.find((p) => p.id === line.id) ?? {}), ...line.values }) as Part);
}

const hasText = (v: unknown) => typeof v === 'string' && v.replace(/<[^>]*>/g, '').trim() !== '';

/** What a report lacks before its job may be Done (409 titles the technician reads). */
export function reportNotReady(report: WireRecord): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const need = (ok: boolean, field: string, title: string) => ok || problems.push({ title, meta: { field } });
  need(hasText(report.work_done), 'work_done', 'The service report needs the work done before the job is done');
  need(report.time_in !== null && report.time_in !== undefined, 'time_in', 'The service report needs the time in before the job is done');
  need(hasText(report.customer_signature_name), 'customer_signature_name', "The service report needs the customer's name before the job is done");
  need(!!report.signature_image, 'signature_image', "The service report needs the customer's signature before the job is done");
  need(!report.signature_image || !report.signature_stale, 'signature_image', "The report changed after the customer signed it: ask the customer to sign again");
  return problems;
}

/** The job a report belongs to, for the technician's own-jobs check. */
async function jobOf(db: Kysely<any>, table: string, id: unknown): Promise<WireRecord | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  return db.selectFrom(table).select(['id', 'joborder_employee_one', 'joborder_employee_two']).where('id', '=', id as number).executeTakeFirst();
}

export async function requireOwnReport(db: Kysely<any>, jobsTable: string, actor: Actor, jobId: unknown, doing: string): Promise<void> {
  const job = await jobOf(db, jobsTable, jobId);
  if (job) await requireOwnJob(db, actor, job, doing);
}

export default defineBehaviour(({ registry, settings }) => {
  const jobs = registry.require('joborder_headers').def;

  return {
    async guard({ current, uow }) {
      if (current) await requireOwnReport(uow.trx, jobs.table, uow.actor, current.joborder_header_id, 'change the service reports of');
    },

    async validate({ input, current, uow }) {
      const image = input?.values.signature_image;
      if (image && (typeof image !== 'string' || !SIGNATURE_IMAGE.test(image))) {
        throw new HttpError('VALIDATION_FAILED', [{ title: 'The signature must be a PNG or SVG image as a data URL (data:image/png;base64,...)', meta: { field: 'signature_image' } }]);
      }
      // A signature is a picture like any other: its size is read from its header before anything draws it (images.ts).
      if (image && image !== current?.signature_image) checkPicturePixels(Buffer.from(String(image).slice(String(image).indexOf(',') + 1), 'base64'), settings?.maxImagePixels ?? DEFAULT_MAX_IMAGE_PIXELS, 'signature_image');
      const moved = input?.values.joborder_header_id;
      if (moved !== undefined && moved !== current?.joborder_header_id) await requireOwnReport(uow.trx, jobs.table, uow.actor, moved, 'write service reports for');
    },

    async compute({ kind, action, input, current, uow }) {
      if (!input || (kind !== 'create' && kind !== 'update')) return;
      const values = input.values;
      if (!current && values.checklist_id === undefined && Number.isSafeInteger(values.joborder_header_id)) {
        const job = await uow.trx.selectFrom(jobs.table).select('job_type_id').where('id', '=', values.joborder_header_id as number).executeTakeFirst();
        const checklist = await checklistFor(uow.trx, registry, job?.job_type_id);
        if (checklist) values.checklist_id = checklist.id;
      }
      if (!current && values.employee_id === undefined) {
        const [mine] = await employeesOf(uow.trx, uow.actor);
        if (mine !== undefined) values.employee_id = mine;
      }
      const after = { ...(current ?? {}), ...values };
      const hash = reportHash(after, partsAfter(current, input));
      // The stored signature sent back as it is (a form saving every field) is no new signing; the
      // service-report call's signature is one (the customer signed on the technician's screen).
      const sameSignature = action !== 'service-report' && !!current?.signature_image && values.signature_image === current.signature_image;
      if ('signature_image' in values && !sameSignature) {
        const signed = !!values.signature_image;
        Object.assign(values, {
          signed_at: signed ? unixNow() : null,
          signed_by: signed ? uow.actor.userId : null,
          signed_hash: signed ? hash : null,
          signature_stale: false,
        });
        if (!signed) values.signature_strokes = null;
      } else if (current?.signed_hash) {
        const parts = partsAfter(current, input);
        values.signature_stale = hash !== current.signed_hash && reportHash(after, parts, true) !== current.signed_hash;
      }
    },
  };
});

export interface ChecklistItem {
  id: number;
  question: string;
  answer_type: string;
  required: boolean;
  sort_order: number;
}
export interface Checklist {
  id: number;
  code: string;
  name: string;
  job_type_id: number | null;
  items: ChecklistItem[];
}

/** A checklist with its items in their order, or null when there is none open by that id. */
export async function checklistById(db: Kysely<any>, registry: Registry, id: unknown): Promise<Checklist | null> {
  if (!Number.isSafeInteger(id)) return null;
  const row = await db.selectFrom(registry.require('checklists').def.table).select(['id', 'code', 'name', 'job_type_id']).where('id', '=', id as number).executeTakeFirst();
  if (!row) return null;
  const items = await db
    .selectFrom(registry.require('checklist_items').def.table)
    .select(['id', 'question', 'answer_type', 'required', 'sort_order'])
    .where('header_id', '=', row.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    id: Number(row.id),
    code: String(row.code),
    name: String(row.name),
    job_type_id: row.job_type_id === null ? null : Number(row.job_type_id),
    items: items.map((i) => ({ id: Number(i.id), question: String(i.question), answer_type: String(i.answer_type ?? 'Yes/No'), required: i.required === true || Number(i.required) === 1, sort_order: Number(i.sort_order ?? 0) })),
  };
}

/**
 * The checklist a job of type `jobTypeId` is filled in with: the open checklist of that type,
 * else the open one for every job (no type); the lowest id wins a tie.
 */
export async function checklistFor(db: Kysely<any>, registry: Registry, jobTypeId: unknown): Promise<Checklist | null> {
  const table = registry.require('checklists').def.table;
  const first = (typed: boolean) =>
    db
      .selectFrom(table)
      .select('id')
      .where('status', '=', 'O')
      .where('job_type_id', typed ? '=' : 'is', typed ? Number(jobTypeId) : null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  const found = (Number.isSafeInteger(Number(jobTypeId)) && jobTypeId !== null ? await first(true) : undefined) ?? (await first(false));
  return found ? checklistById(db, registry, found.id) : null;
}

/** A checklist answer as kept: by the item's question (as the app sends it), else by its id. */
export const answerOf = (answers: unknown, item: ChecklistItem): unknown => {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return undefined;
  const a = answers as Record<string, unknown>;
  return a[item.question] ?? a[String(item.id)];
};

const unanswered = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The required items of the report's checklist (its checklist_id, else its job type's) left
 * unanswered, one 409 entry each, worded for the technician. A Yes/No answered "No" is an answer.
 */
export async function checklistGaps(db: Kysely<any>, registry: Registry, report: WireRecord, job: WireRecord): Promise<ErrorDetail[]> {
  const checklist = report.checklist_id ? await checklistById(db, registry, report.checklist_id) : await checklistFor(db, registry, job.job_type_id);
  if (!checklist) return [];
  return checklist.items
    .filter((item) => item.required && unanswered(answerOf(report.checklist_answers, item)))
    .map((item) => ({ title: `Answer the checklist item "${item.question}" before the job is done`, meta: { field: 'checklist_answers', item_id: item.id } }));
}
