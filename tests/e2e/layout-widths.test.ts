/**
 * Nothing wider than the screen (issue 25.11), on the office's 1440 px and a phone's 390 px: the
 * sales pivot (it was 2,669 px wide at 1440, Measures and Export off-screen), an invoice's and a
 * quotation's page with their chain (709 px on a phone), and the quotation's edit form, whose
 * line row showed six characters of Description. As the person who runs the business (custadmin).
 * SHOTS_DIR=/tmp/shots/layout keeps screenshots, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiData, apiSignIn, expectSettled, screenshots, signInAfresh, waitForLanding } from './session-helpers';

type Rec = Record<string, any>;
const WIDTHS = [1440, 390] as const;

describe.skipIf(!chromiumAvailable())('pages no wider than the screen at 1440 and 390 px', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];
  const pages: Record<string, { path: string; ready: (page: Page) => Promise<unknown> }> = {};

  /** How far the page reaches past the screen, in px (0 when it fits). */
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  beforeAll(async () => {
    server = await startAppServer();
    const token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const api = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => apiData(server, token, method, `/api/v1/${url}`, body);
    const company = await api('POST', 'companies', { company_id: 'WIDE', company_name: 'Wide Screens Engineering Pte Ltd', email: 'ap@wide.sg' });
    const today = Math.floor(Date.now() / 1000);
    const lines = [{ description: 'Daikin inverter split aircon 2.5 kW with installation and 3 m of copper pipe', qty: 2, unit_price: '1234.50', discount: 5 }];
    // A chain: quotation → order → delivery → invoice, each confirmed, so every page shows the whole chain.
    const quotation = await api('POST', 'quotations', { company_id: company.id, quotation_date: today, lines });
    await api('PATCH', 'quotations/status', { ids: [quotation.id], status: 'C' });
    const order = await api('POST', `quotations/${quotation.id}/convert`, { to: 'sales_orders' });
    await api('PATCH', 'sales_orders/status', { ids: [order.id], status: 'C' });
    const delivery = await api('POST', `sales_orders/${order.id}/convert`, { to: 'delivery_orders' });
    await api('PATCH', 'delivery_orders/status', { ids: [delivery.id], status: 'C' });
    const invoice = await api('POST', `delivery_orders/${delivery.id}/convert`, { to: 'sales_invoices' });
    await api('PATCH', 'sales_invoices/status', { ids: [invoice.id], status: 'C' });
    const draft = await api('POST', 'quotations', { company_id: company.id, quotation_date: today, lines });
    // A sale in each of the last 14 months: the pivot's month columns are wider than the screen.
    const now = new Date();
    const sales = [];
    for (let k = 1; k <= 14; k++) sales.push((await api('POST', 'sales_invoices', { company_id: company.id, invoice_date: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 15) / 1000, lines })).id);
    await api('PATCH', 'sales_invoices/status', { ids: sales, status: 'C' });

    pages.pivot = { path: '/pages/admin/reports', ready: (p) => p.getByTestId('sales-pivot').locator('[role="gridcell"]').first().waitFor() };
    pages.invoice = { path: `/pages/sales-tools/sales-invoice/view?id=${invoice.id}`, ready: (p) => p.getByTestId('sales-chain').locator('li').nth(2).waitFor() };
    pages.quotation = { path: `/pages/sales-tools/quotation/view?id=${quotation.id}`, ready: (p) => p.getByTestId('sales-chain').locator('li').nth(2).waitFor() };
    pages.quotationForm = { path: `/pages/sales-tools/quotation/manage?id=${draft.id}`, ready: (p) => p.locator('input[name="lines.0.description"]').waitFor() };

    await addUser(server, token, { username: 'olivia', role: 'custadmin', password: 'olivia-password-1' });
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAfresh(page, server.origin, 'olivia', 'olivia-password-1');
    await waitForLanding(page);
  }, 240_000);
  afterAll(() => closeAll(browser, server));

  for (const width of WIDTHS) {
    it(`fits the pivot, the invoice and quotation pages and the quotation form in ${width} px`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const wide: Record<string, number> = {};
      for (const [name, { path, ready }] of Object.entries(pages)) {
        await page.goto(`${server.origin}${path}`);
        await ready(page);
        await expectSettled(page);
        wide[name] = await overflow();
        await screenshots(page, `${name}-${width}`);
      }
      expect(wide).toEqual({ pivot: 0, invoice: 0, quotation: 0, quotationForm: 0 });
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it("shows the pivot's Measures and Export, and a line's Description, Unit price and Discount readable at 1440 px", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.origin}${pages.pivot.path}`);
    await pages.pivot.ready(page);
    for (const control of [page.getByTestId('pivot-measures'), page.getByRole('button', { name: 'Export to Excel' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1440);
    }
    await page.goto(`${server.origin}${pages.quotationForm.path}`);
    await pages.quotationForm.ready(page);
    const widthOf = (source: string) => page.locator(`input[name="lines.0.${source}"]`).evaluate((el) => el.closest('.MuiFormControl-root, .MuiTextField-root')!.getBoundingClientRect().width);
    expect(await widthOf('description')).toBeGreaterThanOrEqual(200);
    // The labels are whole words, not "Unit pri…" and "Discou…".
    for (const source of ['unit_price', 'discount']) {
      const label = page.locator(`input[name="lines.0.${source}"]`).evaluate((el) => {
        const shown = el.closest('.MuiFormControl-root')!.querySelector('label')!;
        return { text: shown.textContent, whole: shown.scrollWidth <= shown.clientWidth };
      });
      expect(await label).toEqual({ text: expect.stringMatching(/^(Unit price|Discount %?)/), whole: true });
    }
  }, 120_000);
});
