/**
 * Bounds on connections (issue 23, item 5: 20,000 connections from one address, each trickling a
 * header line or a body byte every 5 s, used up the server's file limit, and slow headers were cut
 * only after 80 s, a slow body never):
 *   - a request's headers must arrive within HEADERS_TIMEOUT_MS and the whole request within
 *     REQUEST_TIMEOUT_MS (Node's own timeouts, checked every CHECK_INTERVAL_MS, not every 30 s);
 *     past them Node answers 408 (plugins/errors.ts, clientErrorHandler) and closes the socket;
 *   - an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS, and any connection on
 *     which nothing moves after CONNECTION_IDLE_TIMEOUT_MS (event streams ping every 15 s);
 *   - one client address holds at most MAX_CONNECTIONS_PER_ADDRESS open connections; at the cap
 *     a new one takes the place of that address's longest-idle kept-alive connection, and only
 *     when none is idle is it closed as it is accepted (and logged), while the others go on
 *     (issue 41: a busy office behind one address must not lose requests).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Settings } from './config';

/** How often Node looks for requests past their header and request timeouts, at most (ms). */
const CHECK_INTERVAL_MS = 1000;

/** Fastify's options for the timeouts above (0 leaves Node's own default off for that bound). */
export function connectionTimeouts(settings: Settings): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & { http: Record<string, number> } {
  const requestTimeout = settings.requestTimeoutMs;
  // Node refuses headersTimeout > requestTimeout when both are set.
  const headersTimeout = requestTimeout ? Math.min(settings.headersTimeoutMs, requestTimeout) : settings.headersTimeoutMs;
  const shortest = Math.min(...[headersTimeout, requestTimeout].filter((t) => t > 0), Infinity);
  return {
    connectionTimeout: settings.connectionIdleTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    requestTimeout,
    http: {
      headersTimeout,
      requestTimeout,
      // Node looks for late requests every 30 s by default: a 10 s bound would hold up to 40 s.
      connectionsCheckingInterval: Math.max(50, Math.min(CHECK_INTERVAL_MS, Math.floor(shortest / 4))),
    },
  };
}

/** A refused connection is logged at most this often per address, with the count since the last line. */
const REFUSAL_LOG_EVERY_MS = 60_000;

/** What the cap knows of one open connection. */
interface Connection {
  socket: Socket;
  /** Its client's address, as it was when accepted. */
  address: string;
  /** Requests read and not yet answered (an event stream stays in flight while it is open). */
  inFlight: number;
  /** `socket.bytesRead` when its last answer ended: more since, and its next request has begun. */
  bytesWhenIdle: number;
}

/**
 * At most `max` open connections from one address (0: no cap). Counted on the socket's address:
 * behind a proxy that is the proxy's, so the setting is off there unless set (config.ts).
 *
 * The cap bounds what is idle or slow, not what is working (issue 41): at the cap, a new
 * connection is taken by closing that address's longest-idle kept-alive connection (one that has
 * been answered and has sent nothing since), as nginx reuses its idle keep-alive connections when
 * it runs out; a client whose idle connection closes opens another, as it does past
 * KEEP_ALIVE_TIMEOUT_MS. Only when every one of them is working (a request in flight, an event
 * stream) or still sending its first request (cut past HEADERS_TIMEOUT_MS or REQUEST_TIMEOUT_MS)
 * is the new one closed as it is accepted, before any byte is read; the refusals are logged at
 * most once a minute per address, with their count since the last line.
 */
export function capConnectionsPerAddress(server: Server, max: number, log: Pick<FastifyBaseLogger, 'warn'>, logEveryMs = REFUSAL_LOG_EVERY_MS): void {
  if (!max) return;
  /** Each address's open connections, and apart (longest idle first) those between requests. */
  const open = new Map<string, Set<Connection>>();
  const idle = new Map<string, Set<Connection>>();
  const bySocket = new WeakMap<Socket, Connection>();
  const refusals = new Map<string, { count: number; timer?: NodeJS.Timeout }>();

  const setOf = (map: Map<string, Set<Connection>>, address: string) => {
    let set = map.get(address);
    if (!set) map.set(address, (set = new Set()));
    return set;
  };
  const forget = (map: Map<string, Set<Connection>>, address: string, c: Connection) => {
    const set = map.get(address);
    if (set?.delete(c) && !set.size) map.delete(address);
  };
  /** The address's longest-idle connection that has not begun another request, if any. */
  const longestIdle = (address: string): Connection | undefined => {
    for (const c of idle.get(address) ?? []) if (c.socket.bytesRead === c.bytesWhenIdle) return c;
    return undefined;
  };

  const warn = (address: string, count: number) =>
    log.warn(
      { address, refused: count, maxConnectionsPerAddress: max },
      `Refused ${count === 1 ? 'a connection' : `${count} connections`} from ${address}: it already held ${max} open connections, each working or still sending a request (MAX_CONNECTIONS_PER_ADDRESS). An office behind one address (NAT, a VPN, a proxy) may need a higher cap, or TRUST_PROXY behind a proxy of your own`,
    );
  /** The first refusal is logged at once; those after it once a minute, while there are any. */
  const refused = (address: string) => {
    const entry = refusals.get(address);
    if (entry) {
      entry.count++;
      return;
    }
    warn(address, 1);
    const next: { count: number; timer?: NodeJS.Timeout } = { count: 0 };
    const tick = () => {
      if (!next.count) return void refusals.delete(address);
      warn(address, next.count);
      next.count = 0;
      next.timer = setTimeout(tick, logEveryMs).unref();
    };
    next.timer = setTimeout(tick, logEveryMs).unref();
    refusals.set(address, next);
  };
  server.once('close', () => {
    for (const [address, entry] of refusals) {
      clearTimeout(entry.timer);
      if (entry.count) warn(address, entry.count);
    }
    refusals.clear();
  });

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const connections = setOf(open, address);
    if (connections.size >= max) {
      const oldest = longestIdle(address);
      if (!oldest) {
        socket.destroy();
        refused(address);
        return;
      }
      connections.delete(oldest);
      forget(idle, address, oldest);
      oldest.socket.destroy();
    }
    const c: Connection = { socket, address, inFlight: 0, bytesWhenIdle: -1 };
    connections.add(c);
    bySocket.set(socket, c);
    socket.once('close', () => {
      forget(open, address, c);
      forget(idle, address, c);
    });
  });
  server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
    const c = bySocket.get(request.socket);
    if (!c) return;
    c.inFlight++;
    forget(idle, c.address, c);
    reply.once('close', () => {
      if (--c.inFlight || c.socket.destroyed) return;
      c.bytesWhenIdle = c.socket.bytesRead;
      setOf(idle, c.address).add(c); // last in the set: the most recently idle
    });
  });
}
