/**
 * The list filters the app offers (issue 26, item 6) answer on both databases: a money range in
 * decimals (kept in cents), a date range on a filterable date, a reference and a select; a field
 * that is not filterable is refused with a sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] list filters beyond search`, () => {
    let server: TestServer;
    const names = async (url: string): Promise<string[]> => {
      const res = await server.call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((r: Rec) => r.name ?? r.description).sort();
    };
    const add = async (collection: string, body: Rec) => {
      const res = await server.call('POST', `/api/v1/${collection}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const tools = await add('categories', { code: 'ZT', name: 'Zed tools' });
      await add('products', { name: 'Zed cheap', price: '9.99', type: 'Goods', category_id: tools.id });
      await add('products', { name: 'Zed middle', price: '12.50', type: 'Service' });
      await add('products', { name: 'Zed dear', price: '120', type: 'Goods', category_id: tools.id });
    });
    afterAll(async () => server?.close());

    it('a money range in decimals, with a select and a reference', async () => {
      const base = '/api/v1/products?filter=Zed&page[size]=100&filterExt=';
      expect(await names(`${base}${encodeURIComponent('price>=12.5')}`)).toEqual(['Zed dear', 'Zed middle']);
      expect(await names(`${base}${encodeURIComponent('price>=9.99,price<=12.5')}`)).toEqual(['Zed cheap', 'Zed middle']);
      expect(await names(`${base}${encodeURIComponent("price<=100,type='Goods'")}`)).toEqual(['Zed cheap']);
      const [category] = (await server.call('GET', `/api/v1/categories?filter=Zed`)).json().data;
      expect(await names(`${base}${encodeURIComponent(`category_id=${category.id},price>=10`)}`)).toEqual(['Zed dear']);
    });

    it('a date range on a filterable date', async () => {
      const company = await add('companies', { company_id: 'ZF', company_name: 'Zed Filters', email: 'z@f.test' });
      const day = 1_790_000_000;
      for (const [description, end] of [['ZC-1', day], ['ZC-2', day + 30 * 86_400]] as const) {
        await add('contract_headers', { company_id: company.id, company_name: company.company_name, description, start_date: day - 365 * 86_400, end_date: end });
      }
      const url = (ext: string) => `/api/v1/contract_headers?page[size]=100&filterExt=${encodeURIComponent(`company_id=${company.id},${ext}`)}`;
      expect(await names(url(`end_date>=${day - 86_400},end_date<=${day + 86_399}`))).toEqual(['ZC-1']);
      expect(await names(url(`end_date>=${day + 86_400}`))).toEqual(['ZC-2']);
    });

    it('refuses a range of a field that is not filterable, in a sentence', async () => {
      const res = await server.call('GET', `/api/v1/products?filterExt=${encodeURIComponent('description>=1')}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ status: '400', code: 'BAD_REQUEST', title: expect.stringContaining('does not take a range') });
    });
  });
}
