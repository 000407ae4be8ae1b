/**
 * List statements compiled once per shape (src/server/db/list-statements.ts): a list of a shape
 * seen before runs the kept statement filled with its own values, and that is exactly the
 * statement a fresh build gives, for every kind of shape (each search form, cursors with and
 * without nulls, filterExt bounds past 32 bits, every status). Both dialects; compiling needs no
 * connection.
 */
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/server/db/keyset';
import { ListStatementCache } from '../../src/server/db/list-statements';
import { Registry } from '../../src/server/registry';
import { parseListQuery } from '../../src/shared/list-query';

const products = new Registry().require('products');
const ORDER = [{ field: 'updated_at', desc: true }, { field: 'id', desc: true }];
const BY_NAME = [{ field: 'name', desc: false }, { field: 'id', desc: false }];
const query = (text: string) => parseListQuery(Object.fromEntries(new URLSearchParams(text)), products.def.sort);

/** Pairs of lists of one shape (other values): the second must run the first's statement, refilled. */
const SAME_SHAPE: Array<[string, string]> = [
  ['status=O', 'status=C&page[after]=4&page[size]=25'],
  ['status=all&filterExt=id>=3', 'status=all&filterExt=id>=900'],
  ["filterExt=sku='A-1',stock_quantity>=2", "filterExt=sku='B''2',stock_quantity>=70"],
  ['filterExt=id>=99999999999', 'filterExt=id=-99999999999&page[after]=2'], // both: no row can match
  ['filter=ab', 'filter=x%'], // shorter than a trigram
  ['filter=daik', 'filter=bosch'], // one phrase
  ['filter=impact drill', 'filter=split aircon 2hp'], // covering trigrams
  [`sort=-updated_at&page[cursor]=${encodeCursor(ORDER, { updated_at: 5, id: 9 })}`, `sort=-updated_at&page[cursor]=${encodeCursor(ORDER, { updated_at: 77, id: 1 })}`],
  [`sort=name&filter=drill&page[cursor]=${encodeCursor(BY_NAME, { name: 'a', id: 9 })}`, `sort=name&filter=saw&page[cursor]=${encodeCursor(BY_NAME, { name: 'zz', id: 2 })}`],
  [`sort=name&page[cursor]=${encodeCursor(BY_NAME, { name: null, id: 9 })}`, `sort=name&page[cursor]=${encodeCursor(BY_NAME, { name: null, id: 3 })}`],
];

/** Lists whose statements differ from the first of each pair above in SQL, not only in values. */
const OTHER_SHAPE = [
  'status=all',
  'sort=name',
  'filterExt=stock_quantity>=2',
  'filterExt=id<=3', // as many conditions as the one above, on another field
  'filter=daik&status=all',
  `sort=name&page[cursor]=${encodeCursor(BY_NAME, { name: 'a', id: 9 })}`, // a name, where the pair above has none
];

const dialects = {
  sqlite: new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) }),
  postgres: new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) }), // never connects: only compiles
};

for (const [dialect, db] of Object.entries(dialects) as Array<[keyof typeof dialects, Kysely<any>]>) {
  describe(`[${dialect}] list statements by shape`, () => {
    const fresh = (text: string) => new ListStatementCache(dialect).statements(db, products, query(text));

    it('runs a shape seen before with the values of the list at hand, as a fresh build would', () => {
      for (const [first, second] of SAME_SHAPE) {
        const cache = new ListStatementCache(dialect);
        const a = cache.statements(db, products, query(first));
        const b = cache.statements(db, products, query(second));
        expect(b.page.sql, second).toBe(a.page.sql);
        expect(b.page.query, second).toBe(a.page.query); // the same compiled statement, not a rebuild
        const built = fresh(second);
        expect(b.page.sql).toBe(built.page.sql);
        expect(b.page.parameters, second).toEqual(built.page.parameters);
        expect(b.count?.parameters, second).toEqual(built.count?.parameters);
        expect(b.page.parameters, second).not.toEqual(a.page.parameters);
      }
    });

    it('tells shapes apart', () => {
      for (const text of OTHER_SHAPE) {
        const sqls = new Set(SAME_SHAPE.map(([first]) => fresh(first).page.sql));
        expect(sqls.has(fresh(text).page.sql), text).toBe(false);
      }
    });

    it('keeps every shape apart in one cache: each list runs what a fresh build gives it', () => {
      const cache = new ListStatementCache(dialect);
      const lists = [...SAME_SHAPE.flat(), ...OTHER_SHAPE];
      for (const text of [...lists, ...lists.reverse()]) {
        const kept = cache.statements(db, products, query(text));
        const built = fresh(text);
        expect({ sql: kept.page.sql, parameters: kept.page.parameters, count: kept.count?.sql }, text).toEqual({ sql: built.page.sql, parameters: built.page.parameters, count: built.count?.sql });
      }
    });

    it('builds a scoped list afresh every time, with its scope', () => {
      const cache = new ListStatementCache(dialect);
      const scoped = (min: number) => cache.statements(db, products, query('status=O'), (eb) => eb('stock_quantity', '>=', min));
      expect(scoped(5).page.parameters).toContain(5);
      expect(scoped(6).page.parameters).toContain(6);
      expect(scoped(6).page.query).not.toBe(scoped(6).page.query);
      expect(cache.statements(db, products, query('status=O')).page.sql).not.toContain('stock_quantity');
    });
  });
}
