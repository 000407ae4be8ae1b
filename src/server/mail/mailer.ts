/**
 * Sending mail (issue 25.7, "Sent must mean sent"). Every mail is written to the outbox table.
 * With SMTP_HOST set it goes to the relay first and its row says `sent`, or `failed` with the
 * relay's error and its attachments (the caller hears the error). Without a relay it is `queued`,
 * with a line in the server log, so registration and password resets work out of
 * the box; `send` says which happened, so no one is told "Sent" about a mail that only waits.
 * An administrator sees the outbox and resends a queued or failed mail (routes/outbox.ts).
 * A sent mail's attachments are dropped from its row: only failed and queued mails can be resent.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Settings, SmtpSettings } from '../config';
import { unixNow } from '../clock';
import { EMAIL } from '../validate';
import { HttpError } from '../errors';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a service report's PDF), kept in the outbox until the mail is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What became of a mail: the relay took it, or it waits in the outbox (no relay set). */
export type Delivery = 'sent' | 'queued';

export type OutboxState = 'queued' | 'sent' | 'failed';
export const OUTBOX_STATES: readonly OutboxState[] = ['queued', 'sent', 'failed'];

/** The error a resend of a queued mail records while no relay is set. */
export const NOT_SET_UP = 'Mail is not set up: SMTP_HOST is not set';

export interface Mailer {
  /** Write the mail to the outbox and send it when a relay is set; a relay's refusal is thrown (the row is then `failed`). */
  send(mail: Mail): Promise<Delivery>;
  /** Try an outbox row again (queued or failed): answers its state after the try. */
  resend(id: number): Promise<OutboxState>;
  /** Whether a relay is set: mails are sent, not only queued. */
  readonly relay: boolean;
  /** Close the relay connections (the server's onClose). */
  close(): void;
}

/** Send each mail in turn: how many the relay took and how many wait in the outbox (a send route's answer). */
export async function sendEach(mailer: Mailer, mails: Mail[]): Promise<{ sent: number; queued: number }> {
  const done = { sent: 0, queued: 0 };
  for (const mail of mails) {
    try {
      done[await mailer.send(mail)]++;
    } catch (e) {
      if (e instanceof HttpError || !mailer.relay) throw e;
      const before = done.sent ? ` (${done.sent} sent before it)` : '';
      throw HttpError.of('BAD_GATEWAY', `The mail server refused the mail to ${mail.to}${before}: ${errorText(e)}. It is in the outbox, to resend from there`);
    }
  }
  return done;
}

/** How a timeline says what became of a send: "sent to", "queued (mail is not set up) for", or both. */
export const deliveryWords = (done: { sent: number; queued: number }) => (done.queued === 0 ? 'sent to' : done.sent === 0 ? 'queued (mail is not set up) for' : 'sent or queued for');

/** How attachments are kept in the outbox row: base64 content, dropped once the mail is sent. */
interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: string | null;
}

export const storeAttachments = (mail: Mail): string | null =>
  mail.attachments?.length ? JSON.stringify(mail.attachments.map((a): StoredAttachment => ({ filename: a.filename, contentType: a.contentType, size: a.content.length, content: a.content.toString('base64') }))) : null;

