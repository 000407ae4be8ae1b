/**
 * Sign-in sessions: an access token (JWT, short-lived) names its session; the session's refresh
 * tokens rotate on every refresh, and reusing a rotated one revokes the whole session.
 */
import type { Kysely } from 'kysely';
import { buildAbility } from '../../shared/abilities';
import type { AbilityRule, AppAbility, MfaChallenge, SessionUser, TokenAnswer } from '../../shared/wire';
import type { Settings } from '../config';
import { HttpError, invalidToken } from '../errors';
import { unixNow } from '../clock';
import { isAppPath, isCaslRule } from './roles';
import { SignInLimits } from './login-limits';
import { verifyPassword } from './passwords';
import { jsonBoundsProblem, JSON_MAX_DEPTH } from '../schemas/json-bounds';
import { precompiled } from '../db/precompiled';
import type { TableVersions } from '../db/table-versions';
import { hashToken, knownAccessToken, newRefreshToken, readAccessToken, signAccessToken } from './tokens';
import { FACTOR_TABLES, factorExists, hasFactor, mustSetUpFactor, PROVIDER_FACTOR } from './factors';
import { signInClientValues } from './session-list';

/** What the server asks of a principal's ability: whether it may do something. */
export type CheckedAbility = Pick<AppAbility, 'can' | 'cannot'>;

export interface Principal {
  user: SessionUser;
  ability: CheckedAbility;
  sessionId: number;
  /** The role requires a second factor the user has not set up: only setting one up answers (auth/factors.ts). */
  mustSetUpFactor?: boolean;
}

type UserRow = Record<string, any>;

/** The tables the session lookup reads (sessionQuery). */
const SESSION_TABLES = ['auth_sessions', 'users', 'roles', ...FACTOR_TABLES];
/** Sessions kept past this many are all forgotten (each is looked up again on its next request). */
const MAX_KEPT_SESSIONS = 10_000;

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/** The token of an `Authorization: Bearer <token>` header; 401 when there is none. */
function bearerToken(authorization: string | undefined): string {
  const match = BEARER.exec(authorization ?? '');
  if (!match) throw invalidToken('Sign in first: the access token is missing');
  return match[1];
}

/** Preference keys: short dotted names the app chooses (theme, locale, columns.<route>). */
export const PREFERENCE_KEY = /^[A-Za-z0-9_.:/-]{1,120}$/;
export const MAX_PREFERENCES_BYTES = 64 * 1024;
type RoleRow = { ability: unknown; home: unknown; require_mfa?: unknown };

/** The preferences the app keeps (src/app/preferences, layout/preferences.ts): these names, */
const PREFERENCE_NAMES = new Set(['theme', 'locale', 'dateLocale']);
/** and the families of per-list settings (`list.<route>.hidden`, `columns.<route>`). */
const PREFERENCE_FAMILY = /^(list|columns)\./;

/**
 * Whether `key` names a preference the app keeps. Any other key is refused, never stored: a
 * `role` or `ability` kept among them would be served back with the user (issue 23, item 14).
 */
export const isKnownPreference = (key: string): boolean => PREFERENCE_KEY.test(key) && (PREFERENCE_NAMES.has(key) || PREFERENCE_FAMILY.test(key));

/** The stored preferences; only keys the app keeps are given back (one stored before the rule is dropped). */
function parsePreferences(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return {};
  try {
    const value = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([key]) => isKnownPreference(key)));
  } catch {
    return {};
  }
}

const DEFAULT_HOME = '/dashboard';


