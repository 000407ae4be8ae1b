/**
 * Live changes (api-contract.md, "Live changes"): every committed write becomes an event
 * `{collection, id, action}`, streamed over Server-Sent Events to each signed-in user who may
 * read that record, so boards, calendars and lists refresh without reloading. Who may read it
 * travels with the event as its `scope` (auth/live-scope.ts: a technician hears only their own
 * jobs; notes and comments follow the record they hang on), never sent to the client.
 *
 * Where events come from: app.ts hands every committed unit of work's audited writes
 * (Records.onCommit) to `publish`; a write that rolls back publishes nothing.
 *
 * Between instances: on PostgreSQL each instance LISTENs on one channel and publishes with
 * pg_notify, so a write on any instance reaches the clients of all (several stateless instances
 * behind a balancer). An instance delivers its own changes to its clients at once and ignores
 * its own notifications. On SQLite there is one instance, and delivery is local only.
 *
 * EventSource cannot send an Authorization header, so the stream also accepts `?ticket=` from
 * `POST /events/ticket`: an HMAC of the session and an expiry, valid for TICKET_TTL seconds, that
 * dies with the session. An open stream re-reads its session and ability every heartbeat, so a
 * logout, a disabled account or a changed role takes effect within HEARTBEAT_MS.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Settings } from '../config';
import { forbidden, invalidToken } from '../errors';
import type { Principal, Sessions } from '../auth/sessions';
import { refuseBeforeFactor } from '../auth/factors';
import type { Registry } from '../registry';
import { unixNow } from '../clock';
import { PgListener, type ListenerTiming } from '../db/pg-listener';
import { RateLimitedError } from '../auth/login-limits';
import { dataOf, objectOf, routeSchema } from '../schemas/common';
import { listenerOf, mayHear, type EventScope } from '../auth/live-scope';

export interface ChangeEvent {
  collection: string;
  id: number;
  action: string;
  /** Who may hear it beyond reading the collection (auth/live-scope.ts); not sent to clients. */
  scope?: EventScope;
}

const CHANNEL = 'live_changes';
/** pg_notify refuses payloads of 8000 bytes or more; changes are sent in chunks well below. */
const MAX_PAYLOAD = 7000;
export const TICKET_TTL = 60;
const HEARTBEAT_MS = 15_000;

type Listener = (changes: ChangeEvent[]) => void;

export class LiveEvents {
  private readonly listeners = new Set<Listener>();
  /** Tells this instance's notifications apart from other instances'. */
  private readonly origin = randomUUID();
  private listener: PgListener | null = null;
  private notifyPool: pg.Pool | null = null;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly listenTiming: ListenerTiming = {},
  ) {}

  /** On PostgreSQL, start listening for other instances' changes. */
  async start(): Promise<void> {
    if (!this.databaseUrl.startsWith('postgres')) return;
    this.notifyPool = new pg.Pool({ connectionString: this.databaseUrl, max: 2 });
    this.notifyPool.on('error', () => {}); // a dropped idle connection is replaced on next use
    this.listener = new PgListener(this.databaseUrl, CHANNEL, { notification: (payload) => this.received(payload) }, this.listenTiming);
    await this.listener.start();
  }

  private received(payload: string | undefined): void {
    try {
      const message = JSON.parse(payload ?? '') as { origin: string; changes: ChangeEvent[] };
      if (message.origin !== this.origin && Array.isArray(message.changes)) this.deliver(message.changes);
    } catch {
      // not ours: someone else's NOTIFY on the channel
    }
  }

  private deliver(changes: ChangeEvent[]): void {
    for (const listener of this.listeners) listener(changes);
  }

  /** Called once a write has committed: its clients here at once, other instances through NOTIFY. */
  publish(changes: ChangeEvent[]): void {
    if (!changes.length || this.closed) return;
    const unique = [...new Map(changes.map((c) => [`${c.collection}\n${c.id}`, c])).values()];
    this.deliver(unique);
    if (!this.notifyPool) return;
    for (const chunk of chunks(unique)) {
      const payload = JSON.stringify({ origin: this.origin, changes: chunk });
      this.notifyPool.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch(() => {
        // Live changes are a convenience: a write never fails for them, and a client reloads on reconnect.
      });
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.listener?.close();
    await this.notifyPool?.end().catch(() => {});
  }
}

function chunks(changes: ChangeEvent[]): ChangeEvent[][] {
  const out: ChangeEvent[][] = [];
  let current: ChangeEvent[] = [];
  let size = 0;
  for (const change of changes) {
    const length = JSON.stringify(change).length + 1;
    if (current.length && size + length > MAX_PAYLOAD) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(change);
    size += length;
  }
  if (current.length) out.push(current);
  return out;
}

/** The collections of the registry a principal may read; an event for any other is not sent. */
function readableCollections(registry: Registry, principal: Principal): Set<string> {
  return new Set(registry.defs.filter((def) => principal.ability.can('read', def.subject)).map((def) => def.resource));
}

