import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { emptyScratchTable, startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] error bodies`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { bodyLimit: 1024 });
      await emptyScratchTable(server);
    });
    afterAll(async () => server?.close());

    /** A raw request as the signed-in admin, with the body sent as given. */
    const raw = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload: string, contentType = 'application/json') =>
      server.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${server.token}`, 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' },
        payload,
      });

    const uomTotal = async () => (await server.call('GET', '/api/v1/uom?status=all')).json().meta.page.total as number;

    it('answers malformed JSON with 400 BAD_REQUEST and the errors body', async () => {
      for (const body of ['{"code": ', '{code: "EA"}', "{'code': 'EA'}", '{"code": "EA",}', 'not json at all']) {
        const res = await raw('POST', '/api/v1/uom', body);
        const [entry] = expectError(res, 400, 'BAD_REQUEST');
        expect(entry.title).toMatch(/JSON/);
      }
      expectError(await raw('PATCH', '/api/v1/uom/1', '{"name": '), 400, 'BAD_REQUEST');
      expectError(await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', headers: { 'content-type': 'application/json' }, payload: '{"username":' }), 400, 'BAD_REQUEST');
      expect(await uomTotal()).toBe(0);
    });

    it('answers an empty JSON body with 400', async () => {
      expectError(await raw('POST', '/api/v1/uom', ''), 400, 'BAD_REQUEST');
    });

    it('answers a body that is not JSON with 400, not an HTML page', async () => {
      expectError(await raw('POST', '/api/v1/uom', 'code=EA&name=Each', 'application/x-www-form-urlencoded'), 400, 'BAD_REQUEST');
      expectError(await raw('POST', '/api/v1/uom', 'code', 'text/plain'), 400, 'BAD_REQUEST');
      expect(await uomTotal()).toBe(0);
    });

    it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE and writes nothing', async () => {
      const big = JSON.stringify({ code: 'BIG', name: 'Big', description: 'x'.repeat(2000) });
      expect(big.length).toBeGreaterThan(1024);
      expectError(await raw('POST', '/api/v1/uom', big), 413, 'PAYLOAD_TOO_LARGE');
      expectError(await server.call('POST', '/api/v1/uom', { code: 'BIG', name: 'y'.repeat(1500) }), 413, 'PAYLOAD_TOO_LARGE');
      expectError(
        await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: 'p'.repeat(2000) } }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expect(await uomTotal()).toBe(0);
      // Just under the limit is fine.
      const ok = await server.call('POST', '/api/v1/uom', { code: 'SMALL', name: 'Small', description: 'x'.repeat(800) });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('answers an unknown route with 404 NOT_FOUND and the errors body', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/uom/1/2/3'],
        ['GET', '/api/nothing'],
        ['GET', '/api/v2/uom'],
        ['PUT', '/api/v1/uom/1'],
        ['DELETE', '/api/v1/auth/me'],
        ['POST', '/api/v1/auth/me'],
        ['GET', '/api/static/nothing/here.png'],
        ['GET', '/no-such-page'],
        ['POST', '/no-such-page'],
      ] as const) {
        const res = await server.call(method, url);
        const [entry] = expectError(res, 404, 'NOT_FOUND');
        expect(entry.title).toMatch(/^There is no/);
      }
      // Even without a token, an unknown route is a JSON 404.
      expectError(await server.call('GET', '/api/v2/nothing', undefined, null), 404, 'NOT_FOUND');
    });

    it('gives every kind of error the same JSON shape, status as a string', async () => {
      const company = await server.call('POST', '/api/v1/companies', { company_id: 'E1', company_name: 'Errors', email: 'e@x.test' });
      expect(company.statusCode).toBe(201);
      const c = company.json().data;
      await server.call('POST', '/api/v1/company_locations', { header_id: c.id, site_id: 'S', site_name: 'Site' });
      const cases: Array<[Promise<Awaited<ReturnType<TestServer['call']>>>, number, Parameters<typeof expectError>[2]]> = [
        [server.call('GET', '/api/v1/uom?foo=1'), 400, 'BAD_REQUEST'],
        [server.call('GET', '/api/v1/uom', undefined, null), 401, 'INVALID_TOKEN'],
        [server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: 'nope-nope' } }), 401, 'INVALID_CREDENTIALS'],
        [server.call('POST', '/api/v1/audit-log', { model: 'x' }), 403, 'FORBIDDEN'],
        [server.call('GET', '/api/v1/uom/424242'), 404, 'NOT_FOUND'],
        [server.call('DELETE', `/api/v1/companies/${c.id}`), 409, 'CONFLICT'],
        [server.call('POST', '/api/v1/uom', { code: 'SMALL', name: 'again' }), 409, 'CONFLICT'],
        [server.call('POST', '/api/v1/uom', { name: 'no code' }), 422, 'VALIDATION_FAILED'],
        [server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: {} }), 422, 'VALIDATION_FAILED'],
      ];
      for (const [pending, status, code] of cases) {
        const res = await pending;
        const entries = expectError(res, status, code);
        for (const e of entries) {
          expect(Object.keys(e).every((k) => ['title', 'meta', 'status', 'code'].includes(k))).toBe(true);
          expect(typeof e.status).toBe('string');
          if (e.meta !== undefined) expect(typeof e.meta).toBe('object');
        }
        // Nothing of the server's insides leaks into a title.
        expect(res.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|SELECT |INSERT |sqlite|postgres/i);
      }
    });
  });
}