export function storedAttachments(column: unknown): StoredAttachment[] {
  if (typeof column !== 'string' || !column) return [];
  try {
    const parsed = JSON.parse(column) as StoredAttachment[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The first line of an error, short enough for a table cell. */
const errorText = (e: unknown) => String((e as Error)?.message ?? e).split('\n')[0].slice(0, 500);

/** The address inside `Name <address>`, or the whole text. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * A pooled nodemailer transport to the relay: TLS from the start (`tls`), a STARTTLS upgrade that
 * must happen before anything else is said (`starttls`: a relay without it gets nothing, not even
 * the credentials), or plain text (`none`, for a local relay).
 */
function smtpTransport(smtp: SmtpSettings): Transporter {
  return nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    tls: { ...(isIP(smtp.host) ? {} : { servername: smtp.host }), ...(smtp.ca ? { ca: smtp.ca } : {}) },
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 20_000,
  });
}

/** Refuse anything that could add a header or a recipient (CR, LF, angle brackets). */
function checkMail(from: string, mail: Mail): void {
  if (!EMAIL.test(mail.to) || /[\r\n<>,;]/.test(mail.to)) throw new Error(`Not a mail address: ${JSON.stringify(mail.to)}`);
  if (/[\r\n]/.test(mail.subject) || /[\r\n]/.test(from)) throw new Error('A mail header may not hold a line break');
}

export function createMailer(settings: Settings, db: Kysely<any>, log: FastifyBaseLogger): Mailer {
  const from = settings.mailFrom;
  const smtp = settings.smtp;
  const transport = smtp ? smtpTransport(smtp) : undefined;
  const domain = addressOf(from).split('@')[1] ?? 'localhost';

  /** Hand the mail to the relay; answers the relay's refusal, or null when it took the mail. */
  const relay = async (mail: Mail): Promise<unknown> => {
    try {
      await transport!.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        textEncoding: 'base64',
        newline: 'windows',
        messageId: `<${randomBytes(16).toString('hex')}@${domain}>`,
      });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return null;
    } catch (e) {
      log.warn({ err: e, to: mail.to }, 'the mail server refused a mail');
      return e;
    }
  };
  /** A sent mail's row keeps its attachments' names and sizes, not their bytes. */
  const sentColumns = (mail: Mail) => ({
    state: 'sent',
    last_error: null,
    sent_at: unixNow(),
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments.map((a): StoredAttachment => ({ filename: a.filename, contentType: a.contentType, size: a.content.length, content: null }))) : null,
  });

  return {
    relay: !!transport,
    close: () => transport?.close(),
    send: async (mail) => {
      checkMail(from, mail);
      const row = { to_address: mail.to, subject: mail.subject, body: mail.text, attachments: storeAttachments(mail), created_at: unixNow() };
      if (!transport) {
        await db.insertInto('outbox').values({ ...row, state: 'queued', attempts: 0 }).execute();
        // The line someone without SMTP reads to follow the link.
        log.info({ to: mail.to, subject: mail.subject, links: mail.text.match(/https?:\/\/\S+/g) ?? [] }, 'mail kept in the outbox (no SMTP_HOST set)');
        return 'queued';
      }
      // Written once the relay has answered: the row never says queued about a mail under way.
      const refused = await relay(mail);
      if (refused) {
        await db.insertInto('outbox').values({ ...row, state: 'failed', attempts: 1, last_error: errorText(refused) }).execute();
        throw refused;
      }
      await db.insertInto('outbox').values({ ...row, ...sentColumns(mail), attempts: 1 }).execute();
      return 'sent';
    },
    resend: async (id) => {
      const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const attempts = Number(row.attempts ?? 0) + 1;
      // The try is claimed by counting it: of two resends at once, one goes and the other finds the count moved.
      const claimed = await db
        .updateTable('outbox')
        .set({ attempts, ...(transport ? {} : { last_error: NOT_SET_UP }) })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('state', '!=', 'sent'), eb('state', 'is', null)]))
        .where((eb) => (row.attempts === null || row.attempts === undefined ? eb('attempts', 'is', null) : eb('attempts', '=', row.attempts)))
        .executeTakeFirst();
      if (!transport || Number(claimed.numUpdatedRows) === 0) return (row.state as OutboxState | null) ?? 'queued';
      const attachments = storedAttachments(row.attachments).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content ?? '', 'base64') }));
      const mail: Mail = { to: String(row.to_address), subject: String(row.subject), text: String(row.body), attachments };
      let refused: unknown;
      try {
        checkMail(from, mail);
        refused = await relay(mail);
      } catch (e) {
        refused = e;
      }
      if (refused) {
        await db.updateTable('outbox').set({ state: 'failed', last_error: errorText(refused) }).where('id', '=', id).execute();
        return 'failed';
      }
      await db.updateTable('outbox').set(sentColumns(mail)).where('id', '=', id).execute();
      return 'sent';
    },
  };
}
