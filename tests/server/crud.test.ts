import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixNow } from '../../src/server/clock';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { emptyScratchTable, startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors, UUID_V4 } from '../support/expect';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] CRUD`, () => {
    let server: TestServer;
    let adminId: number;
    let company: Rec;

    const add = async (collection: string, body: Rec): Promise<Rec> => {
      const res = await server.call('POST', `/api/v1/${collection}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const get = (collection: string, id: number | string) => server.call('GET', `/api/v1/${collection}/${id}`);
    const count = async (collection: string, filterExt?: string): Promise<number> => {
      const res = await server.call('GET', `/api/v1/${collection}?status=all${filterExt ? `&filterExt=${encodeURIComponent(filterExt)}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().meta.page.total;
    };
    const auditOf = async (model: string, id: number): Promise<Rec[]> => {
      const res = await server.call('GET', `/api/v1/audit-log?sort=id&page[size]=100&filterExt=${encodeURIComponent(`model='${model}',header_id=${id}`)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const login = (username: string, password: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });

    beforeAll(async () => {
      server = await startTestServer(dialect);
      await emptyScratchTable(server);
      adminId = (await server.call('GET', '/api/v1/auth/me')).json().data.id;
      company = await add('companies', { company_id: 'ACME', company_name: 'Acme Pte Ltd', email: 'ops@acme.test' });
    });
    afterAll(async () => server?.close());

    describe('add, get, update, delete', () => {
      it('POST answers 201 {data: record} with id, defaults, status and integer timestamps', async () => {
        const before = unixNow();
        const res = await server.call('POST', '/api/v1/uom', { code: 'EA', name: 'Each' });
        expect(res.statusCode).toBe(201);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = res.json();
        expect(Object.keys(body)).toEqual(['data']);
        const r = body.data;
        expect(Number.isSafeInteger(r.id) && r.id > 0).toBe(true);
        expect(r).toMatchObject({ code: 'EA', name: 'Each', description: null, status: 'O', created_by: adminId, updated_by: adminId });
        expect(Number.isSafeInteger(r.created_at)).toBe(true);
        expect(r.created_at).toBeGreaterThanOrEqual(before);
        expect(r.created_at).toBeLessThanOrEqual(unixNow());
        expect(r.updated_at).toBe(r.created_at);
        expect(r).not.toHaveProperty('uuid');

        const fetched = await get('uom', r.id);
        expect(fetched.statusCode).toBe(200);
        expect(fetched.json()).toEqual({ data: r });
      });

      it('fills defaults and ignores the system fields a client sends', async () => {
        const c = await add('companies', { company_id: 'DEF', company_name: 'Defaults', email: 'd@x.test', id: 424242, created_at: 5, created_by: 77, type: 'hacked' });
        expect(c.id).not.toBe(424242);
        expect(c.created_at).not.toBe(5);
        expect(c.created_by).toBe(adminId);
        expect(c).toMatchObject({ co_type: 'Customer', company_status: 'Active', country: 'Singapore', gst: true, gst_percent: 9, currency_id: 'SGD', type: 'company' });
        expect((await get('companies', 424242)).statusCode).toBe(404);
      });

      it('PATCH /{c}/{id} updates the fields sent and bumps updated_at', async () => {
        const r = await add('uom', { code: 'BOX', name: 'Box', description: 'A box' });
        const res = await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: 'Carton' });
        expect(res.statusCode, res.body).toBe(200);
        const u = res.json().data;
        expect(u).toMatchObject({ id: r.id, code: 'BOX', name: 'Carton', description: 'A box', created_at: r.created_at });
        expect(u.updated_at).toBeGreaterThan(r.updated_at);
        expect((await get('uom', r.id)).json().data).toEqual(u);
      });

      it('PATCH /{c} takes the id from the body', async () => {
        const r = await add('uom', { code: 'PR', name: 'Pair' });
        const res = await server.call('PATCH', '/api/v1/uom', { id: r.id, name: 'Pairs', description: 'two of them' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ id: r.id, name: 'Pairs', description: 'two of them' });
        expect((await get('uom', r.id)).json().data.name).toBe('Pairs');
        // A field can be cleared with null.
        const cleared = await server.call('PATCH', '/api/v1/uom', { id: r.id, description: null });
        expect(cleared.json().data.description).toBeNull();
        expectFieldErrors(await server.call('PATCH', '/api/v1/uom', { name: 'no id' }), ['id']);
      });

      it('DELETE /{c}/{id} answers the deleted record and the record is gone', async () => {
        const r = await add('uom', { code: 'DZ', name: 'Dozen' });
        const res = await server.call('DELETE', `/api/v1/uom/${r.id}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ id: r.id, code: 'DZ' });
        expectError(await get('uom', r.id), 404, 'NOT_FOUND');
        expectError(await server.call('DELETE', `/api/v1/uom/${r.id}`), 404, 'NOT_FOUND');
      });

      it('DELETE /{c} with {id} deletes too', async () => {
        const r = await add('uom', { code: 'GR', name: 'Gross' });
        const res = await server.call('DELETE', '/api/v1/uom', { id: r.id });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.id).toBe(r.id);
        expectError(await get('uom', r.id), 404, 'NOT_FOUND');
        expectError(await server.call('DELETE', '/api/v1/uom'), 400, 'BAD_REQUEST');
        expectFieldErrors(await server.call('DELETE', '/api/v1/uom', {}), ['id']);
      });

      it('answers 404 for an unknown collection or id', async () => {
        const r = await add('uom', { code: 'KEEP', name: 'Keep' });
        for (const [method, url, body] of [
          ['GET', '/api/v1/nope'],
          ['GET', '/api/v1/nope/1'],
          ['POST', '/api/v1/nope', { a: 1 }],
          ['PATCH', '/api/v1/nope/1', { a: 1 }],
          ['DELETE', '/api/v1/nope/1'],
          ['PATCH', '/api/v1/nope/status', { ids: [1], status: 'V' }],
          ['GET', '/api/v1/uom/999999'],
          ['GET', '/api/v1/uom/abc'],
          ['GET', '/api/v1/uom/-1'],
          ['GET', '/api/v1/uom/1.5'],
          ['GET', '/api/v1/uom/99999999999'],
          ['GET', '/api/v1/uom/99999999999999999999'],
          ['PATCH', '/api/v1/uom/999999', { name: 'x' }],
          ['PATCH', '/api/v1/uom/99999999999', { name: 'x' }],
          ['PATCH', '/api/v1/uom', { id: 999999, name: 'x' }],
          ['DELETE', '/api/v1/uom/999999'],
          ['DELETE', '/api/v1/uom', { id: 99999999999 }],
        ] as Array<[string, string, unknown?]>) {
          expectError(await server.call(method as 'GET', url, body), 404, 'NOT_FOUND');
        }
        expect((await get('uom', r.id)).json().data.name).toBe('Keep');
      });
    });

    describe('validation', () => {
      it('refuses unknown fields with 422 and writes nothing', async () => {
        const total = await count('uom');
        const entries = expectFieldErrors(await server.call('POST', '/api/v1/uom', { code: 'UNK', name: 'Unknown', colour: 'red' }), ['colour']);
        expect(entries[0].meta).toEqual({ field: 'colour' });
        expect(await count('uom')).toBe(total);

        const r = await add('uom', { code: 'UNK2', name: 'Unknown two' });
        expectFieldErrors(await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: 'Changed', colour: 'red' }), ['colour']);
        expect((await get('uom', r.id)).json().data).toEqual(r);
        expect(await auditOf('uom', r.id)).toHaveLength(1);
      });

      it('answers one 422 entry per failing field, with meta.field', async () => {
        const total = await count('companies');
        expectFieldErrors(await server.call('POST', '/api/v1/companies', {}), ['company_id', 'company_name', 'email']);
        const res = await server.call('POST', '/api/v1/companies', {
          company_id: 'X'.repeat(31),
          company_name: 'Fine name',
          email: 'not-an-email',
          co_type: 'Alien',
          gst_percent: 'nine',
          gst: 'yes',
          tel: 'call me!',
          postal: 123456,
        });
        const entries = expectFieldErrors(res, ['company_id', 'email', 'co_type', 'gst_percent', 'gst', 'tel', 'postal']);
        const title = (field: string) => entries.find((e) => e.meta?.field === field)!.title;
        expect(title('company_id')).toMatch(/longer than 30/);
        expect(title('email')).toMatch(/not a valid address/);
        expect(title('co_type')).toMatch(/Customer, Supplier$/);
        expect(title('gst_percent')).toMatch(/number/);
        expect(await count('companies')).toBe(total);
      });

      it('checks number and reference types', async () => {
        const base = { header_id: company.id, site_id: 'T1', site_name: 'Typed' };
        expectFieldErrors(await server.call('POST', '/api/v1/company_locations', { ...base, latitude: '1.3' }), ['latitude']);
        expectFieldErrors(await server.call('POST', '/api/v1/company_locations', { ...base, gst_percent: null, latitude: 'north', longitude: {} }), ['latitude', 'longitude']);
        for (const header_id of ['1', 1.5, 0, -3, true, 99999999999]) {
          expectFieldErrors(await server.call('POST', '/api/v1/company_locations', { ...base, header_id }), ['header_id']);
        }
        const ok = await add('company_locations', { ...base, latitude: 1.3521, longitude: 103.8198, gst_percent: 8.5 });
        expect(ok).toMatchObject({ latitude: 1.3521, longitude: 103.8198, gst_percent: 8.5, is_default: false });
        await server.call('DELETE', `/api/v1/company_locations/${ok.id}`);
      });

      it('refuses an empty required field on update and an unknown status', async () => {
        const r = await add('uom', { code: 'REQ', name: 'Required' });
        expectFieldErrors(await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: '' }), ['name']);
        expectFieldErrors(await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: null, code: '   ' }), ['name', 'code']);
        expectFieldErrors(await server.call('PATCH', `/api/v1/uom/${r.id}`, { status: 'X' }), ['status']);
        expectFieldErrors(await server.call('PATCH', `/api/v1/uom/${r.id}`, { status: 'C' }), ['status']); // uom: O and V only
        expectFieldErrors(await server.call('PATCH', `/api/v1/uom/${r.id}`, { updated_at: 'yesterday' }), ['updated_at']);
        expect((await get('uom', r.id)).json().data).toEqual(r);
      });

      it('refuses text with a NUL character with 422, never 500', async () => {
        expectFieldErrors(await server.call('POST', '/api/v1/uom', { code: 'NUL', name: 'a\u0000b' }), ['name']);
      });

      it('refuses a body that is not an object', async () => {
        for (const body of [[], '"text"', 'null', '42']) {
          const res = await server.app.inject({
            method: 'POST',
            url: '/api/v1/uom',
            headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          });
          expectError(res, 400, 'BAD_REQUEST');
        }
      });
    });

    describe('conflicts', () => {
      it('refuses a duplicate unique key with 409, on add and on update', async () => {
        const a = await add('uom', { code: 'UNQ', name: 'Unique' });
        const b = await add('uom', { code: 'UNQ2', name: 'Unique two' });
        const total = await count('uom');
        const [entry] = expectError(await server.call('POST', '/api/v1/uom', { code: 'UNQ', name: 'Again' }), 409, 'CONFLICT');
        expect(entry.meta).toEqual({ field: 'code' });
        expect(await count('uom')).toBe(total);
        expectError(await server.call('PATCH', `/api/v1/uom/${b.id}`, { code: 'UNQ' }), 409, 'CONFLICT');
        expect((await get('uom', b.id)).json().data.code).toBe('UNQ2');
        // Saving a row with its own unique value is fine.
        expect((await server.call('PATCH', `/api/v1/uom/${a.id}`, { code: 'UNQ', name: 'Same code' })).statusCode).toBe(200);
      });

      it('refuses a stale update with 409 and leaves the row unchanged', async () => {
        const r = await add('uom', { code: 'STALE', name: 'Original' });
        const first = await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: 'First writer', updated_at: r.updated_at });
        expect(first.statusCode, first.body).toBe(200);
        const afterFirst = first.json().data;
        const [entry] = expectError(await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: 'Second writer', updated_at: r.updated_at }), 409, 'CONFLICT');
        expect(entry.meta).toEqual({ field: 'updated_at' });
        expect((await get('uom', r.id)).json().data).toEqual(afterFirst);
        expectError(await server.call('PATCH', '/api/v1/uom', { id: r.id, name: 'Third', updated_at: r.updated_at - 100 }), 409, 'CONFLICT');
        expect((await get('uom', r.id)).json().data).toEqual(afterFirst);
        expect(await auditOf('uom', r.id)).toHaveLength(2);
        // With the current updated_at it goes through.
        expect((await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: 'Fresh', updated_at: afterFirst.updated_at })).statusCode).toBe(200);
      });

      it('bumps updated_at on every write, even within one second, so a stale write is still refused', async () => {
        const r = await add('uom', { code: 'FAST', name: 'v0' });
        const stamps = [r.updated_at];
        for (let i = 1; i <= 3; i++) {
          const res = await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: `v${i}`, updated_at: stamps.at(-1) });
          expect(res.statusCode, res.body).toBe(200);
          stamps.push(res.json().data.updated_at);
        }
        for (let i = 1; i < stamps.length; i++) expect(stamps[i]).toBeGreaterThan(stamps[i - 1]);
        expectError(await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: 'late', updated_at: stamps[2] }), 409, 'CONFLICT');
        expect((await get('uom', r.id)).json().data.name).toBe('v3');
      });
    });

    describe('bulk status', () => {
      it('PATCH /{c}/status sets the status of the ids and answers {data: {updated: n}}', async () => {
        const rows = [await add('uom', { code: 'B1', name: 'b1' }), await add('uom', { code: 'B2', name: 'b2' }), await add('uom', { code: 'B3', name: 'b3' })];
        const res = await server.call('PATCH', '/api/v1/uom/status', { ids: [rows[0].id, rows[1].id], status: 'V' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ data: { updated: 2 } });
        for (const [i, status] of [[0, 'V'], [1, 'V'], [2, 'O']] as const) {
          const r = (await get('uom', rows[i].id)).json().data;
          expect(r.status).toBe(status);
          if (status === 'V') expect(r.updated_at).toBeGreaterThan(rows[i].updated_at);
        }
        const audit = await auditOf('uom', rows[0].id);
        expect(audit.map((a) => a.action)).toEqual(['create', 'status']);
        expect(audit[1].log.before.status).toBe('O');
        expect(audit[1].log.after.status).toBe('V');
        // Ids that do not exist are not counted.
        const again = await server.call('PATCH', '/api/v1/uom/status', { ids: [rows[0].id, 999999, 99999999999], status: 'O' });
        expect(again.json()).toEqual({ data: { updated: 1 } });
        expect((await get('uom', rows[0].id)).json().data.status).toBe('O');
      });

      it('counts and logs a record once when its id is sent twice', async () => {
        const r = await add('uom', { code: 'TWICE', name: 'twice' });
        const res = await server.call('PATCH', '/api/v1/uom/status', { ids: [r.id, r.id], status: 'V' });
        expect(res.json()).toEqual({ data: { updated: 1 } });
        expect((await auditOf('uom', r.id)).map((a) => a.action)).toEqual(['create', 'status']);
      });

      it('works on a resource with every status', async () => {
        const c = await add('companies', { company_id: 'STAT', company_name: 'Status Co', email: 's@x.test' });
        for (const status of ['C', 'O', 'V']) {
          expect((await server.call('PATCH', '/api/v1/companies/status', { ids: [c.id], status })).json()).toEqual({ data: { updated: 1 } });
          expect((await get('companies', c.id)).json().data.status).toBe(status);
        }
      });

      it('answers 422 for a bad status or bad ids, and changes nothing', async () => {
        const r = await add('uom', { code: 'B4', name: 'b4' });
        expectFieldErrors(await server.call('PATCH', '/api/v1/uom/status', { ids: [r.id], status: 'X' }), ['status']);
        expectFieldErrors(await server.call('PATCH', '/api/v1/uom/status', { ids: [r.id], status: 'C' }), ['status']);
        expectFieldErrors(await server.call('PATCH', '/api/v1/uom/status', { ids: [r.id] }), ['status']);
        expectFieldErrors(await server.call('PATCH', '/api/v1/uom/status', { ids: [], status: 'V' }), ['ids']);
        expectFieldErrors(await server.call('PATCH', '/api/v1/uom/status', { ids: ['1'], status: 'V' }), ['ids']);
        expectFieldErrors(await server.call('PATCH', '/api/v1/uom/status', { ids: r.id, status: 'V' }), ['ids']);
        expectFieldErrors(await server.call('PATCH', '/api/v1/uom/status', { status: 'nope' }), ['ids', 'status']);
        expect((await get('uom', r.id)).json().data).toEqual(r);
      });
    });

    describe('references', () => {
      it('refuses deleting a company that still has sites (409), and allows it once they are gone', async () => {
        const c = await add('companies', { company_id: 'HASSITE', company_name: 'Has sites', email: 'h@x.test' });
        const site = await add('company_locations', { header_id: c.id, site_id: 'HQ', site_name: 'Head office' });
        const [entry] = expectError(await server.call('DELETE', `/api/v1/companies/${c.id}`), 409, 'CONFLICT');
        expect(entry.meta).toEqual({ resource: 'company_locations' });
        expect((await get('companies', c.id)).statusCode).toBe(200);
        expect(await auditOf('companies', c.id)).toHaveLength(1);
        expect((await server.call('DELETE', `/api/v1/company_locations/${site.id}`)).statusCode).toBe(200);
        expect((await server.call('DELETE', `/api/v1/companies/${c.id}`)).statusCode).toBe(200);
      });

      it('refuses deleting a company that users belong to', async () => {
        const c = await add('companies', { company_id: 'HASUSER', company_name: 'Has users', email: 'u@x.test' });
        await add('users', { username: 'member', role: 'admin', company_id: c.id });
        expectError(await server.call('DELETE', `/api/v1/companies/${c.id}`), 409, 'CONFLICT');
        expect((await get('companies', c.id)).statusCode).toBe(200);
      });
    });

    describe('users', () => {
      it('gets a UUIDv4 and can be read, updated and deleted by uuid', async () => {
        const u = await add('users', { username: 'uuid-user', email: 'uuid@x.test', role: 'admin' });
        expect(u.uuid).toMatch(UUID_V4);
        const other = await add('users', { username: 'uuid-user-2', role: 'admin' });
        expect(other.uuid).not.toBe(u.uuid);
        expect((await get('users', u.uuid)).json().data).toEqual(u);
        expect((await get('users', u.uuid.toUpperCase())).json().data.id).toBe(u.id);
        expect((await get('users', u.id)).json().data.uuid).toBe(u.uuid);
        const patched = await server.call('PATCH', `/api/v1/users/${u.uuid}`, { first_name: 'Uma', uuid: '00000000-0000-4000-8000-000000000000' });
        expect(patched.statusCode, patched.body).toBe(200);
        expect(patched.json().data).toMatchObject({ id: u.id, uuid: u.uuid, first_name: 'Uma' });
        expectError(await get('users', '9b2f7c9e-1111-4222-8333-444455556666'), 404, 'NOT_FOUND');
        expect((await server.call('DELETE', `/api/v1/users/${u.uuid}`)).statusCode).toBe(200);
        expectError(await get('users', u.id), 404, 'NOT_FOUND');
      });

      it('accepts a password on add and update, never returns it, and the new password signs in', async () => {
        const password = 'first-password-1';
        const res = await server.call('POST', '/api/v1/users', { username: 'pw-user', email: 'pw@x.test', role: 'admin', password });
        expect(res.statusCode, res.body).toBe(201);
        const u = res.json().data;
        const leaks = (text: string) => /password|scrypt/i.test(text) || text.includes(password);
        expect(u).not.toHaveProperty('password');
        expect(leaks(res.body)).toBe(false);
        expect(leaks((await get('users', u.id)).body)).toBe(false);
        expect(leaks((await server.call('GET', '/api/v1/users?page[size]=100')).body)).toBe(false);

        const signed = await login('pw-user', password);
        expect(signed.statusCode, signed.body).toBe(200);
        expect(signed.json().data.user_id).toBe(u.id);
        expect((await login('pw@x.test', password)).statusCode).toBe(200);

        const newPassword = 'second-password-2';
        const upd = await server.call('PATCH', `/api/v1/users/${u.id}`, { password: newPassword });
        expect(upd.statusCode, upd.body).toBe(200);
        expect(leaks(upd.body) || upd.body.includes(newPassword)).toBe(false);
        expectError(await login('pw-user', password), 401, 'INVALID_CREDENTIALS');
        expect((await login('pw-user', newPassword)).statusCode).toBe(200);

        // An update without a password (or with an empty one) keeps it.
        expect((await server.call('PATCH', `/api/v1/users/${u.id}`, { first_name: 'Pat', password: '' })).statusCode).toBe(200);
        expect((await login('pw-user', newPassword)).statusCode).toBe(200);

        const audit = await auditOf('users', u.id);
        expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
        for (const entry of audit) expect(leaks(JSON.stringify(entry))).toBe(false);
      });

      it('refuses a short password and a duplicate username or email', async () => {
        expectFieldErrors(await server.call('POST', '/api/v1/users', { username: 'shorty', role: 'admin', password: 'short' }), ['password']);
        await add('users', { username: 'taken', email: 'taken@x.test', role: 'admin' });
        expectError(await server.call('POST', '/api/v1/users', { username: 'taken', role: 'admin' }), 409, 'CONFLICT');
        expectError(await server.call('POST', '/api/v1/users', { username: 'free', email: 'taken@x.test', role: 'admin' }), 409, 'CONFLICT');
        expect(await count('users', "username='shorty'")).toBe(0);
        expect(await count('users', "username='free'")).toBe(0);
      });
    });

    describe('roles', () => {
      let admin: Rec;
      beforeAll(async () => {
        const res = await server.call('GET', `/api/v1/roles?filterExt=${encodeURIComponent("name='admin'")}`);
        // name is sortable, so it is filterable
        expect(res.statusCode, res.body).toBe(200);
        admin = res.json().data[0];
        expect(admin).toMatchObject({ name: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
      });

      it('the admin role cannot be deleted, renamed, voided or narrowed (409)', async () => {
        expectError(await server.call('DELETE', `/api/v1/roles/${admin.id}`), 409, 'CONFLICT');
        expectError(await server.call('DELETE', '/api/v1/roles', { id: admin.id }), 409, 'CONFLICT');
        expectError(await server.call('PATCH', `/api/v1/roles/${admin.id}`, { name: 'boss' }), 409, 'CONFLICT');
        expectError(await server.call('PATCH', '/api/v1/roles', { id: admin.id, name: 'boss' }), 409, 'CONFLICT');
        expectError(await server.call('PATCH', `/api/v1/roles/${admin.id}`, { status: 'V' }), 409, 'CONFLICT');
        expectError(await server.call('PATCH', `/api/v1/roles/${admin.id}`, { ability: [{ action: 'read', subject: 'uom' }] }), 409, 'CONFLICT');
        expectError(await server.call('PATCH', '/api/v1/roles/status', { ids: [admin.id], status: 'V' }), 409, 'CONFLICT');
        expect((await get('roles', admin.id)).json().data).toEqual(admin);
        expect((await login('admin', TEST_ADMIN_PASSWORD)).json().data.user.ability).toEqual([{ action: 'manage', subject: 'all' }]);
        // Its description may change.
        const res = await server.call('PATCH', `/api/v1/roles/${admin.id}`, { description: 'Root', name: 'admin' });
        expect(res.statusCode, res.body).toBe(200);
      });

      it('other roles can be renamed and deleted', async () => {
        const r = await add('roles', { name: 'clerk', ability: [{ action: 'read', subject: 'uom' }] });
        expect(r.ability).toEqual([{ action: 'read', subject: 'uom' }]);
        expect((await server.call('PATCH', `/api/v1/roles/${r.id}`, { name: 'senior-clerk' })).json().data.name).toBe('senior-clerk');
        expect((await server.call('DELETE', `/api/v1/roles/${r.id}`)).statusCode).toBe(200);
        expectFieldErrors(await server.call('POST', '/api/v1/roles', { name: 'no-ability' }), ['ability']);
        expectFieldErrors(await server.call('POST', '/api/v1/roles', { name: 'bad-ability', ability: 'manage all' }), ['ability']);
        expectError(await server.call('POST', '/api/v1/roles', { name: 'admin', ability: [] }), 409, 'CONFLICT');
      });
    });

    describe('audit log', () => {
      it('is read-only: POST, PATCH and DELETE answer 403', async () => {
        const total = await count('audit-log');
        expectError(await server.call('POST', '/api/v1/audit-log', { model: 'uom', action: 'create' }), 403, 'FORBIDDEN');
        expectError(await server.call('PATCH', '/api/v1/audit-log/1', { model: 'x' }), 403, 'FORBIDDEN');
        expectError(await server.call('PATCH', '/api/v1/audit-log', { id: 1, model: 'x' }), 403, 'FORBIDDEN');
        expectError(await server.call('PATCH', '/api/v1/audit-log/status', { ids: [1], status: 'O' }), 403, 'FORBIDDEN');
        expectError(await server.call('DELETE', '/api/v1/audit-log/1'), 403, 'FORBIDDEN');
        expect(await count('audit-log')).toBe(total);
        expect((await server.call('GET', '/api/v1/audit-log/1')).statusCode).toBe(200);
      });

      it('has exactly one entry per write, with log.action and the before/after values', async () => {
        const total = await count('audit-log');
        const r = await add('uom', { code: 'AUD', name: 'Audited' });
        const u = (await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: 'Audited again' })).json().data;
        expect((await server.call('PATCH', '/api/v1/uom/status', { ids: [r.id], status: 'V' })).statusCode).toBe(200);
        const voided = (await get('uom', r.id)).json().data;
        // Refused writes leave no entry.
        expect((await server.call('PATCH', `/api/v1/uom/${r.id}`, { bogus: 1 })).statusCode).toBe(422);
        expect((await server.call('PATCH', `/api/v1/uom/${r.id}`, { name: 'x', updated_at: r.updated_at })).statusCode).toBe(409);
        expect((await server.call('DELETE', `/api/v1/uom/${r.id}`)).statusCode).toBe(200);
        expect(await count('audit-log')).toBe(total + 4);

        const entries = await auditOf('uom', r.id);
        expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'status', 'delete']);
        expect(entries.map((e) => e.log.action)).toEqual(['create', 'update', 'status', 'delete']);
        for (const e of entries) {
          expect(e).toMatchObject({ model: 'uom', header_id: r.id, user_id: adminId });
          expect(Number.isSafeInteger(e.updated_at)).toBe(true);
        }
        expect(entries[0].log.before).toBeNull();
        expect(entries[0].log.after).toEqual(r);
        expect(entries[1].log.before).toEqual(r);
        expect(entries[1].log.after).toEqual(u);
        expect(entries[2].log.before).toEqual(u);
        expect(entries[2].log.after).toEqual(voided);
        // The deleted row is kept whole.
        expect(entries[3].log.before).toEqual(voided);
        expect(entries[3].log.after).toBeNull();
      });
    });
  });
}
