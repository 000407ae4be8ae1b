/**
 * The job order's service report as a document (api-contract.md, "Job orders"):
 * `GET /joborder_headers/{id}/generatepdf` answers the PDF as base64 parts, and
 * `POST /send-service-report` mails it (SMTP or the outbox) and notes the delivery on the job's
 * timeline. Both are for readers of the job; a technician only for the jobs assigned to them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '../config';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import { forbidden, HttpError } from '../errors';
import { deliveryWords, sendEach, type Mailer } from '../mail/mailer';
import { customerLetter } from '../mail/messages';
import type { MailSendLimits } from '../mail/send-limits';
import { serviceReportPlan } from '../pdf/service-report';
import type { PdfPool } from '../pdf/pool';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, routeSchema, text } from '../schemas/common';
import { mailAddressProblems } from '../validate';
import { addTimelineEntry } from '../workflow/engine';
import { employeesOf, heldToOwnJobs } from '../behaviour/joborder_headers';

/** Bytes per base64 part: a multiple of 3, so each part decodes alone and the joined text decodes whole. */
const PART_BYTES = 48 * 1024;
export const MAX_RECIPIENTS = 20;

/**
 * What a send answers (contract extension, issue 25.7): `sent` the relay took, `queued` wait in
 * the outbox because no relay is set. Both are always there; the app says "Queued: mail is not
 * set up" when anything was only queued.
 */
export const SEND_ANSWER = dataOf(
  objectOf(
    { sent: { type: 'integer', description: 'Mails the SMTP relay took' }, queued: { type: 'integer', description: 'Mails kept in the outbox: no relay is set (SMTP_HOST)' } },
    ['sent', 'queued'],
  ),
);

export const base64Parts = (bytes: Buffer): string[] => {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += PART_BYTES) parts.push(bytes.subarray(at, at + PART_BYTES).toString('base64'));
  return parts;
};

export function registerJobOrderDocumentRoutes(app: FastifyInstance, settings: Settings, registry: Registry, records: Records, mailer: Mailer, sendLimits: MailSendLimits, pdfs: PdfPool): void {
  const jobs = registry.require('joborder_headers');

  /** The job, when the user may read it: a technician only their own (403 otherwise). */
  const readableJob = async (request: FastifyRequest, id: string | number) => {
    const actor = actorOf(requireAbility(request, 'read', jobs.def.subject, 'job orders'));
    const job = await records.get(jobs, id);
    if (heldToOwnJobs(actor)) {
      const mine = await employeesOf(records.reader(), actor);
      const assigned = [job.joborder_employee_one, job.joborder_employee_two].filter((e) => e !== null && e !== undefined).map(Number);
      if (!assigned.some((e) => mine.includes(e))) throw forbidden('You may see only the jobs assigned to you');
    }
    return { actor, job };
  };

  app.get(
    '/api/v1/joborder_headers/:id/generatepdf',
    {
      schema: routeSchema({
        tag: 'joborder_headers',
        operationId: 'getJobOrderPdf',
        summary: 'The job order with its service report as a PDF',
        description: 'The PDF as base64 parts: joined and decoded, they are the file (`<ticket_no>.pdf`).',
        params: objectOf({ id: ID_PARAM }, ['id']),
        answer: dataOf({ type: 'array', items: { type: 'string' } }),
      }),
    },
    async (request) => {
      const { job } = await readableJob(request, (request.params as { id: string }).id);
      return { data: base64Parts(await pdfs.draw(await serviceReportPlan(records, registry, settings.storageDir, job, settings.maxImagePixels))) };
    },
  );

  app.post(
    '/api/v1/send-service-report',
    {
      schema: routeSchema({
        tag: 'joborder_headers',
        operationId: 'sendServiceReport',
        summary: "Mail a job's service report PDF",
        description: "To the addresses given, else the site's (or the customer's) email; through SMTP or the outbox. Notes the delivery on the job's timeline.",
        body: objectOf({ id: { type: 'integer', minimum: 1 }, to: { type: 'array', items: text('A mail address', { maxLength: 254 }), maxItems: MAX_RECIPIENTS } }, ['id']),
        answer: SEND_ANSWER,
      }),
    },
    async (request) => {
      const body = request.body as { id: number; to?: string[] };
      const problems = mailAddressProblems(body.to ?? []);
      if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
      const { actor, job } = await readableJob(request, body.id);
      const to = body.to?.length ? [...new Set(body.to)] : await contactAddresses(job);
      if (!to.length) throw new HttpError('VALIDATION_FAILED', [{ title: 'Neither the site nor the customer has an email address; give one in "to"', meta: { field: 'to' } }]);
      if (!body.to?.length && mailAddressProblems(to).length) {
        throw new HttpError('VALIDATION_FAILED', [{ title: `The customer's email address ${to[0]} cannot be mailed to; give one in "to"`, meta: { field: 'to' } }]);
      }
      await sendLimits.take(actor.userId, `joborder_headers:${job.id}`, to.length);
      const pdf = await pdfs.draw(await serviceReportPlan(records, registry, settings.storageDir, job, settings.maxImagePixels));
      const filename = `${job.ticket_no}.pdf`;
      const text = customerLetter(job.contact_person as string | null, null, [`Please find attached the service report for job ${job.ticket_no} (${job.company_name}).`, '', 'Thank you.']);
      const done = await sendEach(
        mailer,
        to.map((address) => ({ to: address, subject: `Service report ${job.ticket_no}`, text, attachments: [{ filename, content: pdf, contentType: 'application/pdf' }] })),
      );
      await records.transaction(actor, (uow) => addTimelineEntry(records, uow, jobs, job.id as number, `Service report ${deliveryWords(done)} ${to.join(', ')}`));
      return { data: done };
    },
  );

  /** The site's email, else the customer's. */
  const contactAddresses = async (job: WireRecord): Promise<string[]> => {
    const db = records.reader();
    const site = job.site_id ? await db.selectFrom('company_locations').select('email').where('id', '=', Number(job.site_id)).executeTakeFirst() : undefined;
    if (site?.email) return [site.email as string];
    const company = job.company_id ? await db.selectFrom('companies').select('email').where('id', '=', Number(job.company_id)).executeTakeFirst() : undefined;
    return company?.email ? [company.email as string] : [];
  };
}
