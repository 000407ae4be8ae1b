/**
 * Counting limits in the database, so they hold across several server instances: failed
 * sign-ins per user and per client address (429 RATE_LIMITED), and account mails asked for.
 * Each event is one row; a limit counts the rows of its bucket and key inside its window.
 */
import type { Kysely } from 'kysely';
import { HttpError } from '../errors';
import { unixNow } from '../db/records';

/** A 429 that tells the client when to try again (the error plugin sends Retry-After). */
export class RateLimitedError extends HttpError {
  constructor(
    title: string,
    readonly retryAfter: number,
  ) {
    super('RATE_LIMITED', [{ title }]);
  }
}

export interface Limit {
  bucket: string;
  key: string;
  max: number;
  /** Seconds. */
  window: number;
}

/** Rows older than this are of no limit's concern any more. */
const KEEP_SECONDS = 24 * 3600;

export class RateLimits {
  constructor(private readonly db: Kysely<any>) {}

  /** Seconds until `limit` lets one more event through; 0 when it does now. */
  async waitFor(limit: Limit): Promise<number> {
    if (limit.max <= 0) return 0;
    const since = unixNow() - limit.window;
    const rows = await this.db
      .selectFrom('login_failures')
      .select('at')
      .where('bucket', '=', limit.bucket)
      .where('key', '=', limit.key)
      .where('at', '>', since)
      .orderBy('at', 'desc')
      .limit(limit.max)
      .execute();
    if (rows.length < limit.max) return 0;
    return Math.max(1, Number(rows[rows.length - 1].at) - since);
  }

  /** Refuse with 429 when any of the limits is used up. */
  async check(limits: Limit[], title: string): Promise<void> {
    let wait = 0;
    for (const limit of limits) wait = Math.max(wait, await this.waitFor(limit));
    if (wait > 0) throw new RateLimitedError(title, wait);
  }

  async record(limits: Limit[]): Promise<void> {
    const at = unixNow();
    await this.db.insertInto('login_failures').values(limits.map((l) => ({ bucket: l.bucket, key: l.key, at }))).execute();
    await this.db.deleteFrom('login_failures').where('at', '<', at - KEEP_SECONDS).execute();
  }

  async clear(limit: Pick<Limit, 'bucket' | 'key'>): Promise<void> {
    await this.db.deleteFrom('login_failures').where('bucket', '=', limit.bucket).where('key', '=', limit.key).execute();
  }
}
