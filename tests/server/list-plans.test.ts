/**
 * A plain list page (status filter, newest first) and its capped total are served by the
 * (status, updated_at) index that the schema sync makes on every table, on both databases: the
 * count reads the index alone (SQLite: a covering index; PostgreSQL: an index-only scan) and
 * stops after 10,001 entries, and the page walks the index in order, sorting nothing (issue 12,
 * item 6). And a page sorted by any other sortable column, either way, walks that column's
 * (status, column, id) index (sync.ts, listOrderIndexes), sorting nothing (issue 27, item 1).
 * The statements are the ones Records.list runs, captured, then explained.
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
    let database: Database;

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
        // Brands of 40 values, as the benchmark's catalogue: the tie-break on id is most of the order.
        await sql`insert into products (name, sku, brand, price, stock_quantity, status, created_at, updated_at) select 'Product ' || g, 'P' || g, 'Brand ' || (g % 40), g % 997, g % 50, case when g % 10 = 0 then 'V' else 'O' end, g, g / 3 from generate_series(1, 20000) g`.execute(db);
        await sql`vacuum analyze products`.execute(db);
      }
      database = { db, read: db, dialect, versions: new TableVersions({ deaf: true }), write: () => Promise.reject(new Error('read only')), close: () => db.destroy() };
      const products = built.registry.require('products');
      statements = [];
      await new Records(database, built.registry).list(products, parseListQuery(PLAIN, products.def.sort));
    });
    afterAll(async () => {
      await db?.destroy();
      await testDb?.drop();
    });

    /**
     * The plan of a captured statement, one line per node. `noSort`: PostgreSQL may not sort where
     * an index could serve the order (`'whole'`: it may still sort the ties of an index's order).
     */
    async function planOf(query: CompiledQuery, noSort: boolean | 'whole' = false): Promise<string> {
      if (dialect === 'sqlite') {
        const plan = await db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
        return plan.rows.map((r) => r.detail).join('\n');
      }
      // The table is tiny: forbid the scans that would win on it, so the plan shows what the index can serve.
      return db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
        // On tables of a few rows a sort costs nothing: forbid it, so a plan sorts only when no index serves the order.
        if (noSort !== false) await sql`set local enable_sort = off`.execute(trx);
        if (noSort === true) await sql`set local enable_incremental_sort = off`.execute(trx);
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
      // Any index that starts with status holds the count (the planner takes one of them).
      if (dialect === 'sqlite') expect(plan).toMatch(/USING COVERING INDEX products_status_\w+_ix \(status=\?\)/);
      else expect(plan).toMatch(/Index Only Scan using products_status_\w+_ix/);
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

    /**
     * Every sortable column of a few resources that stand for the rest: text, money, numbers and
     * a brand of 40 values (products), a workflow's select and datetimes (job orders), a trait's
     * money field (quotations), the audit log (sorted by id by default) and a default sort of two
     * columns (statuses). Both directions, on one index each.
     */
    const RESOURCES = ['products', 'joborder_headers', 'quotations', 'audit-log', 'statuses'];

    /** The index a page sorted by `field` walks (sync.ts: listOrderIndexes). */
    const indexFor = (table: string, field: string) =>
      field === 'updated_at' ? `${table}_status_updated_at_ix` : field === 'id' || field === 'status' ? `${table}_status_id_ix` : `${table}_status_${field}_id_ix`;

    /** The page statement Records.list runs for `query`. */
    async function pageOf(resource: string, query: Record<string, string>): Promise<CompiledQuery> {
      const info = built.registry.require(resource);
      statements = [];
      await new Records(database, built.registry).list(info, parseListQuery(query, info.def.sort));
      return statements.find((s) => !/count\(\*\)/i.test(s.sql))!;
    }

    for (const resource of RESOURCES) {
      it(`${resource}: a page sorted by any sortable column, either way, walks that column's index and sorts nothing`, async () => {
        const info = built.registry.require(resource);
        expect(info.sortable.size).toBeGreaterThan(4);
        const checked: string[] = [];
        for (const field of info.sortable) {
          for (const sort of [field, `-${field}`]) {
            const page = await pageOf(resource, { sort, 'page[size]': '10', 'page[after]': '3', status: 'O' });
            // The tie-break id goes the column's way, so that the index serves it too.
            expect(page.sql, sort).toMatch(new RegExp(`order by "${field}" ${sort.startsWith('-') ? 'desc' : 'asc'}(, "id" ${sort.startsWith('-') ? 'desc' : 'asc'})?( limit|$)`));
            const plan = await planOf(page, field === 'updated_at' ? 'whole' : true);
            // On PostgreSQL the primary key, walked with the status as a filter, serves an order by id as well.
            const index = dialect === 'postgres' && (field === 'id' || field === 'status') ? `(${indexFor(info.def.table, field)}|${info.def.table}_pkey)` : indexFor(info.def.table, field);
            if (dialect === 'sqlite') {
              expect(plan, sort).toMatch(new RegExp(`USING (COVERING )?INDEX ${index} \\(status=\\?\\)`));
              expect(plan, sort).not.toMatch(/TEMP B-TREE/);
            } else {
              expect(plan, sort).toMatch(new RegExp(`Index Scan (Backward )?using ${index} `));
              if (field === 'updated_at') expect(plan, sort).not.toMatch(/(^|->)\s*Sort\s+\(/m);
              else expect(plan, sort).not.toMatch(/Sort/);
            }
            checked.push(sort);
          }
        }
        expect(checked).toHaveLength(info.sortable.size * 2);
      });
    }

    it("serves a resource's default sort of several columns from one index", async () => {
      const info = built.registry.require('statuses');
      expect(info.def.sort).toBe('module,sort_order');
      const page = await pageOf('statuses', { 'page[size]': '10', status: 'O' });
      expect(page.sql).toMatch(/order by "module" asc, "sort_order" asc, "id" asc/);
      const plan = await planOf(page, true);
      if (dialect === 'sqlite') {
        expect(plan).toMatch(/USING INDEX statuses_status_module_sort_order_id_ix \(status=\?\)/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      } else {
        expect(plan).toMatch(/Index Scan using statuses_status_module_sort_order_id_ix /);
        expect(plan).not.toMatch(/Sort/);
      }
    });

    it('reads a deep page (100 rows in or more) by skipping index entries, not rows', async () => {
      for (const sort of ['-brand', 'name', 'created_at']) {
        const field = sort.replace('-', '');
        const deep = await pageOf('products', { sort, 'page[size]': '10', 'page[after]': '150', status: 'O' });
        const plan = await planOf(deep, true);
        if (dialect === 'sqlite') {
          // SQLite visits a row only for a column it returns: the skipped ones cost an index step each.
          expect(deep.sql, sort).not.toMatch(/ in \(select/);
          expect(plan, sort).toMatch(new RegExp(`USING INDEX ${indexFor('products', field)} \\(status=\\?\\)`));
        } else {
          // PostgreSQL: the ids from the list-order index alone (no visit to the table for the 1,490
          // skipped rows), then the page's eleven rows by primary key.
          expect(deep.sql, sort).toMatch(/"id" in \(select "products"."id" from "products" where "status" = \$1 order by/);
          expect(plan, sort).toMatch(new RegExp(`Index Only Scan (Backward )?using ${indexFor('products', field)} `));
          expect(plan, sort).toMatch(/Index Scan using products_pkey/);
          const analyzed = await db.executeQuery<{ 'QUERY PLAN': string }>({ ...deep, sql: `explain (analyze, buffers) ${deep.sql}` });
          const text = analyzed.rows.map((r) => r['QUERY PLAN']).join('\n');
          expect(text, sort).toMatch(/Heap Fetches: 0/);
          expect(text, sort).toMatch(/rows=11 loops=1/);
        }
        // Page 3 is read whole as before: near the start the extra join costs more than it saves.
        const near = await pageOf('products', { sort, 'page[size]': '10', 'page[after]': '3', status: 'O' });
        expect(near.sql, sort).not.toMatch(/ in \(select/);
      }
      // (status, updated_at) holds no id, a condition on another column reads rows, and no list-order
      // index holds two sort columns: no ids-first form.
      for (const query of [{ sort: '-updated_at' }, { sort: 'name', filterExt: "brand='Brand 3'" }, { sort: 'brand,price' }] as Array<Record<string, string>>) {
        const page = await pageOf('products', { ...query, 'page[size]': '10', 'page[after]': '150', status: 'O' });
        expect(page.sql, query.sort).not.toMatch(/ in \(select/);
      }
    });

    it("finds documents by their customer's name through the companies' search and the reference's index (issue 34)", async () => {
      const info = built.registry.require('quotations');
      for (const filter of ['gr', 'greenwood', 'greenwood engineering']) {
        statements = [];
        await new Records(database, built.registry).list(info, parseListQuery({ filter, status: 'all' }, info.def.sort));
        const [page] = statements; // a search's page carries its total
        if (dialect === 'sqlite') {
          // The quotations' own search and the companies' search, each giving ids an index looks up.
          const plan = await planOf(page);
          expect(plan, filter).toMatch(/MULTI-INDEX OR/);
          expect(plan, filter).toMatch(/SCAN companies_search VIRTUAL TABLE/);
          expect(plan, filter).toMatch(/SEARCH quotations USING INDEX quotations_company_id_ix \(company_id=\?\)/);
          expect(plan, filter).not.toMatch(/^SCAN quotations$/m);
        } else {
          // The customers' ids first (an InitPlan), then one bitmap of the trigram indexes and the reference's index.
          const plan = await db.transaction().execute(async (trx) => {
            await sql`set local enable_seqscan = off`.execute(trx);
            return (await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...page, sql: `explain ${page.sql}` })).rows.map((r) => r['QUERY PLAN']).join('\n');
          });
          expect(plan, filter).toMatch(/BitmapOr/);
          expect(plan, filter).toMatch(/Bitmap Index Scan on quotations_quotation_no_trgm/);
          expect(plan, filter).toMatch(/Bitmap Index Scan on quotations_company_id_ix\s+\(.*\)\s+Index Cond: \(company_id = ANY/);
          expect(plan, filter).not.toMatch(/Seq Scan/);
        }
      }
    });
  });
}
