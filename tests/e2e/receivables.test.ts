/**
 * Issue 25's walk in Chromium, on SQLite and, with DATABASE_URL, PostgreSQL, in a browser on UTC
 * (the business is in Singapore, UTC+8: a date is its Singapore day whatever the browser's zone).
 *
 * The salesperson: an RFQ typed in its form with the company search (customers only; the product
 * search offers no Add to a role that may not create products), confirmed on its own page and
 * converted along the chain (each converted date is today in Singapore), two deliveries of the
 * order (the second with a service line, which moves no stock), the invoice from it, confirmed on
 * its page, carrying the contact email. The accountant: a partial payment from the invoice page, a
 * credit note confirmed on its page, the rest paid from the dialog prefilled with the balance; the
 * receivables page then shows another customer's invoice overdue by more than 90 days, and so does
 * its statement (the PDF read back with pdftotext); a contract's company search fills its contact
 * and address, and its covered-site search lists that company's sites only.
 * Screenshots at 1440 px go to /tmp/shots/money/ (the invoice page, the receivables page, the
 * statement's first page).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { pdfToText } from '../support/pdf';
import { addUser, apiCall, apiSignIn, poll, signInAfresh, waitForLanding, convertOnPage } from './session-helpers';

const SHOTS = '/tmp/shots/money';
const SALES = { username: 'sally', password: 'sally-password-1', role: 'sales' };
const FINANCE = { username: 'fiona', password: 'fiona-password-1', role: 'finance' };

for (const dialect of DIALECTS) {
  describe.skipIf(!chromiumAvailable())(`[${dialect}] the sales chain to receivables in Chromium`, () => {
    let server: RunningApp;
    let browser: TestBrowser;
    let page: Page;
    let admin: string;
    const errors: string[] = [];
    const ids: Record<string, number> = {};

    const apiAs = async (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => {
      const res = await apiCall(server, token, method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json().data;
    };
    const api = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => apiAs(admin, method, url, body);
    const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`) / 1000;
    /** Today in Singapore, as a date field shows it (en-CA). */
    const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const input = (name: string) => page.locator(`form input[name="${name}"]`);
    const dialog = (title: string) => page.getByRole('dialog', { name: title });
    const idOf = () => Number(new URL(page.url()).searchParams.get('id'));

    /** Confirm on the document's own page, behind the list's question. */
    async function confirmHere() {
      await page.getByTestId('document-confirm').click();
      await page.getByRole('button', { name: 'Accept' }).click();
      await poll(() => page.getByTestId('view-header').textContent()).toContain('Confirmed');
      expect(await page.getByTestId('document-confirm').count()).toBe(0);
    }

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      server = await startAppServer(dialect);
      admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
      await addUser(server, admin, SALES);
      await addUser(server, admin, FINANCE);
      // Stock: five units in the default warehouse; the service has none and needs none.
      const main = ((await api('GET', 'warehouses')) as Array<{ id: number; is_default: boolean }>).find((w) => w.is_default)!;
      const unit = await api('POST', 'products', { name: 'Split aircon unit', sku: 'AC-9', price: 500, uom: 'UNIT', type: 'Goods' });
      await api('POST', 'products', { name: 'General servicing', sku: 'SVC-1', price: 60, uom: 'JOB', type: 'Service' });
      const stockIn = await api('POST', 'stock_movements', { movement_type: 'In', reason: 'Purchase', movement_date: day('2026-11-02'), warehouse_id: main.id, lines: [{ product_id: unit.id, description: unit.name, qty: 5 }] });
      await api('PATCH', 'stock_movements/status', { ids: [stockIn.id], status: 'C' });
      const walk = await api('POST', 'companies', { company_id: 'WALK', company_name: 'Walk Pte Ltd', attn: 'Ms Walker', email: 'ap@walk.sg' });
      ids.walk = walk.id;
      await api('POST', 'company_locations', { header_id: walk.id, site_id: 'W1', site_name: 'Walk HQ', addr1: '1 Walk Road', postal: '123456', is_default: true });
      await api('POST', 'company_locations', { header_id: walk.id, site_id: 'W2', site_name: 'Walk depot', addr1: '9 Depot Lane', postal: '654321' });
      await api('POST', 'companies', { company_id: 'SUP', company_name: 'Parts Supplier Pte Ltd', co_type: 'Supplier', email: 'sales@parts.sg' });
      const other = await api('POST', 'companies', { company_id: 'OTH', company_name: 'Other Customer Pte Ltd', email: 'ap@other.sg' });
      await api('POST', 'company_locations', { header_id: other.id, site_id: 'O1', site_name: 'Other office', addr1: '5 Other Street', postal: '111111', is_default: true });
      // Another customer's invoice, cash on delivery in August: long overdue.
      const late = await api('POST', 'companies', { company_id: 'LATE', company_name: 'Late Payers Pte Ltd', email: 'ap@late.sg' });
      ids.late = late.id;
      const overdue = await api('POST', 'sales_invoices', { company_id: late.id, invoice_date: day('2026-08-01'), payment_terms: 'COD', lines: [{ description: 'Gas top-up', qty: 1, unit_price: '100' }] });
      await api('PATCH', 'sales_invoices/status', { ids: [overdue.id], status: 'C' });
      ids.overdue = overdue.id;

      // A browser on UTC: Singapore midnight is 16:00 the day before there.
      ({ browser, page } = await openPage(server.origin, errors, undefined, { timezoneId: 'UTC' }));
      await page.setViewportSize({ width: 1440, height: 1000 });
    });
    afterAll(() => closeAll(browser, server));

    it('the salesperson takes an RFQ to a confirmed invoice: pickers, Confirm on each page, two deliveries, one a service', async () => {
      await signInAfresh(page, server.origin, SALES.username, SALES.password);
      await waitForLanding(page);
      const sally = (await apiSignIn(server, SALES.username, SALES.password)).token;

      await page.goto(`${server.origin}/pages/sales-tools/rfq/manage`);
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      // The company search lists customers only; a pick fills the contact and the default site.
      await page.getByRole('button', { name: 'Search Company', exact: true }).click();
      const search = dialog('Company Search');
      await poll(() => search.locator('.MuiDataGrid-row').count()).toBe(3);
      expect(await search.locator('.MuiDataGrid-row').allInnerTexts()).not.toContainEqual(expect.stringContaining('Parts Supplier'));
      await search.getByRole('gridcell', { name: 'Walk Pte Ltd' }).click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);
      await poll(() => input('contact_email').inputValue()).toBe('ap@walk.sg');
      await poll(() => input('site_id').inputValue()).toBe('Walk HQ');
      await input('rfq_date').fill(today());

      // Lines: the unit and the service, picked from the product list.
      const line = async (i: number, product: string, qty: string) => {
        await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
        await input(`lines.${i}.product_id`).click();
        await input(`lines.${i}.product_id`).fill(product);
        await page.getByRole('listbox').getByRole('option', { name: product, exact: true }).click();
        await poll(() => input(`lines.${i}.description`).inputValue()).toBe(product);
        await input(`lines.${i}.qty`).fill(qty);
      };
      await line(0, 'Split aircon unit', '2');
      await line(1, 'General servicing', '1');
      // Sales read products, never add them: the product search's larger grid offers no Add.
      await page.getByRole('button', { name: 'Search Product' }).first().click();
      await dialog('Product Search').getByRole('button', { name: 'More...' }).click();
      // The larger grid (with the price) is the dialog shown now; the first is hidden behind it.
      const more = dialog('Product Search');
      await more.getByRole('columnheader', { name: 'Price' }).first().waitFor();
      await more.locator('.MuiDataGrid-row').first().waitFor();
      expect(await more.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog('Product Search').getByRole('button', { name: 'More...' }).waitFor();
      await page.keyboard.press('Escape');
      await poll(() => page.getByRole('dialog').count()).toBe(0);

      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/rfqs');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const answer = await saved;
      expect(answer.status(), await answer.text()).toBe(201);
      const rfq = (await answer.json()).data;
      expect([rfq.company_id, rfq.contact_email, rfq.subtotal]).toEqual([ids.walk, 'ap@walk.sg', 1060]);

      // Confirmed on its page, then along the chain; each converted date is today in Singapore.
      await page.goto(`${server.origin}/pages/sales-tools/rfq/view?id=${rfq.id}`);
      await confirmHere();
      const quotationId = await convertOnPage(page, 'Quotation');
      await poll(() => page.locator('.ra-field-quotation_date').textContent()).toContain(today());
      const quotation = await apiAs(sally, 'GET', `quotations/${quotationId}`);
      expect(quotation.company_id).toBe(ids.walk);
      await confirmHere();
      const orderId = await convertOnPage(page, 'Sales order');
      await poll(() => page.locator('.ra-field-order_date').textContent()).toContain(today());
      await confirmHere();
      const order = await apiAs(sally, 'GET', `sales_orders/${orderId}`);

      // Two deliveries: one unit first (by the API, in part), then the rest with the service.
      const first = await apiAs(sally, 'POST', `sales_orders/${orderId}/convert`, { to: 'delivery_orders', lines: [{ line_id: order.lines[0].id, qty: 1 }] });
      await apiAs(sally, 'PATCH', 'delivery_orders/status', { ids: [first.id], status: 'C' });
      await page.reload();
      const deliveryId = await convertOnPage(page, 'Delivery order');
      // A draft delivery is not invoiced: no Convert until it is confirmed.
      await poll(() => page.getByTestId('document-confirm').count()).toBe(1);
      expect(await page.getByTestId('convert-button').count()).toBe(0);
      await confirmHere();
      const delivery = await apiAs(sally, 'GET', `delivery_orders/${deliveryId}`);
      expect(delivery.lines.map((l: { description: string; qty_delivered: number }) => [l.description, l.qty_delivered])).toEqual([
        ['Split aircon unit', 1],
        ['General servicing', 1],
      ]);
      const unit = await apiAs(sally, 'GET', `products/${order.lines[0].product_id}`);
      expect(unit.stock_quantity).toBe(3);

      const invoiceId = await convertOnPage(page, 'Sales invoice');
      await poll(() => page.locator('.ra-field-invoice_date').textContent()).toContain(today());
      await confirmHere();
      const invoice = await apiAs(sally, 'GET', `sales_invoices/${invoiceId}`);
      expect([invoice.contact_email, invoice.subtotal, invoice.gst_amount, invoice.total, invoice.payment_status]).toEqual(['ap@walk.sg', 560, 50.4, 610.4, 'Unpaid']);
      ids.invoice = invoiceId;
      await page.screenshot({ path: `${SHOTS}/invoice-confirmed-1440-${dialect}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    it('the accountant pays it in part, credits the service, pays the rest; receivables and the statement show what is overdue', async () => {
      await signInAfresh(page, server.origin, FINANCE.username, FINANCE.password);
      await waitForLanding(page);
      const fiona = (await apiSignIn(server, FINANCE.username, FINANCE.password)).token;
      const invoicePage = `${server.origin}/pages/sales-tools/sales-invoice/manage?id=${ids.invoice}`;

      // Confirmed: its manage page is its page with the payments card, not a form.
      await page.goto(invoicePage);
      await page.getByTestId('invoice-payments').waitFor();
      expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
      await poll(() => page.getByTestId('invoice-balance_due').textContent()).toContain('610.40');

      // A partial payment: the dialog opens on the balance; 400 of it paid.
      await page.getByTestId('record-payment').click();
      await poll(() => page.getByTestId('payment-amount').inputValue()).toBe('610.40');
      await page.getByTestId('payment-amount').fill('400');
      await page.getByTestId('payment-reference').fill('PAYNOW-123');
      await page.getByTestId('payment-save').click();
      await poll(() => page.getByTestId('invoice-balance_due').textContent()).toContain('210.40');
      await poll(() => page.getByTestId('invoice-payment-status').textContent()).toBe('Partly paid');

      // A credit note from the invoice, for the service only (60.00 + 9% GST), confirmed on its page.
      await page.getByTestId('credit-note-button').click();
      await page.waitForURL((url) => url.pathname.startsWith('/pages/sales-tools/credit-note/'));
      const noteId = idOf();
      const note = await apiAs(fiona, 'GET', `credit_notes/${noteId}`);
      const service = note.lines.find((l: { description: string }) => l.description === 'General servicing');
      await apiAs(fiona, 'PATCH', 'credit_notes', { id: noteId, lines: [{ id: service.id, description: service.description, qty: 1, unit_price: service.unit_price, source_line_id: service.source_line_id }] });
      await page.goto(`${server.origin}/pages/sales-tools/credit-note/view?id=${noteId}`);
      await confirmHere();
      expect((await apiAs(fiona, 'GET', `credit_notes/${noteId}`)).total).toBe(65.4);

      // The rest: the dialog is prefilled with the 145.00 left.
      await page.goto(invoicePage);
      await poll(() => page.getByTestId('invoice-balance_due').textContent()).toContain('145.00');
      await poll(() => page.getByTestId('invoice-amount_credited').textContent()).toContain('65.40');
      await page.getByTestId('record-payment').click();
      await poll(() => page.getByTestId('payment-amount').inputValue()).toBe('145.00');
      await page.getByTestId('payment-save').click();
      await poll(() => page.getByTestId('invoice-payment-status').textContent()).toBe('Paid');
      expect(await page.getByTestId('record-payment').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/invoice-page-1440-${dialect}.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: `${SHOTS}/invoice-page-1440-dark-${dialect}.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      const paid = await apiAs(fiona, 'GET', `sales_invoices/${ids.invoice}`);
      expect([paid.amount_paid, paid.amount_credited, paid.balance_due, paid.payment_status]).toEqual([545, 65.4, 0, 'Paid']);

      // Receivables: the paid customer owes nothing; the late one's 109.00 is over 90 days past due.
      await page.goto(`${server.origin}/pages/sales-tools/receivables`);
      await page.getByTestId('receivables-table').waitFor();
      const rows = page.getByTestId('receivables-row');
      await poll(() => rows.count()).toBe(1);
      const cells = await rows.first().locator('td').allTextContents();
      expect(cells.slice(0, 7)).toEqual(['Late Payers Pte Ltd', '–', '–', '–', '–', '109.00', '109.00']);
      expect(await page.getByTestId('receivables-total-over_90').textContent()).toBe('109.00');
      await page.getByTestId('receivables-bars').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
      await page.screenshot({ path: `${SHOTS}/receivables-1440-${dialect}.png`, fullPage: true });

      // The late customer's statement: the overdue invoice and the balance it leaves.
      const overdue = await apiAs(fiona, 'GET', `sales_invoices/${ids.overdue}`);
      const parts: string[] = await apiAs(fiona, 'GET', `companies/${ids.late}/statement?from=2026-08-01&to=${today()}`);
      const statement = Buffer.from(parts.join(''), 'base64');
      writeFileSync(`${SHOTS}/statement-${dialect}.pdf`, statement);
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', `${SHOTS}/statement-${dialect}.pdf`, `${SHOTS}/statement-${dialect}`], { stdio: 'ignore' });
      const text = pdfToText(statement).replace(/\s+/g, ' ');
      expect(text).toContain('Late Payers Pte Ltd');
      expect(text).toContain(overdue.invoice_no);
      expect(text).toMatch(/109\.00/);
      expect(text).toMatch(/Closing balance[^0-9]*109\.00/i);

      // A contract: the company search fills its contact and address; the covered-site search lists that company's sites only.
      await page.goto(`${server.origin}/pages/agreements/contracts/manage`);
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Search Company', exact: true }).click();
      await dialog('Company Search').getByRole('gridcell', { name: 'Walk Pte Ltd' }).click();
      await poll(() => input('company_name').inputValue()).toBe('Walk Pte Ltd');
      expect([await input('poc').inputValue(), await input('email').inputValue()]).toEqual(['Ms Walker', 'ap@walk.sg']);
      await page.locator('.ra-input-sites').getByRole('button', { name: 'Add', exact: true }).click();
      await page.locator('.ra-input-sites').getByRole('button', { name: 'Search Company Address' }).click();
      const sites = dialog('Company Address Search');
      await poll(() => sites.locator('.MuiDataGrid-row').allInnerTexts()).toEqual([expect.stringContaining('Walk HQ'), expect.stringContaining('Walk depot')]);
      await sites.getByRole('gridcell', { name: 'Walk depot' }).click();
      await poll(() => input('sites.0.site_id').inputValue()).toBe('Walk depot');
      expect(errors).toEqual([]);
    });
  });
}
