/** Reading the mails a test server wrote to its outbox (no SMTP_HOST set), and the links inside. */
import { expect } from 'vitest';
import type { BuiltApp } from '../../src/server/app';

export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
}

export async function outbox(server: Pick<BuiltApp, 'database'>, to: string): Promise<OutboxMail[]> {
  return server.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'asc').execute() as Promise<OutboxMail[]>;
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
