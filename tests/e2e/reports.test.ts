/**
 * The sales pivot and the dashboard in Chromium (issue 16): the pivot shows the server's figures
 * in the premium grid, the field chooser regroups them with subtotals, the export writes
 * `Reports.xlsx` with a sheet `Sales` that keeps the subtotals (the test opens it), a saved
 * report opens its own layout; the dashboard shows the day's figures and links to their lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { readFileSync } from 'node:fs';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { apiCall, apiSignIn, expectSettled, poll, signInAfresh, waitForLanding } from './session-helpers';

type Rec = Record<string, any>;
const REPORTS = '/pages/admin/reports';

describe.skipIf(!chromiumAvailable())('the sales pivot and the dashboard in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => {
    const res = await apiCall(server, token, method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };
  /** A confirmed invoice this month (the server prices it). */
  const sale = async (company: Rec, lines: Rec[]) => {
    const made = await call('POST', '/api/v1/sales_invoices', { company_id: company.id, invoice_date: Math.floor(Date.now() / 1000), gst_percent: 9, lines });
    await server.database.db.updateTable('sales_invoices').set({ status: 'C' }).where('id', '=', made.id).execute();
  };
  const grid = () => page.getByTestId('sales-pivot').locator('.MuiDataGrid-root');
  const cellTexts = () => grid().locator('[role="gridcell"]').allInnerTexts();

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const acme = await call('POST', '/api/v1/companies', { company_id: 'ACME', company_name: 'Acme Pivot Pte Ltd', email: 'acme@x.test' });
    const bistro = await call('POST', '/api/v1/companies', { company_id: 'BIS', company_name: 'Bistro Pivot', email: 'bis@x.test' });
    const unit = await call('POST', '/api/v1/products', { name: 'Pivot aircon', sku: 'PV-1', price: 100, cost: 60 });
    const part = await call('POST', '/api/v1/products', { name: 'Pivot filter', sku: 'PV-2', price: 10, cost: 4 });
    await sale(acme, [
      { product_id: unit.id, description: unit.name, qty: 2, unit_price: 100 },
      { product_id: part.id, description: part.name, qty: 5, unit_price: 10 },
    ]);
    await sale(bistro, [{ product_id: unit.id, description: unit.name, qty: 1, unit_price: 100 }]);
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  });
  afterAll(() => closeAll(browser, server));

  it("shows each customer's sales this month in the grid, with the total", async () => {
    await page.goto(`${server.origin}${REPORTS}`);
    await expectSettled(page);
    await poll(cellTexts).toEqual(expect.arrayContaining(['Acme Pivot Pte Ltd', '250.00', 'Bistro Pivot', '100.00']));
    // The grid's total line sums the column.
    await poll(() => grid().getByText('350.00').count()).toBeGreaterThan(0);
    const width = await grid().locator('[role="columnheader"]').first().evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(170);
  });

  it('regroups by customer and product with subtotals, and exports Reports.xlsx with a Sales sheet that keeps them', async () => {
    const rows = page.getByTestId('pivot-rows');
    await rows.locator('input').click();
    await page.getByRole('listbox').getByRole('option', { name: 'Product', exact: true }).click();
    await page.keyboard.press('Escape');
    await poll(cellTexts).toEqual(expect.arrayContaining(['Pivot aircon', '200.00', 'Pivot filter', '50.00']));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('Reports.xlsx');
    const book = XLSX.read(readFileSync((await file.path())!));
    expect(book.SheetNames).toEqual(['Sales']);
    const lines = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Sales, { header: 1, defval: null });
    // The server's months are Singapore's (UTC+8).
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    expect(lines).toEqual([
      ['Customer', 'Product', `${month} · Sales (before GST)`],
      ['Acme Pivot Pte Ltd', 'Pivot aircon', 200],
      ['Acme Pivot Pte Ltd', 'Pivot filter', 50],
      ['Subtotal Acme Pivot Pte Ltd', null, 250],
      ['Bistro Pivot', 'Pivot aircon', 100],
      ['Subtotal Bistro Pivot', null, 100],
      ['Total', null, 350],
    ]);
  });

  it("opens a saved report's pivot layout on its view page", async () => {
    const saved = await call('POST', '/api/v1/reports', { name: 'Sales by product', definition: { source: 'sales', rows: ['product'], columns: [], measures: ['qty', 'margin'] } });
    await page.goto(`${server.origin}${REPORTS}/view?id=${saved.id}`);
    await expectSettled(page);
    // 3 units at 40.00 and 5 filters at 6.00 margin each.
    await poll(cellTexts).toEqual(expect.arrayContaining(['Pivot aircon', '3', '120.00', 'Pivot filter', '5', '30.00']));
  });

  it("shows the dashboard's sales this month, top customers and open quotations, each linking to its list", async () => {
    await page.goto(`${server.origin}/dashboard`);
    await expectSettled(page);
    const sales = page.getByTestId('home-sales');
    // Before GST, as the pivot's measure (350.00, not 381.50 with 9% GST), and labelled so on both.
    await poll(() => sales.textContent()).toContain('350.00');
    expect(await sales.textContent()).toContain('Sales (before GST)');
    const top = page.getByTestId('home-top-customers');
    await poll(() => top.locator('li').allInnerTexts()).toEqual([expect.stringContaining('Acme Pivot Pte Ltd'), expect.stringContaining('Bistro Pivot')]);
    await page.getByTestId('home-quotations').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/pages/sales-tools/quotation');
    expect(errors).toEqual([]);
  });
});
