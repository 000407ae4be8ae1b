/**
 * The accountant's walk in Chromium (issue 25, items 2 to 4), on SQLite and, with DATABASE_URL,
 * PostgreSQL: a confirmed invoice opens as a page (no form the server would refuse) with its
 * payments; a partial payment recorded from it; a credit note made from it; the rest paid from
 * the dialog prefilled with the balance; the receivables page then shows another customer
 * invoice overdue by more than 90 days, with the totals. Screenshots at 1440 px go to
 * /tmp/shots/money/ (the invoice page and the receivables page).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { DIALECTS } from '../support/databases';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { apiCall, apiSignIn, poll, signInWithForm, waitForLanding } from './session-helpers';

const SHOTS = '/tmp/shots/money';

for (const dialect of DIALECTS) {
  describe.skipIf(!chromiumAvailable())(`[${dialect}] payments, credit notes and receivables in Chromium`, () => {
    let server: RunningApp;
    let browser: TestBrowser;
    let page: Page;
    let token: string;
    const errors: string[] = [];

    const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => {
      const res = await apiCall(server, token, method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json().data;
    };
    const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`) / 1000;

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      server = await startAppServer(dialect);
      token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
      ({ browser, page } = await openPage(server.origin, errors));
      await page.setViewportSize({ width: 1440, height: 1000 });
      await page.goto(`${server.origin}/login`);
      await signInWithForm(page, 'admin', TEST_ADMIN_PASSWORD);
      await waitForLanding(page);
    });
    afterAll(() => closeAll(browser, server));

    it('records a partial payment, a credit note and the rest from the invoice page; receivables show what is overdue', async () => {
      const walk = await api('POST', 'companies', { company_id: 'WALK', company_name: 'Walk Pte Ltd', email: 'ap@walk.sg' });
      const late = await api('POST', 'companies', { company_id: 'LATE', company_name: 'Late Payers Pte Ltd', email: 'ap@late.sg' });
      const invoice = await api('POST', 'sales_invoices', { company_id: walk.id, invoice_date: day('2026-10-01'), payment_terms: 'Net 60', lines: [{ description: 'Compressor', qty: 2, unit_price: '500' }] });
      const overdue = await api('POST', 'sales_invoices', { company_id: late.id, invoice_date: day('2026-08-01'), payment_terms: 'COD', lines: [{ description: 'Gas top-up', qty: 1, unit_price: '100' }] });
      await api('PATCH', 'sales_invoices/status', { ids: [invoice.id, overdue.id], status: 'C' });

      // Confirmed: its manage page is its page with the payments card, not a form.
      await page.goto(`${server.origin}/pages/sales-tools/sales-invoice/manage?id=${invoice.id}`);
      await page.getByTestId('invoice-payments').waitFor();
      expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
      await poll(() => page.getByTestId('invoice-balance_due').textContent()).toContain('1,090.00');
      expect(await page.getByTestId('invoice-payment-status').textContent()).toBe('Unpaid');

      // A partial payment: the dialog opens on the balance; 400 of it paid.
      await page.getByTestId('record-payment').click();
      await poll(() => page.getByTestId('payment-amount').inputValue()).toBe('1090.00');
      await page.getByTestId('payment-amount').fill('400');
      await page.getByTestId('payment-reference').fill('PAYNOW-123');
      await page.getByTestId('payment-save').click();
      await poll(() => page.getByTestId('invoice-balance_due').textContent()).toContain('690.00');
      await poll(() => page.getByTestId('invoice-payment-status').textContent()).toBe('Partly paid');
      await poll(() => page.getByTestId('invoice-payment-list').textContent()).toContain('PAY-00001');

      // A credit note from the invoice: it opens; a fifth of a unit credited (100 + 9% GST), confirmed.
      await page.getByTestId('credit-note-button').click();
      await page.waitForURL((url) => url.pathname.startsWith('/pages/sales-tools/credit-note/'));
      const noteId = new URL(page.url()).searchParams.get('id');
      const note = await api('GET', `credit_notes/${noteId}`);
      expect(note).toMatchObject({ invoice_id: invoice.id, total: 1090 });
      await api('PATCH', `credit_notes/${noteId}`, { lines: [{ id: note.lines[0].id, description: 'Compressor', qty: 0.2, unit_price: '500', source_line_id: note.lines[0].source_line_id }] });
      await api('PATCH', 'credit_notes/status', { ids: [Number(noteId)], status: 'C' });

      // The rest: the dialog is prefilled with the 581.00 left.
      await page.goto(`${server.origin}/pages/sales-tools/sales-invoice/manage?id=${invoice.id}`);
      await poll(() => page.getByTestId('invoice-balance_due').textContent()).toContain('581.00');
      await poll(() => page.getByTestId('invoice-amount_credited').textContent()).toContain('109.00');
      await page.getByTestId('record-payment').click();
      await poll(() => page.getByTestId('payment-amount').inputValue()).toBe('581.00');
      await page.getByTestId('payment-save').click();
      await poll(() => page.getByTestId('invoice-payment-status').textContent()).toBe('Paid');
      expect(await page.getByTestId('record-payment').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/invoice-page-1440-${dialect}.png`, fullPage: true });
      const paid = await api('GET', `sales_invoices/${invoice.id}`);
      expect([paid.amount_paid, paid.amount_credited, paid.balance_due, paid.payment_status]).toEqual([981, 109, 0, 'Paid']);

      // Receivables: the paid customer owes nothing; the late one's 109.00 is over 90 days past due.
      await page.goto(`${server.origin}/pages/sales-tools/receivables`);
      await page.getByTestId('receivables-table').waitFor();
      const rows = page.getByTestId('receivables-row');
      await poll(() => rows.count()).toBe(1);
      const cells = await rows.first().locator('td').allTextContents();
      expect(cells.slice(0, 7)).toEqual(['Late Payers Pte Ltd', '–', '–', '–', '–', '109.00', '109.00']);
      expect(await page.getByTestId('receivables-total-over_90').textContent()).toBe('109.00');
      await page.getByTestId('receivables-bars').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(1440);
      await page.screenshot({ path: `${SHOTS}/receivables-1440-${dialect}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  });
}
