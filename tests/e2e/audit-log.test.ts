/**
 * The audit log in real Chromium (issue 10, item 8, "Done when"): it shows who changed which
 * record (named and linked) and the changed fields side by side, filters by record type and
 * dates, puts back a field's earlier value and restores a deleted record, each restore itself
 * a new entry of the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { apiCall, apiSignIn, expectSettled, PHONE, poll, signInAfresh, signInAs, waitForLanding } from './session-helpers';

type Rec = Record<string, any>;
const AUDIT_LOG = '/pages/admin/audit-logs';

describe.skipIf(!chromiumAvailable())('the audit log in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];
  let product: Rec;
  let box: Rec;

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    const res = await apiCall(server, token, method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    product = await call('POST', '/api/v1/products', { name: 'Audit drill', sku: 'AUD-1', price: 10 });
    await call('PATCH', `/api/v1/products/${product.id}`, { name: 'Audit drill 20V', price: 25.5 });
    box = await call('POST', '/api/v1/uom', { code: 'BOX-T', name: 'Box of twelve' });
    await call('DELETE', `/api/v1/uom/${box.id}`);
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  });
  afterAll(() => closeAll(browser, server));

  const rows = () => page.locator('.RaDatagrid-tbody > tr');
  const chooseType = async (name: string) => {
    await page.getByTestId('audit-filters').getByRole('combobox', { name: 'Record type' }).click();
    await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  };

  it('shows who changed which record, linked, and the changed fields before and after', async () => {
    await page.goto(`${server.origin}${AUDIT_LOG}`);
    await expectSettled(page);
    await chooseType('Products');
    await poll(() => rows().count()).toBe(2);
    const change = rows().first();
    await poll(() => change.textContent()).toContain('Changed');
    expect(await change.textContent()).toContain('Administrator');
    expect(await change.locator('td.column-created_at').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}/);
    const link = change.getByRole('link', { name: 'Audit drill 20V' });
    expect(await link.getAttribute('href')).toBe(`/pages/catalogues/products/view?id=${product.id}`);
    const diff = change.getByTestId('audit-changes');
    const lines = await diff.locator('tr').allInnerTexts();
    expect(lines.map((l) => l.replace(/\s+/g, ' ').trim())).toEqual(['Name Audit drill Audit drill 20V', 'Price 10.00 25.50']);
    expect(await rows().nth(1).textContent()).toContain('Added');
  });

  it("puts back a field's earlier value from its entry, as a new entry", async () => {
    const change = rows().first();
    await change.getByRole('button', { name: 'Put back the earlier value: price' }).click();
    // It asks first (issue 34): nothing changes until Accept.
    await page.getByRole('dialog').getByText('Put back the earlier Price?').waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(() => page.getByText('Restored', { exact: true }).count()).toBeGreaterThan(0);
    await poll(async () => (await call('GET', `/api/v1/products/${product.id}`)).price).toBe(10);
    await poll(() => rows().count()).toBe(3);
    expect(await rows().first().textContent()).toContain('Restored');
    expect((await rows().first().getByTestId('audit-changes').locator('tr').allInnerTexts()).map((l) => l.replace(/\s+/g, ' ').trim())).toEqual(['Price 25.50 10.00']);
  });

  it('restores a deleted record from its entry', async () => {
    await chooseType('Units of measure');
    await poll(async () => (await rows().first().textContent()) ?? '').toContain('Deleted');
    const deleted = rows().first();
    expect(await deleted.getByTestId('audit-changes').textContent()).toContain('Box of twelve');
    await deleted.getByRole('button', { name: 'Restore record' }).click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(async () => (await apiCall(server, token, 'GET', `/api/v1/uom/${box.id}`)).statusCode).toBe(200);
    await poll(async () => (await rows().first().textContent()) ?? '').toContain('Restored');
    // The question closes (until its fade ends MUI hides the page from the accessibility tree, where
    // the link is looked for) and the restored record is linked again.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await poll(() => rows().first().getByRole('link', { name: 'BOX-T' }).count()).toBe(1);
  });

  it('filters by dates', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await page.getByLabel('From').fill(day);
    await poll(() => rows().filter({ hasText: 'BOX-T' }).count()).toBe(0);
    await page.getByLabel('From').fill('');
    await poll(() => rows().filter({ hasText: 'BOX-T' }).count()).toBeGreaterThan(0);
  });

  it('fits a phone: each entry a card of its cells, the page no wider than the screen', async () => {
    // Signed in afresh on a phone (a resized desktop page keeps its menu open beside the list).
    await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD, PHONE);
    await page.goto(`${server.origin}${AUDIT_LOG}`);
    try {
      await poll(() => rows().filter({ hasText: 'BOX-T' }).count()).toBeGreaterThan(0);
      await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/audit-log-390.png` });
    } finally {
      await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD, { width: 1400, height: 900 }); // openPage's size
    }
  });

  it("an entry's own page reads the same", async () => {
    const [entry] = await call('GET', `/api/v1/audit-log?sort=-id&filterExt=${encodeURIComponent(`model='products',header_id=${product.id},action='update'`)}`);
    await page.goto(`${server.origin}${AUDIT_LOG}/view?id=${entry.id}`);
    const diff = page.getByTestId('audit-changes');
    await poll(() => diff.locator('tr').count()).toBe(2);
    expect(await diff.textContent()).toContain('Audit drill 20V');
    expect(await page.getByRole('link', { name: 'Audit drill 20V' }).count()).toBe(1);
  });

  it('raised no script error', () => {
    expect(errors).toEqual([]);
  });
});
