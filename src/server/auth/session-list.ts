/**
 * A user's own sessions (issue 37 item 5; api-contract.md, "Second factor and sessions"): each
 * session keeps where it was signed in from (the browser and system of its User-Agent, the
 * address); the user lists their live sessions, ends any of them or all but the one they use; a
 * sign-in from a browser and system never seen for the user before mails them (NEW_SIGN_IN_MAIL).
 *
 * Ending a session sets its revoked_at: its refresh token is refused from then on (Sessions.refresh
 * reads the session), and its access token on every instance from the next request on (the kept
 * session lookups of Sessions follow auth_sessions' version, which other instances' commits move on).
 * "Last seen" is the last time the session's tokens were refreshed (every ACCESS_TOKEN_TTL while
 * the app is open): the newest of its refresh tokens, so it costs no write of its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../config';
import { unixNow } from '../clock';
import { notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import { newSignInMail } from '../mail/messages';
import { deviceName, deviceOf } from './devices';
import type { SessionInfo } from '../../shared/wire';
import { isRowId } from '../db/codec';


/** Where the request being answered comes from, for the session a sign-in starts. */
interface Client {
  userAgent: string | null;
  address: string;
}

const clients = new AsyncLocalStorage<Client>();

/**
 * Every sign-in path (password, the second step, an OpenID provider, a passkey) starts its session
 * through Sessions.startSession, within a request under /api/v1/auth/: that request's User-Agent and
 * address are kept for it here, so none of them has to carry them. Set at preHandler (after the body
 * is read), so the handler runs within it.
 */
export function rememberSignInClients(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/v1/auth/')) return done();
    const agent = request.headers['user-agent'];
    clients.run({ userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null, address: request.ip }, done);
  });
}

/** The columns of a new session that say where it was signed in from (none outside a request). */
export function signInClientValues(): { user_agent: string | null; device: string; address: string } | Record<string, never> {
  const client = clients.getStore();
  return client ? { user_agent: client.userAgent, device: deviceName(client.userAgent), address: client.address } : {};
}

export class SessionList {
  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Settings,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The user's live sessions (not ended, a refresh token still valid), the most recently seen first. */
  async list(userId: number, currentSessionId: number): Promise<SessionInfo[]> {
    const rows = await this.db
      .selectFrom('auth_sessions as s')
      .innerJoin('refresh_tokens as r', 'r.session_id', 's.id')
      .select(['s.id', 's.created_at', 's.user_agent', 's.device', 's.address'])
      .select((eb) => [eb.fn.max('r.created_at').as('last_seen_at'), eb.fn.max('r.expires_at').as('expires_at')])
      .where('s.user_id', '=', userId)
      .where('s.revoked_at', 'is', null)
      .groupBy(['s.id', 's.created_at', 's.user_agent', 's.device', 's.address'])
      .execute();
    const now = unixNow();
    return rows
      .filter((row) => Number(row.expires_at) >= now)
      .map((row) => {
        const { browser, system } = deviceOf(row.user_agent);
        return {
          id: Number(row.id),
          device: row.device ?? deviceName(row.user_agent),
          browser,
          system,
          address: row.address ?? null,
          created_at: Number(row.created_at),
          last_seen_at: Number(row.last_seen_at),
          current: Number(row.id) === currentSessionId,
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at - a.last_seen_at || b.id - a.id);
  }

  /** End one of the user's own live sessions (the current one too: that signs out); 404 for any other id. */
  async end(userId: number, sessionId: number): Promise<void> {
    if (!isRowId(sessionId)) throw notFound(`You have no open session ${sessionId}; it may have ended already`);
    const ended = await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: unixNow(), revoked_reason: 'ended from the sessions list' })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) throw notFound(`You have no open session ${sessionId}; it may have ended already`);
  }

  /** End every live session of the user but `keep` (the caller's); answers how many ended. */
  async endOthers(userId: number, keep: number): Promise<number> {
    const ended = await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: unixNow(), revoked_reason: 'ended from the sessions list (all others)' })
      .where('user_id', '=', userId)
      .where('id', '!=', keep)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(ended.numUpdatedRows);
  }

  /**
   * A session has started (Sessions.startSession): mail the user when it is signed in from a
   * browser and system (its device name) none of their earlier sessions had. A user's very first
   * sign-in, and the first after sessions began keeping their device (none of theirs has one), mail
   * nothing: there is nothing to tell it apart from. The mail is sent after the answer.
   */
  async started(user: Record<string, any>, sessionId: number): Promise<void> {
    if (!this.settings.newSignInMail || typeof user.email !== 'string' || !user.email) return;
    const session = await this.db.selectFrom('auth_sessions').select(['device', 'address', 'created_at']).where('id', '=', sessionId).executeTakeFirst();
    if (!session?.device) return;
    const earlier = (device?: string) => {
      let query = this.db.selectFrom('auth_sessions').select('id').where('user_id', '=', user.id).where('id', '!=', sessionId);
      query = device === undefined ? query.where('device', 'is not', null) : query.where('device', '=', device);
      return query.limit(1).executeTakeFirst();
    };
    if (!(await earlier()) || (await earlier(session.device))) return;
    const mail = newSignInMail(this.settings, user.email, user.first_name ?? user.username ?? null, { device: session.device, address: session.address, at: Number(session.created_at) });
    this.mailer.send(mail).catch((e) => this.log.error({ err: e, user: user.id }, 'the new sign-in mail could not be sent'));
  }
}
