/**
 * The customer is told (issue 28.5): a mail to the job's contact (`contact_email`) when the job is
 * accepted (its date and time window), when the technician is on the way (with the travel
 * estimate: POST /joborder_headers/{id}/on-my-way, routes/on-my-way.ts), and when it is finished
 * (with the signed service report PDF, drawn by the PDF pool). Each comes from its notification
 * template (CUSTOMER_JOB_ACCEPTED, CUSTOMER_ON_MY_WAY, CUSTOMER_JOB_FINISHED: seeded as reference
 * data, editable under Dev tools; the shipped text when someone deleted or voided one), goes
 * through SMTP or the outbox, and is noted on the job's timeline (its Comments panel), as is a
 * job with no contact email, which gets nothing. A setting turns each off
 * (CUSTOMER_MAIL_ACCEPTED, _ON_MY_WAY, _FINISHED).
 *
 * Accept and finish are heard after their commit (Records.onCommit), so the technician's tap is
 * answered before the PDF is drawn; the server waits for mails under way before it closes.
 *
 * Each mail counts against the mail limits of the user whose write sent it and of the job
 * (mail/send-limits.ts: MAIL_SENDS_PER_USER, MAIL_SENDS_PER_DOCUMENT, the job's own sends
 * included); past them the mail is not sent and the timeline says why (on my way: 429, count()).
 *
 * The job's free text is never read into a letter as a sentence (issue 35, item 3): what the
 * placeholders take from the job (contact_person, company_name, problem_description, the site's
 * name) is a plain value, on one line, without links (plainValue).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../config';
import type { WireRecord } from '../db/codec';
import type { CommittedWrite } from '../db/unit-of-work';
import type { Records } from '../db/records';
import { deliveryWords, sendEach, type Mail, type Mailer } from '../mail/mailer';
import type { MailSendLimits } from '../mail/send-limits';
import { RateLimitedError } from '../auth/login-limits';
import type { PdfPool } from '../pdf/pool';
import { richTextToPlain, serviceReportPlan } from '../pdf/service-report';
import type { Registry } from '../registry';
import { CUSTOMER_MAIL_TEMPLATES } from '../seed/reference-data/lists';
import { EMAIL } from '../validate';
import { DEFAULT_JOB_MINUTES, jobSpan } from '../../shared/job-span';
import { addTimelineEntry } from '../workflow/engine';
import { atSite, placeText } from '../../shared/place-text';

export type CustomerMailKind = 'accepted' | 'on_my_way' | 'finished';

const TEMPLATE_OF: Record<CustomerMailKind, string> = { accepted: 'CUSTOMER_JOB_ACCEPTED', on_my_way: 'CUSTOMER_ON_MY_WAY', finished: 'CUSTOMER_JOB_FINISHED' };
/** What the timeline calls each mail. */
const WHAT: Record<CustomerMailKind, string> = { accepted: 'job accepted', on_my_way: 'on my way', finished: 'job finished, with the service report' };
/** The workflow transitions that send a mail once committed. */
const ON_TRANSITION: Record<string, CustomerMailKind> = { accept: 'accepted', done: 'finished' };

const TIME_ZONE = 'Asia/Singapore';

const dateText = (unix: number) => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(unix * 1000));
const timeText = (unix: number) => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(unix * 1000));

/** The travel estimate an on-my-way mail carries. */
export interface TravelEstimate {
  technician: string;
  /** Minutes on the road, or null when the start or the site has no place. */
  minutes: number | null;
  /** When they expect to arrive, unix seconds (null with no estimate). */
  arriveAt: number | null;
}

/** A template's rich text as a mail's plain text: paragraphs apart by a blank line. */
export const mailText = (html: string) => richTextToPlain(html.replace(/<\/p>/gi, '</p>\n'));

/** A notification template as stored (open), else as shipped: when someone deleted or voided it, or emptied a part. */
export async function notificationTemplate(records: Records, registry: Registry, shipped: { code: string; subject: string; body: string }): Promise<{ subject: string; body: string }> {
  const info = registry.require('notification_templates');
  const row = await records.reader().selectFrom(info.def.table).select(['subject', 'body']).where('code', '=', shipped.code).where('status', '=', 'O').executeTakeFirst();
  return { subject: (row?.subject as string | null) || shipped.subject, body: (row?.body as string | null) || shipped.body };
}

