/**
 * Connections are bounded (issue 23, items 5 and 6), on a listening server with small limits:
 * slow headers and slow bodies are cut within their timeouts, one address holds at most
 * MAX_CONNECTIONS_PER_ADDRESS connections (at the cap a new one takes an idle kept-alive one's
 * place, and only when none is idle is it closed at once, and logged: issue 41), and one user at
 * most EVENT_STREAMS_PER_USER event streams (429 past it). The database plays no part, so SQLite
 * only.
 */
import { Agent, createServer, get as httpGet, type Server } from 'node:http';
import { connect as tcpConnect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSettings } from '../../src/server/config';
import { capConnectionsPerAddress, connectionTimeouts } from '../../src/server/connections';
import { startTestServer, type TestServer } from '../support/api';
import { openEventStream, type EventStream } from '../support/events';

const HEADERS_MS = 600;
const REQUEST_MS = 1200;
const PER_ADDRESS = 6;
/** The attacking connections of the flood test, as issue 23 saw them (against a cap of 256 then). */
const FLOOD = 20_000;
/** The flood takes 45 to 60 s on a busy two-core machine. */
const FLOOD_TIMEOUT_MS = 240_000;

/** The per-address cap's refusal lines among a spied logger's warnings. */
const refusalLines = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.filter(([fields]) => (fields as { refused?: number })?.refused !== undefined);

/** A raw connection to the server, with what it received and when it closed. */
async function rawConnection(port: number, localAddress = '127.0.0.1'): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = tcpConnect({ port, host: '127.0.0.1', localAddress });
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

