import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixNow } from '../../src/server/clock';
import { encodeListQuery } from '../../src/shared/list-query';
import type { ListPage } from '../../src/shared/wire';
import { DIALECTS } from '../support/databases';
import { emptyScratchTable, startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] list query`, () => {
    let server: TestServer;
    const companies: Rec[] = [];
    let voided: Rec;
    let confirmed: Rec;
    let obrien: Rec;
    const sites: Record<number, Rec[]> = {};
    const uoms: Record<string, Rec> = {};

    const add = async (collection: string, body: Rec): Promise<Rec> => {
      const res = await server.call('POST', `/api/v1/${collection}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const list = async (collection: string, query = ''): Promise<{ data: Rec[]; meta: { page: ListPage } }> => {
      const res = await server.call('GET', `/api/v1/${collection}${query ? `?${query}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      return res.json();
    };
    const ids = (rows: Rec[]) => rows.map((r) => r.id);
    const q = (s: string) => encodeURIComponent(s);

    beforeAll(async () => {
      server = await startTestServer(dialect);
      await emptyScratchTable(server);
      for (let i = 1; i <= 12; i++) {
        const n = String(i).padStart(2, '0');
        companies.push(
          await add('companies', {
            company_id: `C${n}`,
            company_name: `Company ${n}`,
            email: `c${n}@example.com`,
            co_type: i % 3 === 0 ? 'Supplier' : 'Customer',
          }),
        );
      }
      voided = await add('companies', { company_id: 'V01', company_name: 'Voided Co', email: 'v@example.com', status: 'V' });
      confirmed = await add('companies', { company_id: 'K01', company_name: 'Confirmed Co', email: 'k@example.com', status: 'C' });
      obrien = await add('companies', { company_id: 'Q01', company_name: "O'Brien & Sons", email: 'ob@example.com', status: 'N' });
      for (const c of companies.slice(0, 3)) {
        sites[c.id] = [];
        for (const s of ['S1', 'S2']) sites[c.id].push(await add('company_locations', { header_id: c.id, site_id: s, site_name: `${c.company_name} ${s}` }));
      }
      for (const u of [
        { code: 'PCT', name: '100% Cotton' },
        { code: 'A_B', name: 'Underscore unit' },
        { code: 'AXB', name: 'Plain unit' },
        { code: 'KG', name: 'Kilogram', description: 'Mass in KILOS' },
        { code: 'CAFE', name: 'CAFÉ CUP' },
        { code: 'OLD', name: 'Old cotton bale', status: 'V' },
      ]) {
        uoms[u.code] = await add('uom', u);
      }
    });
    afterAll(async () => server?.close());

    describe('defaults', () => {
      it('pages 10 rows of status O, newest update first, and reports meta.page', async () => {
        const body = await list('companies');
        expect(Object.keys(body).sort()).toEqual(['data', 'meta']);
        expect(body.meta).toEqual({ page: { total: 12, size: 10, after: 1, next_cursor: expect.any(String) } });
        expect(body.data).toHaveLength(10);
        expect(body.data.every((r) => r.status === 'O')).toBe(true);
        for (let i = 1; i < body.data.length; i++) {
          const [a, b] = [body.data[i - 1], body.data[i]];
          expect(a.updated_at > b.updated_at || (a.updated_at === b.updated_at && a.id > b.id)).toBe(true);
        }
      });

      it('puts a just-updated row first (sort -updated_at)', async () => {
        const oldest = companies[0];
        // Times are whole seconds and ties go to the higher id: the update must fall in a later
        // second than the newest row's, or the last company added can still come first.
        const newest = Math.max(...(await list('companies')).data.map((r) => r.updated_at as number));
        while (unixNow() <= newest) await new Promise((resolve) => setTimeout(resolve, 50));
        const res = await server.call('PATCH', `/api/v1/companies/${oldest.id}`, { attn: 'Someone' });
        expect(res.statusCode, res.body).toBe(200);
        const body = await list('companies');
        expect(body.data[0].id).toBe(oldest.id);
        expect(body.data[0].updated_at).toBeGreaterThan(oldest.updated_at);
      });

      it('uses the resource default sort when it has one (uom sorts by code)', async () => {
        const body = await list('uom');
        expect(body.data.map((r) => r.code)).toEqual(['AXB', 'A_B', 'CAFE', 'KG', 'PCT']);
        expect(body.meta.page).toEqual({ total: 5, size: 10, after: 1 });
      });
    });

    describe('paging', () => {
      it('walks pages with page[size] and page[after], reporting the total', async () => {
        const all = await list('companies', 'page[size]=100&sort=id');
        expect(all.data).toHaveLength(12);
        const seen: number[] = [];
        for (let after = 1; after <= 3; after++) {
          const page = await list('companies', `page[size]=5&page[after]=${after}&sort=id`);
          expect(page.meta.page).toEqual({ total: 12, size: 5, after, ...(after < 3 ? { next_cursor: expect.any(String) } : {}) });
          expect(page.data).toHaveLength(after === 3 ? 2 : 5);
          seen.push(...ids(page.data));
        }
        expect(seen).toEqual(ids(all.data));
      });

      it('answers an empty page past the end with the real total', async () => {
        const body = await list('companies', 'page[size]=5&page[after]=40');
        expect(body.data).toEqual([]);
        expect(body.meta.page).toEqual({ total: 12, size: 5, after: 40 });
      });

      it('answers the last possible page number with an empty page, and refuses one past it', async () => {
        const body = await list('companies', 'page[size]=10000&page[after]=100000000');
        expect(body.data).toEqual([]);
        expect(body.meta.page).toEqual({ total: 12, size: 10000, after: 100000000 });
        expectError(await server.call('GET', '/api/v1/companies?page[after]=100000001'), 400, 'BAD_REQUEST');
      });

      it('accepts the largest page size and the percent-encoded keys the browser sends', async () => {
        expect((await list('companies', 'page[size]=10000')).meta.page.size).toBe(10000);
        const encoded = encodeListQuery({ size: 3, after: 2, sort: [{ field: 'company_id', desc: false }] });
        expect(encoded).toContain('%5B');
        const body = await list('companies', encoded);
        expect(body.meta.page).toEqual({ total: 12, size: 3, after: 2, next_cursor: expect.any(String) });
        expect(body.data.map((r) => r.company_id)).toEqual(['C04', 'C05', 'C06']);
      });
    });

    describe('sort', () => {
      it('sorts ascending and descending', async () => {
        const asc = await list('companies', 'sort=company_id&page[size]=100');
        expect(asc.data.map((r) => r.company_id)).toEqual(companies.map((c) => c.company_id));
        const desc = await list('companies', 'sort=-company_id&page[size]=100');
        expect(desc.data.map((r) => r.company_id)).toEqual(companies.map((c) => c.company_id).reverse());
      });

      it('sorts by several fields in order', async () => {
        const body = await list('company_locations', 'sort=site_id,-site_name&page[size]=100');
        const names = (site: string) => Object.values(sites).flat().filter((s) => s.site_id === site).map((s) => s.site_name).sort();
        expect(body.data.map((r) => r.site_name)).toEqual([...names('S1').reverse(), ...names('S2').reverse()]);
        const reversed = await list('company_locations', 'sort=-site_id,site_name&page[size]=100');
        expect(reversed.data.map((r) => r.site_name)).toEqual([...names('S2'), ...names('S1')]);
        const companiesByStatus = await list('companies', 'status=all&sort=-status,-company_id&page[size]=4');
        expect(companiesByStatus.data.map((r) => r.company_id)).toEqual(['V01', 'C12', 'C11', 'C10']);
      });

      it('sorts by the system fields id, created_at and status', async () => {
        const byId = await list('companies', 'sort=-id&page[size]=3&status=all');
        expect(ids(byId.data)).toEqual([obrien.id, confirmed.id, voided.id]);
        expect((await list('companies', 'sort=created_at,id&page[size]=1')).data[0].id).toBe(companies[0].id);
        const byStatus = await list('companies', 'sort=status,id&page[size]=100&status=all');
        expect(byStatus.data.map((r) => r.status)).toEqual(['C', 'N', ...Array(12).fill('O'), 'V']);
      });
    });

    describe('status', () => {
      it('status=all lists every status', async () => {
        const body = await list('companies', 'status=all&page[size]=100');
        expect(body.meta.page.total).toBe(15);
        expect(new Set(body.data.map((r) => r.status))).toEqual(new Set(['O', 'V', 'C', 'N']));
      });

      it('status=V, C and N list only that status', async () => {
        expect(ids((await list('companies', 'status=V')).data)).toEqual([voided.id]);
        expect(ids((await list('companies', 'status=C')).data)).toEqual([confirmed.id]);
        expect(ids((await list('companies', 'status=N')).data)).toEqual([obrien.id]);
        expect((await list('companies', 'status=R')).meta.page.total).toBe(0);
        expect(ids((await list('uom', 'status=V')).data)).toEqual([uoms.OLD.id]);
      });
    });

    describe('filter (free text)', () => {
      const codes = async (query: string) => (await list('uom', `${query}&page[size]=100`)).data.map((r) => r.code).sort();

      it('matches a case-insensitive substring of any searchable field', async () => {
        expect(await codes(`filter=${q('cotton')}`)).toEqual(['PCT']);
        expect(await codes(`filter=${q('COTTON')}`)).toEqual(['PCT']);
        expect(await codes(`filter=${q('oTtO')}`)).toEqual(['PCT']);
        expect(await codes(`filter=${q('kilos')}`)).toEqual(['KG']); // description
        expect(await codes(`filter=${q('pct')}`)).toEqual(['PCT']); // code
        expect(await codes(`filter=${q('unit')}`)).toEqual(['AXB', 'A_B']);
        expect(await codes(`filter=${q('nothing like it')}`)).toEqual([]);
      });

      it('is case-insensitive beyond ASCII', async () => {
        expect(await codes(`filter=${q('café')}`)).toEqual(['CAFE']);
        expect(await codes(`filter=${q('Café Cup')}`)).toEqual(['CAFE']);
      });

      it('treats % and _ literally', async () => {
        expect(await codes(`filter=${q('%')}`)).toEqual(['PCT']);
        expect(await codes(`filter=${q('0%')}`)).toEqual(['PCT']);
        expect(await codes(`filter=${q('_')}`)).toEqual(['A_B']);
        expect(await codes(`filter=${q('a_b')}`)).toEqual(['A_B']);
        expect(await codes(`filter=${q('\\')}`)).toEqual([]);
      });

      it('combines with status and reports the filtered total', async () => {
        expect(await codes(`filter=cotton&status=all`)).toEqual(['OLD', 'PCT']);
        expect(await codes(`filter=cotton&status=V`)).toEqual(['OLD']);
        const body = await list('uom', 'filter=unit&page[size]=1');
        expect(body.meta.page.total).toBe(2);
        expect(body.data).toHaveLength(1);
      });

      it('searches companies across their searchable fields', async () => {
        const body = await list('companies', `filter=${q('c07@EXAMPLE')}`);
        expect(body.data.map((r) => r.company_id)).toEqual(['C07']);
        expect((await list('companies', `filter=${q('brien &')}&status=all`)).data.map((r) => r.id)).toEqual([obrien.id]);
      });
    });

    describe('filterExt', () => {
      it('header_id=N lists one company\'s sites', async () => {
        for (const [companyId, expected] of Object.entries(sites)) {
          const body = await list('company_locations', `filterExt=${q(`header_id=${companyId}`)}`);
          expect(ids(body.data).sort()).toEqual(ids(expected).sort());
          expect(body.meta.page.total).toBe(2);
        }
        expect((await list('company_locations', `filterExt=${q(`header_id=${companies[5].id}`)}`)).data).toEqual([]);
      });

      it('combines several conditions', async () => {
        const [c] = Object.keys(sites).map(Number);
        const body = await list('company_locations', `filterExt=${q(`header_id=${c},site_id='S2'`)}`);
        expect(ids(body.data)).toEqual([sites[c][1].id]);
        const reversed = await list('company_locations', `filterExt=${q(`site_id='S2', header_id=${c}`)}`);
        expect(ids(reversed.data)).toEqual([sites[c][1].id]);
        expect((await list('company_locations', `filterExt=${q(`site_id='S2'`)}`)).meta.page.total).toBe(3);
        expect((await list('company_locations', `filterExt=${q(`header_id=${c},site_id='S9'`)}`)).data).toEqual([]);
      });

      it("matches quoted strings exactly, with '' for a quote", async () => {
        const body = await list('companies', `status=all&filterExt=${q("company_name='O''Brien & Sons'")}`);
        expect(ids(body.data)).toEqual([obrien.id]);
        expect((await list('companies', `status=all&filterExt=${q("company_name='O''Brien'")}`)).data).toEqual([]);
        expect((await list('companies', `filterExt=${q("co_type='Supplier'")}&page[size]=100`)).data.map((r) => r.company_id)).toEqual(
          expect.arrayContaining(['C03', 'C06', 'C09', 'C12']),
        );
        expect((await list('companies', `filterExt=${q("co_type='Supplier'")}`)).meta.page.total).toBe(4);
        expect((await list('companies', `filterExt=${q("co_type='Supplier',company_id='C06'")}`)).data.map((r) => r.company_id)).toEqual(['C06']);
      });

      it('company_id=N filters users by company', async () => {
        const u1 = await add('users', { username: 'u-c1', role: 'admin', company_id: companies[0].id });
        const u2 = await add('users', { username: 'u-c2', role: 'admin', company_id: companies[1].id });
        await add('users', { username: 'u-none', role: 'admin' });
        expect(ids((await list('users', `filterExt=${q(`company_id=${companies[0].id}`)}`)).data)).toEqual([u1.id]);
        expect(ids((await list('users', `filterExt=${q(`company_id=${companies[1].id}`)}`)).data)).toEqual([u2.id]);
        expect(ids((await list('users', `filterExt=${q(`uuid='${u2.uuid}'`)}`)).data)).toEqual([u2.id]);
        expect(ids((await list('users', `filterExt=${q(`role='admin',company_id=${companies[1].id}`)}`)).data)).toEqual([u2.id]);
      });

      it('filters the system fields id and status', async () => {
        expect(ids((await list('companies', `filterExt=${q(`id=${companies[4].id}`)}`)).data)).toEqual([companies[4].id]);
        expect(ids((await list('companies', `status=all&filterExt=${q("status='V'")}`)).data)).toEqual([voided.id]);
      });

      it("model='X',header_id=N lists a record's audit log", async () => {
        const c = companies[2];
        const body = await list('audit-log', `filterExt=${q(`model='companies',header_id=${c.id}`)}`);
        expect(body.data.map((r) => r.action)).toEqual(['create']);
        expect(body.data[0].header_id).toBe(c.id);
        expect(body.data[0].model).toBe('companies');
        const swapped = await list('audit-log', `filterExt=${q(`header_id=${c.id},model='companies'`)}`);
        expect(ids(swapped.data)).toEqual(ids(body.data));
      });

      it('answers an empty list for an integer no row can have', async () => {
        for (const v of ['2147483648', '99999999999', '9007199254740991', '-1', '0']) {
          const res = await server.call('GET', `/api/v1/company_locations?filterExt=${q(`header_id=${v}`)}`);
          expect(res.statusCode, `${v}: ${res.body}`).toBe(200);
          expect(res.json().data).toEqual([]);
        }
      });
    });

    describe('400 BAD_REQUEST', () => {
      const bad = async (collection: string, query: string) => {
        const res = await server.call('GET', `/api/v1/${collection}?${query}`);
        return expectError(res, 400, 'BAD_REQUEST');
      };

      it('refuses an unknown or non-filterable filterExt key', async () => {
        await bad('companies', `filterExt=${q('nope=1')}`);
        await bad('companies', `filterExt=${q("uen='X'")}`); // a field, but not filterable
        await bad('users', `filterExt=${q("password='x'")}`);
        await bad('company_locations', `filterExt=${q('header_id=1,nope=2')}`);
      });

      it('refuses an unknown or non-sortable sort field', async () => {
        await bad('companies', 'sort=nope');
        await bad('companies', 'sort=-nope');
        await bad('companies', 'sort=uen');
        await bad('companies', 'sort=company_id,nope');
        await bad('users', 'sort=password');
        await bad('companies', 'sort=-');
        await bad('companies', `sort=${q('company_id,')}`);
      });

      it('refuses a malformed filterExt', async () => {
        for (const f of ['header_id', 'header_id=', '=5', 'header_id=abc', 'header_id==5', 'header_id=5,', 'header_id=5;', "site_id='open", 'header_id=1.5', 'header_id=5 site_id=1', "site_id='a''", 'header_id=99999999999999999999']) {
          await bad('company_locations', `filterExt=${q(f)}`);
        }
      });

      it('refuses a string for an integer field and an integer for a text field', async () => {
        await bad('company_locations', `filterExt=${q("header_id='1'")}`);
        await bad('company_locations', `filterExt=${q('site_id=1')}`);
        await bad('companies', `filterExt=${q('company_name=12')}`);
        await bad('companies', `filterExt=${q("id='1'")}`);
        await bad('companies', `filterExt=${q('status=1')}`);
      });

      it('refuses page sizes and page numbers out of range', async () => {
        for (const v of ['0', '10001', 'abc', '-1', '1.5', '', '1e3']) await bad('companies', `page[size]=${q(v)}`);
        for (const v of ['0', 'abc', '-2', '']) await bad('companies', `page[after]=${q(v)}`);
      });

      it('refuses a free-text filter over 200 characters', async () => {
        expect((await list('uom', `filter=${'x'.repeat(200)}`)).data).toEqual([]);
        await bad('uom', `filter=${'x'.repeat(201)}`);
      });

      it('refuses an unknown query parameter, a repeated one and an unknown status', async () => {
        const [entry] = await bad('companies', 'foo=1');
        expect(entry.title).toMatch(/foo/);
        await bad('companies', 'page[before]=1');
        await bad('companies', 'size=10');
        await bad('companies', 'page[size]=5&page[size]=6');
        await bad('companies', 'status=X');
        await bad('companies', 'status=o');
        await bad('companies', 'status=ALL');
        await bad('uom', 'status=C'); // uom has only O and V
      });
    });

    describe('SQL injection', () => {
      const attempts = [
        `filter=${q("'; DROP TABLE companies; --")}`,
        `filter=${q("' OR '1'='1")}`,
        `filter=${q('%\' OR 1=1 --')}`,
        `filter=${q('\u0000')}`,
        `filterExt=${q("company_name='x'' OR ''1''=''1'")}`,
        `filterExt=${q("company_name='x'; DROP TABLE companies; --'")}`,
        `filterExt=${q('id=1 OR 1=1')}`,
        `filterExt=${q('id=1) OR (1=1')}`,
        `filterExt=${q('"company_name"=1')}`,
        `filterExt=${q("company_name='\u0000'")}`,
        `filterExt=${q('id=1--')}`,
        `sort=${q('company_id;DROP TABLE companies')}`,
        `sort=${q('(select 1)')}`,
        `sort=${q('company_id desc')}`,
        `sort=${q('"company_id"')}`,
        `sort=${q('1')}`,
        `status=${q("O' OR '1'='1")}`,
        `page[size]=${q('1; DROP TABLE companies')}`,
        `${q("filter'; DROP TABLE companies; --")}=1`,
      ];

      it('answers 4xx or a normal empty list, never 500, and leaves the table alone', async () => {
        const before = await list('companies', 'status=all&page[size]=100&sort=id');
        for (const attempt of attempts) {
          const res = await server.call('GET', `/api/v1/companies?${attempt}`);
          expect(res.statusCode, `${attempt}: ${res.body}`).toBeLessThan(500);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          if (res.statusCode === 200) {
            expect(res.json().data, attempt).toEqual([]);
            expect(res.json().meta.page.total).toBe(0);
          } else {
            expect(res.statusCode, attempt).toBeGreaterThanOrEqual(400);
            expect(res.json().errors[0].code).toBe('BAD_REQUEST');
          }
        }
        const after = await list('companies', 'status=all&page[size]=100&sort=id');
        expect(after.data).toEqual(before.data);
        expect(after.meta.page.total).toBe(15);
        expect((await list('company_locations', 'page[size]=100')).meta.page.total).toBe(6);
      });
    });
  });
}
