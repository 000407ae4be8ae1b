/**
 * The audit log read and undone (issue 10, item 8): its list filters by user, model and a date
 * range; POST /audit-log/{id}/restore brings back a deleted record (same id and uuid, with its
 * lines) or fields' earlier values, is itself audited, answers 409 with a clear title when the
 * past cannot come back as it was, and is only for those who may manage the collection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] audit log: read and restore`, () => {
    let server: TestServer;
    let adminId: number;
    const tokens: Record<string, string> = {};

    const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string): Promise<any> => {
      const res = await server.call(method, url, body, token);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const entries = (filterExt: string, extra = '') => ok('GET', `/api/v1/audit-log?sort=-id&page[size]=100&filterExt=${encodeURIComponent(filterExt)}${extra}`);
    const lastEntry = async (model: string, id: number, action?: string): Promise<Rec> =>
      (await entries(`model='${model}',header_id=${id}${action ? `,action='${action}'` : ''}`))[0];
    const restore = (entryId: number, body?: unknown, token?: string) => server.call('POST', `/api/v1/audit-log/${entryId}/restore`, body, token);

    beforeAll(async () => {
      server = await startTestServer(dialect);
      adminId = (await ok('GET', '/api/v1/auth/me')).id;
      for (const role of ['custadmin', 'sales']) {
        await ok('POST', '/api/v1/users', { username: role, email: `${role}@x.test`, password: `${role}-password-1`, role });
        const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: role, password: `${role}-password-1` } });
        tokens[role] = login.json().data.token;
      }
    });
    afterAll(async () => server?.close());

    it('brings back a deleted record with its id, uuid and lines, and audits the restore', async () => {
      const acme = await ok('POST', '/api/v1/companies', { company_id: 'ACME', company_name: 'Acme', email: 'a@x.test' });
      const quotation = await ok('POST', '/api/v1/quotations', {
        company_id: acme.id,
        quotation_date: 1_790_000_000,
        remarks: '<p>Call first</p>',
        lines: [
          { description: 'Pump', qty: 2, unit_price: 120.5 },
          { description: 'Labour', qty: 1, unit_price: 80 },
        ],
      });
      await ok('DELETE', `/api/v1/quotations/${quotation.id}`);
      expect((await server.call('GET', `/api/v1/quotations/${quotation.id}`)).statusCode).toBe(404);

      const deleted = await lastEntry('quotations', quotation.id, 'delete');
      const res = await restore(deleted.id);
      expect(res.statusCode, res.body).toBe(201);
      const back = await ok('GET', `/api/v1/quotations/${quotation.id}`);
      const { updated_at: _a, updated_by: _b, lines: linesBack, ...sameBack } = back;
      const { updated_at: _c, updated_by: _d, lines: linesBefore, ...sameBefore } = quotation;
      expect(sameBack).toEqual(sameBefore);
      expect(linesBack.map((l: Rec) => [l.id, l.description, l.amount])).toEqual(linesBefore.map((l: Rec) => [l.id, l.description, l.amount]));
      expect(back.updated_by).toBe(adminId);

      const restored = await lastEntry('quotations', quotation.id);
      expect(restored).toMatchObject({ action: 'restore', user_id: adminId });
      expect(restored.log.after.id).toBe(quotation.id);
      for (const line of linesBefore) expect((await lastEntry('quotation_lines', line.id)).action).toBe('restore');

      const again = expectError(await restore(deleted.id), 409, 'CONFLICT');
      expect(again[0].title).toMatch(/^Cannot restore: Quotation \S+ is there already$/);
    });

    it("puts back a field's earlier value and leaves the others", async () => {
      const product = await ok('POST', '/api/v1/products', { name: 'Drill', sku: 'DR-1', price: 10 });
      await ok('PATCH', `/api/v1/products/${product.id}`, { name: 'Drill 20V', price: 25.5 });
      const change = await lastEntry('products', product.id, 'update');
      expect(change.log.before.price).toBe(10);
      const res = await restore(change.id, { fields: ['price'] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Drill 20V', price: 10 });
      const entry = await lastEntry('products', product.id);
      expect(entry).toMatchObject({ action: 'restore', user_id: adminId });
      expect([entry.log.before.price, entry.log.after.price]).toEqual([25.5, 10]);

      // The status, too.
      await ok('PATCH', '/api/v1/products/status', { ids: [product.id], status: 'V' });
      expect((await restore((await lastEntry('products', product.id, 'status')).id, { fields: ['status'] })).json().data.status).toBe('O');
    });

    it('answers 409 when a unique value was taken or a referenced record is gone', async () => {
      const kg = await ok('POST', '/api/v1/uom', { code: 'KG-T', name: 'Kilogram' });
      await ok('DELETE', `/api/v1/uom/${kg.id}`);
      await ok('POST', '/api/v1/uom', { code: 'KG-T', name: 'Kilo again' });
      const taken = expectError(await restore((await lastEntry('uom', kg.id, 'delete')).id), 409, 'CONFLICT');
      expect(taken[0].title).toBe('Cannot restore: Code "KG-T" is already used');

      const globex = await ok('POST', '/api/v1/companies', { company_id: 'GLOBEX', company_name: 'Globex', email: 'g@x.test' });
      const site = await ok('POST', '/api/v1/company_locations', { header_id: globex.id, site_id: 'G1', site_name: 'Globex HQ' });
      await ok('DELETE', `/api/v1/company_locations/${site.id}`);
      await ok('DELETE', `/api/v1/companies/${globex.id}`);
      const orphan = expectError(await restore((await lastEntry('company_locations', site.id, 'delete')).id), 409, 'CONFLICT');
      expect(orphan[0].title).toBe(`Cannot restore: Company: company ${globex.id} does not exist`);
      expect((await server.call('GET', `/api/v1/company_locations/${site.id}`)).statusCode).toBe(404);

      // Once the company is back, so can its site be.
      expect((await restore((await lastEntry('companies', globex.id, 'delete')).id)).statusCode).toBe(201);
      expect((await restore((await lastEntry('company_locations', site.id, 'delete')).id)).statusCode).toBe(201);
    });

    it('refuses what an entry cannot put back, with the errors body', async () => {
      const brand = await ok('POST', '/api/v1/brands', { code: 'BOSCH', name: 'Bosch' });
      const created = await lastEntry('brands', brand.id, 'create');
      expectFieldErrors(await restore(created.id, { fields: ['name'] }), ['fields']);
      expectFieldErrors(await restore(created.id), ['fields']);
      expectFieldErrors(await restore(created.id, { fields: [] }), ['fields']);
      expectFieldErrors(await restore(created.id, { fields: 'name' }), ['fields']);
      expectFieldErrors(await restore(created.id, { fields: ['name'], also: 1 }), ['also']);
      await ok('PATCH', `/api/v1/brands/${brand.id}`, { name: 'Makita' });
      expectFieldErrors(await restore((await lastEntry('brands', brand.id, 'update')).id, { fields: ['nope'] }), ['fields']);
      await ok('DELETE', `/api/v1/brands/${brand.id}`);
      const gone = expectError(await restore((await lastEntry('brands', brand.id, 'update')).id, { fields: ['name'] }), 409, 'CONFLICT');
      expect(gone[0].title).toBe('Cannot restore: Brand Makita was deleted; restore the record first');
      expectError(await restore(99_999_999), 404, 'NOT_FOUND');
      expectError(await restore('abc' as unknown as number), 404, 'NOT_FOUND');
    });

    it('is for those who may manage the collection, and who may read the log', async () => {
      const company = await ok('POST', '/api/v1/companies', { company_id: 'INITECH', company_name: 'Initech', email: 'i@x.test' });
      await ok('DELETE', `/api/v1/companies/${company.id}`);
      const entry = await lastEntry('companies', company.id, 'delete');
      expectError(await restore(entry.id, undefined, tokens.sales), 403, 'FORBIDDEN');
      const user = await ok('POST', '/api/v1/users', { username: 'temp', email: 'temp@x.test', role: 'readonly' });
      await ok('DELETE', `/api/v1/users/${user.id}`);
      expectError(await restore((await lastEntry('users', user.id, 'delete')).id, undefined, tokens.custadmin), 403, 'FORBIDDEN');
      const res = await restore(entry.id, undefined, tokens.custadmin);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.company_name).toBe('Initech');
    });

    it('lists entries by user, model and a date range', async () => {
      const all = await entries(`model='companies'`, '&status=all');
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((e: Rec) => e.model === 'companies')).toBe(true);
      const byCustadmin = await entries(`user_id=${(await ok('GET', '/api/v1/auth/me', undefined, tokens.custadmin)).id}`);
      expect(byCustadmin.map((e: Rec) => [e.model, e.action])).toEqual([['companies', 'restore']]);
      const newest = all[0].created_at as number;
      expect((await entries(`model='companies',created_at>=${newest + 1}`)).length).toBe(0);
      const upTo = await entries(`model='companies',created_at>=${newest - 3600},created_at<=${newest}`);
      expect(upTo.length).toBe(all.length);
      expectError(await server.call('GET', `/api/v1/audit-log?filterExt=${encodeURIComponent("model>='a'")}`), 400, 'BAD_REQUEST');
      expectError(await server.call('GET', `/api/v1/audit-log?filterExt=${encodeURIComponent('action>=1')}`), 400, 'BAD_REQUEST');
    });
  });
}
