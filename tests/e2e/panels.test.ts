/**
 * The record panels in real Chromium (issue 15): on a customer's view page, a note with three
 * files is saved and a fourth file is refused with the 'Max 3 files' toast; a document and its
 * new revision both show; the Logs tab shows the record's changes before and after; a comment is
 * posted and shows newest first; another user's note, document and comment appear without a
 * reload; a user who may read the record but not the audit log is told so.
 * Screenshots of the panels in light and dark go to /tmp/shots/panels/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, expectSettled, poll, signInAfresh, waitForLanding } from './session-helpers';

type Rec = Record<string, any>;
const CUSTOMERS = '/pages/masterlists/customers';
const SHOTS = '/tmp/shots/panels';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const textFile = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

describe.skipIf(!chromiumAvailable())('record panels in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];
  let acme: Rec;

  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: Rec) => {
    const res = await apiCall(server, token, method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };
  const toast = () => page.getByTestId('panel-toast').last();
  const tab = (name: string) => page.getByTestId(`panel-tab-${name}`);
  const shot = async (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    acme = await api('POST', '/api/v1/companies', { company_id: 'ACME', company_name: 'Acme Engineering Pte Ltd', co_type: 'Customer', email: 'ops@acme.test' });
    await api('PATCH', `/api/v1/companies/${acme.id}`, { email: 'service@acme.test' });
    await api('POST', '/api/v1/document_types', { name: 'Drawing (PDF)', extension: '.pdf', file_type: 'application/pdf', icon: 'PictureAsPdf' });
    await addUser(server, token, { username: 'reader', email: 'reader@x.test', password: 'read-only-person', role: 'readonly' });
    await addUser(server, token, { username: 'colleague', email: 'colleague@x.test', password: 'colleague-pass-1', role: 'admin' });
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  });
  afterAll(() => closeAll(browser, server));

  it('saves a note with three files and refuses a fourth with the toast', async () => {
    await page.goto(`${server.origin}${CUSTOMERS}/view?id=${acme.id}`);
    await page.getByTestId('record-panels').waitFor();
    await expectSettled(page);
    await tab('notes').click();
    await page.getByRole('button', { name: 'Add note' }).click();
    const editor = page.getByTestId('note-editor');
    await editor.getByLabel('Tag').fill('Site visit');
    await editor.locator('.ProseMirror').fill('Chiller checked, all valves fine.');
    const files = editor.getByTestId('note-file-input');
    await files.setInputFiles([textFile('one.txt', 'first'), textFile('two.txt', 'second'), textFile('three.txt', 'third')]);
    await poll(() => editor.getByTestId('note-files').locator('.MuiChip-root').count()).toBe(3);
    // The same name again is not added twice, and says nothing; a fourth file is refused.
    await files.setInputFiles([textFile('two.txt', 'second')]);
    await files.setInputFiles([textFile('four.txt', 'fourth')]);
    await poll(() => toast().textContent()).toBe('Max 3 filesyou have uploaded more than 3 files');
    expect(await editor.getByTestId('note-files').locator('.MuiChip-root').count()).toBe(3);
    await shot('note-editor-light');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => toast().textContent()).toBe('SuccessSite visit success save');
    const card = page.getByTestId('note-card').first();
    await poll(() => card.textContent()).toContain('Chiller checked');
    for (const name of ['one.txt', 'two.txt', 'three.txt']) expect(await card.textContent()).toContain(name);
    const [note] = await api('GET', `/api/v1/notes?filterExt=${encodeURIComponent(`header_id=${acme.id},module='companies'`)}`);
    expect(note.note_attachments.map((a: Rec) => a.name)).toEqual(['one.txt', 'two.txt', 'three.txt']);
    expect(note.notes).toContain('Chiller checked');
    await shot('notes-light');
  });

  it('adds a document and a new revision of it, and shows both', async () => {
    await tab('documents').click();
    await page.getByRole('button', { name: 'Add document' }).click();
    let editor = page.getByTestId('document-editor');
    await editor.getByLabel('Document type').click();
    await page.getByRole('option', { name: 'Drawing (PDF)' }).click();
    // The type decides what the file picker accepts.
    expect(await editor.getByTestId('document-file-input').getAttribute('accept')).toBe('.pdf');
    await editor.getByTestId('document-file-input').setInputFiles({ name: 'layout.pdf', mimeType: 'application/pdf', buffer: PDF });
    await poll(() => editor.getByLabel('Name').inputValue()).toBe('layout');
    await editor.getByLabel('Description').fill('Plant room layout with the new chiller positions');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByTestId('document-row').count()).toBe(1);
    // The description is cut at 25 characters until expanded.
    const row = page.getByTestId('document-row').first();
    expect(await row.textContent()).toContain('Plant room layout with th…');
    await row.getByRole('button', { name: 'more' }).click();
    await poll(() => row.textContent()).toContain('new chiller positions');

    await row.getByRole('button', { name: 'New revision' }).click();
    editor = page.getByTestId('document-editor');
    await poll(() => editor.getByLabel('Revision No.').inputValue()).toBe('1');
    await editor.getByLabel('Revision No.').fill('1.5');
    await editor.getByTestId('document-file-input').setInputFiles({ name: 'layout-r1.pdf', mimeType: 'application/pdf', buffer: PDF });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByTestId('document-row').count()).toBe(2);
    const rows = await page.getByTestId('document-row').allTextContents();
    expect(rows[0]).toContain('1.5');
    expect(rows[0]).toContain('layout-r1.pdf');
    expect(rows[1]).toContain('layout.pdf');
    const saved = await api('GET', `/api/v1/documents?filterExt=${encodeURIComponent(`header_id=${acme.id},module='companies'`)}&sort=revision_no`);
    expect(saved.map((d: Rec) => [d.name, d.revision_no, d.file])).toEqual([['layout', 0, 'layout.pdf'], ['layout', 1.5, 'layout-r1.pdf']]);
    expect(saved[1].id).not.toBe(saved[0].id);
    await shot('documents-light');
  });

  it('reads the record log with before and after values', async () => {
    await tab('logs').click();
    const logs = page.getByTestId('panel-logs');
    await poll(() => logs.getByTestId('log-row').count()).toBeGreaterThanOrEqual(2);
    const update = logs.getByTestId('log-row').filter({ hasText: 'service@acme.test' });
    await poll(() => update.textContent()).toContain('ops@acme.test');
    // Before struck through, after beside it.
    const cells = update.getByTestId('audit-changes').locator('td');
    expect(await cells.allTextContents()).toEqual(expect.arrayContaining(['ops@acme.test', 'service@acme.test']));
    await shot('logs-light');
  });

  it('posts comments and shows the newest first', async () => {
    await tab('comments').click();
    const panel = page.getByTestId('panel-comments');
    for (const text of ['Called the customer about the visit', 'Customer confirmed Tuesday']) {
      await panel.getByLabel('Write a comment').fill(text);
      await panel.getByRole('button', { name: 'Post' }).click();
      await poll(() => panel.getByTestId('comment').first().textContent()).toContain(text);
    }
    expect(await panel.getByTestId('comment').count()).toBe(2);
    await shot('comments-light');
    await page.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));
    await page.reload();
    await page.getByTestId('record-panels').waitFor();
    await expectSettled(page);
    for (const name of ['comments', 'notes', 'documents', 'logs']) {
      await tab(name).click();
      await page.getByTestId(`panel-${name}`).waitFor();
      await expectSettled(page);
      await shot(`${name}-dark`);
    }
    await page.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('light')));
  });

  it("shows another user's note, document and comment without a reload (live changes)", async () => {
    await page.goto(`${server.origin}${CUSTOMERS}/view?id=${acme.id}`);
    await page.getByTestId('record-panels').waitFor();
    await expectSettled(page);
    const colleague = (await apiSignIn(server, 'colleague', 'colleague-pass-1')).token;
    const asColleague = async (url: string, body: Rec) => {
      const res = await apiCall(server, colleague, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const notesBefore = (await api('GET', `/api/v1/notes?filterExt=${encodeURIComponent(`header_id=${acme.id},module='companies'`)}`)).length;
    await tab('notes').click();
    await poll(() => page.getByTestId('note-card').count()).toBe(notesBefore);
    await asColleague('/api/v1/notes', { module: 'companies', header_id: acme.id, tag: 'Phone call', notes: '<p>Colleague called about the chiller</p>' });
    await poll(() => page.getByTestId('note-card').count()).toBe(notesBefore + 1);
    await poll(() => page.getByTestId('panel-notes').textContent()).toContain('Colleague called about the chiller');

    // Counted from the API, then awaited on screen: the tab's list may not have answered yet.
    const documentsBefore = (await api('GET', `/api/v1/documents?filterExt=${encodeURIComponent(`header_id=${acme.id},module='companies'`)}`)).length;
    await tab('documents').click();
    await poll(() => page.getByTestId('document-row').count()).toBe(documentsBefore);
    await asColleague('/api/v1/documents', { module: 'companies', header_id: acme.id, name: 'Service contract', file: 'contract.pdf', base64: PDF.toString('base64') });
    await poll(() => page.getByTestId('document-row').count()).toBe(documentsBefore + 1);

    await tab('comments').click();
    const panel = page.getByTestId('panel-comments');
    const header = (await apiCall(server, colleague, 'GET', `/api/v1/timeline_headers/getbyheader?id=${acme.id}&type=comment&module=companies`)).json().data.at(-1);
    await asColleague('/api/v1/timelines', { header: header.id, remarks: 'Colleague: parts arrive Monday' });
    await poll(() => panel.getByTestId('comment').first().textContent()).toContain('Colleague: parts arrive Monday');
  });

  it('a stored <img onerror> in a note never runs in the notes panel', async () => {
    // Written past the API (which cleans rich text), as an old or hand-made row would be.
    const now = Math.floor(Date.now() / 1000);
    await server.database.db
      .insertInto('notes')
      .values({ module: 'companies', header_id: acme.id, tag: 'Imported', notes: '<p>Legacy note</p><img src=x onerror="window.__xss=1"><p onclick="window.__xss=2">end</p>', status: 'O', created_at: now, updated_at: now })
      .execute();
    await page.reload();
    await page.getByTestId('record-panels').waitFor();
    await tab('notes').click();
    const card = page.getByTestId('note-card').filter({ hasText: 'Legacy note' });
    await poll(() => card.textContent()).toContain('end');
    expect(await card.locator('[onerror], [onclick]').count()).toBe(0);
    expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
  });

  it('fits a phone: the panels scroll inside themselves, not the page', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const name of ['notes', 'documents', 'logs']) {
        await tab(name).click();
        await page.getByTestId(`panel-${name}`).waitFor();
        await expectSettled(page);
        await page.getByTestId('record-panels').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/${name}-phone-dark.png` });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it('tells a user who may read the record but not the audit log so, in the panel', async () => {
    await signInAfresh(page, server.origin, 'reader', 'read-only-person');
    await waitForLanding(page);
    await page.goto(`${server.origin}${CUSTOMERS}/view?id=${acme.id}`);
    await page.getByTestId('record-panels').waitFor();
    await tab('logs').click();
    await poll(() => page.getByTestId('record-panels').textContent()).toContain('which your role may not read');
    // A reader sees the notes but cannot add any.
    await tab('notes').click();
    const notes = await api('GET', `/api/v1/notes?filterExt=${encodeURIComponent(`header_id=${acme.id},module='companies'`)}`);
    await poll(() => page.getByTestId('note-card').count()).toBe(notes.length);
    expect(await page.getByRole('button', { name: 'Add note' }).count()).toBe(0);
    await shot('reader-logs-light');
    expect(errors).toEqual([]);
  });
});
