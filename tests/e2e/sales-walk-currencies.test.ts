/**
 * The sales walk of issue 34 in Chromium, on both databases, every amount checked in USD and in
 * SGD against figures worked out here (integer cents, GST 9%, half up per document, each SGD
 * amount its USD amount at the rate): a salesperson types an RFQ, converts it to a quotation, adds
 * a service line on the quotation's edit form, converts it to a sales order set to USD at 1.3425,
 * delivers it twice and invoices the second delivery; finance records a partial payment in SGD, a
 * credit note for the service line and pays the rest from the invoice's page (the SGD payment
 * too: its Record payment dialog pays in SGD, saying what the SGD pays at the invoice's rate),
 * whose payments card says its figures are USD and what the SGD payment paid of them. The invoice's PDF,
 * partly paid and paid, prints its SGD amounts, what was paid and credited and the balance due,
 * with a PayNow QR for the balance in SGD and none once paid. Screenshots of the invoice's page at
 * 1440 and 390 px and its PDF's pages go to /tmp/shots/walk/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { pageShowsQr, pdfToText } from '../support/pdf';
import { payNowPayload } from '../../src/shared/paynow';
import { addUser, apiData, apiSignIn, convertOnPage, OFFICE, PHONE, poll, signInAs } from './session-helpers';

const SHOTS = '/tmp/shots/walk';
const RATE = 1.3425;
const COMPANY = { name: 'CoolAir Services Pte Ltd', uen: '201912345K', gst_reg_no: 'M9-1234567-8', address: '1 Kaki Bukit Road 1, Singapore 415934' };

/** Money in integer cents, worked out here rather than read from the server. */
const halfUp = (x: number) => Math.floor(x + 0.5 + 1e-9);
const usd = (cents: number) => cents / 100;
const toSgd = (cents: number) => halfUp(cents * RATE);
const gstOf = (cents: number) => halfUp((cents * 9) / 100);
/** "4,560.21", as the page and the PDF write it. */
const shown = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const spaced = (text: string) => text.replace(/\s+/g, ' ');

// The walk's figures. Compressor 4 x 1,234.56; service 1 x 480.00. Delivered 1 compressor, then the rest.
const COMPRESSOR = 123456;
const SERVICE = 48000;
const INVOICE = (() => {
  const subtotal = 3 * COMPRESSOR + SERVICE; // the second delivery: 3 compressors and the service
  const gst = gstOf(subtotal);
  return { subtotal, gst, total: subtotal + gst, subtotalBase: toSgd(subtotal), gstBase: toSgd(gst) };
})();
const PAID_SGD = 200000; // SGD 2,000.00 paid first
const PAID_USD = halfUp(PAID_SGD / RATE); // what it pays of the USD invoice
const CREDIT = SERVICE + gstOf(SERVICE); // the service line credited, with its GST

