/**
 * Sending mail: through the SMTP relay when SMTP_HOST is set; otherwise into the outbox table
 * with a line in the server log, so registration and password resets work out of the box.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Settings, SmtpSettings } from '../config';
import { unixNow } from '../clock';
import { EMAIL } from '../validate';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a service report's PDF). The outbox keeps only their names and sizes. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The outbox's note of what a mail carried, under its text. */
const attachmentNote = (mail: Mail) =>
  (mail.attachments ?? []).map((a) => `\n[attachment: ${a.filename}, ${a.contentType}, ${a.content.length} bytes]`).join('');

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Close the relay connections (the server's onClose). */
  close(): void;
}

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
  if (smtp) {
    const transport = smtpTransport(smtp);
    const domain = addressOf(from).split('@')[1] ?? 'localhost';
    return {
      send: async (mail) => {
        checkMail(from, mail);
        await transport.sendMail({
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
      },
      close: () => transport.close(),
    };
  }
  return {
    close: () => undefined,
    send: async (mail) => {
      checkMail(from, mail);
      await db.insertInto('outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.text + attachmentNote(mail), created_at: unixNow() }).execute();
      // The line someone without SMTP reads to follow the link.
      log.info({ to: mail.to, subject: mail.subject, links: mail.text.match(/https?:\/\/\S+/g) ?? [] }, 'mail kept in the outbox (no SMTP_HOST set)');
    },
  };
}
