/**
 * The search index changes how fast the free-text filter is, never what it finds: for random
 * products (case, accents, %, _, \, quotes, CJK, emoji) and random texts, including pieces of the
 * stored values, the API finds exactly the rows whose searchable fields contain the text, case
 * folded, after adds, updates and deletes alike, on each dialect. Texts of 1-2 characters (no
 * trigram), of 3-6 (a trigram phrase) and longer ones (covering trigrams, then a substring test)
 * take different paths on SQLite, so all three are drawn.
 */
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { PENDING_LIST_LIMIT } from '../../../src/server/db/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/api';
import { DIALECTS } from '../../support/databases';

type Product = { id: number; name: string; sku: string; brand: string | null; model: string | null; barcode: string | null; status: string };

/** Characters whose lower case JavaScript and PostgreSQL agree on (not İ, ẞ or a final Σ). */
const ALPHABET = [...'aAbBcCxXyYzZ019', '%', '_', '\\', '"', "'", ' ', '-', ...'éÉüÜñÑΩω中文🙂'];
const text = (min: number, max: number) => fc.array(fc.constantFrom(...ALPHABET), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const SEARCHABLE = ['name', 'sku', 'brand', 'model', 'barcode'] as const;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the search index finds what the plain filter would`, () => {
    let server: TestServer;
    const products = new Map<number, Product>();

    const expected = (filter: string) => {
      const needle = filter.toLowerCase();
      return [...products.values()]
        .filter((p) => p.status === 'O' && SEARCHABLE.some((f) => p[f] !== null && p[f]!.toLowerCase().includes(needle)))
        .map((p) => p.id)
        .sort((a, b) => a - b);
    };

    const found = async (filter: string) => {
      const res = await server.call('GET', `/api/v1/products?filter=${encodeURIComponent(filter)}&page[size]=10000`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.meta.page.total).toBe(body.data.length);
      return (body.data as Product[]).map((p) => p.id).sort((a, b) => a - b);
    };

    /** Texts to look for: pieces of stored values with their case shuffled, and random ones. */
    const filters = () =>
      fc.oneof(
        fc.tuple(fc.constantFrom(...[...products.values()].flatMap((p) => SEARCHABLE.map((f) => p[f]).filter((v): v is string => !!v))), fc.nat(), fc.integer({ min: 1, max: 14 }), fc.boolean()).map(
          ([value, start, length, upper]) => {
            const cs = [...value];
            const piece = cs.slice(start % cs.length, (start % cs.length) + length).join('');
            return upper ? piece.toUpperCase() : piece;
          },
        ),
        text(1, 2),
        text(3, 6),
        text(7, 12),
      );

    const checkAll = async () =>
      fc.assert(
        fc.asyncProperty(filters(), async (filter) => {
          expect(await found(filter), `filter ${JSON.stringify(filter)}`).toEqual(expected(filter));
        }),
        { numRuns: 150 },
      );

    /** The values as stored (the server may normalise what it was sent, e.g. trim it). */
    const remember = (row: Product) => products.set(row.id, { id: row.id, name: row.name, sku: row.sku, brand: row.brand, model: row.model, barcode: row.barcode, status: row.status });

    const add = async (values: Omit<Product, 'id'>) => {
      const res = await server.call('POST', '/api/v1/products', values);
      expect(res.statusCode, res.body).toBe(201);
      remember(res.json().data);
    };

    const productValues = fc.record({
      name: text(1, 24),
      sku: text(1, 10),
      brand: fc.option(text(1, 10), { nil: null }),
      model: fc.option(text(1, 10), { nil: null }),
      barcode: fc.option(text(1, 10), { nil: null }),
      status: fc.constantFrom('O', 'O', 'O', 'V'),
    });

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const seen = new Set<string>();
      for (const values of fc.sample(productValues, { numRuns: 60, seed: 42 })) {
        if (seen.has(values.sku)) continue; // sku is unique
        seen.add(values.sku);
        await add(values);
      }
    });
    afterAll(async () => server?.close());

    it.skipIf(dialect !== 'postgres')("keeps the trigram indexes' pending lists short in the server's writes (every search reads all of it)", async () => {
      const setting = async (db: Kysely<any>) => (await sql<{ limit: string }>`select current_setting('gin_pending_list_limit') as limit`.execute(db)).rows[0].limit;
      // Every connection of the server's pools, as many as a burst of reads opens.
      const seen = await Promise.all(Array.from({ length: 6 }, () => setting(server.database.db)));
      expect(new Set(seen)).toEqual(new Set([PENDING_LIST_LIMIT]));
      expect(await setting(server.database.read)).toBe(PENDING_LIST_LIMIT);
      // A connection of anyone else keeps PostgreSQL's default (a bulk load from psql stays fast).
      const other = new pg.Client({ connectionString: server.settings.databaseUrl });
      await other.connect();
      try {
        expect((await other.query(`select current_setting('gin_pending_list_limit') as limit`)).rows[0].limit).toBe('4MB');
      } finally {
        await other.end();
      }
    });

    it('after adds', { timeout: 60_000 }, async () => {
      expect(products.size).toBeGreaterThan(40);
      await checkAll();
    });

    it('a long text is found only where it is whole: its trigrams elsewhere in the row are no match', async () => {
      // "Digital Mist Tattoo" holds every trigram covering "digistat" (dig, ist, tat), apart; the
      // other product holds them split over two fields.
      await add({ name: 'Digital Mist Tattoo', sku: 'DGT-1', brand: null, model: null, barcode: null, status: 'O' });
      await add({ name: 'Digi', sku: 'DGT-2', brand: 'Stat', model: 'Istat', barcode: null, status: 'O' });
      await add({ name: 'DigiStat 2000', sku: 'DGT-3', brand: null, model: null, barcode: null, status: 'O' });
      expect(await found('DIGISTAT')).toEqual(expected('DIGISTAT'));
      expect(expected('digistat')).toHaveLength(1);
    });

    it('after updates of searchable and other fields, and deletes', { timeout: 60_000 }, async () => {
      const rows = [...products.values()];
      const changes = fc.sample(fc.record({ name: text(1, 24), model: fc.option(text(1, 10), { nil: null }) }), { numRuns: rows.length, seed: 7 });
      for (const [i, row] of rows.entries()) {
        if (i % 5 === 0) {
          const res = await server.call('DELETE', `/api/v1/products/${row.id}`);
          expect(res.statusCode, res.body).toBe(200);
          products.delete(row.id);
        } else if (i % 3 === 0) {
          const res = await server.call('PATCH', `/api/v1/products/${row.id}`, { cost: i }); // not a searchable field
          expect(res.statusCode, res.body).toBe(200);
        } else {
          const res = await server.call('PATCH', `/api/v1/products/${row.id}`, changes[i]);
          expect(res.statusCode, res.body).toBe(200);
          remember(res.json().data);
        }
      }
      await checkAll();
    });
  });
}