/** What a sign-in body lacks: one entry per missing field. */
export function loginProblems(body: unknown): Array<{ title: string; meta: { field: string } }> {
  const { username, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return [
    ...(typeof username === 'string' && username ? [] : [{ title: 'Username is required', meta: { field: 'username' } }]),
    ...(typeof password === 'string' && password ? [] : [{ title: 'Password is required', meta: { field: 'password' } }]),
  ];
}

/** A refresh without its three parts is refused like a bad token (401). */
export const refreshBodyRefused = () => invalidToken('token, refresh_token and a numeric user_id are required to refresh');

/** What is wrong with a preferences change: a name that is not a preference's, a value too deep or too large. */
export function preferenceProblems(changes: unknown): Array<{ title: string; meta: { field: string } }> {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return [];
  return Object.entries(changes).flatMap(([key, value]) => {
    if (!PREFERENCE_KEY.test(key)) return [{ title: 'Not a preference name', meta: { field: key } }];
    const problem = jsonBoundsProblem(value, JSON_MAX_DEPTH, MAX_PREFERENCES_BYTES);
    if (problem) return [{ title: `The preference ${problem}`, meta: { field: key } }];
    return isKnownPreference(key) ? [] : [{ title: `${key} is not a preference the app keeps`, meta: { field: key } }];
  });
}

export class Sessions {
  private readonly limits: SignInLimits;
  /** Told of each new session once its tokens are issued (auth/session-list.ts: the new-browser mail). */
  onStart?: (user: UserRow, sessionId: number) => Promise<void>;

  /** The session, its user and the user's role: built and compiled once (it runs on every request). */
  private readonly sessionQuery = precompiled<[number], UserRow>(1, (sessionId) =>
    this.db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('roles as r', (join) => join.onRef('r.name', '=', 'u.role').on('r.status', '=', 'O'))
      .selectAll('u')
      .select(['s.revoked_at as session_revoked_at', 's.user_id as session_user_id', 'r.ability as role_ability', 'r.home as role_home'])
      // Whether the user must set up a second factor first (auth/factors.ts), read with the session.
      .select((eb) => ['r.require_mfa as role_require_mfa', 's.second_factor as session_factor', factorExists(eb, 'u.id').as('has_factor')])
      .where('s.id', '=', sessionId as unknown as number),
  );

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Settings,
    /** Where a looked-up session may be kept until its tables change (none: looked up every time). */
    private readonly versions?: TableVersions,
  ) {
    this.limits = new SignInLimits(db, settings);
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
    return this.db.selectFrom('roles').select(['ability', 'home', 'require_mfa']).where('name', '=', role).where('status', '=', 'O').executeTakeFirst();
  }

  /** The user as the app sees them; `sessionFactor`: how their session was signed in beyond the password (auth/factors.ts). */
  async sessionUser(user: UserRow, sessionFactor: string | null = null): Promise<SessionUser> {
    const role = await this.roleRow(user.role);
    const facts = { requireMfa: role?.require_mfa, sessionFactor, hasFactor: false };
    // The factor is looked for only when nothing else already decides.
    if (mustSetUpFactor(this.settings.mfaEnforce, facts)) facts.hasFactor = await hasFactor(this.db, user.id as number);
    return this.sessionUserOf(user, role, mustSetUpFactor(this.settings.mfaEnforce, facts)).user;
  }

  /** The user as the app sees them, and their compiled ability, from their row and their role's. */
  private sessionUserOf(user: UserRow, role: RoleRow | undefined, factorFirst = false): { user: SessionUser; ability: AppAbility } {
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
        ...(factorFirst ? { mfa_setup_required: true } : {}),
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
    const token = await signAccessToken({ sub: user.id, sid: sessionId, iat: now, exp: now + this.settings.accessTokenTtl }, this.settings.jwtSecret);
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
   * POST /auth/token: `username` may also be the email. Failed attempts slow the account and the
   * client `address` down (login-limits.ts); a refused attempt is 429 without looking at the password.
   * A user with a second factor gets `secondStep`'s challenge instead of a session (auth/totp.ts).
   */
  async login(username: unknown, password: unknown, address: string, secondStep?: (userId: number) => Promise<MfaChallenge | undefined>): Promise<TokenAnswer | MfaChallenge> {
    const missing = loginProblems({ username, password });
    if (missing.length || typeof username !== 'string' || typeof password !== 'string') throw new HttpError('VALIDATION_FAILED', missing);
    const user = await this.findByLogin(username);
    // An unknown name is limited by (the hash of) the name typed, so guessing names is limited too.
    const attempt = {
      accountKey: user ? `user:${user.id}` : `name:${hashToken(username.trim().toLowerCase())}`,
      userId: user ? (user.id as number) : null,
      address,
    };
    await this.limits.admit(attempt);
    const ok = await verifyPassword(password, user?.password);
    if (!user || !ok || user.status === 'V') {
      await this.limits.failed(attempt);
      throw HttpError.of('INVALID_CREDENTIALS', 'Wrong username or password');
    }
    if (user.status !== 'O') throw HttpError.of('INVALID_CREDENTIALS', 'Verify your email address first: follow the link in the mail we sent you');
    // A second factor still to come: no session, and the account's failures stay counted until the code is right.
    const challenge = await secondStep?.(user.id as number);
    if (challenge) return challenge;
    await this.limits.succeeded(attempt);
    return this.startSession(user);
  }

  /**
   * A new session for a user who proved who they are (password or an OpenID provider).
   * `secondFactor`: PROVIDER_FACTOR when an OpenID provider's sign-in stands for the second factor.
   */
  async startSession(user: UserRow, secondFactor?: typeof PROVIDER_FACTOR): Promise<TokenAnswer> {
    const session = await this.db
      .insertInto('auth_sessions')
      .values({ user_id: user.id, created_at: unixNow(), ...(secondFactor ? { second_factor: secondFactor } : {}), ...signInClientValues() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = await this.issue(session.id, user);
    await this.onStart?.(user, session.id);
    return { ...tokens, user_id: user.id, company_id: user.company_id ?? null, user: await this.sessionUser(user, secondFactor ?? null) };
  }

  /** End every session of a user (after a password change, or disabled), but `keep` (the caller's own). */
  async revokeAll(userId: number | number[], reason: string, keep?: number): Promise<void> {
    const ids = ([] as number[]).concat(userId);
    if (!ids.length) return;
    let query = this.db.updateTable('auth_sessions').set({ revoked_at: unixNow(), revoked_reason: reason }).where('user_id', 'in', ids).where('revoked_at', 'is', null);
    if (keep !== undefined) query = query.where('id', '!=', keep);
    await query.execute();
  }

  /** POST /auth/refresh-token: rotate; a reused refresh token ends the session. */
  async refresh(body: unknown): Promise<{ token: string; refresh_token: string }> {
    const { token, refresh_token, user_id } = (body ?? {}) as Record<string, unknown>;
    if (typeof token !== 'string' || typeof refresh_token !== 'string' || typeof user_id !== 'number') throw refreshBodyRefused();
    const claims = (await readAccessToken(token, this.settings.jwtSecret))?.claims;
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
      if (!user || user.status !== 'O') {
        await trx.updateTable('auth_sessions').set({ revoked_at: now, revoked_reason: 'user disabled' }).where('user_id', '=', user_id).where('revoked_at', 'is', null).execute();
        return 'invalid' as const;
      }
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
    const problems = preferenceProblems(changes);
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
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
    const known = this.knownPrincipal(authorization);
    if (known) return known;
    const token = bearerToken(authorization);
    const read = await readAccessToken(token, this.settings.jwtSecret);
    if (!read) throw invalidToken('The access token is not valid');
    if (read.expired) throw invalidToken('The access token has expired');
    return this.principalOfSession(read.claims.sid, read.claims.sub);
  }

  /**
   * authenticate's answer without waiting on anything, when the token's signature was checked and
   * its session looked up already and nothing they depend on has changed (nearly every request);
   * undefined when either must be read again, which authenticate does. Any refusal it can see
   * already is thrown, as authenticate's.
   */
  knownPrincipal(authorization: string | undefined): Principal | undefined {
    const read = knownAccessToken(bearerToken(authorization), this.settings.jwtSecret);
    return read && !read.expired ? this.keptPrincipal(read.claims.sid, read.claims.sub) : undefined;
  }

  /** The principal kept for a session, if every table its lookup read still stands at the versions it was read at. */
  private keptPrincipal(sessionId: number, userId?: number): Principal | undefined {
    const kept = this.keptSessions.get(sessionId);
    const versions = kept && this.versions?.versionsOf(SESSION_TABLES);
    if (!kept || !versions || !kept.versions.every((v, i) => v === versions[i])) return undefined;
    if (userId !== undefined && kept.userId !== userId) throw invalidToken('The session has ended; sign in again');
    return kept.principal;
  }

  /**
   * The principal of a live session of an active user (also for signed file links); 401 otherwise.
   * One query (the session, its user and the user's role together), kept until one of those tables changes.
   */
  async principalOfSession(sessionId: number, userId?: number): Promise<Principal> {
    const kept = this.keptPrincipal(sessionId, userId);
    if (kept) return kept;
    const versions = this.versions?.versionsOf(SESSION_TABLES); // taken before the lookup
    const [row] = await this.sessionQuery(this.db, sessionId);
    if (!row || row.session_revoked_at || (userId !== undefined && row.session_user_id !== userId)) throw invalidToken('The session has ended; sign in again');
    if (row.status !== 'O') {
      // However the account was disabled, its sessions end now, so enabling it revives none.
      await this.revokeAll(row.id, 'user disabled');
      throw invalidToken('The account is disabled');
    }
    const factorFirst = mustSetUpFactor(this.settings.mfaEnforce, { requireMfa: row.role_require_mfa, hasFactor: row.has_factor, sessionFactor: row.session_factor });
    const { user, ability } = this.sessionUserOf(row, { ability: row.role_ability, home: row.role_home }, factorFirst);
    const principal = { user, ability, sessionId, ...(factorFirst ? { mustSetUpFactor: true } : {}) };
    if (versions) {
      if (this.keptSessions.size >= MAX_KEPT_SESSIONS) this.keptSessions.clear();
      this.keptSessions.set(sessionId, { principal, userId: row.session_user_id, versions });
    }
    return principal;
  }

  /**
   * Live sessions as last looked up, with the versions of the three tables the lookup reads (taken
   * before it): any sign-in, sign-out, user or role change moves one on, and the next request of
   * each session looks it up again.
   */
  private readonly keptSessions = new Map<number, { principal: Principal; userId: number; versions: number[] }>();
}
