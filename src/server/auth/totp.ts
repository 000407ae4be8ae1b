/**
 * The authenticator-app second factor (TOTP, RFC 6238: 30 s, 6 digits, SHA-1 as every app reads
 * it) and the sign-in's second step (api-contract.md, "Second factor and sessions").
 *
 * - A secret is pending from POST /auth/me/totp until a first code confirms it; only then does
 *   sign-in ask for a code. Ten recovery codes come with the confirmation, kept as SHA-256 hashes,
 *   each usable once.
 * - A code is accepted for the step before, the step of and the step after the server's clock,
 *   and only for a step later than the last one accepted (replay: ASVS 6.5.1).
 * - Wrong codes are failed sign-ins of the account (login-limits.ts), so guessing codes is slowed
 *   like guessing passwords.
 * - The `mfa_token` between the password and the code lives five minutes and finishes one
 *   sign-in; it is kept hashed in the database so any instance can finish it.
 * - The secret is kept sealed (sealed-secrets.ts, bound to the user's row); one kept before that
 *   is sealed when its next code is accepted.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { MfaChallenge, TokenAnswer } from '../../shared/wire';
import type { Settings } from '../config';
import { HttpError, type ErrorDetail } from '../errors';
import { unixNow } from '../clock';
import { SignInLimits, type SignInAttempt } from './login-limits';
import { verifyPassword } from './passwords';
import { hashToken } from './tokens';
import type { Sessions } from './sessions';
import { hasPasskey } from './factors';
import { isSealed, SealedSecrets } from './sealed-secrets';

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the clock's that are still accepted. */
export const TOTP_WINDOW = 1;
export const MFA_TOKEN_TTL = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
export const MFA_METHODS = ['totp', 'recovery_code', 'webauthn'] as const;


type Row = Record<string, any>;

const invalid = (problems: ErrorDetail[]) => new HttpError('VALIDATION_FAILED', problems);
const signInExpired = () => HttpError.of('INVALID_TOKEN', 'This sign-in has expired or was already finished; sign in with your password again');
const WRONG_CODE = 'That code is not right, or was already used; enter the current code from your authenticator app';

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ secret: Secret.fromBase32(secret), period: TOTP_PERIOD, digits: TOTP_DIGITS, algorithm: 'SHA1', label, issuer });

/** A recovery code as typed: letters and digits only, in lower case. */
const normalRecovery = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
/** A code of six digits, spaces allowed (apps show "123 456"). */
const totpCode = (code: string) => code.replace(/\s/g, '');

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function textField(body: unknown, field: string, title: string): string {
  const value = (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined);
  if (typeof value !== 'string' || !value.trim()) throw invalid([{ title, meta: { field } }]);
  return value;
}

/** Where a user's secret is kept: what its seal is bound to. */
const sealedFor = (userId: number) => `user_totp:${userId}`;

