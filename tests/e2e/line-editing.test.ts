/**
 * Lines added, changed and removed on a saved document's edit form, by a salesperson (issue 34,
 * item 2): on each priced document (RFQ, quotation, sales order, invoice, credit note) a line is
 * added with the product search (its grid shows the SKU, price and stock), a quantity changed and
 * a line removed; the save keeps what the form showed and the totals follow. Before, the added
 * line went out with `status: null` and the save was refused ("Status must be one of: N, O, R, C, V").
 * Screenshots of the quotation's form at 1440 px and on a phone go to /tmp/shots/lines/ (SHOTS_DIR).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiData, apiSignIn, OFFICE, PHONE, poll, screenshots, seriousViolations, setSkin, signInAs } from './session-helpers';

const SALES_PASSWORD = 'sales-password-1';
/** 2 Nov 2026, midnight in Singapore. */
const DATE = Date.UTC(2026, 10, 2, -8) / 1000;

/** Each priced document: its route, its date field and what else a draft needs. */
const DOCUMENTS = [
  { collection: 'rfqs', route: 'rfq', date: 'rfq_date' },
  { collection: 'quotations', route: 'quotation', date: 'quotation_date' },
  { collection: 'sales_orders', route: 'sales-order', date: 'order_date' },
  { collection: 'sales_invoices', route: 'sales-invoice', date: 'invoice_date' },
  { collection: 'credit_notes', route: 'credit-note', date: 'credit_note_date' },
] as const;