/** A filled template as a mail: its subject on one line, its body as plain text. */
export const templateMail = (to: string, template: { subject: string; body: string }, values: Record<string, string>): Mail => ({
  to,
  subject: fillPlaceholders(template.subject, values).replace(/[\r\n]+/g, ' ').trim(),
  text: fillPlaceholders(mailText(template.body), values),
});

/** `{{name}}` replaced by its value (unknown names by nothing). */
export const fillPlaceholders = (text: string, values: Record<string, string>): string => text.replace(/\{\{\s*([a-z0-9_.]+)\s*\}\}/gi, (_, name: string) => values[name] ?? '');

/**
 * A value from a free-text field as the letter shows it: one line, no web or mail address nor
 * domain name (a phishing link has no place in a greeting), no more than `max` characters. What
 * is left is only ever a name or a label in the template's own sentence, never one of its own.
 */
export const plainValue = (text: unknown, max: number): string => {
  const line = String(text ?? '')
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/gi, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
};

/** The address a job's customer mail goes to, or why there is none. */
const addressOf = (job: WireRecord): { to: string; problem?: string } => {
  const to = typeof job.contact_email === 'string' ? job.contact_email.trim() : '';
  if (!to) return { to, problem: 'the job has no contact email' };
  if (!EMAIL.test(to) || /[\r\n<>,;]/.test(to)) return { to, problem: `${to} is not a mail address` };
  return { to };
};

export interface Told {
  sent: number;
  queued: number;
  /** What the job's timeline now says about it (null: the setting is off, nothing was done). */
  note: string | null;
}

export class CustomerMails {
  private readonly underWay = new Set<Promise<unknown>>();
  /** The line with the job's own link in the customer portal that the on-my-way mail to `to` ends with (app.ts sets it). */
  jobLink?: (job: WireRecord, to: string) => Promise<string>;

  constructor(
    private readonly settings: Pick<Settings, 'customerMail' | 'storageDir' | 'maxImagePixels'>,
    private readonly registry: Registry,
    private readonly records: Records,
    private readonly mailer: Mailer,
    private readonly pdfs: PdfPool,
    private readonly log: FastifyBaseLogger,
    private readonly limits: MailSendLimits,
  ) {}

  /**
   * Count the mail `kind` would send against the limits (429 past them), when it would send one:
   * for a caller that answers the refusal itself, then calls tell() with `counted`.
   */
  async count(kind: CustomerMailKind, job: WireRecord, userId: number | null): Promise<void> {
    if (!this.settings.customerMail[kind] || addressOf(job).problem) return;
    await this.limits.take(userId, `joborder_headers:${job.id}`, 1);
  }

  /** The commit listener: an accepted or finished job mails its contact, after the answer. */
  readonly listener = (writes: readonly CommittedWrite[]): void => {
    for (const write of writes) {
      const kind = write.collection === 'joborder_headers' ? ON_TRANSITION[write.action] : undefined;
      if (!kind || !write.after || !this.settings.customerMail[kind]) continue;
      const task = this.tell(kind, write.after, write.userId).catch((e) => this.log.error({ err: e, job: write.id }, `the customer mail (${kind}) could not be sent`));
      this.underWay.add(task);
      void task.finally(() => this.underWay.delete(task));
    }
  };

