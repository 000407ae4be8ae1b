/**
 * The job order with its service report as a PDF (api-contract.md, `GET /{id}/generatepdf`):
 * the letterhead of the "Service report" design, the job, the report's texts (rich text as
 * plain text), the parts used, the checklist with its answers, the photos and the customer's
 * signature.
 */
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { answerOf, checklistById, checklistFor, type ChecklistItem } from '../behaviour/service_reports';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { resolveStored } from '../plugins/storage';
import type { Registry } from '../registry';
import { designFor } from './document';
import { PdfPlan, type PdfPlanData } from './plan';
import { placeLine } from '../../shared/place-text';

/** Dates print in Singapore time, where the jobs are. */
const TIME_ZONE = 'Asia/Singapore';

export function formatDateTime(unixSeconds: unknown): string | null {
  if (typeof unixSeconds !== 'number') return null;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(unixSeconds * 1000));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Rich text as plain text: blocks and line breaks become new lines, list items get a bullet, tags go. */
export function richTextToPlain(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * When the job was last finished (its last `done` transition, from the audit log), or null: the
 * report's time out unless the technician set one (issue 24.5: a report written before Finish had
 * no time out, or the form's opening time).
 */
async function finishedAt(db: Kysely<any>, registry: Registry, job: WireRecord): Promise<number | null> {
  const row = await db
    .selectFrom('audit_logs')
    .select('created_at')
    .where('model', '=', registry.require('joborder_headers').def.resource)
    .where('header_id', '=', Number(job.id))
    .where('action', '=', 'done')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

/** A checklist answer as printed: Yes or No, a date, the number or text as given; nothing when unanswered. */
function answerText(item: ChecklistItem, answer: unknown): string {
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (typeof answer === 'number' && item.answer_type === 'Date') return formatDateTime(answer)?.slice(0, 10) ?? '';
  return answer === null || answer === undefined ? '' : String(answer);
}

const IMAGE_FORMAT: Record<string, 'PNG' | 'JPEG'> = { png: 'PNG', jpg: 'JPEG', jpeg: 'JPEG' };

/**
 * The service report's drawing plan (plan.ts; the pool draws it). Pictures over `maxImagePixels`
 * are not drawn (images.ts); PNGs are averaged down to what the page needs (picture.ts).
 */
export async function serviceReportPlan(records: Records, registry: Registry, storageDir: string, job: WireRecord, maxImagePixels?: number): Promise<PdfPlanData> {
  const db = records.reader();
  const reportRow = await db.selectFrom('service_reports').select('id').where('joborder_header_id', '=', job.id as number).orderBy('id').executeTakeFirst();
  const report = reportRow ? await records.get(registry.require('service_reports'), Number(reportRow.id)) : null;
  const nameOf = async (table: string, column: string, id: unknown) =>
    id === null || id === undefined ? null : (((await db.selectFrom(table).select(column).where('id', '=', Number(id)).executeTakeFirst()) as Record<string, string> | undefined)?.[column] ?? null);
  const site = job.site_id ? await db.selectFrom('company_locations').select(['site_name', 'addr1', 'addr2', 'postal']).where('id', '=', Number(job.site_id)).executeTakeFirst() : undefined;
  const status = registry.require('joborder_headers').def.workflow!.states.find((s) => s.value === job.job_status)?.label ?? String(job.job_status);

  const pdf = new PdfPlan(await designFor(db, 'Service report'), `Service report ${job.ticket_no}`, maxImagePixels).letterhead(String(job.ticket_no), 'SERVICE REPORT');
  pdf.fields([
    ['Ticket No.', String(job.ticket_no)],
    ['Report No.', report?.report_no as string],
    ['Customer', job.company_name as string],
    ['Site', placeLine(job, site)],
    ['Contact', [job.contact_person, job.contact_phone].filter(Boolean).join(', ')],
    ['Status', status],
    ['Job type', await nameOf(registry.require('job_types').def.table, 'name', job.job_type_id)],
    ['Engineer', await nameOf('employees', 'display_name', report?.employee_id ?? job.joborder_employee_one)],
    ['Time in', formatDateTime(report?.time_in)],
    ['Time out', formatDateTime(report?.time_out ?? (report ? await finishedAt(db, registry, job) : null))],
  ]);
  pdf.section('Problem', job.problem_description as string);
  if (!report) return pdf.section('Service report', 'No service report yet.').output();

  pdf.section('Work done', richTextToPlain(report.work_done));
  pdf.section('Findings', richTextToPlain(report.findings));
  pdf.section('Recommendations', richTextToPlain(report.recommendations));
  const parts = (report.parts as WireRecord[] | undefined) ?? [];
  if (parts.length) {
    pdf.heading('Parts used');
    const rows = [];
    for (const part of parts) rows.push([(await nameOf('products', 'name', part.product_id)) ?? '', part.description as string, String(part.qty ?? '')]);
    pdf.table(['Product', 'Description', 'Qty'], rows, [2]);
  }
  // The checklist the report was filled in with (else its job type's), every item with its answer.
  const checklist = report.checklist_id ? await checklistById(db, registry, report.checklist_id) : await checklistFor(db, registry, job.job_type_id);
  if (checklist?.items.length) {
    pdf.heading(checklist.name);
    pdf.table(['Item', 'Answer'], checklist.items.map((item) => [item.question, answerText(item, answerOf(report.checklist_answers, item))]));
  }
  const photos = [];
  for (const photo of (report.photos as WireRecord[] | undefined) ?? []) {
    const name = String(photo.file_name);
    const format = IMAGE_FORMAT[name.split('.').pop()?.toLowerCase() ?? ''];
    const file = format ? await resolveStored(storageDir, { model: 'service_report_photos', id: photo.id as number, name }) : null;
    if (file) photos.push({ bytes: new Uint8Array(await readFile(file)), format: format!, caption: (photo.caption as string) || name });
  }
  if (photos.length) pdf.heading('Photos').images(photos);
  return pdf
    .signature({
      label: 'Customer signature',
      image: report.signature_image as string | null,
      name: report.customer_signature_name as string | null,
      at: formatDateTime(report.signed_at),
      note: report.signature_stale ? 'The report changed after it was signed.' : null,
    })
    .output();
}
