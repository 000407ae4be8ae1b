/**
 * Connections are bounded (issue 23, items 5 and 6), on a listening server with small limits:
 * slow headers and slow bodies are cut within their timeouts, one address holds at most
 * MAX_CONNECTIONS_PER_ADDRESS connections (a further one is closed at once, the others go on),
 * and one user at most EVENT_STREAMS_PER_USER event streams (429 past it). The database plays no
 * part, so SQLite only.
 */
import { connect as tcpConnect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api';
import { openEventStream, type EventStream } from '../support/events';

const HEADERS_MS = 600;
const REQUEST_MS = 1200;
const PER_ADDRESS = 6;

/** A raw connection to the server, with what it received and when it closed. */
async function rawConnection(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = tcpConnect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk) => (data += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const opened = performance.now();
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - opened)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('close', () => reject(new Error('closed before connecting')));
  });
  return { socket, received: () => data, closed };
}

/** Write `parts` one by one every `everyMs` until the socket closes; how long it stayed open (ms). */
async function trickle(port: number, first: string, part: string, everyMs: number): Promise<{ ms: number; answer: string }> {
  const c = await rawConnection(port);
  c.socket.write(first);
  const timer = setInterval(() => c.socket.writable && c.socket.write(part), everyMs);
  const ms = await Promise.race([c.closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 15_000))]);
  clearInterval(timer);
  c.socket.destroy();
  return { ms, answer: c.received() };
}

describe('[sqlite] connection bounds', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { headersTimeoutMs: HEADERS_MS, requestTimeoutMs: REQUEST_MS, maxConnectionsPerAddress: PER_ADDRESS, eventStreamsPerUser: 2 });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(async () => server?.close());

  it(`cuts a client trickling header lines within ${HEADERS_MS} ms and about a second, answering 408`, async () => {
    const { ms, answer } = await trickle(port, 'GET /api/v1/auth/config HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n', 100);
    // Before: cut only after 80 s (Node's checks every 30 s against a 60 s bound).
    expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(ms).toBeLessThan(HEADERS_MS + 1500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"BAD_REQUEST"');
  });

  it(`cuts a client trickling its body within ${REQUEST_MS} ms and about a second`, async () => {
    const head = `POST /api/v1/auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"username":"`;
    const { ms } = await trickle(port, head, 'a', 100);
    // Before: still open after 401 s.
    expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(ms).toBeLessThan(REQUEST_MS + 1500);
  });

  it(`closes the connection past ${PER_ADDRESS} from one address at once, while the others still answer`, async () => {
    const open = await Promise.all(Array.from({ length: PER_ADDRESS }, () => rawConnection(port)));
    try {
      const extra = await rawConnection(port).catch(() => null);
      if (extra) {
        extra.socket.write('GET /api/v1/auth/config HTTP/1.1\r\nHost: x\r\n\r\n');
        expect(await extra.closed).toBeLessThan(HEADERS_MS);
        expect(extra.received()).toBe('');
      }
      // Every one of the others still gets its answer.
      for (const c of open) c.socket.write('GET /api/v1/auth/config HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await Promise.all(open.map((c) => c.closed));
      for (const c of open) expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const c of open) c.socket.destroy();
    }
    // Their places are free again.
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/config`);
    expect(res.status).toBe(200);
  });

  it('refuses a user a third event stream with 429 and the errors body, and gives the place back when one closes', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const streams: EventStream[] = [];
    try {
      for (let i = 0; i < 2; i++) streams.push(await openEventStream(origin, { token: server.token }));
      expect(streams.map((s) => s.status)).toEqual([200, 200]);
      const refused = await fetch(`${origin}/api/v1/events`, { headers: { authorization: `Bearer ${server.token}` } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('5');
      const body = await refused.json();
      expect(body.errors).toEqual([{ title: 'You have 2 live-change streams open, the most one user may; close a tab or window of the app and try again', status: '429', code: 'RATE_LIMITED' }]);

      streams.shift()!.close();
      let again: EventStream | undefined;
      for (let tries = 0; tries < 50 && again?.status !== 200; tries++) {
        again?.close();
        again = await openEventStream(origin, { token: server.token });
      }
      expect(again!.status).toBe(200);
      streams.push(again!);
    } finally {
      for (const s of streams) s.close();
    }
  });
});
