/**
 * GET /{collection}/{id}/referenced-by (issue 10, item 7): how many records of each collection
 * point at a record, for its view page; only collections the caller may read, child lines left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] what points at a record`, () => {
    let server: TestServer;
    let acme: Rec;
    let salesToken: string;

    const add = async (collection: string, body: Rec, token?: string): Promise<Rec> => {
      const res = await server.call('POST', `/api/v1/${collection}`, body, token);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const countsOf = async (path: string, token?: string): Promise<Record<string, number>> => {
      const res = await server.call('GET', path, undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries((res.json().data as Rec[]).map((c) => [`${c.collection}.${c.field}`, c.total]));
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      acme = await add('companies', { company_id: 'ACME', company_name: 'Acme', email: 'acme@x.test' });
      const other = await add('companies', { company_id: 'OTHER', company_name: 'Other', email: 'other@x.test' });
      const site = await add('company_locations', { header_id: acme.id, site_id: 'S1', site_name: 'Acme HQ' });
      await add('company_locations', { header_id: acme.id, site_id: 'S2', site_name: 'Acme Depot', status: 'V' });
      await add('company_locations', { header_id: other.id, site_id: 'S1', site_name: 'Other HQ' });
      for (const problem of ['Leak', 'Noise', 'No power']) {
        await add('joborder_headers', { company_id: acme.id, site_id: site.id, company_name: 'Acme', problem_description: problem });
      }
      await add('quotations', { company_id: acme.id, quotation_date: 1_790_000_000, lines: [{ description: 'Pump', qty: 1, unit_price: 10 }] });
      await add('users', { username: 'sam', email: 'sam@x.test', password: 'sales-person-1', role: 'sales', company_id: acme.id });
      const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'sam', password: 'sales-person-1' } });
      salesToken = login.json().data.token;
    });
    afterAll(async () => server?.close());

    it('counts every status of each collection that references the record', async () => {
      const counts = await countsOf(`/api/v1/companies/${acme.id}/referenced-by`);
      expect(counts['company_locations.header_id']).toBe(2);
      expect(counts['joborder_headers.company_id']).toBe(3);
      expect(counts['quotations.company_id']).toBe(1);
      expect(counts['sales_invoices.company_id']).toBe(0);
      expect(counts['users.company_id']).toBe(1);
    });

    it('leaves out child lines, and collections the caller may not read', async () => {
      const quotation = (await server.call('GET', '/api/v1/quotations?status=all')).json().data[0];
      expect(Object.keys(await countsOf(`/api/v1/quotations/${quotation.id}/referenced-by`))).not.toContain('quotation_lines.header_id');
      const asSales = await countsOf(`/api/v1/companies/${acme.id}/referenced-by`, salesToken);
      expect(asSales['quotations.company_id']).toBe(1);
      expect(asSales).not.toHaveProperty('joborder_headers.company_id');
      expect(asSales).not.toHaveProperty('users.company_id');
    });

    it('takes a uuid where the resource has one, and answers 404 and 403 with the errors body', async () => {
      const job = (await server.call('GET', '/api/v1/joborder_headers?status=all')).json().data[0];
      expect((await server.call('GET', `/api/v1/joborder_headers/${job.uuid}/referenced-by`)).statusCode).toBe(200);
      expectError(await server.call('GET', '/api/v1/companies/999999/referenced-by'), 404, 'NOT_FOUND');
      expectError(await server.call('GET', '/api/v1/nothing/1/referenced-by'), 404, 'NOT_FOUND');
      expectError(await server.call('GET', `/api/v1/users/1/referenced-by`, undefined, salesToken), 403, 'FORBIDDEN');
    });
  });
}
