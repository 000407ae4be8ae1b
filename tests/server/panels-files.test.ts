/**
 * The record panels' files (api-contract.md, Files; "Records' panels"): notes carry at most 3
 * files, documents one, both checked by content and size, stored in the folder or an
 * S3-compatible store, and served only to readers of the record, never as active content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';
import { startFakeS3, type FakeS3Server } from '../support/fakes/s3';

type Rec = Record<string, any>;

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n').toString('base64');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const file = (name: string, base64: string, fileType = 'application/octet-stream') => ({ name, base64, fileType });
const FILE_LIMIT = 64 * 1024;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] panel files on the local folder`, () => {
    let server: TestServer;
    let job: number;
    let techToken: string;
    const filterExt = (text: string) => `filterExt=${encodeURIComponent(text)}`;

    beforeAll(async () => {
      server = await startTestServer(dialect, { fileMaxBytes: FILE_LIMIT });
      job = (await server.call('POST', '/api/v1/joborder_headers', { company_name: 'Acme', problem_description: 'Leak' })).json().data.id;
      await server.call('POST', '/api/v1/users', { username: 'tech', role: 'technician', password: 'tech-password-1' });
      techToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tech', password: 'tech-password-1' } })).json().data.token;
    });
    afterAll(async () => server?.close());

    const note = (extra: Rec) => ({ module: 'joborder_headers', header_id: job, tag: 'Site', notes: '<p>Checked</p>', ...extra });

    it('a note keeps three files, each served back as sent', async () => {
      const res = await server.call('POST', '/api/v1/notes', note({ uploads: [file('plan.pdf', PDF), file('photo.png', PNG), file('readme.txt', b64('hello'))] }));
      expect(res.statusCode, res.body).toBe(201);
      const saved = res.json().data;
      expect(saved.note_attachments.map((a: Rec) => a.name)).toEqual(['plan.pdf', 'photo.png', 'readme.txt']);
      const got = await server.call('GET', `/api/static/notes_attachments/${saved.id}/readme.txt`);
      expect(got.statusCode).toBe(200);
      expect(got.body).toBe('hello');
      const pdf = await server.call('GET', `/api/static/notes_attachments/${saved.id}/plan.pdf`);
      expect(pdf.rawPayload.equals(Buffer.from(PDF, 'base64'))).toBe(true);
    });

    it('a fourth file is refused (422) on add and on update, and the note loses nothing', async () => {
      const four = [file('a.txt', b64('a')), file('b.txt', b64('b')), file('c.txt', b64('c')), file('d.txt', b64('d'))];
      expectFieldErrors(await server.call('POST', '/api/v1/notes', note({ tag: 'Four', uploads: four })), ['uploads']);
      expect((await server.call('GET', `/api/v1/notes?${filterExt("tag='Four'")}`)).json().data).toEqual([]);
      const three = (await server.call('POST', '/api/v1/notes', note({ tag: 'Three', uploads: four.slice(0, 3) }))).json().data;
      expectFieldErrors(await server.call('PATCH', `/api/v1/notes/${three.id}`, { tag: 'Changed', uploads: [four[3]] }), ['uploads']);
      const after = (await server.call('GET', `/api/v1/notes/${three.id}`)).json().data;
      expect(after.tag).toBe('Three');
      expect(after.note_attachments.map((a: Rec) => a.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
      // The same name again replaces that file, it is not a fourth; dropping one frees its place.
      const replaced = await server.call('PATCH', `/api/v1/notes/${three.id}`, { uploads: [file('a.txt', b64('A2'))] });
      expect(replaced.json().data.note_attachments).toHaveLength(3);
      expect((await server.call('GET', `/api/static/notes_attachments/${three.id}/a.txt`)).body).toBe('A2');
      const kept = await server.call('PATCH', `/api/v1/notes/${three.id}`, { note_attachments: [{ name: 'a.txt' }, { name: 'b.txt' }], uploads: [four[3]] });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().data.note_attachments.map((a: Rec) => a.name)).toEqual(['a.txt', 'b.txt', 'd.txt']);
      expect((await server.call('GET', `/api/static/notes_attachments/${three.id}/c.txt`)).statusCode).toBe(404);
    });

    it('a file whose content is not what its name says is refused (422), and nothing is written', async () => {
      const fake = await server.call('POST', '/api/v1/notes', note({ tag: 'Fake', uploads: [file('invoice.pdf', b64('<html>not a pdf</html>'), 'application/pdf')] }));
      const [entry] = expectFieldErrors(fake, ['uploads.0.base64']);
      expect(entry.title).toMatch(/invoice\.pdf.*not a \.pdf/);
      expectFieldErrors(await server.call('POST', '/api/v1/notes', note({ uploads: [file('photo.png', PDF)] })), ['uploads.0.base64']);
      expectFieldErrors(await server.call('POST', '/api/v1/notes', note({ uploads: [file('list.csv', PNG)] })), ['uploads.0.base64']);
      expectFieldErrors(await server.call('POST', '/api/v1/notes', note({ uploads: [file('x.txt', 'not base64!')] })), ['uploads.0.base64']);
      expect((await server.call('GET', `/api/v1/notes?${filterExt("tag='Fake'")}`)).json().data).toEqual([]);
    });

    it('a file above UPLOAD_FILE_LIMIT is refused with 413 and a title that says the limit', async () => {
      const big = Buffer.alloc(FILE_LIMIT + 1, 'a').toString('base64');
      const [entry] = expectError(await server.call('POST', '/api/v1/notes', note({ tag: 'Big', uploads: [file('big.txt', big)] })), 413, 'PAYLOAD_TOO_LARGE');
      expect(entry.title).toContain('at most 64 KB');
      expect(entry.meta).toEqual({ field: 'uploads.0.base64' });
    });

    it('a document revision is a new row of the same name; editing a row updates it', async () => {
      const first = (await server.call('POST', '/api/v1/documents', { module: 'joborder_headers', header_id: job, name: 'Drawing', file: 'drawing.pdf', revision_no: 0, base64: PDF })).json().data;
      expect(first.file).toBe('drawing.pdf');
      const second = await server.call('POST', '/api/v1/documents', { module: 'joborder_headers', header_id: job, name: 'Drawing', file: 'drawing-r1.pdf', revision_no: 1.5, base64: PDF });
      expect(second.statusCode, second.body).toBe(201);
      const edited = await server.call('PATCH', `/api/v1/documents/${first.id}`, { description: 'First issue' });
      expect(edited.json().data).toMatchObject({ id: first.id, description: 'First issue', file: 'drawing.pdf' });
      const rows = (await server.call('GET', `/api/v1/documents?${filterExt(`header_id=${job},module='joborder_headers'`)}&sort=revision_no`)).json().data;
      expect(rows.map((d: Rec) => [d.name, d.revision_no, d.file])).toEqual([['Drawing', 0, 'drawing.pdf'], ['Drawing', 1.5, 'drawing-r1.pdf']]);
      expect((await server.call('GET', `/api/static/documents/${second.json().data.id}/drawing-r1.pdf`)).statusCode).toBe(200);
    });

    it("a document's file must have one of its type's extensions (422 naming them), on add and on update", async () => {
      const drawings = (await server.call('POST', '/api/v1/document_types', { name: 'Site plan', extension: '.pdf, dwg' })).json().data;
      const anyFile = (await server.call('POST', '/api/v1/document_types', { name: 'Any file', extension: '' })).json().data;
      const doc = (extra: Rec) => ({ module: 'joborder_headers', header_id: job, name: 'Typed', document_type_id: drawings.id, ...extra });
      const refused = await server.call('POST', '/api/v1/documents', doc({ file: 'site.png', base64: PNG }));
      const [entry] = expectFieldErrors(refused, ['file']);
      expect(entry.title).toBe('A Site plan document must be a .pdf, .dwg file; "site.png" is not');
      expect((await server.call('GET', `/api/v1/documents?${filterExt("name='Typed'")}`)).json().data).toEqual([]);

      const saved = await server.call('POST', '/api/v1/documents', doc({ file: 'PLAN.PDF', base64: PDF }));
      expect(saved.statusCode, saved.body).toBe(201);
      const id = saved.json().data.id;
      expect(saved.json().data).toMatchObject({ document_type_id: drawings.id, file: 'PLAN.PDF' });
      // An update may not swap in a file of another kind, nor move the file to a type that refuses it.
      expectFieldErrors(await server.call('PATCH', `/api/v1/documents/${id}`, { file: 'notes.txt', base64: b64('hello') }), ['file']);
      const images = (await server.call('POST', '/api/v1/document_types', { name: 'Site photo', extension: 'jpg;png' })).json().data;
      const [moved] = expectFieldErrors(await server.call('PATCH', `/api/v1/documents/${id}`, { document_type_id: images.id }), ['file']);
      expect(moved.title).toContain('.jpg, .png');
      expect((await server.call('GET', `/api/v1/documents/${id}`)).json().data).toMatchObject({ document_type_id: drawings.id, file: 'PLAN.PDF' });
      expect((await server.call('GET', `/api/static/documents/${id}/notes.txt`)).statusCode).toBe(404);
      // A type with no extensions, and a document with no type, take any file.
      expect((await server.call('PATCH', `/api/v1/documents/${id}`, { document_type_id: anyFile.id, file: 'notes.txt', base64: b64('hello') })).statusCode).toBe(200);
      expect((await server.call('POST', '/api/v1/documents', doc({ document_type_id: null, file: 'any.txt', base64: b64('x') }))).statusCode).toBe(201);
    });

    it("a product's thumbnail travels as thumbnailbase64 beside its name, pictures only, and is served back", async () => {
      const added = await server.call('POST', '/api/v1/products', { name: 'Drill', thumbnail: 'drill.png', thumbnailbase64: PNG });
      expect(added.statusCode, added.body).toBe(201);
      const product = added.json().data;
      expect(product).toMatchObject({ thumbnail: 'drill.png', price: 0, new_price: 0, stock_quantity: 0 });
      expect(product).not.toHaveProperty('thumbnailbase64');
      const served = await server.call('GET', `/api/static/products/${product.id}/drill.png`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);

      // Not a picture, or not what its name says: 422, and the product keeps its picture.
      const [notPicture] = expectFieldErrors(await server.call('PATCH', `/api/v1/products/${product.id}`, { thumbnail: 'spec.pdf', thumbnailbase64: PDF }), ['thumbnail']);
      expect(notPicture.title).toContain('.png');
      expectFieldErrors(await server.call('PATCH', `/api/v1/products/${product.id}`, { thumbnail: 'fake.png', thumbnailbase64: PDF }), ['thumbnailbase64']);
      expect((await server.call('GET', `/api/v1/products/${product.id}`)).json().data.thumbnail).toBe('drill.png');

      // A new picture replaces the old one, which is removed once saved.
      const replaced = await server.call('PATCH', `/api/v1/products/${product.id}`, { thumbnail: 'drill-2.png', thumbnailbase64: PNG });
      expect(replaced.json().data.thumbnail).toBe('drill-2.png');
      expect((await server.call('GET', `/api/static/products/${product.id}/drill-2.png`)).statusCode).toBe(200);
      await expect.poll(async () => (await server.call('GET', `/api/static/products/${product.id}/drill.png`)).statusCode).toBe(404);
    });

    it('SVG and HTML are served as downloads with nosniff, never as active content', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
      for (const [name, content] of [['logo.svg', svg], ['page.html', '<html><script>alert(1)</script></html>']]) {
        const doc = await server.call('POST', '/api/v1/documents', { module: 'joborder_headers', header_id: job, name, file: name, base64: b64(content) });
        expect(doc.statusCode, doc.body).toBe(201);
        const got = await server.call('GET', `/api/static/documents/${doc.json().data.id}/${name}`);
        expect(got.statusCode).toBe(200);
        expect(got.headers['content-disposition']).toMatch(/^attachment;/);
        expect(got.headers['content-type']).toBe('application/octet-stream');
        expect(got.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it("a user who may not read the record is refused its files (403) and its comments' header", async () => {
      const me = (await server.call('GET', '/api/v1/auth/me')).json().data.id;
      const onUser = (await server.call('POST', '/api/v1/notes', { module: 'users', header_id: me, tag: 'HR', uploads: [file('salary.txt', b64('secret'))] })).json().data;
      expect((await server.call('GET', `/api/static/notes_attachments/${onUser.id}/salary.txt`)).body).toBe('secret');
      const refused = await server.call('GET', `/api/static/notes_attachments/${onUser.id}/salary.txt`, undefined, techToken);
      expect([403, 404]).toContain(refused.statusCode);
      expect(refused.body).not.toContain('secret');
      await server.call('POST', '/api/v1/timeline_headers', { module: 'users', header_type: 'comment', header_id: me });
      expectError(await server.call('GET', `/api/v1/timeline_headers/getbyheader?id=${me}&type=comment&module=users`, undefined, techToken), 403, 'FORBIDDEN');
    });

    it("getbyheader answers the record's comment headers of that collection", async () => {
      const header = (await server.call('POST', '/api/v1/timeline_headers', { module: 'joborder_headers', header_type: 'comment', header_id: job })).json().data;
      const res = await server.call('GET', `/api/v1/timeline_headers/getbyheader?id=${job}&type=comment&module=joborder_headers`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((h: Rec) => h.id)).toEqual([header.id]);
      expect((await server.call('GET', `/api/v1/timeline_headers/getbyheader?id=${job}&type=other&module=joborder_headers`)).json().data).toEqual([]);
      expectError(await server.call('GET', '/api/v1/timeline_headers/getbyheader?id=abc'), 400, 'BAD_REQUEST');
    });
  });

  describe(`[${dialect}] panel files in an S3-compatible store`, () => {
    let server: TestServer;
    let s3: FakeS3Server;
    let job: number;

    beforeAll(async () => {
      s3 = await startFakeS3();
      server = await startTestServer(dialect, { s3: { endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', accessKeyId: 'test', secretAccessKey: 'test-secret' } });
      job = (await server.call('POST', '/api/v1/joborder_headers', { company_name: 'Acme', problem_description: 'Leak' })).json().data.id;
    });
    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });

    it('stores, serves and removes files as objects, and nothing in the folder', async () => {
      const res = await server.call('POST', '/api/v1/notes', { module: 'joborder_headers', header_id: job, tag: 'S3', uploads: [file('plan.pdf', PDF), file('note.txt', b64('in the bucket'))] });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id;
      expect(s3.objects.get(`notes_attachments/${id}/note.txt`)?.body.toString()).toBe('in the bucket');
      const got = await server.call('GET', `/api/static/notes_attachments/${id}/note.txt`);
      expect(got.statusCode).toBe(200);
      expect(got.body).toBe('in the bucket');
      expect((await server.call('GET', `/api/static/notes_attachments/${id}/missing.txt`)).statusCode).toBe(404);
      await server.call('PATCH', `/api/v1/notes/${id}`, { note_attachments: [{ name: 'plan.pdf' }] });
      expect(s3.objects.has(`notes_attachments/${id}/note.txt`)).toBe(false);
      expect(s3.objects.has(`notes_attachments/${id}/plan.pdf`)).toBe(true);
      // The users' pictures go through the older helpers, which reach the same store.
      const me = (await server.call('GET', '/api/v1/auth/me')).json().data.id;
      const pic = await server.call('POST', `/api/v1/users/${me}/thumbnail`, { name: 'me.png', base64: PNG, fileType: 'image/png' });
      expect(pic.statusCode, pic.body).toBe(200);
      expect(s3.objects.has(`users/${me}/me.png`)).toBe(true);
    });
  });
}