  /** Wait for the mails under way (the server's close). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.underWay]);
  }

  /** Mail the job's contact about `kind` and note it on the job's timeline; nothing when its setting is off. */
  async tell(kind: CustomerMailKind, job: WireRecord, userId: number | null, travel?: TravelEstimate, options: { counted?: boolean } = {}): Promise<Told> {
    if (!this.settings.customerMail[kind]) return { sent: 0, queued: 0, note: null };
    const jobs = this.registry.require('joborder_headers');
    const { to, problem } = addressOf(job);
    const note = async (text: string) => {
      await this.records.transaction({ userId }, (uow) => addTimelineEntry(this.records, uow, jobs, Number(job.id), text));
      return text;
    };
    const what = `Customer mail (${WHAT[kind]})`;
    if (problem) return { sent: 0, queued: 0, note: await note(`${what} not sent: ${problem}`) };
    if (!options.counted) {
      try {
        await this.count(kind, job, userId);
      } catch (e) {
        if (!(e instanceof RateLimitedError)) throw e;
        return { sent: 0, queued: 0, note: await note(`${what} to ${to} not sent: ${e.message}`) };
      }
    }

    const mail = templateMail(to, await notificationTemplate(this.records, this.registry, CUSTOMER_MAIL_TEMPLATES.find((t) => t.code === TEMPLATE_OF[kind])!), await this.valuesOf(job, travel));
    // The on-my-way mail carries the job's own tracking link in the customer portal (issue 40).
    if (kind === 'on_my_way' && this.jobLink && job.company_id) mail.text = `${mail.text}\n\n${await this.jobLink(job, to)}`;
    if (kind === 'finished') {
      const pdf = await this.pdfs.draw(await serviceReportPlan(this.records, this.registry, this.settings.storageDir, job, this.settings.maxImagePixels));
      mail.attachments = [{ filename: `${job.ticket_no ?? job.id}.pdf`, content: pdf, contentType: 'application/pdf' }];
    }
    try {
      const done = await sendEach(this.mailer, [mail]);
      return { ...done, note: await note(`${what} ${deliveryWords(done)} ${to}`) };
    } catch (e) {
      return { sent: 0, queued: 0, note: await note(`${what} to ${to} failed: ${String((e as Error)?.message ?? e).split('\n')[0]}`) };
    }
  }

  /** The placeholders' values for this job (and the travel estimate when on the way). */
  private async valuesOf(job: WireRecord, travel?: TravelEstimate): Promise<Record<string, string>> {
    const db = this.records.reader();
    const site = job.site_id ? await db.selectFrom(this.registry.require('company_locations').def.table).select(['site_name', 'addr1', 'addr2', 'postal']).where('id', '=', Number(job.site_id)).executeTakeFirst() : undefined;
    // The customer is told the appointment (scheduled start, else the ETA); its end is the
    // schedule's rule (shared/job-span.ts), with the type's duration when there is no end.
    const from = typeof job.scheduled_start === 'number' ? job.scheduled_start : typeof job.job_eta === 'number' ? job.job_eta : null;
    const type = job.job_type_id ? await db.selectFrom(this.registry.require('job_types').def.table).select(['default_duration']).where('id', '=', Number(job.job_type_id)).executeTakeFirst() : undefined;
    const span = from === null ? null : jobSpan({ job_eta: from, scheduled_end: job.scheduled_end as number | null | undefined }, Number(type?.default_duration) || DEFAULT_JOB_MINUTES);
    const start = span?.start ?? null;
    const end = span?.end ?? null;
    const window = start !== null && end !== null ? `${timeText(start)}–${timeText(end)}` : 'time to be confirmed';
    const arrival = travel?.arriveAt ? `at about ${timeText(travel.arriveAt)} (in about ${travel.minutes} minute${travel.minutes === 1 ? '' : 's'})` : 'shortly';
    return {
      ticket_no: String(job.ticket_no ?? ''),
      contact_person: plainValue(job.contact_person, 60) || 'customer',
      company_name: plainValue(job.company_name, 100),
      // Where the job is: the site's name when it is at its site, else the address kept with its pin (a searched one).
      site_name: (atSite(job, site) ? plainValue(site?.site_name, 100) : plainValue(placeText(job, site), 200)) || 'your site',
      problem_description: plainValue(job.problem_description, 200),
      date: start !== null ? dateText(start) : 'a date to be confirmed',
      time_window: window,
      appointment: start !== null && end !== null ? `on ${dateText(start)} between ${timeText(start)} and ${timeText(end)}` : 'at a time we will confirm with you',
      technician: plainValue(travel?.technician, 60) || 'Our technician',
      travel_minutes: travel?.minutes === null || travel?.minutes === undefined ? '' : String(travel.minutes),
      arrival,
    };
  }
}
