/**
 * Large JSON answers are gzipped for a client that accepts it (plugins/compression.ts): the
 * picker's list of every open company is megabytes of JSON. The body, once decompressed, is the
 * same contract JSON; small answers and clients that do not accept gzip get it plain.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { acceptsGzip, COMPRESS_MIN_BYTES } from '../../src/server/plugins/compression';

const COMPANIES = 400;

describe('Accept-Encoding', () => {
  it('takes gzip when listed or by *, not when refused with q=0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] compressed answers`, () => {
    let server: TestServer;
    const get = (url: string, acceptEncoding?: string) =>
      server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${server.token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const everyCompany = '/api/v1/companies?sort=id&page%5Bsize%5D=10000&status=O';

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const now = Math.floor(Date.now() / 1000);
      const rows = Array.from({ length: COMPANIES }, (_, i) => ({ company_id: `C${i}`, company_name: `Company ${i} Pte Ltd`, email: `c${i}@example.com`, country: 'Singapore', type: 'company', status: 'O', created_at: now, updated_at: now }));
      await server.database.db.insertInto('companies').values(rows).execute();
    });
    afterAll(async () => server?.close());

    it('a large list is gzipped for a client that accepts it, and is the same JSON', async () => {
      const plain = await get(everyCompany);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
      expect(plain.json().data).toHaveLength(COMPANIES);

      const packed = await get(everyCompany, 'gzip, deflate, br');
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers['content-type']).toMatch(/^application\/json/);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    });

    it('a small answer, and an error, are sent as they are', async () => {
      const small = await get('/api/v1/companies?page%5Bsize%5D=2', 'gzip');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json().data).toHaveLength(2);
      const missing = await get('/api/v1/companies/999999', 'gzip');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-encoding']).toBeUndefined();
      expect(missing.json().errors[0].code).toBe('NOT_FOUND');
    });
  });
}
