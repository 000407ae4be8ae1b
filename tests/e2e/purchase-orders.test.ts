/**
 * A purchase order walked by a purchasing user in Chromium (issue 38 items 1, 2, 5): typed into
 * the form (the supplier picked among suppliers only, lines with unit cost and tax code, the totals
 * following as typed with GST on the TX line only), saved, confirmed on its page (numbered PO-),
 * then part of it received from the Receive dialog into a chosen warehouse: more than is open is
 * said under the line before anything is sent, and what is received shows on the order and in
 * the stock. Screenshots of the order's page and the receive dialog, light and dark, go to
 * /tmp/shots/purchases/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiData, apiSignIn, OFFICE, PHONE, poll, setSkin, signInAs } from './session-helpers';

const SHOTS = '/tmp/shots/purchases';

describe.skipIf(!chromiumAvailable())('purchase orders in Chromium, as a purchasing user', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let admin: string;
  let filterId: number;
  let storeId: number;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    await apiData(server, admin, 'POST', '/api/v1/companies', { company_id: 'S-COOL', company_name: 'Cool Parts Pte Ltd', co_type: 'Supplier', attn: 'Mr Lim', email: 'orders@coolparts.test' });
    await apiData(server, admin, 'POST', '/api/v1/companies', { company_id: 'C-ACME', company_name: 'Cool Acme Customer', email: 'a@acme.test' });
    storeId = (await apiData(server, admin, 'POST', '/api/v1/warehouses', { code: 'W2', name: 'Second store' })).id;
    filterId = (await apiData(server, admin, 'POST', '/api/v1/products', { name: 'Aircon filter', sku: 'AF-1', uom: 'PC', cost: '5.00', stock_quantity: 10 })).id;
    await addUser(server, admin, { username: 'buyer1', email: 'buyer1@example.sg', first_name: 'Siti', last_name: 'Rahman', role: 'purchasing', password: 'buyer-password-1' });
    mkdirSync(SHOTS, { recursive: true });
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAs(page, server.origin, 'buyer1', 'buyer-password-1', OFFICE);
  }, 120_000);
  afterAll(() => closeAll(browser, server));

  const input = (name: string) => page.locator(`form input[name="${name}"]`);
  const text = (testId: string) => page.getByTestId(testId).textContent();
  const lineValues = (l: Record<string, unknown>) => ({ id: l.id, description: l.description, qty: l.qty, uom: l.uom, unit_cost: l.unit_cost, tax_code: l.tax_code });

  it('types a purchase order with live totals, confirms it and receives part of it into a warehouse', async () => {
    await page.goto(`${server.origin}/pages/purchases/purchase-order/manage`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    // Suppliers only: the customer whose name matches too is not offered.
    await input('company_id').click();
    await input('company_id').fill('Cool');
    const options = page.getByRole('listbox').getByRole('option');
    await poll(() => options.allTextContents()).toEqual([expect.stringContaining('Cool Parts Pte Ltd')]);
    await options.first().click();
    await input('order_date').fill('2026-11-02');
    await input('warehouse_id').click();
    await input('warehouse_id').fill('Second');
    await page.getByRole('listbox').getByRole('option', { name: 'Second store' }).click();

    await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
    await input('lines.0.description').fill('Aircon filter');
    await input('lines.0.qty').fill('10');
    await input('lines.0.unit_cost').fill('7.50');
    await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
    await input('lines.1.description').fill('Freight');
    await input('lines.1.unit_cost').fill('33.33');
    // Freight is out of scope: no GST on it.
    await page.getByTestId('line-amount').nth(1).waitFor();
    const taxCode = page.locator('form').getByRole('combobox', { name: /Tax code/ }).nth(1);
    await taxCode.click();
    await page.getByRole('option', { name: 'OP out of scope' }).click();
    await poll(() => page.getByTestId('line-amount').allTextContents()).toEqual(['75.00', '33.33']);
    await poll(() => text('totals-subtotal')).toBe('108.33');
    await poll(() => text('totals-gst')).toBe('6.75'); // 9% of the TX line's 75.00 only
    await poll(() => text('totals-total')).toBe('115.08');

    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/purchase_orders');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(201);
    const order = (await answer.json()).data;
    expect([order.subtotal, order.gst_amount, order.total, order.company_id]).toEqual([108.33, 6.75, 115.08, expect.any(Number)]);
    // The product is linked through the API (the picker is the catalogue's own, tested elsewhere).
    const [filterLine, freightLine] = order.lines;
    await apiData(server, admin, 'PATCH', `/api/v1/purchase_orders/${order.id}`, { lines: [{ ...lineValues(filterLine), product_id: filterId }, lineValues(freightLine)] });

    await page.goto(`${server.origin}/pages/purchases/purchase-order/view?id=${order.id}`);
    await page.getByTestId('document-confirm').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(() => page.getByTestId('view-header').textContent()).toMatch(/PO-\d{5}/);
    const number = (await apiData(server, admin, 'GET', `/api/v1/purchase_orders/${order.id}`)).po_no as string;
    await page.getByTestId('po-receive').waitFor();
    await page.screenshot({ path: `${SHOTS}/po-page-light.png`, fullPage: true });
    await setSkin(page, 'dark');
    await page.screenshot({ path: `${SHOTS}/po-page-dark.png`, fullPage: true });
    await setSkin(page, 'light');

    await page.getByTestId('po-receive').click();
    const dialog = page.getByTestId('receive-dialog');
    await dialog.waitFor();
    const filterRow = dialog.getByTestId(`receive-line-${filterLine.id}`);
    await poll(() => filterRow.getByTestId('receive-line-take').inputValue()).toBe('10');
    // More than is open is said under the line, and nothing can be sent.
    await filterRow.getByTestId('receive-line-take').fill('11');
    await poll(() => filterRow.getByTestId('receive-line-problem').textContent()).toContain('Only 10 is left');
    expect(await dialog.getByTestId('receive-save').isDisabled()).toBe(true);
    await filterRow.getByTestId('receive-line-take').fill('4');
    await dialog.getByTestId(`receive-line-${freightLine.id}`).getByTestId('receive-line-take').fill('0');
    await expect(dialog.getByTestId('receive-warehouse').textContent()).resolves.toBe('Second store');
    await page.screenshot({ path: `${SHOTS}/receive-dialog-light.png` });
    await setSkin(page, 'dark');
    await page.screenshot({ path: `${SHOTS}/receive-dialog-dark.png` });
    await setSkin(page, 'light');

    const received = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/v1/purchase_orders/${order.id}/receive`);
    await dialog.getByTestId('receive-save').click();
    expect((await received).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    const after = await apiData(server, admin, 'GET', `/api/v1/purchase_orders/${order.id}`);
    expect(after.receipt_status).toBe('Partially received');
    expect(after.lines.map((l: { received_qty: number }) => l.received_qty)).toEqual([4, 0]);
    const filter = await apiData(server, admin, 'GET', `/api/v1/products/${filterId}`);
    expect([filter.stock_quantity, filter.cost]).toEqual([14, 5.71]); // (10 x 5.00 + 4 x 7.50) / 14
    const stocks = await apiData(server, admin, 'GET', `/api/v1/product_stocks?filterExt=${encodeURIComponent(`product_id=${filterId},warehouse_id=${storeId}`)}`);
    expect(stocks.map((s: { qty_on_hand: number }) => s.qty_on_hand)).toEqual([4]);
    // The page shows what is received: the order's receipt status, and the receipt under it.
    await poll(() => page.getByTestId('view-header').textContent()).toContain(number);
    await poll(async () => (await page.locator('main').textContent()) ?? '').toContain('Partially received');
    await page.screenshot({ path: `${SHOTS}/po-page-received-light.png`, fullPage: true });

    // At the warehouse, on a phone: the dialog fits the screen's width, each line's figures labelled.
    // Signed in afresh on the phone (the office screen's open menu would cover it as a drawer).
    await signInAs(page, server.origin, 'buyer1', 'buyer-password-1', PHONE);
    await page.goto(`${server.origin}/pages/purchases/purchase-order/view?id=${order.id}`);
    await page.getByTestId('po-receive').click();
    await dialog.waitFor();
    await poll(() => filterRow.getByTestId('receive-line-take').inputValue()).toBe('6');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = await dialog.locator('.MuiDialog-paper').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/receive-dialog-phone-light.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await signInAs(page, server.origin, 'buyer1', 'buyer-password-1', OFFICE);
    expect(errors).toEqual([]);
  });

  it('suggests a purchase order per supplier on Reorder and creates it as a draft after review', async () => {
    const supplier = (await apiData(server, admin, 'GET', `/api/v1/companies?filterExt=${encodeURIComponent("company_id='S-COOL'")}`))[0];
    const gasket = (await apiData(server, admin, 'POST', '/api/v1/products', { name: 'Door gasket', sku: 'DG-1', uom: 'PC', cost: '2.40', supplier_id: supplier.id, reorder_level: 20, stock_quantity: 5 })).id;
    await page.goto(`${server.origin}/pages/purchases/reorder`);
    const line = page.getByTestId(`reorder-line-${gasket}`);
    await line.waitFor();
    // 20 - 5 on hand = 15 suggested; the buyer orders 24.
    await poll(() => line.getByTestId('reorder-qty').inputValue()).toBe('15');
    await page.screenshot({ path: `${SHOTS}/reorder-light.png`, fullPage: true });
    await setSkin(page, 'dark');
    await page.screenshot({ path: `${SHOTS}/reorder-dark.png`, fullPage: true });
    await setSkin(page, 'light');
    await line.getByTestId('reorder-qty').fill('24');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/purchase_orders');
    await page.getByTestId(`reorder-group-${supplier.id}`).getByTestId('reorder-create').click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    const order = (await answer.json()).data;
    await page.waitForURL((url) => url.pathname.startsWith('/pages/purchases/purchase-order') && url.search.includes(String(order.id)));
    expect(order).toMatchObject({ status: 'O', company_id: supplier.id, total: 62.78 }); // 24 x 2.40 = 57.60 + 9% 5.18
    expect(order.lines).toMatchObject([{ product_id: gasket, qty: 24, unit_cost: 2.4, tax_code: 'TX' }]);
    expect(errors).toEqual([]);
  });
});