describe.skipIf(!chromiumAvailable())('lines on a saved document, in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let admin: string;
  let companyId: number;
  let invoiceId: number;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    companyId = (await apiData(server, admin, 'POST', '/api/v1/companies', { company_id: 'C-GRN', company_name: 'Greenwood Pte Ltd', email: 'ap@greenwood.sg' })).id;
    await apiData(server, admin, 'POST', '/api/v1/products', { name: 'Daikin FTKM35 inverter split unit 3.5 kW', sku: 'DK-FTKM35', price: 1234.5, new_price: 0, stock_quantity: 7, uom: 'UNIT' });
    // A credit note credits an invoice: the one it is made against is confirmed, and large enough.
    const invoice = await apiData(server, admin, 'POST', '/api/v1/sales_invoices', { company_id: companyId, invoice_date: DATE, lines: [{ description: 'Chiller', qty: 1, unit_price: 5000 }] });
    await apiData(server, admin, 'PATCH', '/api/v1/sales_invoices/status', { ids: [invoice.id], status: 'C' });
    invoiceId = invoice.id;
    await addUser(server, admin, { username: 'sales1', email: 'sales1@example.sg', first_name: 'Mei', last_name: 'Tan', role: 'sales', password: SALES_PASSWORD });
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAs(page, server.origin, 'sales1', SALES_PASSWORD, OFFICE);
  });
  afterAll(() => closeAll(browser, server));

  const input = (name: string) => page.locator(`form input[name="${name}"]`);
  const line = (i: number) => page.locator('form .RaSimpleFormIterator-line').nth(i);

  async function draft(collection: string, date: string): Promise<{ id: number }> {
    return apiData(server, admin, 'POST', `/api/v1/${collection}`, {
      company_id: companyId,
      [date]: DATE,
      ...(collection === 'credit_notes' ? { invoice_id: invoiceId } : {}),
      lines: [
        { description: 'Aircon servicing', qty: 1, unit_price: 45.5 },
        { description: 'Gas top-up', qty: 1, unit_price: 80 },
      ],
    });
  }

  for (const { collection, route, date } of DOCUMENTS) {
    it(`${collection}: adds a line from the product search, changes a quantity, removes a line and saves`, async () => {
      const { id } = await draft(collection, date);
      await page.goto(`${server.origin}/pages/sales-tools/${route}/manage?id=${id}`);
      await poll(() => input('lines.1.description').inputValue()).toBe('Gas top-up');

      await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
      await line(2).getByRole('button', { name: 'Search Product' }).click();
      const search = page.getByRole('dialog', { name: 'Product Search' });
      const product = search.getByRole('row').filter({ hasText: 'DK-FTKM35' });
      // The grid says which product is which: its SKU, price and stock.
      await poll(() => product.locator('[role=gridcell]').allTextContents()).toEqual(expect.arrayContaining(['DK-FTKM35', '1,234.50', '7']));
      await product.click();
      await poll(() => input('lines.2.description').inputValue()).toBe('Daikin FTKM35 inverter split unit 3.5 kW');
      await poll(() => input('lines.2.unit_price').inputValue()).toMatch(/^1,?234\.50?$/);

      await input('lines.0.qty').fill('3');
      await line(1).getByRole('button', { name: 'Remove' }).click();
      await poll(() => input('lines.1.description').inputValue()).toBe('Daikin FTKM35 inverter split unit 3.5 kW');
      if (collection === 'quotations') {
        // At 1440 px a line's amount stays inside its line, clear of the next line's Product.
        const amount = (await line(0).getByTestId('line-amount').boundingBox())!;
        const nextProduct = (await line(1).locator('label').first().boundingBox())!;
        expect(amount.y + amount.height).toBeLessThanOrEqual(nextProduct.y);
        await screenshots(page, 'quotation-lines-1440');
        await page.setViewportSize(PHONE);
        // On a phone each input of a line is a row of its own, as wide as the form.
        for (const name of ['description', 'qty', 'unit_price']) {
          await poll(() => input(`lines.0.${name}`).evaluate((el) => el.closest('.MuiTextField-root')!.getBoundingClientRect().width)).toBeGreaterThan(PHONE.width * 0.75);
        }
        await screenshots(page, 'quotation-lines-390');
        await page.setViewportSize(OFFICE);
      }

      const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/v1/${collection}/${id}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const answer = await saved;
      expect(answer.status(), await answer.text()).toBe(200);
      const sent = answer.request().postDataJSON() as { lines: Array<Record<string, unknown>> };
      expect(Object.keys(sent.lines[1]).sort()).toEqual(['description', 'discount', 'product_id', 'qty', 'tax_code', 'unit_price', 'uom']); // only what the form has inputs for
      const stored = await apiData(server, admin, 'GET', `/api/v1/${collection}/${id}`);
      expect(stored.lines.map((l: { description: string; qty: number; amount: number }) => [l.description, l.qty, l.amount])).toEqual([
        ['Aircon servicing', 3, 136.5],
        ['Daikin FTKM35 inverter split unit 3.5 kW', 1, 1234.5],
      ]);
      expect([stored.subtotal, stored.gst_amount, stored.total]).toEqual([1371, 123.39, 1494.39]);
      expect(errors).toEqual([]);
    });
  }

  it("the confirmed invoice's page: its lines readable on a phone, no serious axe findings, Void offered only where the server allows it, and no Delete", async () => {
    const view = (route: string, id: number) => page.goto(`${server.origin}/pages/sales-tools/${route}/view?id=${id}`);
    const header = page.getByTestId('view-header');
    await view('sales-invoice', invoiceId);
    await poll(() => header.textContent()).toContain('Confirmed');
    await page.getByTestId('document-void').waitFor();
    expect(await header.getByRole('button', { name: 'Delete' }).count()).toBe(0); // the server refuses to delete a confirmed document
    for (const size of [OFFICE, PHONE]) {
      await page.setViewportSize(size);
      for (const skin of ['light', 'dark'] as const) {
        await setSkin(page, skin);
        expect(await seriousViolations(page), `${size.width} px, ${skin}`).toEqual([]);
      }
      await screenshots(page, `invoice-confirmed-${size.width}`);
    }
    // On a phone every column of the lines is there to read: the table scrolls in its own box.
    const amount = page.getByTestId('lines-lines').locator('td.column-amount').first();
    expect(await amount.textContent()).toBe('5,000.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width); // the page itself does not run wider
    await amount.scrollIntoViewIfNeeded();
    const box = (await amount.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(OFFICE);

    // Paid in part, it can no longer be voided (its payment first), so Void is not offered; its page stays readable.
    await apiData(server, admin, 'POST', '/api/v1/payments', { company_id: companyId, payment_date: DATE, method: 'Cash', amount: '100.00', allocations: [{ invoice_id: invoiceId, amount: '100.00' }] });
    await view('sales-invoice', invoiceId);
    await poll(() => page.getByTestId('invoice-amount_paid').textContent()).toBe('100.00');
    expect(await page.getByTestId('document-void').count()).toBe(0);
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      expect(await seriousViolations(page), `partly paid, ${skin}`).toEqual([]);
    }
    await screenshots(page, 'invoice-partly-paid-1440');

    // A draft says it is one; voided from its page, behind the question.
    const { id } = await draft('quotations', 'quotation_date');
    await view('quotation', id);
    await poll(() => header.locator('[data-status=draft]').textContent()).toBe('Draft');
    await page.getByTestId('document-void').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(async () => (await apiData(server, admin, 'GET', `/api/v1/quotations/${id}`)).status).toBe('V');
    await poll(() => page.getByTestId('document-void').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a new RFQ is dated today, its Singapore day', async () => {
    await page.goto(`${server.origin}/pages/sales-tools/rfq/manage`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
    await poll(() => input('rfq_date').inputValue()).toBe(today);
  });
});
