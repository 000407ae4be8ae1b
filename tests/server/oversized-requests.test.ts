/**
 * One request must not hold the database for everyone (issue 11, item 1): arrays are capped per
 * field, references are checked in one set query, and a statement has a time bound.
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../src/server/db/connect';
import { DEFAULT_MAX_ITEMS } from '../../src/shared/resource-spec';
import { createTestDatabase, DIALECTS, TEST_ADMIN_PASSWORD, type TestDatabase } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';
import { startLatencyProbe } from '../support/latency-probe';
import { startServerProcess, type ServerProcess } from '../support/process-server';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] oversized requests`, () => {
    let server: TestServer;
    let group: Rec;
    const employees: number[] = [];

    const add = async (collection: string, body: Rec): Promise<Rec> => {
      const res = await server.call('POST', `/api/v1/${collection}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      for (let i = 0; i < 3; i++) employees.push((await add('employees', { code: `E${i}`, first_name: `Emp ${i}`, display_name: `Emp ${i}` })).id);
      group = await add('employee_groups', { code: 'CREW', name: 'Crew', members: employees });
    });
    afterAll(async () => server?.close());


    it(`refuses a references list longer than ${DEFAULT_MAX_ITEMS} ids with 422 on the field, writing nothing`, async () => {
      const ids = Array.from({ length: DEFAULT_MAX_ITEMS + 1 }, (_, i) => i + 1);
      const [entry] = expectFieldErrors(await server.call('PATCH', `/api/v1/employee_groups/${group.id}`, { members: ids }), ['members']);
      expect(entry.title).toMatch(/at most 1,000/);
      expect((await server.call('GET', `/api/v1/employee_groups/${group.id}`)).json().data.members).toEqual(employees);
    });

    /** How many statements the server runs during `work`, counted at the database driver. */
    const statementsDuring = async (work: () => Promise<unknown>): Promise<number> => {
      const probe = new SQLite(':memory:');
      const statement = Object.getPrototypeOf(probe.prepare('select 1'));
      probe.close();
      const spies = dialect === 'sqlite' ? [vi.spyOn(statement, 'all'), vi.spyOn(statement, 'run'), vi.spyOn(statement, 'get')] : [vi.spyOn(pg.Client.prototype, 'query')];
      try {
        await work();
        return spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    };

    it(`checks ${DEFAULT_MAX_ITEMS} ids in one set query and names the missing ones in one entry for the field`, async () => {
      const missing = Array.from({ length: DEFAULT_MAX_ITEMS - employees.length }, (_, i) => 900_000 + i);
      let res: Awaited<ReturnType<TestServer['call']>> | undefined;
      const statements = await statementsDuring(async () => {
        res = await server.call('PATCH', `/api/v1/employee_groups/${group.id}`, { members: [...employees, ...missing] });
      });
      const [entry] = expectFieldErrors(res!, ['members']);
      expect(entry.title).toBe(`Members: employees 900000, 900001, 900002, 900003, 900004 and ${missing.length - 5} more do not exist`);
      // A session check, the row, the unique check, the set query, the transaction: far from one per id.
      expect(statements).toBeGreaterThan(2); // the spy sees the statements
      expect(statements).toBeLessThan(30);

      const ok = await server.call('PATCH', `/api/v1/employee_groups/${group.id}`, { members: [employees[2], employees[0]] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.members).toEqual([employees[2], employees[0]]);
      const one = expectFieldErrors(await server.call('PATCH', `/api/v1/employee_groups/${group.id}`, { leader_id: 900_000 }), ['leader_id']);
      expect(one[0].title).toBe('Leader: employee 900000 does not exist');
    });
  });
}

