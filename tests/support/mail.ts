/**
 * Reading the mails a test server kept in its outbox (queued: no SMTP_HOST set; or failed), their
 * attachments, and the links inside. Mails the relay took (state sent) are not "in the outbox".
 */
import { expect } from 'vitest';
import type { BuiltApp } from '../../src/server/app';

export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  attachments: string | null;
}

export async function outbox(server: Pick<BuiltApp, 'database'>, to: string): Promise<OutboxMail[]> {
  return server.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where((eb) => eb.or([eb('state', '!=', 'sent'), eb('state', 'is', null)]))
    .orderBy('id', 'asc')
    .execute() as Promise<OutboxMail[]>;
}

/** A kept mail's attachments with their bytes. */
export function attachmentsOf(mail: Pick<OutboxMail, 'attachments'>): Array<{ filename: string; contentType: string; content: Buffer }> {
  const stored = JSON.parse(mail.attachments ?? '[]') as Array<{ filename: string; contentType: string; content: string | null }>;
  return stored.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content ?? '', 'base64') }));
}

/** Wait until the outbox holds `count` mails to `to` (account mails may be sent after the answer). */
export async function waitForOutbox(server: Pick<BuiltApp, 'database'>, to: string, count = 1): Promise<OutboxMail[]> {
  await expect.poll(async () => (await outbox(server, to)).length, { timeout: 5000, interval: 20 }).toBeGreaterThanOrEqual(count);
  return outbox(server, to);
}

/** The token of the link to `page` (e.g. /auth/reset-password) in a mail's text. */
export function tokenOf(text: string, page: string, publicUrl = 'http://localhost:8080'): string {
  const escaped = `${publicUrl}${page}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  expect(match, `no ${page} link in:\n${text}`).not.toBeNull();
  return decodeURIComponent(match![1]);
}
