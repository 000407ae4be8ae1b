/**
 * The built app's files are sent compressed (issue 14: the phone downloads the gzipped size):
 * the build writes .gz and .br copies (scripts/precompress.ts) and the server sends the one the
 * browser accepts, with Content-Encoding, and the plain file to a client that accepts neither.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

// Big enough to be worth compressing (precompress skips files under 1 kB).
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, label: `Row ${i}` })))};\n`;
/** The app's page, with as many preload links as the real one (over 1 kB). */
const PAGE = `<!doctype html><title>app</title><script type="module" src="/assets/main.js"></script>${Array.from({ length: 40 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`).join('')}`;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the app's files, precompressed`, () => {
    let server: TestServer;
    let appDir: string;
    const get = (url: string, acceptEncoding?: string) => server.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

    beforeAll(async () => {
      appDir = mkdtempSync(join(tmpdir(), 'fsb-app-'));
      mkdirSync(join(appDir, 'assets'));
      writeFileSync(join(appDir, 'index.html'), PAGE);
      writeFileSync(join(appDir, 'assets', 'main.js'), SCRIPT);
      writeFileSync(join(appDir, 'assets', 'tiny.js'), 'export {};\n');
      await precompressDir(appDir);
      server = await startTestServer(dialect, { appDir });
    });
    afterAll(async () => {
      await server?.close();
      rmSync(appDir, { recursive: true, force: true });
    });

    it('sends the gzip copy to a browser that accepts gzip, with Content-Encoding and Vary', async () => {
      const res = await get('/assets/main.js', 'gzip, deflate');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
      expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    });

    it('prefers brotli when the browser accepts it', async () => {
      const res = await get('/assets/main.js', 'gzip, deflate, br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    });

    it('sends the plain file to a client that accepts no compression, and a small file plain to everyone', async () => {
      for (const accept of [undefined, 'identity']) {
        const res = await get('/assets/main.js', accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.body).toBe(SCRIPT);
      }
      const tiny = await get('/assets/tiny.js', 'gzip');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body).toBe('export {};\n');
    });

    it('sends the page of any app route compressed too, and plain to a client that accepts no compression', async () => {
      const br = await get('/pages/services-tools/task-lists', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.rawPayload.length).toBeLessThan(PAGE.length / 4);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
      const gz = await get('/dashboard', 'gzip, br;q=0');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGE);
      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const plain = await get('/dashboard', accept);
        expect(plain.headers['content-encoding'], String(accept)).toBeUndefined();
        expect(plain.body).toBe(PAGE);
      }
    });

    it('does not serve the compressed copies under their own names, and a missing asset stays a 404', async () => {
      expect((await get('/assets/main.js.gz')).statusCode).toBe(404);
      expect((await get('/assets/nothing.js', 'gzip')).statusCode).toBe(404);
    });
  });
}