/** GET /api/v1/auth/config through `agent` (or a connection of its own from `localAddress`): its status, or the socket's error. */
function config(port: number, options: { agent?: Agent; localAddress?: string }): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpGet({ port, host: '127.0.0.1', path: '/api/v1/auth/config', ...(options.agent ? { agent: options.agent } : { agent: false, localAddress: options.localAddress }) }, (res) =>
      res.resume().on('end', () => resolve(res.statusCode!)),
    );
    request.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
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

  it(`closes the connection past ${PER_ADDRESS} working ones from one address at once, logs it, while the others still answer`, async () => {
    const warn = vi.spyOn(server.app.log, 'warn');
    const open = await Promise.all(Array.from({ length: PER_ADDRESS }, () => rawConnection(port)));
    try {
      const extra = await rawConnection(port).catch(() => null);
      if (extra) {
        extra.socket.write('GET /api/v1/auth/config HTTP/1.1\r\nHost: x\r\n\r\n');
        expect(await extra.closed).toBeLessThan(HEADERS_MS);
        expect(extra.received()).toBe('');
      }
      // Before: nothing was logged. The first refusal is a line at once; those after it wait for the minute's line.
      expect(refusalLines(warn)).toEqual([
        [{ address: '127.0.0.1', refused: 1, maxConnectionsPerAddress: PER_ADDRESS }, expect.stringMatching(/^Refused a connection from 127\.0\.0\.1: it already held 6 open connections/)],
      ]);
      // Every one of the others still gets its answer.
      for (const c of open) c.socket.write('GET /api/v1/auth/config HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await Promise.all(open.map((c) => c.closed));
      for (const c of open) expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      warn.mockRestore();
      for (const c of open) c.socket.destroy();
    }
    // Their places are free again.
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/config`);
    expect(res.status).toBe(200);
  });

  it(`answers 300 keep-alive connections from one address, ${PER_ADDRESS} open at a time, without a socket error`, async () => {
    // 50 browsers behind one address (an office's NAT), each loading a page on six connections of
    // its own that stay open, then loading another: each new one takes an idle one's place.
    const browsers = Array.from({ length: 50 }, () => new Agent({ keepAlive: true }));
    const held = new Set<Socket>();
    let most = 0;
    const count = (socket: Socket) => {
      held.add(socket);
      socket.once('close', () => held.delete(socket));
      most = Math.max(most, [...held].filter((s) => !s.destroyed).length);
    };
    server.app.server.on('connection', count);
    const answers: Array<number | string> = [];
    try {
      for (let round = 0; round < 2; round++) {
        for (const agent of browsers) answers.push(...(await Promise.all(Array.from({ length: 6 }, () => config(port, { agent })))));
      }
    } finally {
      server.app.server.off('connection', count);
      for (const agent of browsers) agent.destroy();
    }
    // Before: every connection past the sixth closed unanswered (ECONNRESET, socket hang up).
    expect(answers.filter((a) => a !== 200)).toEqual([]);
    expect(answers).toHaveLength(600);
    expect(most).toBeLessThanOrEqual(PER_ADDRESS);
  });

  it(`keeps serving another address while one opens ${FLOOD.toLocaleString('en')} idle or slow connections`, async () => {
    const warn = vi.spyOn(server.app.log, 'warn');
    let attempted = 0;
    const fromAttacker = new Set<Socket>();
    let most = 0;
    const count = (socket: Socket) => {
      if (socket.remoteAddress !== '127.0.0.1') return;
      fromAttacker.add(socket);
      socket.once('close', () => fromAttacker.delete(socket));
      most = Math.max(most, [...fromAttacker].filter((s) => !s.destroyed).length);
    };
    server.app.server.on('connection', count);
    // Each attacking connection either asks once and then idles (kept alive) or trickles nothing
    // after a first header line (slow), and is held until the server closes it.
    const attacker = async () => {
      while (attempted < FLOOD) {
        const slow = attempted++ % 2 === 1;
        const c = await rawConnection(port).catch(() => null);
        if (!c) continue;
        c.socket.write(slow ? 'GET /api/v1/auth/config HTTP/1.1\r\nHost: x\r\n' : 'GET /api/v1/auth/config HTTP/1.1\r\nHost: x\r\n\r\n');
        await Promise.race([c.closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
        c.socket.destroy();
      }
    };
    const office: Array<number | string> = [];
    let flooding = true;
    const colleague = async () => {
      while (flooding) office.push(await config(port, { localAddress: '127.0.0.2' }));
    };
    try {
      const asking = colleague();
      await Promise.all(Array.from({ length: 200 }, attacker));
      flooding = false;
      await asking;
    } finally {
      server.app.server.off('connection', count);
      warn.mockRestore();
    }
    expect(attempted).toBeGreaterThanOrEqual(FLOOD);
    expect(most).toBeLessThanOrEqual(PER_ADDRESS);
    expect(office.length).toBeGreaterThan(10);
    expect(office.filter((a) => a !== 200)).toEqual([]);
    // Thousands refused, at most one line (the test before this one logged the minute's first).
    expect(refusalLines(warn).length).toBeLessThanOrEqual(1);
  }, FLOOD_TIMEOUT_MS);

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

describe('the shipped timeouts', () => {
  it('cut a trickling body within a second of the documented 60 s (Node looked every 30 s: still open at 62 s)', () => {
    const { requestTimeout, http } = connectionTimeouts(loadSettings({}));
    expect(requestTimeout).toBe(60_000);
    expect(http.requestTimeout).toBe(60_000);
    expect(http.headersTimeout).toBe(10_000);
    // The live bound is the timeout plus at most one check interval (measured above with small limits).
    expect(http.connectionsCheckingInterval).toBeLessThanOrEqual(1000);
  });
});

describe('the per-address cap on its own', () => {
  it('at the shipped cap, answers 300 keep-alive connections from one address all working at the same time', async () => {
    // An office of 40 to 50 people behind one public address, each browser with six connections
    // and its event stream. Every request is held until all 300 have arrived, so all 300
    // connections are open and working at once. Before issue 41 the shipped cap was 256: the
    // 257th connection was closed unanswered (ECONNRESET) and the held ones never completed.
    const shipped = loadSettings({}).maxConnectionsPerAddress;
    const CONNECTIONS = 300;
    expect(shipped).toBeGreaterThanOrEqual(CONNECTIONS);
    const waiting: Array<() => void> = [];
    const answerAll = () => {
      for (const answer of waiting.splice(0)) answer();
    };
    let giveUp: NodeJS.Timeout | undefined;
    const server: Server = createServer((_req, res) => {
      waiting.push(() => res.end('ok'));
      // With some connections refused the rest would wait for ever: answer them after 10 s.
      giveUp ??= setTimeout(answerAll, 10_000);
      if (waiting.length === CONNECTIONS) answerAll();
    });
    const refused: unknown[] = [];
    capConnectionsPerAddress(server, shipped, { warn: (fields: unknown) => refused.push(fields) } as any);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
    try {
      const answers = await Promise.all(
        Array.from({ length: CONNECTIONS }, () =>
          new Promise<number | string>((resolve) => {
            httpGet({ port, host: '127.0.0.1', path: '/', agent }, (res) => res.resume().on('end', () => resolve(res.statusCode!))).on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
          }),
        ),
      );
      expect(answers.filter((a) => a !== 200)).toEqual([]);
      expect(answers).toHaveLength(CONNECTIONS);
      // 300 distinct connections, all kept alive afterwards, none refused.
      expect(Object.values(agent.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0)).toBe(CONNECTIONS);
      expect(refused).toEqual([]);
    } finally {
      clearTimeout(giveUp);
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('at a cap of 1, gives each new connection the place of the idle one before it', async () => {
    const server: Server = createServer((_req, res) => res.end('ok'));
    capConnectionsPerAddress(server, 1, { warn: () => undefined } as any);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const browsers = [new Agent({ keepAlive: true }), new Agent({ keepAlive: true }), new Agent({ keepAlive: true })];
    const idleSockets = (agent: Agent) => Object.values(agent.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0);
    try {
      for (const [i, agent] of browsers.entries()) {
        const answer = await new Promise<number | string>((resolve) => {
          httpGet({ port, host: '127.0.0.1', path: '/', agent }, (res) => res.resume().on('end', () => resolve(res.statusCode!))).on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
        });
        expect(answer).toBe(200);
        // The browser before this one has lost its idle connection; this one keeps its own.
        if (i > 0) await vi.waitFor(() => expect(idleSockets(browsers[i - 1])).toBe(0));
        expect(idleSockets(agent)).toBe(1);
      }
    } finally {
      for (const agent of browsers) agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('logs the refused connections of one address at most once a window, with their count since the last line', async () => {
    const lines: Array<[{ address: string; refused: number }, string]> = [];
    const server: Server = createServer((_req, res) => res.end('ok'));
    capConnectionsPerAddress(server, 1, { warn: (fields: any, message: string) => lines.push([fields, message]) } as any, 400);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const held = await rawConnection(port);
    try {
      const refusedOne = async () => {
        const c = await rawConnection(port).catch(() => null);
        if (c) await c.closed;
      };
      await refusedOne();
      expect(lines.map(([f]) => f.refused)).toEqual([1]);
      await Promise.all([refusedOne(), refusedOne(), refusedOne()]);
      expect(lines.map(([f]) => f.refused)).toEqual([1]);
      await vi.waitFor(() => expect(lines.map(([f]) => f.refused)).toEqual([1, 3]), { timeout: 3000 });
      expect(lines[1][1]).toMatch(/^Refused 3 connections from 127\.0\.0\.1: it already held 1 open connections/);
      // A quiet window ends the address's entry: the next refusal is a line at once.
      await new Promise((resolve) => setTimeout(resolve, 900));
      await refusedOne();
      expect(lines.map(([f]) => f.refused)).toEqual([1, 3, 1]);
    } finally {
      held.socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
