import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { startFakeOneMap, type FakeOneMap } from '../support/fakes/onemap';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] GET /geo/search`, () => {
    let oneMap: FakeOneMap;
    let server: TestServer;
    let unset: TestServer;

    beforeAll(async () => {
      oneMap = await startFakeOneMap();
      server = await startTestServer(dialect, { onemapUrl: oneMap.url });
      unset = await startTestServer(dialect);
    });
    afterAll(async () => {
      await server?.close();
      await unset?.close();
      await oneMap?.close();
    });

    it('asks the address service with geometry and details, and answers its places', async () => {
      const res = await server.call('GET', `/api/v1/geo/search?q=${encodeURIComponent(' raffles ')}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: {
          results: [{ ADDRESS: '1 RAFFLES PLACE ONE RAFFLES PLACE SINGAPORE 048616', LATITUDE: '1.28435', LONGITUDE: '103.85143', POSTAL: '048616', BLK_NO: '1', ROAD_NAME: 'RAFFLES PLACE', BUILDING: 'ONE RAFFLES PLACE' }],
        },
      });
      const asked = oneMap.queries.at(-1)!;
      expect(Object.fromEntries(asked)).toEqual({ searchVal: 'raffles', returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1' });
    });

    it('answers an empty list when nothing matches', async () => {
      const res = await server.call('GET', '/api/v1/geo/search?q=nowhere');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.results).toEqual([]);
    });

    it('refuses a missing, blank or overlong query with 422, asking nothing upstream', async () => {
      const before = oneMap.queries.length;
      for (const query of ['', '?q=', '?q=%20%20', `?q=${'x'.repeat(201)}`]) {
        expectError(await server.call('GET', `/api/v1/geo/search${query}`), 422, 'VALIDATION_FAILED');
      }
      expect(oneMap.queries.length).toBe(before);
    });

    it('answers 503 with the errors body when the upstream fails, and signed-out callers 401', async () => {
      oneMap.failWith(500);
      try {
        expectError(await server.call('GET', '/api/v1/geo/search?q=raffles'), 503, 'SERVICE_UNAVAILABLE');
      } finally {
        oneMap.failWith(null);
      }
      expectError(await server.call('GET', '/api/v1/geo/search?q=raffles', undefined, null), 401, 'INVALID_TOKEN');
    });

    it('answers 503 with ONEMAP_URL=off, and no request leaves the server', async () => {
      const before = oneMap.queries.length;
      const res = await unset.call('GET', '/api/v1/geo/search?q=raffles');
      expectError(res, 503, 'SERVICE_UNAVAILABLE');
      expect(res.json().errors[0].title).toMatch(/ONEMAP_URL/);
      expect(oneMap.queries.length).toBe(before);
    });

    it('serves the grid licence key setting, null when unset', async () => {
      expect((await unset.call('GET', '/api/v1/pickers/config')).json()).toEqual({ data: { mui_license_key: null } });
    });
  });
}
