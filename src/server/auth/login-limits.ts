/**
 * Counting limits in the database, so they hold across several server instances: failed
 * sign-ins (README, "Security", Limits) and account mails asked for. Each event is one row of
 * `login_failures`; a limit counts the rows of its bucket and key inside its window.
 *
 * Sign-in follows OWASP's guidance: failures slow an account down rather than lock it, and the
 * people who belong there keep signing in while someone else guesses.
 * - Per account: after `loginLimitPerUser` failures within the window, each further attempt must
 *   wait a delay that doubles with every failure (1 s, 2 s, 4 s, ... up to `loginDelayMax`).
 * - Per address: after `loginLimitPerAddress` failures within the window, the address may only
 *   sign in to accounts known there.
 * - Known address: one this account signed in from within the last 30 days. While it has not
 *   failed `loginLimitPerUser` times on that account itself, neither limit holds it back, so the
 *   owner signs in whatever strangers try, and a shared office proxy does not lock everyone out.
 * A refused attempt (429 with Retry-After) is answered before the password is looked at.
 */
import { sql, type Kysely } from 'kysely';
import type { Settings } from '../config';
import { HttpError } from '../errors';
import { unixNow } from '../clock';

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

  /** Events of a bucket and key within the last `window` seconds, and when the latest was. */
  async recent(bucket: string, key: string, window: number): Promise<{ count: number; last: number }> {
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max<number>('at').as('last')])
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('at', '>', unixNow() - window)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), last: Number(row?.last ?? 0) };
  }

  /** Refuse with 429 when any of the limits is used up. */
  async check(limits: Limit[], title: string): Promise<void> {
    let wait = 0;
    for (const limit of limits) wait = Math.max(wait, await this.waitFor(limit));
    if (wait > 0) throw new RateLimitedError(title, wait);
  }

  async record(limits: Array<Pick<Limit, 'bucket' | 'key'>>): Promise<void> {
    const at = unixNow();
    await this.db.insertInto('login_failures').values(limits.map((l) => ({ bucket: l.bucket, key: l.key, at }))).execute();
    await this.db.deleteFrom('login_failures').where('at', '<', at - KEEP_SECONDS).execute();
  }

  async clear(limit: Pick<Limit, 'bucket' | 'key'>): Promise<void> {
    await this.db.deleteFrom('login_failures').where('bucket', '=', limit.bucket).where('key', '=', limit.key).execute();
  }
}

/** Who is trying to sign in: the account (`user:<id>`, or `name:<hash>` for a name nobody has) and from where. */
export interface SignInAttempt {
  accountKey: string;
  userId: number | null;
  address: string;
}

/** How long an address stays known to an account after a sign-in from it. */
const KNOWN_FOR = 30 * 24 * 3600;

const TOO_MANY = (wait: number) => `Too many failed sign-ins; wait ${wait} second${wait === 1 ? '' : 's'} and try again`;

export class SignInLimits {
  private readonly counts: RateLimits;

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Pick<Settings, 'loginLimitPerUser' | 'loginLimitPerAddress' | 'loginWindow' | 'loginDelayMax'>,
  ) {
    this.counts = new RateLimits(db);
  }

  private buckets(a: SignInAttempt) {
    return {
      account: { bucket: 'login-user', key: a.accountKey },
      address: { bucket: 'login-address', key: a.address },
      pair: { bucket: 'login-pair', key: `${a.accountKey} ${a.address}` },
    };
  }

  /** Whether the account signed in from this address lately and the address is not guessing at it. */
  private async trusted(a: SignInAttempt): Promise<boolean> {
    if (a.userId === null) return false;
    const known = await this.db
      .selectFrom('login_known_addresses')
      .select('user_id')
      .where('user_id', '=', a.userId)
      .where('address', '=', a.address)
      .where('last_at', '>', unixNow() - KNOWN_FOR)
      .executeTakeFirst();
    if (!known) return false;
    const { pair } = this.buckets(a);
    const failures = await this.counts.recent(pair.bucket, pair.key, this.settings.loginWindow);
    return this.settings.loginLimitPerUser <= 0 || failures.count < this.settings.loginLimitPerUser;
  }

  /** Seconds the account must still wait: the delay doubles with each failure past the free ones. */
  private async accountWait(a: SignInAttempt): Promise<number> {
    const free = this.settings.loginLimitPerUser;
    if (free <= 0) return 0;
    const { account } = this.buckets(a);
    const { count, last } = await this.counts.recent(account.bucket, account.key, this.settings.loginWindow);
    if (count < free) return 0;
    const delay = Math.min(this.settings.loginDelayMax, 2 ** Math.min(count - free, 30));
    return Math.max(0, last + delay - unixNow());
  }

  /** 429 RATE_LIMITED (with the seconds to wait) when this attempt may not be tried now. */
  async admit(a: SignInAttempt): Promise<void> {
    if (await this.trusted(a)) return;
    const { address } = this.buckets(a);
    const wait = Math.max(
      await this.counts.waitFor({ ...address, max: this.settings.loginLimitPerAddress, window: this.settings.loginWindow }),
      await this.accountWait(a),
    );
    if (wait > 0) throw new RateLimitedError(TOO_MANY(wait), wait);
  }

  async failed(a: SignInAttempt): Promise<void> {
    const { account, address, pair } = this.buckets(a);
    await this.counts.record([account, address, pair]);
  }

  /** The account's failures are forgotten and the address becomes known to it. */
  async succeeded(a: SignInAttempt): Promise<void> {
    const { account, pair } = this.buckets(a);
    await this.counts.clear(account);
    await this.counts.clear(pair);
    if (a.userId === null) return;
    const now = unixNow();
    await this.db
      .insertInto('login_known_addresses')
      .values({ user_id: a.userId, address: a.address, last_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ last_at: sql`excluded.last_at` }))
      .execute();
    await this.db.deleteFrom('login_known_addresses').where('last_at', '<', now - KNOWN_FOR).execute();
  }
}
