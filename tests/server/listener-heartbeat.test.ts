/**
 * A half-open LISTEN connection (issue 23, item 9): with the server's listener frozen (its socket
 * no longer read, as a half-open TCP connection would leave it), another client's writes are not
 * heard. Within LISTEN_TIMEOUT_MS the server must stop giving kept lists and kept sessions, read
 * them afresh, and open a new listener that hears changes again. PostgreSQL only: SQLite hears
 * other processes through its own file.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { claimsOf } from '../support/expect';

const HEARTBEAT_MS = 100;
const TIMEOUT_MS = 400;
const LIST = '/api/v1/uom?sort=code&page[size]=50&status=O';

describe.runIf(DIALECTS.includes('postgres'))('[postgres] a frozen LISTEN connection', () => {
  let server: TestServer;
  let other: pg.Client;

  beforeAll(async () => {
    server = await startTestServer('postgres', { listenHeartbeatMs: HEARTBEAT_MS, listenTimeoutMs: TIMEOUT_MS });
    other = new pg.Client({ connectionString: server.settings.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await server?.close();
  });

  /** The pg client the table versions listen on (db/pg-listener.ts). */
  const listenerClient = () => (server.database.versions as unknown as { listener: { client: pg.Client | null } }).listener.client;
  /** Stop reading the listener's socket: notifications and heartbeat answers wait unread. */
  const freeze = (client: pg.Client) => (client as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream.pause();

  const names = async () => {
    const res = await server.call('GET', LIST);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Array<{ code: string; name: string }>).map((u) => `${u.code}:${u.name}`);
  };
  /** Whether `check` holds within `ms`, asked every 20 ms. */
  const within = async (ms: number, check: () => Promise<boolean>) => {
    const until = performance.now() + ms;
    for (;;) {
      if (await check()) return true;
      if (performance.now() >= until) return false;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('stops giving kept lists and sessions once the listener is silent, and listens again on a new connection', async () => {
    await server.call('POST', '/api/v1/uom', { code: 'HB1', name: 'Before' });
    // A second session, looked up once so that it is kept.
    const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    const token = login.json().data.token as string;
    expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode).toBe(200);
    expect(await names()).toContain('HB1:Before');
    expect(await names()).toContain('HB1:Before'); // kept now

    const frozen = listenerClient()!;
    freeze(frozen);
    // Another instance renames the unit and ends the session; this server's frozen listener hears neither.
    await other.query(`update uom set name = 'After' where code = 'HB1'`);
    await other.query(`update auth_sessions set revoked_at = $1, revoked_reason = 'logout' where id = $2`, [Math.floor(Date.now() / 1000), claimsOf(token).sid]);

    // Before the heartbeat: the old list and the ended session were given for as long as the connection stayed frozen.
    expect(await within(TIMEOUT_MS + 2000, async () => (await names()).includes('HB1:After'))).toBe(true);
    expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode).toBe(401);

    // A new connection listens: a later change from elsewhere is heard, and lists are kept again.
    expect(await within(3000, async () => listenerClient() !== null && listenerClient() !== frozen)).toBe(true);
    await other.query(`update uom set name = 'Later' where code = 'HB1'`);
    expect(await within(2000, async () => (await names()).includes('HB1:Later'))).toBe(true);
    expect(server.database.versions.version('uom')).toBeTypeOf('number');
  });
});
