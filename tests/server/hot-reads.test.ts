/**
 * The reads every list request makes, made cheap (issue 12, item 6): a plain page (one status,
 * by updated_at, no search) runs on the server's own connection rather than a read thread, and on
 * PostgreSQL the plain page, its capped count and the session lookup run as named prepared
 * statements. What must hold: a plain page sees a write at once; a prepared statement survives
 * its table gaining a column; precompiled statements bind each value where it belongs.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIN_CONNECTIONS } from '../../src/server/db/connect';
import { precompiled } from '../../src/server/db/precompiled';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

const PLAIN = '/api/v1/products?sort=-updated_at&page[size]=10&page[after]=1&status=O';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] hot reads`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => {
      await server?.close();
    });

    const plainPage = async () => {
      const res = await server.call('GET', PLAIN);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Array<Record<string, unknown>>; meta: { page: { total: number } } };
    };

    it('a plain page shows a write the moment it is answered, and drops a voided row at once', async () => {
      const before = await plainPage();
      const added = await server.call('POST', '/api/v1/products', { name: 'Hot read probe', sku: 'HOT-READ-1' });
      expect(added.statusCode, added.body).toBe(201);
      const id = added.json().data.id;
      const after = await plainPage();
      expect(after.data[0].id).toBe(id);
      expect(after.meta.page.total).toBe(before.meta.page.total + 1);
      const voided = await server.call('PATCH', '/api/v1/products/status', { ids: [id], status: 'V' });
      expect(voided.statusCode, voided.body).toBe(200);
      const again = await plainPage();
      expect(again.data.map((r) => r.id)).not.toContain(id);
      expect(again.meta.page.total).toBe(before.meta.page.total);
    });

    it('a session lookup with precompiled values finds the right session, and a revoked one is refused', async () => {
      expect((await server.call('GET', '/api/v1/auth/me')).json().data.username).toBe('admin');
      const other = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
      const token = other.json().data.token as string;
      expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode).toBe(200);
      expect((await server.call('GET', '/api/v1/auth/logout', undefined, token)).statusCode).toBe(200);
      expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode).toBe(401);
      expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    });

    it('a page sorted by any sortable column near the start runs on the server\'s own connection; a search goes to the read connections', async () => {
      const { read } = server.database;
      if (read === server.database.db) return; // no read connections configured: nothing to tell apart
      const onReaders = vi.spyOn(read, 'executeQuery');
      try {
        for (const sort of ['name', '-price', 'brand', '-sku', 'created_at', 'status']) {
          server.database.versions.changedAll(); // nothing kept: the page reaches the database
          const res = await server.call('GET', `/api/v1/products?sort=${sort}&page[size]=10&page[after]=3&status=O`);
          expect(res.statusCode, res.body).toBe(200);
        }
        expect(onReaders).not.toHaveBeenCalled();
        server.database.versions.changedAll();
        expect((await server.call('GET', '/api/v1/products?sort=name&page[size]=10&page[after]=1&status=O&filter=probe')).statusCode).toBe(200);
        expect(onReaders).toHaveBeenCalled();
      } finally {
        onReaders.mockRestore();
      }
    });

    if (dialect === 'postgres') {
      it('runs the plain page and the session lookup as named prepared statements', async () => {
        for (let i = 0; i < 5; i++) {
          server.database.versions.changedAll(); // nothing kept (table-versions.ts): each call reaches the database
          await plainPage();
        }
        // Prepared statements belong to one connection, and which pooled connection ran the page,
        // its count or the session lookup depends on which finished first: read every connection
        // of the pool, all held at once so that each is a different one.
        let held = 0;
        let allHeld!: () => void;
        const everyHeld = new Promise<void>((resolve) => (allHeld = resolve));
        const perConnection = await Promise.all(
          Array.from({ length: MAIN_CONNECTIONS }, () =>
            server.database.db.connection().execute(async (connection) => {
              const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'fsb_hot_%'`.execute(connection);
              if (++held === MAIN_CONNECTIONS) allHeld();
              await everyHeld;
              return rows.map((r) => r.statement);
            }),
          ),
        );
        const statements = perConnection.flat();
        expect(statements.some((s) => s.includes('from "products"') && s.includes('order by "updated_at" desc'))).toBe(true);
        expect(statements.some((s) => s.includes('from "auth_sessions"'))).toBe(true);
      });

      it('a prepared page still answers after its table gains a column', async () => {
        for (let i = 0; i < 3; i++) await plainPage();
        await sql`alter table products add column hot_read_extra text`.execute(server.database.db);
        try {
          for (let i = 0; i < 12; i++) await plainPage(); // every pooled connection that prepared it
        } finally {
          await sql`alter table products drop column hot_read_extra`.execute(server.database.db);
        }
        await plainPage();
      });
    }
  });
}

describe('precompiled statements', () => {
  it('refuses a statement whose values do not each reach it once', () => {
    const fake = (parameters: unknown[]) => ({ compile: () => ({ sql: `select ${parameters.length}`, parameters, query: {} as never, queryId: {} as never }) });
    const run = precompiled<[number, number], unknown>(2, (a) => fake([a, 'O']) as never);
    const db = { executeQuery: async (q: { parameters: unknown[] }) => ({ rows: [q.parameters] }) };
    return expect(run(db as never, 1, 2)).rejects.toThrow(/each of the 2 values/);
  });

  it('binds each value where its hole was, around fixed values', async () => {
    const fake = (parameters: unknown[]) => ({ compile: () => ({ sql: 'select ?, ?, ?', parameters, query: {} as never, queryId: {} as never }) });
    const run = precompiled<[number, string], unknown[]>(2, (a, b) => fake([b, 'O', a]) as never);
    const db = { executeQuery: async (q: { parameters: unknown[] }) => ({ rows: [q.parameters] }) };
    expect(await run(db as never, 7, 'x')).toEqual([['x', 'O', 7]]);
    expect(await run(db as never, 8, 'y')).toEqual([['y', 'O', 8]]);
  });
});
