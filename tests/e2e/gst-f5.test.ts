/**
 * Issue 39 item 6 in Chromium, on SQLite and, with DATABASE_URL, PostgreSQL: finance opens the GST
 * F5 return from the menu route, picks the quarter's GST period, reads the boxes, opens box 1's
 * documents (a link to the invoice behind it), and files the period after the warning; the
 * period then shows Filed, and the invoice dated in it can no longer be voided (409 naming it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, poll, signInAfresh, waitForLanding } from './session-helpers';

const FINANCE = { username: 'gst-fiona', password: 'gst-fiona-password-1', role: 'finance' };
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`) / 1000;

for (const dialect of DIALECTS) {
  describe.skipIf(!chromiumAvailable())(`[${dialect}] the GST F5 return in Chromium`, () => {
    let server: RunningApp;
    let browser: TestBrowser;
    let page: Page;
    let admin: string;
    const errors: string[] = [];
    const ids: Record<string, number> = {};
    const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => {
      const res = await apiCall(server, admin, method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json().data;
    };

    beforeAll(async () => {
      server = await startAppServer(dialect);
      admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
      await addUser(server, admin, FINANCE);
      const customer = await api('POST', 'companies', { company_id: 'F5C', company_name: 'F5 Customer Pte Ltd', email: 'ap@f5.sg' });
      const supplier = await api('POST', 'companies', { company_id: 'F5S', company_name: 'F5 Supplier Pte Ltd', co_type: 'Supplier', email: 'ar@f5.sg' });
      const sr = await api('POST', 'sales_invoices', { company_id: customer.id, invoice_date: day('2026-08-03'), lines: [{ description: 'Servicing', qty: 1, unit_price: '100', tax_code: 'SR' }] });
      const zr = await api('POST', 'sales_invoices', { company_id: customer.id, invoice_date: day('2026-08-04'), lines: [{ description: 'Export', qty: 1, unit_price: '200', tax_code: 'ZR' }] });
      await api('PATCH', 'sales_invoices/status', { ids: [sr.id, zr.id], status: 'C' });
      const bill = await api('POST', 'supplier_bills', { company_id: supplier.id, supplier_invoice_no: 'F5-1', bill_date: day('2026-08-05'), lines: [{ description: 'Parts', qty: 1, unit_cost: '50', tax_code: 'TX' }] });
      await api('PATCH', 'supplier_bills/status', { ids: [bill.id], status: 'C' });
      await api('POST', 'gst_periods', { from: day('2026-07-01'), to: day('2026-09-30') });
      ids.sr = sr.id;
      ids.srNo = (await api('GET', `sales_invoices/${sr.id}`)).invoice_no;
      ({ browser, page } = await openPage(server.origin, errors, undefined, { timezoneId: 'UTC' }));
      await page.setViewportSize({ width: 1440, height: 1000 });
    });
    afterAll(() => closeAll(browser, server));

    it('finance reads the quarter, opens box 1 and files the period', async () => {
      await signInAfresh(page, server.origin, FINANCE.username, FINANCE.password);
      await waitForLanding(page);
      await page.goto(`${server.origin}/pages/sales-tools/gst-f5`);
      await page.getByTestId('gst-f5-period').locator('..').click();
      await page.getByTestId('gst-f5-choice-2026-07-01').click();
      await poll(() => page.getByTestId('gst-f5-amount-1').textContent()).toBe('100.00');
      expect(await page.getByTestId('gst-f5-amount-2').textContent()).toBe('200.00');
      expect(await page.getByTestId('gst-f5-amount-5').textContent()).toBe('50.00');
      expect(await page.getByTestId('gst-f5-amount-8').textContent()).toBe('4.50'); // 9.00 - 4.50
      // The return as a workbook, with the boxes as the screen shows them.
      const [workbook] = await Promise.all([page.waitForEvent('download'), page.getByTestId('gst-f5-xlsx').click()]);
      expect(workbook.suggestedFilename()).toBe('gst-f5-2026-07-01-to-2026-09-30.xlsx');
      const sheet = XLSX.read(readFileSync((await workbook.path())!), { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets['GST F5'], { header: 1 });
      const box = (n: number) => Number(rows.find((row) => String(row[0]) === String(n))?.[2]);
      expect([box(1), box(2), box(5)]).toEqual([100, 200, 50]);
      await page.getByTestId('gst-f5-box-1').click();
      const link = page.getByTestId('gst-f5-documents-1').getByRole('link');
      await poll(() => link.textContent()).toContain(ids.srNo);
      expect(await link.getAttribute('href')).toBe(`/pages/sales-tools/sales-invoice/view?id=${ids.sr}`);
      expect(await page.getByTestId('gst-f5-state').textContent()).toBe('Open');
      await page.getByTestId('gst-f5-file').click();
      await page.getByTestId('gst-f5-file-confirm').click();
      await poll(() => page.getByTestId('gst-f5-state').textContent()).toBe('Filed');
      expect(await page.getByTestId('gst-f5-file').count()).toBe(0);
      const voided = await apiCall(server, admin, 'PATCH', '/api/v1/sales_invoices/status', { ids: [ids.sr], status: 'V' });
      expect(voided.statusCode).toBe(409);
      expect(voided.json().errors[0].title).toMatch(/The GST period 1 Jul 2026 to 30 Sep 2026 has been filed/);
      expect(errors).toEqual([]);
    });
  });
}