export class SecondFactor {
  private readonly limits: SignInLimits;
  private readonly sealed: SealedSecrets;

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Settings,
    private readonly sessions: Sessions,
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.limits = new SignInLimits(db, settings);
    this.sealed = new SealedSecrets(settings.secretsKey);
  }

  private row(userId: number): Promise<Row | undefined> {
    return this.db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Whether this user's authenticator app is on. */
  async totpEnabled(userId: number): Promise<boolean> {
    return Boolean((await this.row(userId))?.confirmed_at);
  }

  /** How this user may finish a sign-in after the password: the app's code or a recovery code, a passkey (auth/passkeys.ts). */
  async methods(userId: number): Promise<Array<(typeof MFA_METHODS)[number]>> {
    const methods: Array<(typeof MFA_METHODS)[number]> = (await this.totpEnabled(userId)) ? ['totp', 'recovery_code'] : [];
    if (await hasPasskey(this.db, userId)) methods.push('webauthn');
    return methods;
  }

  /** Whether sign-in asks this user for a second step (an authenticator app or a passkey). */
  async required(userId: number): Promise<boolean> {
    return (await this.methods(userId)).length > 0;
  }

  /** POST /auth/me/totp: a new pending secret (replacing a pending one); 409 when one is confirmed already. */
  async begin(user: { id: number; username: string }): Promise<{ secret: string; otpauth_url: string }> {
    const existing = await this.row(user.id);
    if (existing?.confirmed_at) throw HttpError.of('CONFLICT', 'An authenticator app is already set up; turn it off before setting up another');
    const secret = new Secret({ size: 20 }).base32;
    const kept = this.sealed.seal(secret, sealedFor(user.id));
    const now = unixNow();
    if (existing) await this.db.updateTable('user_totp').set({ secret: kept, created_at: now, last_step: null }).where('user_id', '=', user.id).execute();
    else await this.db.insertInto('user_totp').values({ user_id: user.id, secret: kept, created_at: now }).execute();
    const issuer = new URL(this.settings.publicUrl).host;
    return { secret, otpauth_url: totpOf(secret, user.username, issuer).toString() };
  }

  /**
   * Whether `code` is right for the secret now and later than the last accepted step; the step is
   * then taken (compare-and-set), so the same code is refused on any instance afterwards.
   */
  private async acceptCode(row: Row, code: string): Promise<boolean> {
    const typed = totpCode(code);
    if (!/^\d{6}$/.test(typed)) return false;
    const kept = String(row.secret);
    const context = sealedFor(Number(row.user_id));
    // Null: sealed under another key (SECRETS_KEY, or the JWT secret it falls back to, changed): no code is right; a recovery code still is.
    const secret = this.sealed.open(kept, context);
    if (secret === null) {
      this.log?.error({ userId: row.user_id }, "an authenticator app's secret does not open: SECRETS_KEY (or, without it, JWT_SECRET) changed since it was set up; the user signs in with a recovery code or an administrator resets their second factor");
      return false;
    }
    const now = Date.now();
    const delta = totpOf(secret).validate({ token: typed, timestamp: now, window: TOTP_WINDOW });
    if (delta === null) return false;
    const step = TOTP.counter({ period: TOTP_PERIOD, timestamp: now }) + delta;
    const taken = await this.db
      .updateTable('user_totp')
      .set({ last_step: step, ...(isSealed(kept) ? {} : { secret: this.sealed.seal(secret, context) }) })
      .where('user_id', '=', row.user_id)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  /** POST /auth/me/totp/confirm: the first code turns the factor on; the recovery codes are answered once. */
  async confirm(userId: number, body: unknown): Promise<{ recovery_codes: string[] }> {
    const code = textField(body, 'code', 'Enter the six-digit code your authenticator app shows');
    const row = await this.row(userId);
    if (!row) throw HttpError.of('CONFLICT', 'Start setting up the authenticator app first');
    if (row.confirmed_at) throw HttpError.of('CONFLICT', 'The authenticator app is already set up');
    if (!(await this.acceptCode(row, code))) throw invalid([{ title: WRONG_CODE, meta: { field: 'code' } }]);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = unixNow();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('user_totp').set({ confirmed_at: now }).where('user_id', '=', userId).execute();
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx.insertInto('recovery_codes').values(codes.map((c) => ({ user_id: userId, code_hash: hashToken(normalRecovery(c)), created_at: now }))).execute();
    });
    return { recovery_codes: codes };
  }

  /** DELETE /auth/me/totp: the password and a current code (or a recovery code) turn the factor off. */
  async disable(userId: number, body: unknown, address: string): Promise<void> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const problems: ErrorDetail[] = [];
    if (typeof input.password !== 'string' || !input.password) problems.push({ title: 'Enter your password to turn the authenticator app off', meta: { field: 'password' } });
    if (typeof input.code !== 'string' || !input.code.trim()) problems.push({ title: 'Enter a code from your authenticator app to turn it off', meta: { field: 'code' } });
    if (problems.length) throw invalid(problems);
    const row = await this.row(userId);
    if (!row?.confirmed_at) throw HttpError.of('CONFLICT', 'No authenticator app is set up');
    const attempt: SignInAttempt = { accountKey: `user:${userId}`, userId, address };
    await this.limits.admit(attempt);
    const user = await this.db.selectFrom('users').select('password').where('id', '=', userId).executeTakeFirst();
    if (!(await verifyPassword(input.password as string, user?.password))) {
      await this.limits.failed(attempt);
      throw invalid([{ title: 'The password is not right', meta: { field: 'password' } }]);
    }
    if (!(await this.checkCode(row, input.code as string))) {
      await this.limits.failed(attempt);
      throw invalid([{ title: WRONG_CODE, meta: { field: 'code' } }]);
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('user_totp').where('user_id', '=', userId).execute();
    });
  }

  /** A current TOTP, or else an unused recovery code (taken). */
  private async checkCode(row: Row, code: string): Promise<boolean> {
    if (await this.acceptCode(row, code)) return true;
    const normal = normalRecovery(code);
    if (normal.length !== 10) return false;
    const used = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: unixNow() })
      .where('user_id', '=', row.user_id)
      .where('code_hash', '=', hashToken(normal))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** The first step's answer for a user with a factor whose password was right (an mfa_token, kept hashed); undefined without one. */
  async challenge(userId: number): Promise<MfaChallenge | undefined> {
    const methods = await this.methods(userId);
    if (!methods.length) return undefined;
    const token = randomBytes(32).toString('base64url');
    const now = unixNow();
    await this.db.deleteFrom('mfa_tokens').where('expires_at', '<', now).execute();
    await this.db.insertInto('mfa_tokens').values({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: now + MFA_TOKEN_TTL }).execute();
    return { mfa_required: true, mfa_token: token, methods };
  }

  /** POST /auth/mfa: the mfa_token and a code (TOTP or recovery) finish the sign-in with a session. */
  async finish(body: unknown, address: string): Promise<TokenAnswer> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const problems: ErrorDetail[] = [];
    if (typeof input.mfa_token !== 'string' || !input.mfa_token) problems.push({ title: 'The sign-in step is missing its mfa_token; sign in with your password again', meta: { field: 'mfa_token' } });
    if (typeof input.code !== 'string' || !input.code.trim()) problems.push({ title: 'Enter the code from your authenticator app or a recovery code', meta: { field: 'code' } });
    if (problems.length) throw invalid(problems);
    const pending = await this.pendingSignIn(input.mfa_token);
    const userId = pending.userId;
    const attempt: SignInAttempt = { accountKey: `user:${userId}`, userId, address };
    await this.limits.admit(attempt);
    const row = await this.row(userId);
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user || user.status !== 'O') throw signInExpired();
    // A factor turned off meanwhile (or reset) needs no code: the password was right. A user left
    // with passkeys only finishes with one of them (auth/passkeys.ts), never with any code.
    if (row?.confirmed_at ? !(await this.checkCode(row, input.code as string)) : await hasPasskey(this.db, userId)) {
      await this.limits.failed(attempt);
      throw invalid([{ title: row?.confirmed_at ? 'That code is not right, or was already used; enter the current code from your authenticator app or an unused recovery code' : 'This account finishes signing in with a passkey, not a code; choose "Use a passkey"', meta: { field: 'code' } }]);
    }
    return this.completeSignIn(pending.id, user, attempt);
  }

  /** The sign-in an mfa_token stands for, while it lasts and is not finished; else 401. */
  async pendingSignIn(mfaToken: unknown): Promise<{ id: number; userId: number }> {
    if (typeof mfaToken !== 'string' || !mfaToken || mfaToken.length > 200) throw signInExpired();
    const pending = await this.db.selectFrom('mfa_tokens').selectAll().where('token_hash', '=', hashToken(mfaToken)).executeTakeFirst();
    if (!pending || pending.used_at || Number(pending.expires_at) < unixNow()) throw signInExpired();
    return { id: Number(pending.id), userId: Number(pending.user_id) };
  }

  /** The second factor was right (a code here, a passkey in auth/passkeys.ts): the mfa_token is taken once and a session starts. */
  async completeSignIn(pendingId: number, user: Row, attempt: SignInAttempt): Promise<TokenAnswer> {
    const taken = await this.db.updateTable('mfa_tokens').set({ used_at: unixNow() }).where('id', '=', pendingId).where('user_id', '=', user.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw signInExpired();
    await this.limits.succeeded(attempt);
    return this.sessions.startSession(user);
  }
}