export function registerEventRoutes(app: FastifyInstance, settings: Settings, registry: Registry, sessions: Sessions, live: LiveEvents): void {
  const streams = new Set<() => void>();
  /**
   * Open streams per user, at most EVENT_STREAMS_PER_USER (issue 23, item 6: one user's 20,000
   * streams used up the server's file limit). Past it 429; one taken is given back when its stream closes.
   */
  const streamsOf = new Map<number, number>();
  const takeStream = (userId: number): (() => void) => {
    const open = streamsOf.get(userId) ?? 0;
    if (open >= settings.eventStreamsPerUser) {
      throw new RateLimitedError(`You have ${open} live-change streams open, the most one user may; close a tab or window of the app and try again`, 5);
    }
    streamsOf.set(userId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (streamsOf.get(userId) ?? 1) - 1;
      if (left > 0) streamsOf.set(userId, left);
      else streamsOf.delete(userId);
    };
  };
  const signature = (sessionId: number, expires: number) => createHmac('sha256', settings.jwtSecret).update(`events\n${sessionId}\n${expires}`).digest('base64url');

  const requireSomethingToRead = (principal: Principal): Set<string> => {
    refuseBeforeFactor(principal);
    const readable = readableCollections(registry, principal);
    if (!readable.size) throw forbidden('You may not read any collection, so there are no changes to follow');
    return readable;
  };

  /** The ticket's principal; 401 for a forged, expired or ended one. */
  const principalOfTicket = async (ticket: string): Promise<Principal> => {
    const match = /^(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
    if (!match) throw invalidToken('This live-changes ticket is not valid');
    const [sessionId, expires] = [Number(match[1]), Number(match[2])];
    const expected = Buffer.from(signature(sessionId, expires));
    if (!timingSafeEqual(Buffer.from(match[3]), expected)) throw invalidToken('This live-changes ticket is not valid');
    if (expires <= unixNow()) throw invalidToken('This live-changes ticket has expired');
    return sessions.principalOfSession(sessionId);
  };

  const ticketSchema = routeSchema({
    tag: 'events',
    operationId: 'createEventsTicket',
    summary: 'A short-lived ticket for GET /events?ticket= (an EventSource sends no Authorization header)',
    answer: dataOf(objectOf({ ticket: { type: 'string' }, expires: { type: 'integer', description: 'Unix seconds' } }, ['ticket', 'expires'])),
  });
  app.post('/api/v1/events/ticket', { schema: ticketSchema }, async (request) => {
    const principal = request.principal!;
    requireSomethingToRead(principal);
    const expires = unixNow() + TICKET_TTL;
    return { data: { ticket: `${principal.sessionId}.${expires}.${signature(principal.sessionId, expires)}`, expires } };
  });

  // Public as far as the bearer check goes: the route authenticates itself, by ticket or bearer.
  const streamSchema = {
    tags: ['events'],
    operationId: 'streamEvents',
    summary: 'Live changes as Server-Sent Events: one data line {"collection", "id", "action"} per committed write the caller may read',
    description: 'Signed in by the bearer token or by ?ticket= from POST /events/ticket.',
    response: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string', description: 'data: {"collection": "...", "id": 1, "action": "update"}, one event a blank line apart' } } } } },
  };
  app.get('/api/v1/events', { schema: streamSchema, config: { public: true, ownCredentials: true } }, async (request, reply) => {
    const ticket = (request.query as { ticket?: unknown }).ticket;
    let principal = typeof ticket === 'string' ? await principalOfTicket(ticket) : await sessions.authenticate(request.headers.authorization);
    requireSomethingToRead(principal);
    const releaseStream = takeStream(principal.user.id);
    let listener = listenerOf(registry, principal);
    openStream(request, reply);

    const send = (text: string) => reply.raw.write(text);
    const unsubscribe = live.subscribe((changes) => {
      const mine = changes.filter((c) => mayHear(listener, c));
      if (mine.length) send(mine.map(({ collection, id, action }) => `data: ${JSON.stringify({ collection, id, action })}\n\n`).join(''));
    });
    const heartbeat = setInterval(() => {
      sessions
        .principalOfSession(principal.sessionId)
        .then((fresh) => {
          principal = fresh;
          listener = listenerOf(registry, fresh);
          send(': ping\n\n');
        })
        .catch(() => reply.raw.end());
    }, HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    const end = () => reply.raw.end();
    streams.add(end);
    reply.raw.on('close', () => {
      stop();
      streams.delete(end);
      releaseStream();
    });
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
}

/** Take the reply over for an event stream, with the headers every answer carries (set by plugins/http-security.ts). */
function openStream(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no', // a proxy must pass events on as they come
  });
  // The client waits this long before reconnecting; the comment flushes the headers at once.
  reply.raw.write('retry: 2000\n: connected\n\n');
  request.socket.setKeepAlive(true);
}
