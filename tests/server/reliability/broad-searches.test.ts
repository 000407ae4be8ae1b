/**
 * One broad search must not starve everyone else (issue 11, item 9): 50 connections of a
 * read-only user running searches that match most of a large table, against the real server
 * process, while the admin's /auth/me is timed from a process of its own. On SQLite the searches
 * run on the read threads (read-pool.ts); before, they ran on the thread that answers everyone.
 * Also: what a write acknowledged, the next list shows (read-your-writes across connections).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../src/server/db/connect';
import { createTestDatabase, DIALECTS, TEST_ADMIN_PASSWORD, type TestDatabase } from '../../support/databases';
import { startLatencyProbe, untilOneWithin } from '../../support/latency-probe';
import { startServerProcess, type ServerProcess } from '../../support/process-server';

const ROWS = 100_000;
const CONNECTIONS = 50;
const LOAD_MS = 4000;
/**
 * What the searches may add to /auth/me's p99, by database (measured on 27 November, when the
 * project machine ran three to four times slower than on the days before):
 *   - SQLite: the searches added 29 to 35 ms; run on the thread that answers everyone
 *     (READ_CONNECTIONS=0) they added 145 ms, so 100 ms tells the two apart;
 *   - PostgreSQL: the searches run in the database's processes, but the backends of four read
 *     connections scanning 100,000 rows share the two cores with the answering thread, and that
 *     alone added 81 to 93 ms (101 ms once in the full suite, its slowest answer 176 ms).
 */
const P99_WITHIN_MS = { sqlite: 100, postgres: 200 } as const;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] ${CONNECTIONS} broad searches at once`, () => {
    let db: TestDatabase;
    let server: ServerProcess;
    let admin: string;
    let reader: string;

    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      server = await startServerProcess({ databaseUrl: db.url, dataDir: db.dataDir, adminPassword: TEST_ADMIN_PASSWORD });
      admin = await server.signIn();
      const now = 1_760_000_000;
      const own = connect(db.url);
      try {
        const rows =
          dialect === 'sqlite'
            ? sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS}) select i from n`
            : sql`select i from generate_series(1, ${ROWS}) as i`;
        await sql`insert into products (name, sku, brand, price, new_price, stock_quantity, type, status, created_at, updated_at)
                  select 'Load tester ' || i, 'LT-' || i, 'Brand ' || (i % 40), 0, 0, 0, 'Goods', 'O', ${now}, ${now} + i from (${rows}) as n`.execute(own.db);
        if (dialect === 'postgres') await sql`analyze products`.execute(own.db);
      } finally {
        await own.close();
      }
      expect((await server.call('POST', '/api/v1/users', admin, { username: 'looker', role: 'readonly', password: 'looker-password-1' })).status).toBe(201);
      reader = await server.signIn('looker', 'looker-password-1');
    }, 180_000);
    afterAll(async () => {
      await server?.kill();
      await db?.drop();
    });

    it(`keeps the admin's /auth/me p99 under ${P99_WITHIN_MS[dialect]} ms`, { timeout: 180_000 }, async () => {
      // The machine's own p99 first, with nothing else asked of the server: on a machine shared
      // with other work it is not zero, and the bound is on what the searches add to it. Up to
      // three windows, the lowest kept, as for the rounds below: one stall of the machine is the
      // p99 of so few answers (136 ms once in a full run, while the browser suite ran beside it).
      const idleWindow = async () => {
        const idle = await startLatencyProbe(`${server.origin}/api/v1/auth/me`, admin);
        await new Promise((r) => setTimeout(r, 1500));
        return (await idle.stop()).p99Ms;
      };
      const idleP99s = await untilOneWithin(idleWindow, (p99) => p99 < P99_WITHIN_MS[dialect]);
      const idleP99 = Math.min(...idleP99s);
      expect(idleP99, `idle p99 of each window: ${idleP99s.join(', ')} ms`).toBeLessThan(P99_WITHIN_MS[dialect]);
      /** One round of 50 searching clients for LOAD_MS while /auth/me is timed: what it added to the p99. */
      const round = async () => {
        const probe = await startLatencyProbe(`${server.origin}/api/v1/auth/me`, admin);
        let result: Awaited<ReturnType<typeof probe.stop>>;
        const statuses: Record<number, number> = {};
        const until = Date.now() + LOAD_MS;
        let searches = 0;
        const client = async (n: number) => {
          while (Date.now() < until) {
            // "load" is in every row's name: each search reads the whole table's matches.
            const res = await fetch(`${server.origin}/api/v1/products?filter=load&page[after]=${1 + (n % 5)}`, { headers: { authorization: `Bearer ${reader}` } });
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            searches++;
          }
        };
        try {
          await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => client(n)));
        } finally {
          result = await probe.stop();
        }
        expect(searches).toBeGreaterThan(0);
        // Each search answered, or was refused as too long (503): never another failure.
        expect(Object.keys(statuses).every((s) => s === '200' || s === '503'), JSON.stringify(statuses)).toBe(true);
        expect(result.failed).toBe(0);
        expect(result.count).toBeGreaterThan(20);
        return { added: result.p99Ms - idleP99, detail: JSON.stringify({ ...result, idleP99, searches, statuses }) };
      };
      // Up to three rounds, the best kept: searches that starve /auth/me (the 8.9 s of issue 11)
      // do so in every round; a stall of a machine shared with other work (one answer of 586 ms
      // among 73, once in a full run, so the p99 of so few is their slowest) in one.
      const rounds = await untilOneWithin(round, (r) => r.added < P99_WITHIN_MS[dialect]);
      const best = rounds.reduce((a, b) => (b.added < a.added ? b : a));
      expect(best.added, rounds.map((r) => r.detail).join('\n')).toBeLessThan(P99_WITHIN_MS[dialect]);
    });

    it('lists what a write acknowledged, on the very next request', { timeout: 60_000 }, async () => {
      for (let i = 0; i < 20; i++) {
        const name = `Fresh ${i} ${Date.now()}`;
        const added = await server.call('POST', '/api/v1/products', admin, { name });
        expect(added.status).toBe(201);
        const listed = await server.call('GET', `/api/v1/products?filter=${encodeURIComponent(name)}`, admin);
        expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([added.body.data.id]);
        const renamed = await server.call('PATCH', `/api/v1/products/${added.body.data.id}`, admin, { name: `${name} renamed` });
        expect(renamed.status).toBe(200);
        expect((await server.call('GET', `/api/v1/products?filter=${encodeURIComponent(`${name} renamed`)}`, admin)).body.meta.page.total).toBe(1);
      }
    });
  });
}