for (const dialect of DIALECTS) {
  describe.skipIf(!chromiumAvailable())(`[${dialect}] the sales walk in USD and SGD, in Chromium`, () => {
    let server: RunningApp;
    let browser: TestBrowser;
    let page: Page;
    let admin: string;
    let orderId: number;
    let invoiceId: number;
    let invoiceNo: string;
    const errors: string[] = [];

    beforeAll(async () => {
      server = await startAppServer(dialect);
      admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
      // The invoice's PDF names the company and its UEN, which the PayNow QR pays.
      await apiData(server, admin, 'POST', '/api/v1/pdf_designs', { name: 'Invoice', document_type: 'Sales invoice', is_default: true, layout: { header: { title: 'INVOICE', companyDetails: ['name', 'uen'], company: COMPANY } } });
      await apiData(server, admin, 'POST', '/api/v1/companies', { company_id: 'C-PAC', company_name: 'Pacific Trading Inc', email: 'ap@pacific.test' });
      await addUser(server, admin, { username: 'sales1', email: 'sales1@example.sg', first_name: 'Mei', last_name: 'Tan', role: 'sales', password: 'sales-password-1' });
      await addUser(server, admin, { username: 'finance1', email: 'finance1@example.sg', first_name: 'Raj', last_name: 'Kumar', role: 'finance', password: 'finance-password-1' });
      mkdirSync(SHOTS, { recursive: true });
      ({ browser, page } = await openPage(server.origin, errors));
      await signInAs(page, server.origin, 'sales1', 'sales-password-1', OFFICE);
    }, 120_000);
    afterAll(() => closeAll(browser, server));

    const input = (name: string) => page.locator(`form input[name="${name}"]`);
    const text = (testId: string) => page.getByTestId(testId).textContent();
    const header = () => page.getByTestId('view-header');
    const get = (collection: string, id: number) => apiData(server, admin, 'GET', `/api/v1/${collection}/${id}`);
    const view = (route: string, id: number) => page.goto(`${server.origin}/pages/sales-tools/${route}/view?id=${id}`);

    async function pick(name: string, typed: string, option: string | RegExp) {
      await input(name).click();
      await input(name).fill(typed);
      await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
    }

    async function typeLine(i: number, line: { description: string; qty: string; price: string }) {
      await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
      await input(`lines.${i}.description`).fill(line.description);
      await input(`lines.${i}.qty`).fill(line.qty);
      await input(`lines.${i}.unit_price`).fill(line.price);
    }

    async function save(collection: string, method: 'POST' | 'PATCH') {
      const saved = page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api/v1/${collection}`) && !r.url().includes('/status'));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const answer = await saved;
      expect(answer.status(), await answer.text()).toBeLessThan(300);
      return (await answer.json()).data;
    }

    async function confirmOnPage() {
      await page.getByTestId('document-confirm').click();
      await page.getByRole('button', { name: 'Accept' }).click();
      await poll(() => header().textContent()).toContain('Confirmed');
    }

    /** The invoice's figures on its page and through the API, in USD and in SGD. */
    async function expectInvoice(paid: number, credited: number, status: string) {
      const balance = INVOICE.total - paid - credited;
      await poll(() => text('invoice-balance_due')).toBe(shown(balance));
      expect([await text('invoice-total'), await text('invoice-amount_paid'), await text('invoice-amount_credited')]).toEqual([shown(INVOICE.total), shown(paid), shown(credited)]);
      await poll(() => text('invoice-payment-status')).toBe(status);
      // The page's fields say the same in SGD.
      const field = (source: string) => page.locator(`.ra-field-${source}`).textContent();
      await poll(() => field('balance_due_base')).toBe(`Balance due (SGD)${shown(toSgd(balance))}`);
      expect([await field('subtotal_base'), await field('gst_amount_base'), await field('total_base')]).toEqual([`Subtotal (SGD)${shown(INVOICE.subtotalBase)}`, `GST (SGD)${shown(INVOICE.gstBase)}`, `Total (SGD)${shown(INVOICE.subtotalBase + INVOICE.gstBase)}`]);
      expect(await field('currency_id')).toBe('CurrencyUSD');
      const invoice = await get('sales_invoices', invoiceId);
      expect(invoice).toMatchObject({ currency_id: 'USD', exchange_rate: RATE, payment_status: status });
      expect([invoice.subtotal, invoice.gst_amount, invoice.total]).toEqual([usd(INVOICE.subtotal), usd(INVOICE.gst), usd(INVOICE.total)]);
      expect([invoice.subtotal_base, invoice.gst_amount_base, invoice.total_base]).toEqual([usd(INVOICE.subtotalBase), usd(INVOICE.gstBase), usd(INVOICE.subtotalBase + INVOICE.gstBase)]);
      expect([invoice.amount_paid, invoice.amount_credited, invoice.balance_due, invoice.balance_due_base]).toEqual([usd(paid), usd(credited), usd(balance), usd(toSgd(balance))]);
      return balance;
    }

    async function pdfOf(name: string): Promise<Buffer> {
      const pdf = Buffer.from((await apiData(server, admin, 'GET', `/api/v1/sales_invoices/${invoiceId}/pdf`)).join(''), 'base64');
      const file = `${SHOTS}/${dialect}-${name}.pdf`;
      writeFileSync(file, pdf);
      execFileSync('pdftoppm', ['-png', '-r', '80', file, `${SHOTS}/${dialect}-${name}-pdf`], { stdio: 'ignore' });
      return pdf;
    }

    const qrFor = (cents: number) => QRCode.create(payNowPayload({ uen: COMPANY.uen, amount: usd(cents), reference: invoiceNo, merchantName: COMPANY.name }), { errorCorrectionLevel: 'M' }).modules;

    /** The open dialog, at 1440 and 390 px. */
    async function shootDialog(name: string) {
      for (const size of [OFFICE, PHONE]) {
        await page.setViewportSize(size);
        await page.locator('.MuiDialog-paper').screenshot({ path: `${SHOTS}/${dialect}-dialog-${name}-${size.width}.png` });
      }
      await page.setViewportSize(OFFICE);
    }

    async function shootInvoice(name: string) {
      for (const size of [OFFICE, PHONE]) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/${dialect}-invoice-${name}-${size.width}.png`, fullPage: true });
      }
      await page.setViewportSize(OFFICE);
    }

    it('a salesperson types an RFQ, quotes it with an added service line, orders it in USD, delivers it twice and invoices it', async () => {
      // The RFQ, typed on its form.
      await page.goto(`${server.origin}/pages/sales-tools/rfq/manage`);
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      await pick('company_id', 'Pacific Trading Inc', 'Pacific Trading Inc');
      await typeLine(0, { description: 'Chiller compressor', qty: '4', price: '1234.56' });
      const rfq = await save('rfqs', 'POST');
      expect([rfq.subtotal, rfq.total]).toEqual([usd(4 * COMPRESSOR), usd(4 * COMPRESSOR + gstOf(4 * COMPRESSOR))]);

      // Converted to a quotation, which gets the service line on its edit form.
      await view('rfq', rfq.id);
      const quotationId = await convertOnPage(page, 'Quotation');
      await page.goto(`${server.origin}/pages/sales-tools/quotation/manage?id=${quotationId}`);
      await poll(() => input('lines.0.description').inputValue()).toBe('Chiller compressor');
      await typeLine(1, { description: 'Installation and commissioning service', qty: '1', price: '480' });
      const quoted = 4 * COMPRESSOR + SERVICE;
      await poll(() => text('totals-total')).toBe(shown(quoted + gstOf(quoted)));
      const quotation = await save('quotations', 'PATCH');
      expect([quotation.subtotal, quotation.gst_amount, quotation.total]).toEqual([usd(quoted), usd(gstOf(quoted)), usd(quoted + gstOf(quoted))]);
      expect(quotation.lines).toHaveLength(2);

      // The sales order, set to USD at 1.3425 on its form: the totals in SGD follow.
      await view('quotation', quotationId);
      orderId = await convertOnPage(page, 'Sales order');
      await page.goto(`${server.origin}/pages/sales-tools/sales-order/manage?id=${orderId}`);
      await poll(() => input('lines.1.description').inputValue()).toBe('Installation and commissioning service');
      await pick('currency_id', 'USD', /^USD/);
      await input('exchange_rate').fill(String(RATE));
      await poll(() => text('totals-base')).toBe(shown(toSgd(quoted) + toSgd(gstOf(quoted))));
      const order = await save('sales_orders', 'PATCH');
      expect(order).toMatchObject({ currency_id: 'USD', exchange_rate: RATE });
      expect([order.total, order.subtotal_base, order.gst_amount_base, order.total_base]).toEqual([usd(quoted + gstOf(quoted)), usd(toSgd(quoted)), usd(toSgd(gstOf(quoted))), usd(toSgd(quoted) + toSgd(gstOf(quoted)))]);
      await view('sales-order', orderId);
      await confirmOnPage();

      // Two deliveries from the order's page: the first one compressor of four and not the service
      // (the dialog takes what is open by default), the second the rest.
      await view('sales-order', orderId);
      const first = await convertOnPage(page, 'Delivery order', [1, 0]);
      expect((await get('delivery_orders', first)).lines.map((l: { description: string; qty_delivered: number }) => [l.description, l.qty_delivered])).toEqual([['Chiller compressor', 1]]);
      await confirmOnPage();
      await view('sales-order', orderId);
      const second = await convertOnPage(page, 'Delivery order');
      const delivered = await get('delivery_orders', second);
      expect(delivered.lines.map((l: { description: string; qty_delivered: number }) => [l.description, l.qty_delivered])).toEqual([
        ['Chiller compressor', 3],
        ['Installation and commissioning service', 1],
      ]);
      await confirmOnPage();

      // The second delivery invoiced: USD at the order's rate, its SGD amounts to the cent.
      invoiceId = await convertOnPage(page, 'Sales invoice');
      await confirmOnPage();
      const invoice = await get('sales_invoices', invoiceId);
      invoiceNo = invoice.invoice_no;
      expect(invoiceNo).toMatch(/\S/);
      await expectInvoice(0, 0, 'Unpaid');
      // Delivered in full: the order offers no further delivery, and its chain says each total's currency.
      await view('sales-order', orderId);
      await poll(() => page.getByTestId('sales-chain').locator('li').count()).toBe(6);
      await poll(() => page.getByTestId('sales-chain').textContent()).toContain(`USD ${shown(INVOICE.total)}`);
      // The order's page shows its earlier read at once and then the fresh one: the button goes once that has come.
      await poll(() => page.getByTestId('convert-button').count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('finance pays part in SGD, credits the service line and pays the rest; the PDF asks for the balance in SGD, and for nothing once paid', async () => {
      await signInAs(page, server.origin, 'finance1', 'finance-password-1', OFFICE);
      // SGD 2,000.00 pays USD 1,489.76 at 1.3425, recorded from the invoice's page in SGD: the
      // dialog suggests the balance's SGD equivalent and says what the amount typed pays.
      await view('sales-invoice', invoiceId);
      await page.getByTestId('record-payment').click();
      await poll(() => page.getByTestId('payment-amount').inputValue()).toBe(usd(INVOICE.total).toFixed(2));
      await page.getByTestId('payment-currency-SGD').click();
      await poll(() => page.getByTestId('payment-amount').inputValue()).toBe(usd(INVOICE.subtotalBase + INVOICE.gstBase).toFixed(2));
      await page.getByTestId('payment-amount').fill(usd(PAID_SGD).toFixed(2));
      await poll(() => page.getByTestId('payment-conversion').textContent()).toBe(`SGD ${shown(PAID_SGD)} pays USD ${shown(PAID_USD)} at ${RATE}`);
      await shootDialog('payment-sgd');
      const recorded = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/payments');
      await page.getByTestId('payment-save').click();
      const answer = await recorded;
      expect(answer.status(), await answer.text()).toBe(201);
      const payment = (await answer.json()).data;
      expect([payment.currency_id, payment.amount, payment.amount_base, payment.allocations[0].invoice_amount]).toEqual(['SGD', usd(PAID_SGD), usd(PAID_SGD), usd(PAID_USD)]);
      await expectInvoice(PAID_USD, 0, 'Partly paid');
      // The payments card says its figures are USD, and what the SGD payment paid of them.
      await poll(() => page.getByTestId('invoice-payment-amount').allTextContents()).toEqual([`SGD ${shown(PAID_SGD)} = USD ${shown(PAID_USD)}`]);
      expect(await page.getByTestId('invoice-payments').textContent()).toContain('Balance due (USD)');

      // A credit note for the service line, from the invoice's page, edited down to it and confirmed.
      await page.getByTestId('credit-note-button').click();
      await page.waitForURL(/credit-note\/view/);
      const creditId = Number(new URL(page.url()).searchParams.get('id'));
      await page.goto(`${server.origin}/pages/sales-tools/credit-note/manage?id=${creditId}`);
      await poll(() => input('lines.1.description').inputValue()).toBe('Installation and commissioning service');
      await page.locator('form .RaSimpleFormIterator-line').nth(0).getByRole('button', { name: 'Remove' }).click();
      await poll(() => text('totals-total')).toBe(shown(CREDIT));
      await save('credit_notes', 'PATCH');
      await view('credit-note', creditId);
      await confirmOnPage();
      const credit = await get('credit_notes', creditId);
      expect([credit.currency_id, credit.exchange_rate, credit.total, credit.total_base]).toEqual(['USD', RATE, usd(CREDIT), usd(toSgd(SERVICE) + toSgd(gstOf(SERVICE)))]);

      await view('sales-invoice', invoiceId);
      const balance = await expectInvoice(PAID_USD, CREDIT, 'Partly paid');
      await shootInvoice('partly-paid');
      const partlyPdf = await pdfOf('partly-paid');
      const partly = spaced(pdfToText(partlyPdf));
      expect(partly).toContain(`Total before GST in SGD ${shown(INVOICE.subtotalBase)}`);
      expect(partly).toContain(`GST 9% in SGD ${shown(INVOICE.gstBase)}`);
      expect(partly).toContain(`Total after GST in SGD ${shown(INVOICE.subtotalBase + INVOICE.gstBase)}`);
      expect(partly).toContain(`Paid (USD) -${shown(PAID_USD)}`);
      expect(partly).toContain(`Credited (USD) -${shown(CREDIT)}`);
      expect(partly).toContain(`Balance due (USD) ${shown(balance)}`);
      expect(partly).toContain(`Amount SGD ${shown(toSgd(balance))}`);
      expect(partly).toContain(`(USD ${shown(balance)} at ${RATE} SGD per USD)`);
      expect(pageShowsQr(partlyPdf, qrFor(toSgd(balance)))).toBe(true);

      // The rest, recorded from the page: the dialog is prefilled with the balance in USD.
      await page.getByTestId('record-payment').click();
      await poll(() => page.getByTestId('payment-amount').inputValue()).toBe(usd(balance).toFixed(2));
      const paid = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/payments');
      await page.getByTestId('payment-save').click();
      expect((await paid).status()).toBe(201);
      await expectInvoice(INVOICE.total - CREDIT, CREDIT, 'Paid');
      await poll(() => page.getByTestId('invoice-payment-amount').allTextContents()).toEqual([`SGD ${shown(PAID_SGD)} = USD ${shown(PAID_USD)}`, `USD ${shown(balance)}`]);
      expect(await page.getByTestId('record-payment').count()).toBe(0);
      await shootInvoice('paid');
      const paidPdf = await pdfOf('paid');
      const settled = spaced(pdfToText(paidPdf));
      expect(settled).toContain(`Total after GST in SGD ${shown(INVOICE.subtotalBase + INVOICE.gstBase)}`);
      expect(settled).toContain(`Paid (USD) -${shown(INVOICE.total - CREDIT)}`);
      expect(settled).toContain(`Credited (USD) -${shown(CREDIT)}`);
      expect(settled).toContain('Balance due (USD) 0.00');
      expect(settled).not.toContain('PayNow');
      expect(settled).not.toContain('Amount SGD');
      expect(pageShowsQr(paidPdf, qrFor(toSgd(balance)))).toBe(false);
      expect(errors).toEqual([]);
    });
  });
}
