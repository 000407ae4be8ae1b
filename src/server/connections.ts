/**
 * Bounds on connections (issue 23, item 5: 20,000 connections from one address, each trickling a
 * header line or a body byte every 5 s, used up the server's file limit, and slow headers were cut
 * only after 80 s, a slow body never):
 *   - a request's headers must arrive within HEADERS_TIMEOUT_MS and the whole request within
 *     REQUEST_TIMEOUT_MS (Node's own timeouts, checked every CHECK_INTERVAL_MS, not every 30 s);
 *     past them Node answers 408 (plugins/errors.ts, clientErrorHandler) and closes the socket;
 *   - an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS, and any connection on
 *     which nothing moves after CONNECTION_IDLE_TIMEOUT_MS (event streams ping every 15 s);
 *   - one client address holds at most MAX_CONNECTIONS_PER_ADDRESS open connections; a further
 *     one is closed as it is accepted, before any byte is read, while the others go on.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
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

/**
 * At most `max` open connections from one address (0: no cap). Counted on the socket's address:
 * behind a proxy that is the proxy's, so the setting is off there unless set (config.ts).
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (!max) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
