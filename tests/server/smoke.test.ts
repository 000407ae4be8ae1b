import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { emptyScratchTable, startTestServer, type TestServer } from '../support/api';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] smoke`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      await emptyScratchTable(server);
    });
    afterAll(async () => server?.close());

    it('lists units of measure as the signed-in admin', async () => {
      const res = await server.call('GET', '/api/v1/uom');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [], meta: { page: { total: 0, size: 10, after: 1 } } });
    });
  });
}
