/**
 * The whole catalogue as a person uses it (issue 3, "Done when"), in real Chromium over the demo
 * data: every list route of every resource opens without a script or console error and shows
 * rows; then its manage page adds a record (the required inputs filled by type with the values of
 * tests/support/records.ts), the search box finds it, it is opened, edited and saved, and deleted
 * through the Delete button and the confirm dialog. No route is named here: the registry's route
 * table drives it. One browser page and one session for the whole file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { resources } from '../../generated/server/registry';
import { seedDemoData } from '../../src/server/seed/demo-data';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import {
  BUILT_DATE_TEXT,
  BUILT_TIME_TEXT,
  fieldsToFill,
  fieldToEdit,
  isPanelRow,
  plainValue,
  searchTerm,
  Tokens,
  type FieldDef,
  type Rec,
  type ResourceDef,
} from '../support/records';
import { apiCall, apiTokenKeptFresh, poll, shownOrOnceMore, trackApiCalls, type ApiCalls } from './session-helpers';

const byName = new Map(resources.map((d) => [d.resource, d]));
/**
 * Hand-written screens, not generic lists, each driven by its own browser test: the job board,
 * calendar and map (dispatch.test.ts), the technician's task list (technician-day.test.ts) and the
 * sales pivot that opens the reports route (reports.test.ts), the receivables page
 * (receivables.test.ts). Payments are recorded against confirmed invoices, which a generic form
 * cannot pick; the invoice page records them in receivables.test.ts, and money.test.ts tests their
 * calls.
 */
const HAND_WRITTEN_SCREENS = new Set([
  '/pages/services-tools/job-order',
  '/pages/services-tools/calendar',
  '/pages/services-tools/map-view',
  '/pages/services-tools/task-lists',
  '/pages/admin/reports',
  '/pages/sales-tools/receivables',
  '/pages/sales-tools/payment',
  // The buying side's own screens (issue 38): Reorder and Payables are pages, not lists
  // (purchase-orders.test.ts, supplier-bills.test.ts); a supplier payment is recorded against
  // confirmed bills from the bill's page (supplier-bills.test.ts).
  '/pages/purchases/reorder',
  '/pages/purchases/payables',
  '/pages/purchases/supplier-payment',
  // The GST F5 return (issue 39 item 6) is a page, not a list (tests/e2e/gst-f5.test.ts). GST
  // periods may not overlap, and the demo's cover today, the date the generic form fills in: they
  // are added, refused on overlap and filed in tests/server/gst-f5.test.ts and tests/e2e/gst-f5.test.ts.
  '/pages/sales-tools/gst-f5',
  '/pages/sales-tools/gst-period',
]);
/**
 * A panel row (comments' timeline headers: module and header_id) hangs on a record the server
 * checks and the generic form cannot pick; tests/server/security-panels.test.ts covers its calls.
 */
const routes = resources
  .filter((d) => !d.readonly && !isPanelRow(d))
  .flatMap((def) => def.routes.map((route) => ({ def, route })))
  .filter(({ route }) => !HAND_WRITTEN_SCREENS.has(route.path));
const readOnlyRoutes = resources.filter((d) => d.readonly).flatMap((def) => def.routes.map((route) => ({ def, route })));

/** A response of the API to `method` on the collection (or one of its records). */
const isCall = (def: ResourceDef, method: string) => (r: Response) =>
  r.request().method() === method && new RegExp(`/api/v1/${def.resource}(/[^/?]+)?(\\?|$)`).test(new URL(r.url()).pathname + '?');

