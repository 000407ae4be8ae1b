/**
 * Rich text is cleaned when it is saved (issue 10, item 3): no <style>, no style or class
 * attributes, no event handlers, no forms, no javascript: links, no remote images unless
 * RICHTEXT_REMOTE_IMAGES says so; and the text itself survives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/plugins/http-security';
import { sanitizeRichText } from '../../src/server/richtext';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

const ATTACK =
  '<style>header { display: none } body::before { content: "SESSION EXPIRED - call +65 8000 0000" }</style>' +
  '<p style="position:fixed;top:0" class="MuiAppBar-root">Drill <b>20V</b> &amp; case</p>' +
  '<img src=x onerror="window.pwned = 1"><img src="https://tracker.example.com/pixel.gif">' +
  '<a href="javascript:alert(1)">click</a> <a href="https://shop.example.sg/drill">shop</a>' +
  '<form action="/api/v1/users"><input name="role" value="admin"><button>Go</button></form>';

function expectClean(html: string): void {
  expect(html).not.toMatch(/<style|style=|class=|onerror|javascript:|<form|<input|<button|tracker\.example\.com|SESSION EXPIRED/i);
  expect(html).toContain('<p>Drill <b>20V</b> &amp; case</p>');
  expect(html).toContain('<img src="x" />');
  expect(html).toContain('<a href="https://shop.example.sg/drill">shop</a>');
}

describe('sanitizeRichText', () => {
  const own = { origin: 'https://app.example.sg', remote: false };
  it('keeps images of the app and data: images, and remote ones only when allowed', () => {
    const images = '<img src="/api/static/products/1/a.png"><img src="https://app.example.sg/a.png"><img src="data:image/png;base64,AAAA"><img src="https://cdn.example.com/b.png"><img src="//cdn.example.com/c.png">';
    const strict = sanitizeRichText(images, own);
    expect(strict).toContain('src="/api/static/products/1/a.png"');
    expect(strict).toContain('src="https://app.example.sg/a.png"');
    expect(strict).toContain('src="data:image/png;base64,AAAA"');
    expect(strict).not.toContain('cdn.example.com');
    const remote = sanitizeRichText(images, { ...own, remote: true });
    expect(remote).toContain('src="https://cdn.example.com/b.png"');
    expect(remote).not.toContain('"//cdn.example.com/c.png"');
  });

  it('drops data: documents, svg and scripts whole, and links that run something', () => {
    const html = sanitizeRichText('<img src="data:text/html,<script>x</script>"><svg><script>alert(1)</script></svg><a href=" java\tscript:alert(1)">a</a><iframe src="/x"></iframe>ok', own);
    expect(html).toBe('<a>a</a>ok');
  });

  it('gives plain text back as it is, and still escapes or cleans anything with <, > or &', () => {
    for (const text of ['Spare part 12 for the north sites', 'Line one\nline two\t"quoted" \'single\' = / ; é 中 😀', '', '  spaces  ']) expect(sanitizeRichText(text, own)).toBe(text);
    expect(sanitizeRichText('Fish & chips > 3', own)).toBe('Fish &amp; chips &gt; 3');
    expect(sanitizeRichText('a <script>x</script> b', own)).toBe('a  b');
  });

  it('the Content-Security-Policy allows remote images only with RICHTEXT_REMOTE_IMAGES', () => {
    expect(contentSecurityPolicy({ mapTileUrl: '', publicUrl: 'http://localhost:8080', richtextRemoteImages: false })).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy({ mapTileUrl: '', publicUrl: 'http://localhost:8080', richtextRemoteImages: true })).toContain("img-src 'self' data: blob: https: http:;");
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] rich text is cleaned when it is saved`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => server?.close());

    it('on add and on update, in the answer and in the row', async () => {
      const added = await server.call('POST', '/api/v1/products', { name: 'Cordless drill', description: ATTACK });
      expect(added.statusCode, added.body).toBe(201);
      const id = added.json().data.id;
      expectClean(added.json().data.description);
      const row = await server.database.db.selectFrom('products').select('description').where('id', '=', id).executeTakeFirstOrThrow();
      expectClean(row.description as string);

      const updated = await server.call('PATCH', `/api/v1/products/${id}`, { description: `<div style="color:red">Updated</div>${ATTACK}` });
      expect(updated.statusCode, updated.body).toBe(200);
      expectClean(updated.json().data.description);
      expect(updated.json().data.description).toMatch(/^<div>Updated<\/div>/);
      expectClean((await server.call('GET', `/api/v1/products/${id}`)).json().data.description);
    });

    it('in other rich-text fields too, plain text staying as it was', async () => {
      const note = await server.call('POST', '/api/v1/notes', { header_id: 1, module: 'products', notes: 'Call before 5pm, gate code 1234' });
      expect(note.statusCode, note.body).toBe(201);
      expect(note.json().data.notes).toBe('Call before 5pm, gate code 1234');
      const styled = await server.call('PATCH', `/api/v1/notes/${note.json().data.id}`, { notes: '<style>*{display:none}</style><span style="color:red" onclick="x()">hi</span>' });
      expect(styled.json().data.notes).toBe('<span>hi</span>');
    });
  });
}
