/**
 * Files under /api/static: only for signed-in users who may read the owning record (bearer token
 * or a signed link), nothing outside STORAGE_DIR however the path is encoded, uploads checked.
 */
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixNow } from '../../src/server/clock';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SECRET = 'top secret outside the storage root';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] files`, () => {
    let server: TestServer;
    let adminId: number;
    let documentId: number;
    let jobId: number;
    const tokens: Record<string, string> = {};
    const userIds: Record<string, number> = {};
    const storage = () => server.settings.storageDir;
    const fetchFile = (path: string, token: string | null = server.token) =>
      server.app.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const upload = (userId: number | string, body: Record<string, unknown>, token = server.token) => server.call('POST', `/api/v1/users/${userId}/thumbnail`, body, token);
    const put = (relative: string, content: string | Buffer) => {
      const file = join(storage(), relative);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    };

    beforeAll(async () => {
      server = await startTestServer(dialect, { uploadLimit: 4 * 1024 * 1024 });
      adminId = (await server.call('GET', '/api/v1/auth/me')).json().data.id;
      await server.call('POST', '/api/v1/roles', { name: 'nothing', ability: [] });
      for (const [username, role] of [['tech', 'technician'], ['none', 'nothing']]) {
        const add = await server.call('POST', '/api/v1/users', { username, role, password: `${username}-password-1` });
        expect(add.statusCode, add.body).toBe(201);
        tokens[username] = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password: `${username}-password-1` } })).json().data.token;
        userIds[username] = add.json().data.id;
      }
      // A document hangs on a record that exists (auth/owned-records.ts): a job order here, the technician's (they read only their own jobs' files).
      const employee = await server.call('POST', '/api/v1/employees', { code: 'T1', first_name: 'Tech', display_name: 'Tech', user_id: userIds.tech });
      expect(employee.statusCode, employee.body).toBe(201);
      const job = await server.call('POST', '/api/v1/joborder_headers', { company_name: 'Acme', problem_description: 'Leak', joborder_employee_one: employee.json().data.id });
      expect(job.statusCode, job.body).toBe(201);
      jobId = job.json().data.id;
      const doc = await server.call('POST', '/api/v1/documents', { module: 'joborder_headers', header_id: jobId, name: 'Report', file: 'report.pdf' });
      expect(doc.statusCode, doc.body).toBe(201);
      documentId = doc.json().data.id;
      put(`documents/${documentId}/report.pdf`, '%PDF-1.4 report');
      put(`documents/${documentId}/page.html`, '<script>alert(1)</script>');
      // Outside the storage root, next to it.
      writeFileSync(join(dirname(storage()), 'secret.txt'), SECRET);
    });
    afterAll(async () => server?.close());

    describe('POST /users/{id}/thumbnail', () => {
      it('stores the image under STORAGE_DIR/users/{id}/, sets users.thumbnail, and serves it back', async () => {
        const res = await upload(adminId, { name: 'Me at work.png', base64: PNG.toString('base64'), fileType: 'image/png' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ id: adminId, thumbnail: 'Me at work.png' });
        expect(readFileSync(join(storage(), 'users', String(adminId), 'Me at work.png')).equals(PNG)).toBe(true);
        const served = await fetchFile(`/api/static/users/${adminId}/Me%20at%20work.png`);
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(PNG)).toBe(true);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers['content-disposition']).toMatch(/^inline; filename="Me at work.png"/);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['cache-control']).toBe('private, max-age=300');
        // A data: URL prefix is accepted; the old file goes when the thumbnail changes; odd names are made safe.
        const again = await upload(adminId, { name: '../../etc/<evil>.jpeg', base64: `data:image/png;base64,${PNG.toString('base64')}`, fileType: 'image/png' });
        expect(again.json().data.thumbnail).toBe('evil_.png');
        expect(existsSync(join(storage(), 'users', String(adminId), 'Me at work.png'))).toBe(false);
        expect(existsSync(join(storage(), 'users', String(adminId), 'evil_.png'))).toBe(true);
      });

      it('anyone may change their own picture; someone else\'s needs update on users', async () => {
        const tech = (await server.call('GET', '/api/v1/auth/me', undefined, tokens.tech)).json().data;
        const own = await upload(tech.id, { name: 'tech.png', base64: PNG.toString('base64'), fileType: 'image/png' }, tokens.tech);
        expect(own.statusCode, own.body).toBe(200);
        expectError(await upload(adminId, { name: 'x.png', base64: PNG.toString('base64'), fileType: 'image/png' }, tokens.tech), 403, 'FORBIDDEN');
        expectError(await upload(987654, { name: 'x.png', base64: PNG.toString('base64'), fileType: 'image/png' }), 404, 'NOT_FOUND');
        expectError(await upload(adminId, { name: 'x.png', base64: PNG.toString('base64'), fileType: 'image/png' }, null as unknown as string), 401, 'INVALID_TOKEN');
      });

      it('takes images only, checked by their first bytes, and at most 2 MB (413); bodies over UPLOAD_LIMIT are 413 too', async () => {
        expectFieldErrors(await upload(adminId, { name: 'x.svg', base64: Buffer.from('<svg onload="alert(1)"/>').toString('base64'), fileType: 'image/svg+xml' }), ['fileType']);
        expectFieldErrors(await upload(adminId, { name: 'x.png', base64: Buffer.from('<html>not a png</html>').toString('base64'), fileType: 'image/png' }), ['base64']);
        expectFieldErrors(await upload(adminId, { name: 'x.jpg', base64: PNG.toString('base64'), fileType: 'image/jpeg' }), ['base64']);
        expectFieldErrors(await upload(adminId, { base64: '***', fileType: 'image/png' }), ['name', 'base64']);
        const big = Buffer.concat([PNG, Buffer.alloc(2.5 * 1024 * 1024)]);
        expectError(await upload(adminId, { name: 'big.png', base64: big.toString('base64'), fileType: 'image/png' }), 413, 'PAYLOAD_TOO_LARGE');
        const huge = Buffer.concat([PNG, Buffer.alloc(3.5 * 1024 * 1024)]);
        expectError(await upload(adminId, { name: 'huge.png', base64: huge.toString('base64'), fileType: 'image/png' }), 413, 'PAYLOAD_TOO_LARGE');
        expect(existsSync(join(storage(), 'users', String(adminId), 'big.png'))).toBe(false);
      });
    });

    describe('GET /api/static/{model}/{id}/{file}', () => {
      it('serves signed-in users who may read the owning record; 401 anonymous, 403 without read, 404 for a missing record or file', async () => {
        const path = `/api/static/documents/${documentId}/report.pdf`;
        expect((await fetchFile(path)).body).toBe('%PDF-1.4 report');
        expect((await fetchFile(path, tokens.tech)).statusCode).toBe(200); // technicians read documents
        expectError(await fetchFile(path, null), 401, 'INVALID_TOKEN');
        expectError(await fetchFile(path, tokens.none), 403, 'FORBIDDEN');
        expectError(await fetchFile(`/api/static/documents/${documentId}/other.pdf`), 404, 'NOT_FOUND');
        expectError(await fetchFile(`/api/static/documents/987654/report.pdf`), 404, 'NOT_FOUND');
        expectError(await fetchFile(`/api/static/documents/987654/report.pdf`, tokens.none), 403, 'FORBIDDEN');
        expectError(await fetchFile(`/api/static/no_such_model/1/x.png`), 404, 'NOT_FOUND');
      });

      it('sends anything but images, PDF and text as a download, so no stored HTML runs on the origin', async () => {
        const res = await fetchFile(`/api/static/documents/${documentId}/page.html`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/octet-stream');
        expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      });

      it('shows a user\'s avatar to every signed-in user, but other files of users only to those who read users', async () => {
        const thumbnail = (await server.call('GET', `/api/v1/users/${adminId}`)).json().data.thumbnail;
        expect((await fetchFile(`/api/static/users/${adminId}/${thumbnail}`, tokens.none)).statusCode).toBe(200);
        put(`users/${adminId}/cv.pdf`, '%PDF private');
        expectError(await fetchFile(`/api/static/users/${adminId}/cv.pdf`, tokens.none), 403, 'FORBIDDEN');
        expect((await fetchFile(`/api/static/users/${adminId}/cv.pdf`)).statusCode).toBe(200);
      });

      it('reaches nothing outside STORAGE_DIR, however the path is encoded', async () => {
        put(`documents/${documentId}/inside.txt`, 'inside');
        // Symbolic links out of the root: a file and a folder.
        symlinkSync(join(dirname(storage()), 'secret.txt'), join(storage(), 'documents', String(documentId), 'link.txt'));
        const doc2 = (await server.call('POST', '/api/v1/documents', { module: 'joborder_headers', header_id: jobId, name: 'Second' })).json().data.id;
        symlinkSync(dirname(storage()), join(storage(), 'documents', String(doc2)));
        const attempts = [
          '/api/static/../secret.txt',
          '/api/static/documents/../../secret.txt',
          `/api/static/documents/${documentId}/../../../secret.txt`,
          `/api/static/documents/${documentId}/..%2f..%2f..%2fsecret.txt`,
          `/api/static/documents/${documentId}/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt`,
          `/api/static/documents/${documentId}/%2E%2E/%2E%2E/%2E%2E/secret.txt`,
          '/api/static/%2e%2e/%2e%2e/secret.txt',
          `/api/static/documents%2f${documentId}%2finside.txt`,
          `/api/static/documents/${documentId}/..%5c..%5c..%5csecret.txt`,
          `/api/static/documents/${documentId}/..\\..\\..\\secret.txt`,
          `/api/static/documents/${documentId}/inside.txt%00.png`,
          `/api/static/documents/${documentId}/%00`,
          `/api/static/documents/${documentId}/%252e%252e%252fsecret.txt`,
          `/api/static/documents/${documentId}/%c0%ae%c0%ae%2fsecret.txt`,
          `/api/static/documents/${documentId}/.`,
          `/api/static/documents/${documentId}/.hidden`,
          `/api/static/documents/0${documentId}/inside.txt`,
          `/api/static/documents/-1/inside.txt`,
          `/api/static//etc/passwd`,
          '/api/static/%2fetc%2fpasswd',
          `/api/static/documents/${documentId}/%2fetc%2fpasswd`,
          `/api/static/documents/${documentId}/C:%5cWindows%5cwin.ini`,
          `/api/static/documents/${documentId}/link.txt`,
          `/api/static/documents/${doc2}/secret.txt`,
          `/api/static/documents/${documentId}/inside.txt/`,
          `/api/static/documents/${documentId}`,
        ];
        for (const url of attempts) {
          const res = await fetchFile(url);
          expect([400, 404], `${url} -> ${res.statusCode}`).toContain(res.statusCode);
          expect(res.body, url).not.toContain(SECRET);
          expect(res.body, url).not.toContain('root:');
          expect(Object.keys(res.json())).toEqual(['errors']);
        }
        // The plain path still works.
        expect((await fetchFile(`/api/static/documents/${documentId}/inside.txt`)).body).toBe('inside');
      });
    });

    describe('signed links (GET /api/v1/files/sign)', () => {
      const sign = async (path: string, token = server.token) => server.call('GET', `/api/v1/files/sign?path=${encodeURIComponent(path)}`, undefined, token);

      it('answers a link an <img> can load without a token, the same one within its window, valid FILE_URL_TTL to twice that', async () => {
        const res = await sign(`documents/${documentId}/report.pdf`);
        expect(res.statusCode, res.body).toBe(200);
        const { url, expires } = res.json().data;
        expect(url).toMatch(new RegExp(`^/api/static/documents/${documentId}/report\\.pdf\\?sid=\\d+&expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
        expect(expires - unixNow()).toBeGreaterThanOrEqual(server.settings.fileUrlTtl);
        expect(expires - unixNow()).toBeLessThanOrEqual(2 * server.settings.fileUrlTtl);
        expect((await sign(`/api/static/documents/${documentId}/report.pdf`)).json().data.url).toBe(url);
        const loaded = await fetchFile(url, null);
        expect(loaded.statusCode).toBe(200);
        expect(loaded.body).toBe('%PDF-1.4 report');
      });

      it('refuses a tampered, moved or expired link (401) and one whose session ended; checks the ability again on load', async () => {
        const { url } = (await sign(`documents/${documentId}/report.pdf`)).json().data;
        const tampered = url.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
        expectError(await fetchFile(tampered, null), 401, 'INVALID_TOKEN');
        expectError(await fetchFile(url.replace('report.pdf', 'page.html'), null), 401, 'INVALID_TOKEN');
        expectError(await fetchFile(url.replace(/expires=\d+/, (m: string) => `expires=${Number(m.slice(8)) + 300}`), null), 401, 'INVALID_TOKEN');
        expectError(await fetchFile(url.replace(/sid=(\d+)/, (_: string, n: string) => `sid=${Number(n) + 1}`), null), 401, 'INVALID_TOKEN');
        // Expired: the signature is right, the time is past.
        const sid = /sid=(\d+)/.exec(url)![1];
        const past = unixNow() - 10;
        const rawPath = `documents/${documentId}/report.pdf`;
        const sig = createHmac('sha256', server.settings.jwtSecret).update(`static\n${sid}\n${past}\n${rawPath}`).digest('base64url');
        expectError(await fetchFile(`/api/static/${rawPath}?sid=${sid}&expires=${past}&sig=${sig}`, null), 401, 'INVALID_TOKEN');

        // A technician's link stops working when their role no longer reads documents, and when they sign out.
        const techLink = (await sign(`documents/${documentId}/report.pdf`, tokens.tech)).json().data.url;
        expect((await fetchFile(techLink, null)).statusCode).toBe(200);
        const tech = (await server.call('GET', '/api/v1/users?filter=tech')).json().data[0];
        await server.call('PATCH', `/api/v1/users/${tech.id}`, { role: 'nothing' });
        expectError(await fetchFile(techLink, null), 403, 'FORBIDDEN');
        await server.call('PATCH', `/api/v1/users/${tech.id}`, { role: 'technician' });
        expect((await fetchFile(techLink, null)).statusCode).toBe(200);
        await server.call('GET', '/api/v1/auth/logout', undefined, tokens.tech);
        expectError(await fetchFile(techLink, null), 401, 'INVALID_TOKEN');
      });

      it('signs only what the caller may read (403), only well-formed paths (400), only for signed-in callers (401)', async () => {
        expectError(await sign(`documents/${documentId}/report.pdf`, tokens.none), 403, 'FORBIDDEN');
        for (const bad of ['', 'documents', `documents/${documentId}`, `documents/${documentId}/../x`, '../../secret.txt', `documents/x/report.pdf`]) {
          expectError(await sign(bad), 400, 'BAD_REQUEST');
        }
        expectError(await server.call('GET', `/api/v1/files/sign?path=documents/${documentId}/report.pdf`, undefined, null), 401, 'INVALID_TOKEN');
      });
    });
  });
}
