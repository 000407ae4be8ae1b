/**
 * A list's total off the hot path (issue 27, item 2; Records.list): the capped count is kept per
 * count statement with the version of the table it was counted at. While that version stands it
 * is the total of every page and sort of the same conditions, exact, counted once. After another
 * client's write the first page counts again; a later page takes the earlier total for up to a
 * second, and such an answer is not kept by its URL. After a write of this server's own every
 * page counts again (read-your-writes). Both databases.
 */
import SQLite from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../src/server/config';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

const BRAND = 'Totals probe';
const page = (after: number, sort = '-updated_at') => `/api/v1/products?sort=${sort}&page[size]=10&page[after]=${after}&status=O&filterExt=brand='${encodeURIComponent(BRAND)}'`;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] list totals kept per table version`, () => {
    let server: TestServer;
    /** Another client: another connection to the SQLite file, another pg client. */
    let other: { insert(sku: string): Promise<void>; close(): Promise<void> };
    /** Count statements run by the server so far. */
    let counts = 0;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      server.records.laterPageTotalMs = 60_000; // a loaded machine may take a second between two requests
      const insert = `insert into products (name, sku, brand, status, created_at, updated_at) values ('Totals', ?, '${BRAND}', 'O', 1, 1)`;
      if (dialect === 'sqlite') {
        const file = new SQLite(sqlitePath(server.settings.databaseUrl));
        file.pragma('busy_timeout = 5000');
        other = { insert: async (sku) => void file.prepare(insert).run(sku), close: async () => void file.close() };
      } else {
        const client = new pg.Client({ connectionString: server.settings.databaseUrl });
        await client.connect();
        other = { insert: async (sku) => void (await client.query(insert.replace('?', '$1'), [sku])), close: () => client.end() };
      }
      for (let i = 1; i <= 25; i++) await other.insert(`TOT-${i}`);
      // Count the count statements, whichever connection runs them.
      for (const db of new Set([server.database.db, server.database.read]) as Set<Kysely<any>>) {
        const run = db.executeQuery.bind(db);
        db.executeQuery = ((q: CompiledQuery) => {
          if (/count\(\*\)/i.test(q.sql) && JSON.stringify(q.parameters).includes(BRAND)) counts++;
          return run(q);
        }) as typeof db.executeQuery;
      }
    });
    afterAll(async () => {
      await other?.close();
      await server?.close();
    });

    const total = async (url: string) => {
      const res = await server.call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { meta: { page: { total: number } } }).meta.page.total;
    };
    /** Until the server has heard another client's write (SQLite: at once; PostgreSQL: its notice). */
    const heard = async (before: number | undefined) => {
      for (const until = Date.now() + 5000; server.database.versions.version('products') === before && Date.now() < until; ) await new Promise((r) => setTimeout(r, 5));
      expect(server.database.versions.version('products')).not.toBe(before);
    };

    it('counts once for every page and sort of one list while its table stands, exactly', async () => {
      const before = counts;
      expect(await total(page(1))).toBe(25);
      expect(await total(page(2, 'name'))).toBe(25);
      expect(await total(page(3, '-price'))).toBe(25);
      expect(await total(page(2, 'sku'))).toBe(25);
      expect(counts - before).toBe(1);
    });

    it("after another client's write, the first page counts again; a later page takes the earlier total and is not kept", async () => {
      expect(await total(page(2, 'brand'))).toBe(25); // kept by its URL at this version
      const version = server.database.versions.version('products');
      await other.insert('TOT-26');
      await heard(version);
      const before = counts;
      expect(await total(page(2))).toBe(25); // the total counted a moment ago, before the write
      expect(counts - before).toBe(0);
      expect(await total(page(1))).toBe(26); // the first page counts
      expect(counts - before).toBe(1);
      // Had the later page's answer been kept by its URL, its earlier total would come back now.
      expect(await total(page(2))).toBe(26);
      expect(await total(page(2, 'brand'))).toBe(26);
      expect(counts - before).toBe(1);
    });

    it("after this server's own write every page counts again", async () => {
      expect(await total(page(1))).toBe(26);
      const added = await server.call('POST', '/api/v1/products', { name: 'Totals', sku: 'TOT-27', brand: BRAND });
      expect(added.statusCode, added.body).toBe(201);
      const before = counts;
      expect(await total(page(3, 'name'))).toBe(27);
      expect(counts - before).toBe(1);
      await server.database.db.deleteFrom('products').where('sku', '=', 'TOT-27').execute();
      expect(await total(page(2, 'name'))).toBe(26);
      expect(counts - before).toBe(2);
    });

    it("past the window a later page counts again after another client's write", async () => {
      expect(await total(page(1))).toBe(26);
      const version = server.database.versions.version('products');
      server.records.laterPageTotalMs = 0;
      try {
        await other.insert('TOT-28');
        await heard(version);
        const before = counts;
        expect(await total(page(2, 'name'))).toBe(27);
        expect(counts - before).toBe(1);
      } finally {
        server.records.laterPageTotalMs = 60_000;
      }
    });
  });
}
