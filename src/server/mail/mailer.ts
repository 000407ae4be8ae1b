/**
 * Sending mail: through the SMTP relay when SMTP_HOST is set; otherwise into the outbox table
 * with a line in the server log, so registration and password resets work out of the box.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../config';
import { unixNow } from '../db/records';
import { EMAIL } from '../validate';
import { sendSmtp } from './smtp';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The address inside `Name <address>`, or the whole text. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/** A header value in plain ASCII, or as an RFC 2047 encoded word. */
const headerText = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);

/** The message as RFC 5322 text: a plain-text UTF-8 body in base64 lines. */
export function composeMessage(from: string, mail: Mail): string {
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  const body = Buffer.from(mail.text.replace(/\r?\n/g, '\r\n')).toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(16).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
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
    return {
      send: async (mail) => {
        checkMail(from, mail);
        await sendSmtp(smtp, { from: addressOf(from), to: mail.to }, composeMessage(from, mail));
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    send: async (mail) => {
      checkMail(from, mail);
      await db.insertInto('outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.text, created_at: unixNow() }).execute();
      // The line someone without SMTP reads to follow the link.
      log.info({ to: mail.to, subject: mail.subject, links: mail.text.match(/https?:\/\/\S+/g) ?? [] }, 'mail kept in the outbox (no SMTP_HOST set)');
    },
  };
}
