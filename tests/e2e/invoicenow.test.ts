/**
 * InvoiceNow in real Chromium (issue 39 items 4 and 5), against the fake Access Point
 * (tests/support/fakes/access-point.ts), which checks each document with the official PINT-SG
 * rules and reports delivery on the product's signed webhook: a `finance` user confirms an invoice
 * for a customer with a Peppol id on its page and sees its e-invoice chip become Delivered, with
 * Resend offered; then a supplier's e-invoice posted to the webhook is found as a draft bill with
 * its lines, and the XML under its Documents; finance confirms that bill and opens the quarter's
 * GST F5 return, whose boxes hold the invoice and the bill to the cent. SHOTS_DIR keeps screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { OUR_BUSINESS, startFakeAccessPoint, supplierInvoice, type FakeAccessPoint } from '../support/fakes/access-point';
import { singaporeDate } from '../../src/shared/singapore-time';
import { addUser, apiData, apiSignIn, OFFICE, poll, screenshots, signInAfresh, waitForLanding } from './session-helpers';

const FINANCE = { username: 'fiona', password: 'fiona-password-1', role: 'finance' };

describe.skipIf(!chromiumAvailable())('InvoiceNow in Chromium', () => {
  let server: RunningApp;
  let ap: FakeAccessPoint;
  let browser: TestBrowser;
  let page: Page;
  const pageErrors: string[] = [];
  let invoiceId: number;

  beforeAll(async () => {
    ap = await startFakeAccessPoint({ deliverAtOnce: true });
    server = await startAppServer('sqlite', { invoicenow: { apUrl: ap.url, apToken: ap.token, webhookSecret: ap.secret, retrySeconds: 1 } });
    ap.webhook = `${server.origin}/api/v1/invoicenow/inbound`;
    const admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const call = (method: 'POST' | 'PATCH' | 'GET', url: string, body?: unknown) => apiData(server, admin, method, `/api/v1/${url}`, body);
    await call('PATCH', 'business', OUR_BUSINESS);
    const customer = await call('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'ap@lim.test', uen: '199912345A', peppol_id: '0195:SGUEN199912345A', addr1: '5 Jurong Port Road', postal: '619110' });
    await call('POST', 'companies', { company_id: 'CHILL', company_name: 'Chill Parts Pte Ltd', email: 'billing@chillparts.test', co_type: 'Supplier', uen: '200811111C' });
    invoiceId = (await call('POST', 'sales_invoices', { company_id: customer.id, invoice_date: singaporeDate('2026-11-02'), customer_po_no: 'PO-77', lines: [{ description: 'Servicing of 4 units', qty: 4, uom: 'PC', unit_price: '85.00' }] })).id;
    // The quarter of the documents, kept as a GST period so the F5 page offers it whatever today is.
    await call('POST', 'gst_periods', { from: singaporeDate('2026-10-01'), to: singaporeDate('2026-12-31') });
    await addUser(server, admin, FINANCE);
    ({ browser, page } = await openPage(server.origin, pageErrors));
    await page.setViewportSize(OFFICE);
    await signInAfresh(page, server.origin, FINANCE.username, FINANCE.password);
    await waitForLanding(page);
  }, 240_000);

  afterAll(async () => {
    await closeAll(browser, server, ap);
  });

  it('confirms an invoice for a customer with a Peppol id and sees it delivered', { timeout: 180_000 }, async () => {
    await page.goto(`${server.origin}/pages/sales-tools/sales-invoice/view?id=${invoiceId}`);
    await page.getByTestId('document-confirm').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(() => page.getByTestId('view-header').textContent()).toContain('Confirmed');
    // Sent, then delivered by the Access Point's webhook; the page follows (a reload if the live event was missed).
    await expect
      .poll(
        async () => {
          const chip = page.getByTestId('einvoice-status');
          const status = (await chip.count()) ? await chip.getAttribute('data-status') : null;
          if (status !== 'delivered') await page.reload();
          return status;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('delivered');
    await page.getByTestId('einvoice-status').waitFor();
    expect(await page.getByTestId('einvoice-status').textContent()).toBe('Delivered');
    expect(await page.getByTestId('einvoice-send').textContent()).toBe('Resend');
    expect(ap.documents.size).toBe(1);
    await screenshots(page, 'invoice-einvoice-delivered');
    expect(pageErrors).toEqual([]);
  });

  it("finds a supplier's e-invoice as a draft bill with its lines and the XML", { timeout: 180_000 }, async () => {
    const answer = await ap.inbound(supplierInvoice('CP-E2E-1'));
    expect(answer.status, answer.body).toBe(201);
    const billId = JSON.parse(answer.body).data.id as number;
    await page.goto(`${server.origin}/pages/purchases/supplier-bill/view?id=${billId}`);
    await poll(() => page.getByTestId('view-header').textContent()).toContain('Draft');
    await poll(async () => (await page.locator('body').textContent()) ?? '').toContain('CP-E2E-1');
    await poll(async () => (await page.locator('body').textContent()) ?? '').toContain('Air filter 600x600');
    // The XML is kept under the bill's Documents (the panel lists it once opened; read here through the API).
    const admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const docs = await apiData(server, admin, 'GET', `/api/v1/documents?filterExt=${encodeURIComponent(`header_id=${billId},module='supplier_bills'`)}`);
    expect(docs.map((d: { name: string; file: string }) => [d.name, d.file])).toEqual([['E-invoice CP-E2E-1', 'CP-E2E-1.xml']]);
    await screenshots(page, 'supplier-bill-from-einvoice');
    await page.getByTestId('document-confirm').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(() => page.getByTestId('view-header').textContent()).toContain('Confirmed');
    expect(pageErrors).toEqual([]);
  });

  it("opens the quarter's GST F5 with the delivered invoice and the received bill in its boxes, to the cent", { timeout: 180_000 }, async () => {
    await page.goto(`${server.origin}/pages/sales-tools/gst-f5`);
    await page.getByTestId('gst-f5-period').locator('..').click();
    await page.getByTestId('gst-f5-choice-2026-10-01').click();
    // The invoice: 4 x 85.00 standard-rated, GST 30.60; the bill: 150.00 taxable, input tax 13.50.
    const amount = (box: string) => page.getByTestId(`gst-f5-amount-${box}`).textContent();
    await poll(() => amount('1')).toBe('340.00');
    expect([await amount('5'), await amount('6'), await amount('7'), await amount('8')]).toEqual(['150.00', '30.60', '13.50', '17.10']);
    await page.getByTestId('gst-f5-box-1').click();
    const links = page.getByTestId('gst-f5-documents-1').getByRole('link');
    await poll(() => links.count()).toBe(1);
    expect(await links.getAttribute('href')).toBe(`/pages/sales-tools/sales-invoice/view?id=${invoiceId}`);
    await page.getByTestId('gst-f5-box-7').click();
    const bills = page.getByTestId('gst-f5-documents-7').getByRole('link');
    await poll(() => bills.count()).toBe(1);
    expect(await bills.getAttribute('href')).toMatch(/^\/pages\/purchases\/supplier-bill\/view\?id=\d+$/);
    // Box 1 folded away and box 7 unfolded before the picture (Collapse animates both).
    await poll(() => page.getByTestId('gst-f5-documents-1').count()).toBe(0);
    await page.locator('.MuiCollapse-entered [data-testid=gst-f5-documents-7]').waitFor();
    await screenshots(page, 'gst-f5-quarter');
    expect(pageErrors).toEqual([]);
  });
});
