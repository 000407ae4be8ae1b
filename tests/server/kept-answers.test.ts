/**
 * Answers kept until their table changes (table-versions.ts, kept-answers.ts): a list that is the
 * same for every reader and the session lookup are given again without reading the database while
 * their tables' versions stand. What must hold: every change moves the version on, whoever makes
 * it (this server through the API or straight through its Kysely instance, in a transaction or
 * not, committed or rolled back; another connection, process or client), so no kept answer is
 * ever given after a change this server has answered, nor after another client's commit has
 * been heard (SQLite: within a millisecond; PostgreSQL: its notice, within milliseconds).
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenTables } from '../../src/server/db/table-versions';
import { KeptAnswers } from '../../src/server/db/kept-answers';
import { sqlitePath } from '../../src/server/config';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

const PLAIN = '/api/v1/products?sort=-updated_at&page[size]=10&page[after]=1&status=O';

describe('which tables a statement changes', () => {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const tablesOf = (q: { compile(executor: any): Parameters<typeof writtenTables>[0] }) => writtenTables(q.compile(db));

  it('a read changes none; a write names its table; an insert from a select names both', () => {
    expect(tablesOf(db.selectFrom('products').selectAll().where('id', '=', 1))).toEqual([]);
    expect(tablesOf(db.insertInto('products').values({ name: 'x' }))).toEqual(['products']);
    expect(tablesOf(db.updateTable('products as p').set({ name: 'x' }).where('p.id', '=', 1))).toEqual(['products']);
    expect(tablesOf(db.deleteFrom('products').where('id', '=', 1))).toEqual(['products']);
    expect(new Set(tablesOf(db.insertInto('uom').columns(['code']).expression(db.selectFrom('products').select('sku'))))).toEqual(new Set(['uom', 'products']));
  });

  it('a select whose CTE writes names the written table; raw SQL that is not a read, and DDL, change every table', () => {
    expect(tablesOf(db.with('gone', (q) => q.deleteFrom('uom').where('id', '=', 1).returning('id')).selectFrom('gone').selectAll())).toContain('uom');
    expect(tablesOf(db.with('some', (q) => q.selectFrom('uom').select('id')).selectFrom('some').selectAll())).toEqual([]);
    expect(tablesOf(sql`select 1`)).toEqual([]);
    expect(tablesOf(sql`savepoint write_job`)).toEqual([]);
    expect(tablesOf(sql`update products set name = 'x'`)).toHaveLength(1);
    expect(tablesOf(sql`update products set name = 'x'`)[0]).not.toBe('products'); // every table, not one
    expect(tablesOf(db.schema.alterTable('products').addColumn('probe', 'text'))).toHaveLength(1);
  });
});

describe('kept answers', () => {
  it('gives an answer only at the version it was kept at, and drops the least recently used past its bound', () => {
    const kept = new KeptAnswers(100, 60);
    kept.set('a', 1, 'x'.repeat(20)); // 40 bytes
    expect(kept.get('a', 1)).toBe('x'.repeat(20));
    expect(kept.get('a', 2)).toBeUndefined();
    kept.set('b', 1, 'y'.repeat(20));
    kept.get('a', 1); // a is now the most recent
    kept.set('c', 1, 'z'.repeat(20)); // 120 bytes: b goes
    expect(kept.get('b', 1)).toBeUndefined();
    expect(kept.get('a', 1)).toBeDefined();
    kept.set('d', 1, 'w'.repeat(40)); // 80 bytes: over the entry bound, not kept
    expect(kept.get('d', 1)).toBeUndefined();
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] answers kept until their table changes`, () => {
    let server: TestServer;
    /** A connection of another client: another process's on SQLite, another pg client on PostgreSQL. */
    let other: { run(text: string, values: unknown[]): Promise<void>; close(): Promise<void> };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      if (dialect === 'sqlite') {
        const file = new SQLite(sqlitePath(server.settings.databaseUrl));
        file.pragma('busy_timeout = 5000');
        other = { run: async (text, values) => void file.prepare(text).run(...values), close: async () => void file.close() };
      } else {
        const client = new pg.Client({ connectionString: server.settings.databaseUrl });
        await client.connect();
        const numbered = (text: string) => {
          let n = 0;
          return text.replace(/\?/g, () => `$${++n}`);
        };
        other = { run: async (text, values) => void (await client.query(numbered(text), values)), close: () => client.end() };
      }
    });
    afterAll(async () => {
      await other?.close();
      await server?.close();
    });
    const otherRun = (text: string, values: unknown[]) => other.run(text, values);

    const plainPage = async (url = PLAIN) => {
      const res = await server.call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return { body: res.body, json: res.json() as { data: Array<Record<string, any>>; meta: { page: { total: number } } } };
    };
    /** SQLite hears another process within a millisecond; PostgreSQL when the notice arrives. */
    const seen = async (check: () => Promise<boolean>) => {
      const until = Date.now() + 2000;
      for (;;) {
        if (await check()) return true;
        if (Date.now() >= until) return false;
        await new Promise((r) => setTimeout(r, 5));
      }
    };

    it('a kept page is the same text as the page read afresh, and the same for a query sent in another order', async () => {
      const added = await server.call('POST', '/api/v1/products', { name: 'Kept probe', sku: 'KEPT-1' });
      expect(added.statusCode, added.body).toBe(201);
      const first = await plainPage();
      const again = await plainPage();
      expect(again.body).toBe(first.body);
      const reordered = await plainPage('/api/v1/products?status=O&page[after]=1&page[size]=10&sort=-updated_at');
      expect(reordered.json).toEqual(first.json);
    });

    it("the server's own writes show at once: through the API, and straight through its database, in a transaction or not", async () => {
      const [top] = (await plainPage()).json.data;
      const renamed = await server.call('PATCH', `/api/v1/products/${top.id}`, { name: 'Renamed through the API', updated_at: top.updated_at });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await plainPage()).json.data[0].name).toBe('Renamed through the API');

      await server.database.db.updateTable('products').set({ name: 'Renamed by a statement' }).where('id', '=', top.id).execute();
      expect((await plainPage()).json.data[0].name).toBe('Renamed by a statement');

      await server.database.db.transaction().execute((trx) => trx.updateTable('products').set({ name: 'Renamed in a transaction' }).where('id', '=', top.id).execute());
      expect((await plainPage()).json.data[0].name).toBe('Renamed in a transaction');

      await expect(
        server.database.db.transaction().execute(async (trx) => {
          await trx.updateTable('products').set({ name: 'Rolled back' }).where('id', '=', top.id).execute();
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await plainPage()).json.data[0].name).toBe('Renamed in a transaction');

      await sql`update products set name = ${'Renamed by raw SQL'} where id = ${top.id}`.execute(server.database.db);
      expect((await plainPage()).json.data[0].name).toBe('Renamed by raw SQL');
    });

    it('an answer read elsewhere while a transaction is open is not given after its commit', async () => {
      // A search runs on the read connections, so it reads while the transaction holds the server's own.
      const url = '/api/v1/products?sort=-updated_at&page[size]=10&page[after]=1&status=O&filter=KEPT-1';
      expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200); // the session kept: no read on the held connection
      await server.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ name: 'Named in an open transaction' }).where('sku', '=', 'KEPT-1').execute();
        const during = await plainPage(url);
        expect(during.json.data).toHaveLength(1);
        expect(during.json.data[0].name).not.toBe('Named in an open transaction'); // not committed yet
      });
      expect((await plainPage(url)).json.data[0].name).toBe('Named in an open transaction');
    });

    it("another client's commit is heard (SQLite: within a millisecond; PostgreSQL: by its notice), without any write by the server", async () => {
      const [top] = (await plainPage()).json.data;
      await otherRun('update products set name = ? where id = ?', ['Renamed by another client', top.id]);
      expect(await seen(async () => (await plainPage()).json.data[0].name === 'Renamed by another client')).toBe(true);
      await otherRun('update products set status = ? where id = ?', ['V', top.id]);
      expect(await seen(async () => !(await plainPage()).json.data.some((r) => r.id === top.id))).toBe(true);
    });

    if (dialect === 'postgres') {
      it('while the change notices cannot be heard nothing is kept; once they are, every table moves on', async () => {
        const products = server.registry.require('products');
        const before = server.records.versionOf(products);
        expect(before).toBeTypeOf('number');
        await otherRun("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN fsb_table_changes%'", []);
        const waitFor = async (done: () => boolean) => {
          for (const until = Date.now() + 5000; !done() && Date.now() < until; ) await new Promise((r) => setTimeout(r, 10));
          return done();
        };
        expect(await waitFor(() => server.records.versionOf(products) === undefined)).toBe(true);
        // Answered from the database: another client's change shows at once, with no notice to hear.
        await otherRun('update products set status = ? where sku = ?', ['O', 'KEPT-1']);
        expect((await plainPage()).json.data.map((r) => r.sku)).toContain('KEPT-1');
        expect(await waitFor(() => server.records.versionOf(products) !== undefined)).toBe(true);
        expect(server.records.versionOf(products)).toBeGreaterThan(before!);
      });
    }

    it("a session ended by another client is refused", async () => {
      const signIn = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: server.settings.adminPassword } });
      const token = signIn.json().data.token as string;
      expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode).toBe(200);
      expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode).toBe(200); // kept
      const [{ sid }] = [JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())];
      await otherRun('update auth_sessions set revoked_at = ? where id = ?', [Math.floor(Date.now() / 1000), sid]);
      expect(await seen(async () => (await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode === 401)).toBe(true);
      expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200); // the suite's own session lives on
    });
  });
}