/** Issue 11: another user's request answers within this while the oversized one is refused. */
const ANSWER_WITHIN_MS = 200;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] a statement past QUERY_TIMEOUT_MS`, () => {
    let server: TestServer;
    // Enough to scan that a search takes several times the bound. PostgreSQL's bound also covers
    // the sign-in's statements, so it gets more time, and its scan is parallel: long names, each a
    // few hundred characters the search lowers and reads (a million short ones took its fill, with
    // every index of the table kept up to date, 45 s of a quiet machine and past two minutes on a
    // busy CI; 80,000 long ones take 8 s and their search 300 ms, three times the bound).
    const ROWS = dialect === 'sqlite' ? 300_000 : 80_000;
    const BOUND_MS = dialect === 'sqlite' ? 30 : 100;

    beforeAll(async () => {
      server = await startTestServer(dialect, { queryTimeoutMs: BOUND_MS });
      // Enough products that a search the trigram index cannot serve (two characters) scans for longer than the bound.
      const now = 1_760_000_000;
      const fill =
        dialect === 'sqlite'
          ? sql`insert into products (name, sku, price, new_price, stock_quantity, type, status, created_at, updated_at)
                with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
                select 'Product ' || i, 'SKU-' || i, 0, 0, 0, 'Goods', 'O', ${now}, ${now} + i from n`
          : sql`insert into products (name, sku, price, new_price, stock_quantity, type, status, created_at, updated_at)
                select 'Product ' || i || ${' Lorem ipsum dolor'.repeat(30)}, 'SKU-' || i, 0, 0, 0, 'Goods', 'O', ${now}, ${now} + i from generate_series(1, ${ROWS}) as i`;
      // On a connection of its own: the server's would stop this insert.
      const own = connect(server.settings.databaseUrl);
      try {
        // A bulk load as psql's would be, at PostgreSQL's own pending-list limit (the server's connections keep theirs short).
        if (dialect === 'postgres') await own.db.transaction().execute(async (trx) => { await sql`set local gin_pending_list_limit = '4MB'`.execute(trx); await fill.execute(trx); });
        else await fill.execute(own.db);
        // As autovacuum would after such a load: the planner needs the table's statistics.
        if (dialect === 'postgres') await sql`analyze products`.execute(own.db);
      } finally {
        await own.close();
      }
    }, 120_000);
    afterAll(async () => server?.close());

    it('answers 503 with the errors body, and the next requests are served', async () => {
      const started = performance.now();
      const [entry] = expectError(await server.call('GET', '/api/v1/products?status=all&filter=zq'), 503, 'SERVICE_UNAVAILABLE');
      expect(entry.title).toMatch(/took too long/);
      expect(performance.now() - started).toBeLessThan(2000);
      const me = await server.call('GET', '/api/v1/auth/me');
      expect(me.statusCode).toBe(200);
      const page = await server.call('GET', '/api/v1/products?page[size]=5');
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().meta.page).toMatchObject({ total: 10000, total_capped: true });
    });
  });

  describe(`[${dialect}] oversized requests against the server process`, () => {
    let db: TestDatabase;
    let server: ServerProcess;
    let admin: string;
    let coordinator: string;
    let groupId: number;

    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      server = await startServerProcess({ databaseUrl: db.url, dataDir: db.dataDir, adminPassword: TEST_ADMIN_PASSWORD });
      admin = await server.signIn();
      const user = await server.call('POST', '/api/v1/users', admin, { username: 'coord', role: 'coordinator', password: 'coordinator-password-1' });
      expect(user.status, JSON.stringify(user.body)).toBe(201);
      coordinator = await server.signIn('coord', 'coordinator-password-1');
      const group = await server.call('POST', '/api/v1/employee_groups', coordinator, { code: 'BIG', name: 'Big crew' });
      expect(group.status, JSON.stringify(group.body)).toBe(201);
      groupId = group.body.data.id;
    }, 120_000);
    afterAll(async () => {
      await server?.kill();
      await db?.drop();
    });

    /**
     * The admin's /auth/me, one after another while `busy` runs, from a process of its own (this
     * one is busy sending megabytes); the slowest answer, ms.
     */
    const slowestMeDuring = async (busy: () => Promise<unknown>): Promise<number> => {
      const probe = await startLatencyProbe(`${server.origin}/api/v1/auth/me`, admin);
      let result: Awaited<ReturnType<typeof probe.stop>>;
      try {
        await busy();
      } finally {
        result = await probe.stop();
      }
      expect(result.failed).toBe(0);
      expect(result.count).toBeGreaterThan(3);
      return result.slowestMs;
    };

    /** A body of `count` member ids, made before the clock starts (5 MB takes this process a while too). */
    const membersBody = (count: number) => JSON.stringify({ members: Array.from({ length: count }, (_, i) => i + 1) });
    const patchMembers = (body: string) =>
      fetch(`${server.origin}/api/v1/employee_groups/${groupId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${coordinator}`, 'content-type': 'application/json' },
        body,
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { errors: Array<{ meta?: { field?: string } }> } }));

    /**
     * The slowest /auth/me with nothing else going on, measured first: on a machine shared with
     * other work it is far from zero, and the bound is on what the oversized request adds.
     */
    let idleSlowest = 0;
    /**
     * The least of three `slowestMeDuring(busy)`: a request that blocks the server (the 8.9 s of
     * issue 11) shows in every attempt, a hiccup of a machine shared with other work in one.
     */
    const bestOfThree = async (busy: () => Promise<unknown>): Promise<number> => {
      const attempts: number[] = [];
      for (let i = 0; i < 3; i++) attempts.push(await slowestMeDuring(busy));
      return Math.min(...attempts);
    };

    it('answers the other user quickly when idle (the baseline)', { timeout: 60_000 }, async () => {
      idleSlowest = await bestOfThree(() => new Promise((r) => setTimeout(r, 500)));
      expect(idleSlowest).toBeGreaterThan(0);
    });

    it('refuses 650,000 ids (5 MB) with 422 while another user is answered within 200 ms', { timeout: 60_000 }, async () => {
      const body = membersBody(650_000);
      expect(body.length).toBeGreaterThan(4_000_000);
      let res: Awaited<ReturnType<typeof patchMembers>> | undefined;
      const slowest = await bestOfThree(async () => (res = await patchMembers(body)));
      expect(res!.status).toBe(422);
      expect(res!.body.errors.map((e) => e.meta?.field)).toEqual(['members']);
      expect(slowest - idleSlowest).toBeLessThan(ANSWER_WITHIN_MS);
    });

    // What issue 11 saw here was every pooled connection held for 110 s. The ten 700 KB bodies
    // are still parsed on the server's thread one after another (about 80 ms on a quiet machine,
    // several times that on a busy one), so the bound is a second, not the 200 ms of one request.
    it('ten parallel requests of 100,000 ids hold no connection: another user is answered within a second', { timeout: 60_000 }, async () => {
      const body = membersBody(100_000);
      let statuses: number[] = [];
      const slowest = await bestOfThree(async () => (statuses = (await Promise.all(Array.from({ length: 10 }, () => patchMembers(body)))).map((r) => r.status)));
      expect(statuses).toEqual(Array(10).fill(422));
      expect(slowest - idleSlowest).toBeLessThan(1000);
    });
  });
}
