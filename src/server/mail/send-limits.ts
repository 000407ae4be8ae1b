/**
 * How many mails one user, and one document, may send within MAIL_SEND_WINDOW (issue 23, item 12:
 * a readonly user mailed one genuine invoice to 100 addresses in 1.5 s with a message of their
 * own). Each recipient is one mail. The sends are counted in the database (the rate-limit rows
 * of auth/login-limits.ts), so every instance sees the same counts; a send's mails are counted
 * before they go, so two sends at once cannot both pass the last free places.
 */
import type { Kysely } from 'kysely';
import type { Settings } from '../config';
import { RateLimitedError, RateLimits, type Limit } from '../auth/login-limits';

export type SendLimitSettings = Pick<Settings, 'mailSendsPerUser' | 'mailSendsPerDocument' | 'mailSendWindow'>;

const inWords = (seconds: number) => (seconds % 3600 === 0 ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}` : seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`);

export class MailSendLimits {
  private readonly counts: RateLimits;

  constructor(
    db: Kysely<any>,
    private readonly settings: SendLimitSettings,
  ) {
    this.counts = new RateLimits(db);
  }

  /**
   * Count `recipients` mails of `userId` about `document` (`<collection>:<id>`), or refuse them all
   * with 429 when either limit has not that much room left within the window.
   */
  async take(userId: number | null, document: string, recipients: number): Promise<void> {
    const window = this.settings.mailSendWindow;
    const limits: Array<Limit & { what: string }> = [
      { bucket: 'mail-user', key: `user:${userId ?? 0}`, max: this.settings.mailSendsPerUser, window, what: 'you may send' },
      { bucket: 'mail-document', key: document, max: this.settings.mailSendsPerDocument, window, what: 'one document may be sent in' },
    ].filter((l) => l.max > 0);
    for (const limit of limits) {
      const refuse = (wait: number) =>
        new RateLimitedError(`${limit.max} mails within ${inWords(window)} is the most ${limit.what}, and this send would pass it with ${recipients} recipient${recipients === 1 ? '' : 's'}; try again later`, wait);
      if (recipients > limit.max) throw refuse(window);
      // Room for `recipients` more: the one that many places back must have aged out.
      const wait = await this.counts.waitFor({ ...limit, max: limit.max - recipients + 1 });
      if (wait > 0) throw refuse(wait);
    }
    const rows = limits.flatMap((l) => Array.from({ length: recipients }, () => ({ bucket: l.bucket, key: l.key })));
    if (rows.length) await this.counts.record(rows);
  }
}
