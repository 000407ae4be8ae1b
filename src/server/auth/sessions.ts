/**
 * Sign-in sessions: an access token (JWT, short-lived) names its session; the session's refresh
 * tokens rotate on every refresh, and reusing a rotated one revokes the whole session.
 */
import type { Kysely } from 'kysely';
import { buildAbility } from '../../shared/abilities';
import type { AbilityRule, AppAbility, SessionUser, TokenAnswer } from '../../shared/wire';
import type { Settings } from '../config';
import { HttpError, invalidToken } from '../errors';
import { unixNow } from '../db/records';
import { isAppPath, isCaslRule } from '../hooks/roles';
import { RateLimits, type Limit } from './login-limits';
import { verifyPassword } from './passwords';
import { hashToken, newRefreshToken, readAccessToken, signAccessToken } from './tokens';

export interface Principal {
  user: SessionUser;
  ability: AppAbility;
  sessionId: number;
}

type UserRow = Record<string, any>;
type RoleRow = { ability: unknown; home: unknown };

function parsePreferences(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return {};
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

const DEFAULT_HOME = '/dashboard';

/** Who is trying to sign in, for the failed-login limits. */
function loginLimits(settings: Settings, userKey: string, address: string): Limit[] {
  return [
    { bucket: 'login-user', key: userKey, max: settings.loginLimitPerUser, window: settings.loginWindow },
    { bucket: 'login-address', key: address, max: settings.loginLimitPerAddress, window: settings.loginWindow },
  ];
}

/** Preference keys: short dotted names the app chooses (theme, locale, columns.<route>). */
const PREFERENCE_KEY = /^[A-Za-z0-9_.:/-]{1,120}$/;
const MAX_PREFERENCES_BYTES = 64 * 1024;

export class Sessions {
  private readonly limits: RateLimits;

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Settings,
  ) {
    this.limits = new RateLimits(db);
  }

  /**
   * Roles by their stored rules text: parsing and compiling CASL rules costs more than the
   * lookup, and every request needs them. Keyed by the text itself, so an edited role is simply a
   * new key; the map is cleared when it grows past a bound (there are only so many roles).
   */
  private readonly compiled = new Map<string, { rules: AbilityRule[]; ability: AppAbility }>();

  /** The role's rules (malformed ones dropped, so a bad edit cannot break every request), compiled. */
  private compiledRole(text: unknown): { rules: AbilityRule[]; ability: AppAbility } {
    const key = typeof text === 'string' ? text : '';
    let entry = this.compiled.get(key);
    if (!entry) {
      let rules: AbilityRule[] = [];
      try {
        const parsed = key ? JSON.parse(key) : [];
        if (Array.isArray(parsed)) rules = parsed.filter(isCaslRule);
      } catch {
        // unreadable rules grant nothing
      }
      if (this.compiled.size >= 256) this.compiled.clear();
      entry = { rules, ability: buildAbility(rules) };
      this.compiled.set(key, entry);
    }
    return entry;
  }

  private async roleRow(role: string): Promise<RoleRow | undefined> {
    return this.db.selectFrom('roles').select(['ability', 'home']).where('name', '=', role).where('status', '=', 'O').executeTakeFirst();
  }

  async sessionUser(user: UserRow): Promise<SessionUser> {
    return this.sessionUserOf(user, await this.roleRow(user.role)).user;
  }

  /** The user as the app sees them, and their compiled ability, from their row and their role's. */
  private sessionUserOf(user: UserRow, role: RoleRow | undefined): { user: SessionUser; ability: AppAbility } {
    const { rules, ability } = this.compiledRole(role?.ability);
    // An app path only: never another site (//host or a scheme), whatever was typed into the role.
    const home = typeof role?.home === 'string' && isAppPath(role.home) ? role.home : DEFAULT_HOME;
    return {
      user: {
        id: user.id,
        uuid: user.uuid ?? null,
        first_name: user.first_name ?? null,
        last_name: user.last_name ?? null,
        company_id: user.company_id ?? null,
        username: user.username,
        thumbnail: user.thumbnail ?? null,
        email: user.email ?? null,
        status: user.status,
        role: user.role,
        ability: rules,
        home,
        preferences: parsePreferences(user.preferences),
      },
      ability,
    };
  }

  private async issue(sessionId: number, user: UserRow): Promise<{ token: string; refresh_token: string }> {
    const now = unixNow();
    const refresh = newRefreshToken();
    await this.db
      .insertInto('refresh_tokens')
      .values({ session_id: sessionId, token_hash: hashToken(refresh), created_at: now, expires_at: now + this.settings.refreshTokenTtl })
      .execute();
    const token = signAccessToken({ sub: user.id, sid: sessionId, iat: now, exp: now + this.settings.accessTokenTtl }, this.settings.jwtSecret);
    return { token, refresh_token: refresh };
  }

  /** The user whose username or email is `name`, in any letter case. */
  async findByLogin(name: string): Promise<UserRow | undefined> {
    const folded = name.trim().toLowerCase();
    // No stored name holds a NUL character (and PostgreSQL refuses one in a query parameter).
    if (!folded || folded.includes('\0')) return undefined;
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', folded), eb(eb.fn('lower', ['email']), '=', folded)]))
      .executeTakeFirst();
  }

  /**
   * POST /auth/token: `username` may also be the email. Failed attempts count per user and per
   * client `address`; past either limit the answer is 429 without looking at the password.
   */
  async login(username: unknown, password: unknown, address: string): Promise<TokenAnswer> {
    if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) {
      throw new HttpError('VALIDATION_FAILED', [
        ...(typeof username === 'string' && username ? [] : [{ title: 'Username is required', meta: { field: 'username' } }]),
        ...(typeof password === 'string' && password ? [] : [{ title: 'Password is required', meta: { field: 'password' } }]),
      ]);
    }
    const user = await this.findByLogin(username);
    // An unknown name is limited by (the hash of) the name typed, so guessing names is limited too.
    const userKey = user ? `user:${user.id}` : `name:${hashToken(username.trim().toLowerCase())}`;
    const limits = loginLimits(this.settings, userKey, address);
    await this.limits.check(limits, 'Too many failed sign-ins; wait a few minutes and try again');
    const ok = await verifyPassword(password, user?.password);
    if (!user || !ok || user.status === 'V') {
      await this.limits.record(limits);
      throw HttpError.of('INVALID_CREDENTIALS', 'Wrong username or password');
    }
    if (user.status !== 'O') throw HttpError.of('INVALID_CREDENTIALS', 'Verify your email address first: follow the link in the mail we sent you');
    await this.limits.clear(limits[0]);
    return this.startSession(user);
  }

  /** A new session for a user who proved who they are (password or an OpenID provider). */
  async startSession(user: UserRow): Promise<TokenAnswer> {
    const session = await this.db.insertInto('auth_sessions').values({ user_id: user.id, created_at: unixNow() }).returning('id').executeTakeFirstOrThrow();
    const tokens = await this.issue(session.id, user);
    return { ...tokens, user_id: user.id, company_id: user.company_id ?? null, user: await this.sessionUser(user) };
  }

  /** End every session of a user (after a password change), but `keep` (the caller's own). */
  async revokeAll(userId: number, reason: string, keep?: number): Promise<void> {
    let query = this.db.updateTable('auth_sessions').set({ revoked_at: unixNow(), revoked_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keep !== undefined) query = query.where('id', '!=', keep);
    await query.execute();
  }

  /** POST /auth/refresh-token: rotate; a reused refresh token ends the session. */
  async refresh(body: unknown): Promise<{ token: string; refresh_token: string }> {
    const { token, refresh_token, user_id } = (body ?? {}) as Record<string, unknown>;
    if (typeof token !== 'string' || typeof refresh_token !== 'string' || typeof user_id !== 'number') {
      throw invalidToken('token, refresh_token and a numeric user_id are required to refresh');
    }
    const claims = readAccessToken(token, this.settings.jwtSecret);
    if (!claims || claims.sub !== user_id) throw invalidToken('The session could not be refreshed; sign in again');
    const now = unixNow();
    const answer = await this.db.transaction().execute(async (trx) => {
      const stored = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashToken(refresh_token)).executeTakeFirst();
      const session = stored && (await trx.selectFrom('auth_sessions').selectAll().where('id', '=', stored.session_id).executeTakeFirst());
      if (!stored || !session || session.id !== claims.sid || session.user_id !== user_id) return 'invalid' as const;
      if (session.revoked_at) return 'invalid' as const;
      if (stored.used_at) {
        await trx.updateTable('auth_sessions').set({ revoked_at: now, revoked_reason: 'refresh token reused' }).where('id', '=', session.id).execute();
        return 'reused' as const;
      }
      if (stored.expires_at < now) return 'invalid' as const;
      const used = await trx.updateTable('refresh_tokens').set({ used_at: now }).where('id', '=', stored.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return 'invalid' as const;
      const user = await trx.selectFrom('users').selectAll().where('id', '=', user_id).executeTakeFirst();
      if (!user || user.status !== 'O') return 'invalid' as const;
      return { sessionId: session.id as number, user };
    });
    if (answer === 'reused') throw invalidToken('This refresh token was already used, so the session has been ended; sign in again');
    if (answer === 'invalid') throw invalidToken('The session could not be refreshed; sign in again');
    return this.issue(answer.sessionId, answer.user);
  }

  /**
   * Merge `changes` into the user's preferences (a null value removes a key) and return them.
   * Any signed-in user may keep their own preferences, whatever their role.
   */
  async updatePreferences(userId: number, changes: unknown): Promise<Record<string, unknown>> {
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) {
      throw HttpError.of('BAD_REQUEST', 'Send the preferences as a JSON object');
    }
    const bad = Object.keys(changes).filter((k) => !PREFERENCE_KEY.test(k));
    if (bad.length) throw new HttpError('VALIDATION_FAILED', bad.map((k) => ({ title: 'Not a preference name', meta: { field: k } })));
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirstOrThrow();
      const merged: Record<string, unknown> = { ...parsePreferences(row.preferences) };
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) delete merged[k];
        else merged[k] = v;
      }
      const text = JSON.stringify(merged);
      if (text.length > MAX_PREFERENCES_BYTES) throw HttpError.of('PAYLOAD_TOO_LARGE', 'Preferences are larger than 64 KB');
      // Preferences are the user's own view settings, not business data: no audit entry, no version bump.
      await trx.updateTable('users').set({ preferences: text }).where('id', '=', userId).execute();
      return merged;
    });
  }

  async logout(sessionId: number): Promise<void> {
    await this.db.updateTable('auth_sessions').set({ revoked_at: unixNow(), revoked_reason: 'logout' }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  /** The principal behind a bearer token; any problem is 401 INVALID_TOKEN. */
  async authenticate(authorization: string | undefined): Promise<Principal> {
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(authorization ?? '');
    if (!match) throw invalidToken('Sign in first: the access token is missing');
    const claims = readAccessToken(match[1], this.settings.jwtSecret);
    if (!claims) throw invalidToken('The access token is not valid');
    if (claims.exp <= unixNow()) throw invalidToken('The access token has expired');
    return this.principalOfSession(claims.sid, claims.sub);
  }

  /**
   * The principal of a live session of an active user (also for signed file links); 401 otherwise.
   * One query on every request: the session, its user and the user's role together.
   */
  async principalOfSession(sessionId: number, userId?: number): Promise<Principal> {
    const row = await this.db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('roles as r', (join) => join.onRef('r.name', '=', 'u.role').on('r.status', '=', 'O'))
      .selectAll('u')
      .select(['s.revoked_at as session_revoked_at', 's.user_id as session_user_id', 'r.ability as role_ability', 'r.home as role_home'])
      .where('s.id', '=', sessionId)
      .executeTakeFirst();
    if (!row || row.session_revoked_at || (userId !== undefined && row.session_user_id !== userId)) throw invalidToken('The session has ended; sign in again');
    if (row.status !== 'O') throw invalidToken('The account is disabled');
    const { user, ability } = this.sessionUserOf(row, { ability: row.role_ability, home: row.role_home });
    return { user, ability, sessionId };
  }
}
