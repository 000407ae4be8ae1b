/**
 * A plain list page (status filter, newest first) and its capped total are served by the
 * (status, updated_at) index that the schema sync makes on every table, on both databases: the
 * count reads the index alone (SQLite: a covering index; PostgreSQL: an index-only scan) and
 * stops after 10,001 entries, and the page walks the index in order, sorting nothing (issue 12,
 * item 6). The statements are the ones Records.list runs, captured, then explained.
 */
import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuiltApp } from '../../src/server/app';
import { Records } from '../../src/server/db/records';
import type { Database } from '../../src/server/db/connect';
import { TableVersions } from '../../src/server/db/table-versions';
import { parseListQuery } from '../../src/shared/list-query';
import { createTestDatabase, DIALECTS, testSettings, type TestDatabase } from '../support/databases';

const PLAIN = { sort: '-updated_at', 'page[size]': '10', 'page[after]': '3', status: 'O' };

for (const dialect of DIALECTS) {
  describe(`[${dialect}] list query plans`, () => {
    let testDb: TestDatabase;
    let built: BuiltApp;
    let db: Kysely<any>;
    let statements: CompiledQuery[] = [];

    beforeAll(async () => {
      testDb = await createTestDatabase(dialect);
      built = await build(testSettings(testDb));
      await built.app.close();
      const log = (event: { query: CompiledQuery }) => void statements.push(event.query);
      db =
        dialect === 'sqlite'
          ? new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(testDb.url.replace('sqlite://', '')) }), log })
          : new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: testDb.url, max: 1 }) }), log });
      if (dialect === 'postgres') {
        // Enough rows, with their statistics, that the planner weighs the page as on a real catalogue.
        await sql`insert into products (name, sku, status, created_at, updated_at) select 'Product ' || g, 'P' || g, case when g % 10 = 0 then 'V' else 'O' end, g, g / 3 from generate_series(1, 20000) g`.execute(db);
        await sql`vacuum analyze products`.execute(db);
      }
      const database: Database = { db, read: db, dialect, versions: new TableVersions({ deaf: true }), write: () => Promise.reject(new Error('read only')), close: () => db.destroy() };
      const products = built.registry.require('products');
      statements = [];
      await new Records(database, built.registry).list(products, parseListQuery(PLAIN, products.def.sort));
    });
    afterAll(async () => {
      await db?.destroy();
      await testDb?.drop();
    });

    /** The plan of a captured statement, one line per node. */
    async function planOf(query: CompiledQuery): Promise<string> {
      if (dialect === 'sqlite') {
        const plan = await db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
        return plan.rows.map((r) => r.detail).join('\n');
      }
      // The table is tiny: forbid the scans that would win on it, so the plan shows what the index can serve.
      return db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
        const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
        return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    }

    it('runs two statements: the page and the capped count', () => {
      expect(statements).toHaveLength(2);
      expect(statements.filter((s) => /count\(\*\)/i.test(s.sql))).toHaveLength(1);
      expect(statements.find((s) => /count\(\*\)/i.test(s.sql))!.parameters).toContain(10_001);
    });

    it('counts over the index alone', async () => {
      const plan = await planOf(statements.find((s) => /count\(\*\)/i.test(s.sql))!);
      if (dialect === 'sqlite') expect(plan).toMatch(/USING COVERING INDEX products_status_updated_at_ix \(status=\?\)/);
      else expect(plan).toMatch(/Index Only Scan using products_status_updated_at_ix/);
      expect(plan).not.toMatch(/SCAN products(?! USING)|Seq Scan/);
    });

    it('reads the page in index order, sorting nothing but ties of updated_at', async () => {
      const plan = await planOf(statements.find((s) => !/count\(\*\)/i.test(s.sql))!);
      if (dialect === 'sqlite') {
        expect(plan).toMatch(/USING INDEX products_status_updated_at_ix \(status=\?\)/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      } else {
        expect(plan).toMatch(/Index Scan Backward using products_status_updated_at_ix/);
        // id breaks ties of updated_at: a sort of each group of equal updated_at, never of the whole list.
        expect(plan).toMatch(/Incremental Sort/);
        expect(plan).not.toMatch(/(^|->)\s*Sort\s+\(/m);
      }
    });
  });
}
