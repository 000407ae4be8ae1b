/**
 * Account flows by mail (README, "Security"): register and verify the address, forgot and reset
 * the password, set the first password of an invited user. Every token is single-use, stored
 * hashed and time-limited (account-tokens.ts); answers never tell whether an address has an account.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../config';
import { forbidden, HttpError, type ErrorDetail } from '../errors';
import type { Records } from '../db/records';
import type { ResourceInfo } from '../registry';
import type { Mail, Mailer } from '../mail/mailer';
import { alreadyRegisteredMail, invitationMail, resetPasswordMail, verifyEmailMail } from '../mail/messages';
import { validateInput } from '../validate';
import { AccountTokens, type AccountTokenKind } from './account-tokens';
import { RateLimits } from './login-limits';
import { verifyPassword, weakPasswordProblem } from './passwords';
import type { Sessions } from './sessions';

const REGISTER_FIELDS = ['username', 'email', 'password', 'first_name', 'last_name'];
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{2,59}$/;
const HOUR = 3600;

const invalid = (problems: ErrorDetail[]) => new HttpError('VALIDATION_FAILED', problems);

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw HttpError.of('BAD_REQUEST', 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

export class Accounts {
  readonly tokens: AccountTokens;
  private readonly limits: RateLimits;

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Settings,
    private readonly users: ResourceInfo,
    private readonly records: Records,
    private readonly sessions: Sessions,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {
    this.tokens = new AccountTokens(db);
    this.limits = new RateLimits(db);
  }

  private async userRow(id: number): Promise<Record<string, any>> {
    return this.db.selectFrom(this.users.def.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** Mails whose sending must not make the answer slower (or faster) for some addresses than others. */
  private sendLater(mail: Mail): void {
    this.mailer.send(mail).catch((e) => this.log.error({ err: e, to: mail.to }, 'a mail could not be sent'));
  }

  /**
   * POST /auth/register: a new user with the registration role and status N until they follow
   * the verification link. An address already in use gets a mail saying so, and the same answer.
   */
  /** 403 unless REGISTRATION=on. */
  requireRegistrationOpen(): void {
    if (!this.settings.registration) throw forbidden('Registration is turned off; ask an administrator for an account');
  }

  async register(body: unknown, address: string): Promise<void> {
    this.requireRegistrationOpen();
    const input = objectBody(body);
    const problems: ErrorDetail[] = Object.keys(input)
      .filter((k) => !REGISTER_FIELDS.includes(k))
      .map((k) => ({ title: 'Unknown field for registration', meta: { field: k } }));
    const { username, email, password } = input;
    if (typeof username !== 'string' || !USERNAME.test(username)) {
      problems.push({ title: 'Username must be 3 to 60 letters, digits, dots, dashes or underscores', meta: { field: 'username' } });
    }
    if (typeof email !== 'string' || !email.trim()) problems.push({ title: 'Email is required', meta: { field: 'email' } });
    const weak = typeof password === 'string' ? weakPasswordProblem(password, this.settings.passwordMinLength, { username: String(username ?? ''), email: String(email ?? '') }) : 'Password is required';
    if (weak) problems.push({ title: weak, meta: { field: 'password' } });
    // Types and lengths as the users collection checks them.
    const values = { username, email, first_name: input.first_name ?? null, last_name: input.last_name ?? null };
    try {
      validateInput(this.users.def, values, true);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      for (const d of e.details) if (!problems.some((p) => p.meta?.field === d.meta?.field)) problems.push(d);
    }
    if (problems.length) throw invalid(problems);

    const role = await this.db.selectFrom('roles').select('id').where('name', '=', this.settings.registrationRole).where('status', '=', 'O').executeTakeFirst();
    if (!role) {
      this.log.error({ role: this.settings.registrationRole }, 'REGISTRATION_ROLE names no open role');
      throw forbidden('Registration is not available at the moment; ask an administrator for an account');
    }
    const perAddress = [{ bucket: 'register-address', key: address, max: 10, window: HOUR }];
    await this.limits.check(perAddress, 'Too many registrations from your address; try again later');
    await this.limits.record(perAddress);

    const folded = (v: unknown) => String(v).trim().toLowerCase();
    const sameName = await this.db.selectFrom(this.users.def.table).select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', folded(username))).executeTakeFirst();
    if (sameName) throw new HttpError('CONFLICT', [{ title: `Username "${username}" is already used`, meta: { field: 'username' } }]);
    const sameEmail = await this.db
      .selectFrom(this.users.def.table)
      .select(['id', 'username'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', folded(email)))
      .executeTakeFirst();
    if (sameEmail) {
      this.sendLater(alreadyRegisteredMail(this.settings, String(email).trim(), sameEmail.username));
      return;
    }
    const user = await this.records.create(
      this.users,
      { values: { ...values, email: String(email).trim(), password, role: this.settings.registrationRole, status: 'N' } },
      null,
    );
    const token = await this.tokens.issue('verify', user.id as number);
    await this.mailer.send(verifyEmailMail(this.settings, user.email as string, (user.first_name as string | null) ?? (user.username as string), token));
  }

  /** POST /auth/verify-email: the address is proven; a new (status N) user may now sign in. */
  async verifyEmail(body: unknown): Promise<void> {
    const userId = await this.tokens.consume('verify', objectBody(body).token);
    const user = await this.userRow(userId);
    if (user.status === 'N') await this.records.update(this.users, userId, { values: { status: 'O' } }, userId);
  }

  /** POST /auth/forgot-password: the same answer whether or not the address has an account. */
  async forgotPassword(body: unknown): Promise<void> {
    const { email } = objectBody(body);
    if (typeof email !== 'string' || !email.trim()) throw invalid([{ title: 'Email is required', meta: { field: 'email' } }]);
    const folded = email.trim().toLowerCase();
    if (folded.includes('\0') || folded.length > 254) return;
    const user = await this.db
      .selectFrom(this.users.def.table)
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', folded))
      .where('status', '=', 'O')
      .executeTakeFirst();
    if (!user) return;
    // A few mails an hour per account at most, so the form cannot flood someone's mailbox.
    const perUser = [{ bucket: 'reset-mail', key: `user:${user.id}`, max: 3, window: HOUR }];
    if ((await this.limits.waitFor(perUser[0])) > 0) return;
    await this.limits.record(perUser);
    const token = await this.tokens.issue('reset', user.id);
    this.sendLater(resetPasswordMail(this.settings, user.email, user.first_name ?? user.username, token));
  }

  /**
   * POST /auth/reset-password and /auth/set-password: a valid token (else 400) and a strong
   * password (else 422, and the token stays usable); every session of the user ends.
   */
  async choosePassword(kind: Extract<AccountTokenKind, 'reset' | 'invite'>, body: unknown): Promise<void> {
    const { token, password } = objectBody(body);
    const userId = await this.tokens.userOf(kind, token);
    const user = await this.userRow(userId);
    const weak = typeof password === 'string' ? weakPasswordProblem(password, this.settings.passwordMinLength, user) : 'Password is required';
    if (weak) throw invalid([{ title: weak, meta: { field: 'password' } }]);
    await this.tokens.consume(kind, token);
    // Following a mailed link proves the address, so an unverified user is verified too.
    await this.records.update(this.users, userId, { values: { password, ...(user.status === 'N' ? { status: 'O' } : {}) } }, userId);
    await this.tokens.retireAll(userId);
    await this.sessions.revokeAll(userId, kind === 'reset' ? 'password reset' : 'password set');
    await this.limits.clear({ bucket: 'login-user', key: `user:${userId}` });
  }

  /**
   * POST /auth/me/password {current_password, password}: a signed-in user changes their own
   * password. A wrong current password is 422 on `current_password` (not 401, which would read as
   * an ended session) and counts as a failed sign-in, so the form cannot be used to guess it; a
   * weak new one is 422 on `password`. Every other session of the user ends; this one goes on.
   */
  async changeOwnPassword(userId: number, sessionId: number, body: unknown): Promise<void> {
    const input = objectBody(body);
    const problems: ErrorDetail[] = Object.keys(input)
      .filter((k) => k !== 'current_password' && k !== 'password')
      .map((k) => ({ title: 'Unknown field', meta: { field: k } }));
    const { current_password: current, password } = input;
    if (typeof current !== 'string' || !current) problems.push({ title: 'Current password is required', meta: { field: 'current_password' } });
    if (typeof password !== 'string' || !password) problems.push({ title: 'New password is required', meta: { field: 'password' } });
    if (problems.length) throw invalid(problems);
    const user = await this.userRow(userId);
    const perUser = [{ bucket: 'login-user', key: `user:${userId}`, max: this.settings.loginLimitPerUser, window: this.settings.loginWindow }];
    await this.limits.check(perUser, 'Too many wrong passwords; wait a few minutes and try again');
    if (!(await verifyPassword(current as string, user.password))) {
      await this.limits.record(perUser);
      throw invalid([{ title: 'The current password is not right', meta: { field: 'current_password' } }]);
    }
    const weak = weakPasswordProblem(password as string, this.settings.passwordMinLength, user) ?? (password === current ? 'The new password must differ from the current one' : null);
    if (weak) throw invalid([{ title: weak, meta: { field: 'password' } }]);
    await this.records.update(this.users, userId, { values: { password } }, userId);
    await this.tokens.retireAll(userId);
    await this.sessions.revokeAll(userId, 'password changed', sessionId);
    await this.limits.clear(perUser[0]);
  }

  /** Mail a set-password link to a user (added without a password, or on an administrator's demand). */
  async invite(userId: number): Promise<void> {
    const user = await this.userRow(userId);
    if (!user.email) return;
    const token = await this.tokens.issue('invite', userId);
    await this.mailer.send(invitationMail(this.settings, user.email, user.username, token));
  }
}