describe.skipIf(!chromiumAvailable())('every list route of the catalogue in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let adminApiToken: () => Promise<string>;
  const tokens = new Tokens();
  /** Script and console errors, with the path they happened on. */
  const errors: string[] = [];
  let apiCalls: ApiCalls;

  beforeAll(async () => {
    server = await startAppServer();
    adminApiToken = apiTokenKeptFresh(server, 'admin', TEST_ADMIN_PASSWORD);
    await seedDemoData(server, server.settings);
    ({ browser, page } = await openPage(server.origin, errors, (at, e) => `${new URL(at.url()).pathname}: ${String(e)}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !(m.text().includes('status of 404') && isReadOfDeleted(m.location().url))) errors.push(`${new URL(page.url()).pathname}: console: ${m.text()}`);
    });
    // A failed request: the console only says "Failed to load resource".
    page.on('response', (r) => {
      if (r.status() === 404 && r.request().method() === 'GET' && isReadOfDeleted(r.url())) return;
      if (r.status() >= 400) errors.push(`${new URL(page.url()).pathname}: ${r.request().method()} ${new URL(r.url()).pathname} answered ${r.status()}`);
    });
    apiCalls = trackApiCalls(page);
    await page.goto(`${server.origin}/login`);
    await page.fill('input[name=username]', 'admin');
    await page.fill('input[name=password]', TEST_ADMIN_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
  });
  afterAll(() => closeAll(browser, server));

  /**
   * The API paths of the records the walk deleted. A read of one that crossed its DELETE answers 404,
   * rightly: the page's live changes can ask for the record's transitions again while the delete
   * is under way (a full run saw it once), and that is not an error of the page.
   */
  const deletedRecords = new Set<string>();
  const isReadOfDeleted = (url: string) => {
    const record = /^\/api\/v1\/[^/]+\/[^/?]+/.exec(url ? new URL(url).pathname : '')?.[0];
    return record !== undefined && deletedRecords.has(record);
  };

  /** Opens an app path as a typed address (the app loads from the browser's cache). */
  const navigate = (path: string) => page.goto(`${server.origin}${path}`);

  // The list's own rows: a page may show other tables too (the contracts ending above the renewals).
  const rows = () => page.locator('.RaDatagrid-tbody > tr');

  async function expectRows(path: string) {
    await shownOrOnceMore(page, () => rows().first().waitFor({ timeout: 15_000 }), apiCalls).catch((e: Error) => {
      throw new Error(`${path} shows no rows: ${e.message}`);
    });
  }

  /** Types `term` into the search box and waits for the list the server answered for it. */
  async function search(def: ResourceDef, term: string) {
    const answered = page.waitForResponse((r) => isCall(def, 'GET')(r) && new URL(r.url()).searchParams.get('filter') === term);
    await page.getByPlaceholder('Search').fill(term);
    await answered;
  }

  /**
   * Opens the row of `record` on its manage page: the one row its search left, or without a
   * search (a resource with no searchable field) the row showing its token.
   */
  async function openRow(def: ResourceDef, record: Rec, searched: boolean, token: string) {
    const key = String(def.uuid ? record.uuid : record.id);
    if (searched) await poll(() => rows().count()).toBe(1);
    const row = searched ? rows().first() : rows().filter({ hasText: token }).first();
    // The page has loaded when its own read of the record is answered (the form shows the list's copy first).
    const read = page.waitForResponse((r) => isCall(def, 'GET')(r) && /\/api\/v1\/[^/]+\/[^/?]+$/.test(new URL(r.url()).pathname));
    // A cell that is neither the selection checkbox nor the row's buttons.
    await row.locator('td:not(:has(input[type=checkbox])):not(:has(button))').first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/manage') && url.searchParams.get('id') === key);
    expect((await read).status()).toBe(200);
  }

  /**
   * Fills one input of `field` (named `name` in the form) with the builder's value for it; a
   * reference gets the first suggestion of its Autocomplete.
   */
  async function fill(field: FieldDef, name: string, value: unknown) {
    const input = inputOf(field, name);
    switch (field.type) {
      case 'reference':
      case 'references':
        // Arrow down opens the suggestions even when a click came before they loaded.
        await input.click();
        await input.press('ArrowDown');
        await page.getByRole('listbox').getByRole('option').first().click();
        return;
      case 'select':
        await input.locator('xpath=..').getByRole('combobox').click();
        await page.getByRole('listbox').getByRole('option', { name: field.options![0].label, exact: true }).click();
        return;
      case 'boolean':
        await input.check();
        return;
      case 'date':
        await input.fill(BUILT_DATE_TEXT);
        return;
      case 'datetime':
        // The day and the time are two inputs (crud/inputs.tsx, UnixDateTimeInput).
        await input.fill(BUILT_TIME_TEXT.slice(0, 10));
        await page.locator(`form [name="${name}__time"]`).first().fill(BUILT_TIME_TEXT.slice(11));
        return;
      case 'json':
        await input.fill(JSON.stringify(value));
        return;
      case 'richtext':
        // The editor (tiptap) is a contenteditable block, not an input.
        await input.fill(String(value).replace(/<[^>]+>/g, ''));
        return;
      default:
        await input.fill(String(value));
    }
  }

  /** The input of `field` named `name` in the form; a rich-text field's editor. */
  const inputOf = (field: FieldDef, name: string) =>
    field.type === 'richtext' ? page.locator(`form [class~="ra-input-${name}"] .ProseMirror`).first() : page.locator(`form [name="${name}"]`).first();

  /** Fills the inputs of the fields a new record needs; answers the token it carries. */
  async function fillNew(def: ResourceDef, prefix = '', except: string[] = []): Promise<{ token: string; values: Rec; missing: string[] }> {
    const { token, n } = tokens.next();
    const values: Rec = {};
    const missing: string[] = [];
    for (const field of fieldsToFill(def, except, (resource) => byName.get(resource)!)) {
      const name = `${prefix}${field.name}`;
      if ((await inputOf(field, name).count()) === 0) {
        missing.push(name);
        continue;
      }
      const value = field.type === 'reference' || field.type === 'references' ? null : plainValue(field, token, n);
      await fill(field, name, value);
      values[field.name] = value;
    }
    return { token, values, missing };
  }

  /**
   * Saves the new record. A form may ask for more than the YAML requires (a user without a
   * password needs an email for the invitation): each input it marks invalid gets the builder's
   * value for its field, and the form is saved again.
   */
  async function saveNew(def: ResourceDef, token: string, missing: string[]): Promise<Rec> {
    for (let attempt = 0; attempt < 2; attempt++) {
      // Whichever comes first, the POST or an input marked invalid; the other is let go.
      const posted = page.waitForResponse(isCall(def, 'POST'), { timeout: 15_000 }).then((r) => ({ r }));
      const refused = page.locator('form [aria-invalid="true"]').first().waitFor({ timeout: 15_000 }).then(() => ({ r: null }));
      posted.catch(() => undefined);
      refused.catch(() => undefined);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const first = await Promise.race([posted, refused]);
      if (first.r) {
        expect(first.r.status(), await first.r.text()).toBe(201);
        return (await first.r.json()).data;
      }
      for (const name of await page.locator('form [aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('name')))) {
        const field = def.fields.find((f) => f.name === name);
        if (!field) throw new Error(`${def.resource}: the form refused "${name}", which no field of the YAML names`);
        await fill(field, name!, field.type === 'reference' || field.type === 'references' ? null : plainValue(field, token, 0));
      }
    }
    throw new Error(`${def.resource}: the form would not save${missing.length ? ` (no input for ${missing.join(', ')})` : ''}`);
  }

  for (const { def, route } of routes) {
    it(`${route.path}: lists rows; adds, finds, edits and deletes a record`, { timeout: 60_000 }, async () => {
      const errorsBefore = errors.length;
      await navigate(route.path);
      await expectRows(route.path);

      // Add: the required inputs by type, and one line of each child list.
      await page.getByRole('link', { name: 'Add', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `${route.path}/manage` && !url.searchParams.has('id'));
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      const { token, values, missing } = await fillNew(def);
      for (const [i, child] of def.children.entries()) {
        // Each child list's own Add button, in the order the form shows them.
        await page.locator('form').getByRole('button', { name: 'Add', exact: true }).nth(i).click();
        missing.push(...(await fillNew(byName.get(child.resource)!, `${child.field}.0.`, [child.target])).missing);
      }
      const created = await saveNew(def, token, missing);
      // Saved, the page goes back to the list; to the record's page when it has related lists to fill.
      await page.waitForURL(def.related.length ? (url) => url.pathname === `${route.path}/manage` && url.searchParams.has('id') : (url) => url.pathname === route.path);

      // Find it with the search box and open it.
      if (def.related.length) await navigate(route.path);
      const term = searchTerm(def, created, token);
      if (term !== null) await search(def, term);
      await openRow(def, created, term !== null, token);

      // Edit one text field and save.
      const edit = fieldToEdit(def, values, tokens);
      await fill(edit.field, edit.field.name, edit.value);
      const patched = page.waitForResponse(isCall(def, 'PATCH'));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const answer = await patched;
      expect(answer.status(), await answer.text()).toBe(200);
      const edited = (await answer.json()).data;
      // The editor keeps rich text as its own paragraphs: the text is what must come back.
      if (edit.field.type === 'richtext') expect(edited[edit.field.name]).toContain(edit.value.replace(/<[^>]+>/g, ''));
      else expect(edited[edit.field.name]).toBe(edit.value);

      // Delete it through the Delete button and the confirm dialog: back on the list (which keeps
      // its search), open it again, searching anew when the edit took the searched text away.
      if (!def.related.length) {
        await page.waitForURL((url) => url.pathname === route.path);
        const stillFound = term !== null && searchTerm(def, edited, term) === term;
        const editedTerm = stillFound ? term : (searchTerm(def, edited, edit.token) ?? searchTerm(def, edited, token));
        if (!stillFound && editedTerm !== null) await search(def, editedTerm);
        await openRow(def, created, editedTerm !== null, edit.token);
      }
      // Deleted once the page has had its answers, as a person who reads it first: a read still
      // under way (the record's transitions) was answered 404 by the record deleted meanwhile.
      await poll(() => apiCalls.size).toBe(0);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.textContent()).toContain('Click Accept to delete this record');
      for (const key of [created.id, created.uuid]) if (key !== undefined) deletedRecords.add(`/api/v1/${def.resource}/${key}`);
      const deleted = page.waitForResponse(isCall(def, 'DELETE'));
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      expect((await deleted).status()).toBe(200);
      await page.waitForURL((url) => url.pathname === route.path);
      expect((await apiCall(server, await adminApiToken(), 'GET', `/api/v1/${def.resource}/${created.id}`)).statusCode).toBe(404);

      expect(errors.slice(errorsBefore)).toEqual([]);
    });
  }

  for (const { def, route } of readOnlyRoutes) {
    it(`${route.path} (read-only): lists rows, offers no Add`, async () => {
      const errorsBefore = errors.length;
      await navigate(route.path);
      await expectRows(route.path);
      expect(await page.getByRole('link', { name: 'Add', exact: true }).count(), `${def.resource} is read-only`).toBe(0);
      expect(errors.slice(errorsBefore)).toEqual([]);
    });
  }

  it('made no request outside its own origin', () => {
    expect(browser.foreignRequests).toEqual([]);
  });
});
