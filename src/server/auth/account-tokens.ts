/**
 * Single-use, time-limited account tokens sent by mail: verify an email address, reset a
 * forgotten password, set the first password of an invited user. Only their SHA-256 hash is
 * stored; using one marks it used, and issuing a new one retires the older ones of that kind.
 */
import type { Kysely } from 'kysely';
import { badRequest } from '../errors';
import { unixNow } from '../clock';
import { hashToken, newRefreshToken } from './tokens';

export type AccountTokenKind = 'verify' | 'reset' | 'invite';

/** Lifetimes in seconds: a reset link lasts an hour; a verification two days; an invitation a week. */
export const ACCOUNT_TOKEN_TTL: Record<AccountTokenKind, number> = {
  verify: 2 * 24 * 3600,
  reset: 3600,
  invite: 7 * 24 * 3600,
};

const INVALID: Record<AccountTokenKind, string> = {
  verify: 'This verification link is not valid any more; sign in to get a new one, or register again',
  reset: 'This password reset link is not valid any more; ask for a new one',
  invite: 'This invitation link is not valid any more; ask an administrator for a new one',
};

export class AccountTokens {
  constructor(private readonly db: Kysely<any>) {}

  async issue(kind: AccountTokenKind, userId: number): Promise<string> {
    const now = unixNow();
    const token = newRefreshToken();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('account_tokens').set({ used_at: now }).where('user_id', '=', userId).where('kind', '=', kind).where('used_at', 'is', null).execute();
      await trx
        .insertInto('account_tokens')
        .values({ kind, user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: now + ACCOUNT_TOKEN_TTL[kind] })
        .execute();
    });
    return token;
  }

  /** The user a valid (known, unused, unexpired) token belongs to; 400 BAD_REQUEST otherwise. Does not use it up. */
  async userOf(kind: AccountTokenKind, token: unknown): Promise<number> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw badRequest(INVALID[kind], { field: 'token' });
    const row = await this.db
      .selectFrom('account_tokens')
      .select(['user_id', 'used_at', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row || row.used_at !== null || Number(row.expires_at) < unixNow()) throw badRequest(INVALID[kind], { field: 'token' });
    return row.user_id as number;
  }

  /** Use the token up (once, even under concurrent calls); answers its user. */
  async consume(kind: AccountTokenKind, token: unknown): Promise<number> {
    const userId = await this.userOf(kind, token);
    const now = unixNow();
    const used = await this.db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token as string))
      .where('used_at', 'is', null)
      .where('expires_at', '>=', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(INVALID[kind], { field: 'token' });
    return userId;
  }

  /** Retire every open token of a user (after a password change). */
  async retireAll(userId: number): Promise<void> {
    await this.db.updateTable('account_tokens').set({ used_at: unixNow() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  }
}
