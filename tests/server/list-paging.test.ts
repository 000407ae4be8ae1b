/**
 * Lists at scale (issue 12, item 6; api-contract.md, List query): the total is exact up to
 * 10,000 rows and capped beyond, and keyset cursors page through a list without repeating or
 * skipping a row, whatever the sort and however the rows change between pages.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_CAP } from '../../src/shared/list-query';
import type { ListPage } from '../../src/shared/wire';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';

type Rec = Record<string, any>;
type Page = { data: Rec[]; meta: { page: ListPage } };

const OPEN = TOTAL_CAP + 40;
const NOW = 1_760_000_000;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] list paging at scale`, () => {
    let server: TestServer;

    const list = async (query: string): Promise<Page> => {
      const res = await server.call('GET', `/api/v1/products?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    /** Every page of `query` by cursor, with `between` run after each page; the pages' rows. */
    const walk = async (query: string, between?: (page: number) => Promise<void>): Promise<Rec[][]> => {
      const pages: Rec[][] = [];
      let cursor: string | undefined;
      do {
        const page = await list(`${query}${cursor ? `&page[cursor]=${cursor}` : ''}`);
        pages.push(page.data);
        cursor = page.meta.page.next_cursor;
        await between?.(pages.length);
        expect(pages.length).toBeLessThan(1000);
      } while (cursor);
      return pages;
    };

    const row = (id: number, status: string, extra: Rec = {}) => ({
      id,
      name: `Item ${id}`,
      sku: `SKU-${id}`,
      price: id % 7,
      brand: id % 5 === 0 ? null : `Brand ${id % 3}`,
      status,
      created_at: NOW,
      updated_at: NOW + (id % 50),
      ...extra,
    });

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const { db } = server.database;
      // Open rows past the cap, and 60 rows in status R for the ordering checks.
      for (let first = 1; first <= OPEN; first += 1000) {
        const rows = Array.from({ length: Math.min(1000, OPEN - first + 1) }, (_, i) => row(first + i, 'O'));
        await db.insertInto('products').values(rows).execute();
      }
      await db.insertInto('products').values(Array.from({ length: 60 }, (_, i) => row(OPEN + 1 + i, 'R'))).execute();
      // The ids were given: the API's adds must get new ones.
      if (dialect === 'postgres') await sql`SELECT setval(pg_get_serial_sequence('products', 'id'), ${OPEN + 100})`.execute(db);
    }, 120_000);
    afterAll(async () => server?.close());

    describe('capped total', () => {
      it(`answers "total": ${TOTAL_CAP} with total_capped past ${TOTAL_CAP} matching rows`, async () => {
        const page = await list('sort=-updated_at&page[size]=10&page[after]=3&status=O');
        expect(page.meta.page).toEqual({ total: TOTAL_CAP, total_capped: true, size: 10, after: 3, next_cursor: expect.any(String) });
        expect(page.data).toHaveLength(10);
      });

      it('is exact, without total_capped, up to the cap', async () => {
        expect((await list('status=R')).meta.page).toEqual({ total: 60, size: 10, after: 1, next_cursor: expect.any(String) });
        expect((await list(`status=O&filterExt=${encodeURIComponent("uom='none'")}`)).meta.page).toEqual({ total: 0, size: 10, after: 1 });
        const { db } = server.database;
        await db.updateTable('products').set({ status: 'C' }).where('status', '=', 'O').where('id', '<=', OPEN - TOTAL_CAP).execute();
        // A count found past the cap stands for a second (Records.cappedCount) before it is counted again.
        await new Promise((r) => setTimeout(r, 1100));
        try {
          const exact = await list('status=O&page[size]=1');
          expect(exact.meta.page.total).toBe(TOTAL_CAP);
          expect(exact.meta.page).not.toHaveProperty('total_capped');
          expect((await list('status=C')).meta.page.total).toBe(OPEN - TOTAL_CAP);
        } finally {
          await db.updateTable('products').set({ status: 'O' }).where('status', '=', 'C').execute();
        }
      });

      it('caps a searched total the same way', async () => {
        const page = await list('status=O&filter=item');
        expect(page.meta.page).toMatchObject({ total: TOTAL_CAP, total_capped: true });
        expect((await list('status=R&filter=item')).meta.page.total).toBe(60);
      });
    });

    describe('cursor', () => {
      it('walks every row once, in the order of the offset pages, for each kind of sort', async () => {
        // Mixed directions, NULLs (brand) and ties (price): the cursor must agree with ORDER BY.
        for (const sort of ['-updated_at', 'id', 'brand,-price', '-brand,price,-id', 'name']) {
          const whole = (await list(`status=R&page[size]=100&sort=${sort}`)).data.map((r) => r.id);
          expect(whole).toHaveLength(60);
          const pages = await walk(`status=R&page[size]=7&sort=${sort}`);
          expect(pages.flat().map((r) => r.id), sort).toEqual(whole);
          expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
        }
      });

      it('pages a search by cursor, the total still counting every match', async () => {
        const first = await list('status=R&filter=item&page[size]=25');
        expect(first.meta.page).toMatchObject({ total: 60 });
        const second = await list(`status=R&filter=item&page[size]=25&page[cursor]=${first.meta.page.next_cursor}`);
        expect(second.meta.page).toMatchObject({ total: 60, next_cursor: expect.any(String) });
        const ids = [...first.data, ...second.data].map((r) => r.id);
        expect(new Set(ids).size).toBe(50);
        expect(ids).toEqual((await list('status=R&filter=item&page[size]=50')).data.map((r) => r.id));
      });

      it('neither repeats nor skips a row when rows are added, changed and removed between pages', async () => {
        const before = (await list('status=R&page[size]=100&sort=id')).data.map((r) => r.id);
        const removed = before[40];
        let added: number | undefined;
        const pages = await walk('status=R&page[size]=10&sort=id', async (n) => {
          if (n !== 2) return;
          // A row before the cursor changes and a new one is added after it; a row ahead is removed.
          expect((await server.call('PATCH', `/api/v1/products/${before[3]}`, { name: 'Renamed' })).statusCode).toBe(200);
          const res = await server.call('POST', '/api/v1/products', { name: 'Late arrival', status: 'R' });
          expect(res.statusCode, res.body).toBe(201);
          added = res.json().data.id;
          expect((await server.call('DELETE', `/api/v1/products/${removed}`)).statusCode).toBe(200);
        });
        const seen = pages.flat().map((r) => r.id);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toEqual([...before.filter((id) => id !== removed), added]);
      });

      it('gives a page far into the list (PostgreSQL reads its ids first) the rows the cursor walk finds there, and a cursor that goes on from it', async () => {
        // Ties (price, brand), NULLs (brand) and both directions, on rows past the cap.
        for (const sort of ['-brand', 'price', 'name', '-created_at', 'sku']) {
          const all = (await walk(`status=O&page[size]=1000&sort=${sort}`)).flat().map((r) => r.id);
          expect(all, sort).toHaveLength(OPEN);
          const deep = await list(`status=O&page[size]=10&page[after]=150&sort=${sort}`);
          expect(deep.data.map((r) => r.id), sort).toEqual(all.slice(1490, 1500));
          expect(deep.meta.page).toMatchObject({ total: TOTAL_CAP, total_capped: true, after: 150 });
          const next = await list(`status=O&page[size]=10&sort=${sort}&page[cursor]=${deep.meta.page.next_cursor}`);
          expect(next.data.map((r) => r.id), sort).toEqual(all.slice(1500, 1510));
          const last = await list(`status=O&page[size]=10&page[after]=${OPEN / 10}&sort=${sort}`);
          expect(last.data.map((r) => r.id), sort).toEqual(all.slice(OPEN - 10));
          expect(last.meta.page).not.toHaveProperty('next_cursor');
          expect((await list(`status=O&page[size]=10&page[after]=${OPEN / 10 + 1}&sort=${sort}`)).data).toEqual([]);
        }
      });

      it('pages past the cap at the cost of the first page', async () => {
        const pages = await walk('status=O&page[size]=1000&sort=-updated_at');
        const seen = pages.flat().map((r) => r.id);
        expect(seen).toHaveLength(OPEN);
        expect(new Set(seen).size).toBe(OPEN);
      });

      it('refuses a cursor that is not one, one of another sort, and a cursor with page[after] (400)', async () => {
        const { next_cursor } = (await list('status=R&sort=name')).meta.page;
        for (const query of ['status=R&page[cursor]=not-a-cursor', 'status=R&page[cursor]=%3D%3D', `status=R&sort=-name&page[cursor]=${next_cursor}`, `status=R&sort=name&page[after]=2&page[cursor]=${next_cursor}`]) {
          const res = await server.call('GET', `/api/v1/products?${query}`);
          expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
          expectError(res, 400, 'BAD_REQUEST');
        }
        const forged = Buffer.from(JSON.stringify({ s: 'name,-id', k: ["x' or 1=1 --", 'not an id'] })).toString('base64url');
        expectError(await server.call('GET', `/api/v1/products?status=R&sort=name&page[cursor]=${forged}`), 400, 'BAD_REQUEST');
      });
    });
  });
}
