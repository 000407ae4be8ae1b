/**
 * Paying a supplier, walked by a finance user in Chromium (issue 38 items 3 and 4): a supplier
 * bill typed into its form (the supplier picked among suppliers only, a TX and a ZP line, the
 * totals following as typed with GST on the TX line only), saved, confirmed on its page (BILL-),
 * part of it paid from Record payment (amount paid, balance and status on the page after), a second
 * bill with the same supplier invoice number refused in a sentence on screen, then the payables
 * page showing the supplier's balance by age with its Excel export, and the home's card of what is
 * due to suppliers this week; a purchase order billed from its page (what was received, as a
 * draft bill). Screenshots of the bill's page, the payables page and the Bill dialog, light and
 * dark, go to /tmp/shots/bills/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiData, apiSignIn, OFFICE, poll, setSkin, signInAs } from './session-helpers';

const SHOTS = '/tmp/shots/bills';

describe.skipIf(!chromiumAvailable())('supplier bills and payables in Chromium, as a finance user', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let admin: string;
  let supplierId: number;
  const errors: string[] = [];
  /** Today in Singapore, as a date field takes it. */
  const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startAppServer();
    admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    supplierId = (await apiData(server, admin, 'POST', '/api/v1/companies', { company_id: 'S-CHILL', company_name: 'Chill Spares Pte Ltd', co_type: 'Supplier', attn: 'Ms Tan', email: 'ar@chillspares.test' })).id;
    await apiData(server, admin, 'POST', '/api/v1/companies', { company_id: 'C-CHILL', company_name: 'Chill Customer Pte Ltd', email: 'ap@chillcustomer.test' });
    await addUser(server, admin, { username: 'fin1', email: 'fin1@example.sg', first_name: 'Mei', last_name: 'Lin', role: 'finance', password: 'finance-password-1' });
    mkdirSync(SHOTS, { recursive: true });
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAs(page, server.origin, 'fin1', 'finance-password-1', OFFICE);
  }, 120_000);
  afterAll(() => closeAll(browser, server));

  const input = (name: string) => page.locator(`form input[name="${name}"]`);
  const text = (testId: string) => page.getByTestId(testId).textContent();
  const shots = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await page.screenshot({ path: `${SHOTS}/${name}-${skin}.png`, fullPage: true });
    }
    await setSkin(page, 'light');
  };

  /** The new bill's form with the supplier picked among suppliers only, its number, date and terms. */
  async function typeHeader(number: string) {
    await page.goto(`${server.origin}/pages/purchases/supplier-bill/manage`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await input('company_id').click();
    await input('company_id').fill('Chill');
    const options = page.getByRole('listbox').getByRole('option');
    await poll(() => options.allTextContents()).toEqual([expect.stringContaining('Chill Spares Pte Ltd')]);
    await options.first().click();
    await input('supplier_invoice_no').fill(number);
    await input('bill_date').fill(today());
    const terms = page.locator('form').getByRole('combobox', { name: /Payment terms/ });
    await terms.click();
    await page.getByRole('option', { name: 'COD', exact: true }).click();
  }

  it('types a bill with live totals per tax code, confirms it, pays part of it, and refuses its supplier invoice number twice', async () => {
    await typeHeader('CS-2041');
    await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
    await input('lines.0.description').fill('Compressor relay');
    await input('lines.0.qty').fill('4');
    await input('lines.0.unit_cost').fill('12.35');
    await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
    await input('lines.1.description').fill('Refrigerant, exported goods');
    await input('lines.1.unit_cost').fill('80');
    await page.getByTestId('line-amount').nth(1).waitFor();
    const taxCode = page.locator('form').getByRole('combobox', { name: /Tax code/ }).nth(1);
    await taxCode.click();
    await page.getByRole('option', { name: 'ZP zero-rated' }).click();
    await poll(() => page.getByTestId('line-amount').allTextContents()).toEqual(['49.40', '80.00']);
    await poll(() => text('totals-subtotal')).toBe('129.40');
    await poll(() => text('totals-gst')).toBe('4.45'); // 9% of the TX line's 49.40 (4.446)
    await poll(() => text('totals-total')).toBe('133.85');

    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/supplier_bills');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(201);
    const bill = (await answer.json()).data;
    expect([bill.company_id, bill.subtotal, bill.gst_amount, bill.total, bill.due_date]).toEqual([supplierId, 129.4, 4.45, 133.85, Date.parse(`${today()}T00:00:00+08:00`) / 1000]);

    await page.goto(`${server.origin}/pages/purchases/supplier-bill/view?id=${bill.id}`);
    await page.getByTestId('document-confirm').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(() => page.getByTestId('view-header').textContent()).toMatch(/BILL-\d{5}/);
    const number = (await apiData(server, admin, 'GET', `/api/v1/supplier_bills/${bill.id}`)).bill_no as string;
    await poll(() => text('invoice-balance_due')).toBe('133.85');
    await poll(() => text('invoice-payment-status')).toBe('Unpaid');

    // Part of it paid from the card: the dialog offers the balance, finance types less.
    await page.getByTestId('record-payment').click();
    const dialog = page.getByRole('dialog', { name: `Record a payment for ${number}` });
    await poll(() => dialog.getByTestId('payment-amount').inputValue()).toBe('133.85');
    await dialog.getByTestId('payment-amount').fill('100');
    await dialog.getByTestId('payment-reference').fill('GIRO 7781');
    const paid = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/supplier_payments');
    await dialog.getByTestId('payment-save').click();
    expect((await paid).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    await poll(() => text('invoice-amount_paid')).toBe('100.00');
    await poll(() => text('invoice-balance_due')).toBe('33.85');
    await poll(() => text('invoice-payment-status')).toBe('Partly paid');
    await poll(() => page.getByTestId('invoice-payment-list').textContent()).toContain('GIRO 7781');
    const after = await apiData(server, admin, 'GET', `/api/v1/supplier_bills/${bill.id}`);
    expect([after.amount_paid, after.balance_due, after.payment_status]).toEqual([100, 33.85, 'Partly paid']);
    await shots('bill-page');

    // The same supplier invoice number again: refused in a sentence naming the first bill, on screen.
    await typeHeader('CS-2041');
    await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
    await input('lines.0.description').fill('Compressor relay');
    await input('lines.0.unit_cost').fill('12.35');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/supplier_bills');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status()).toBe(409);
    const sentence = `Chill Spares Pte Ltd's invoice CS-2041 is already entered as ${number}: a supplier's invoice is billed once`;
    await poll(async () => (await page.locator('body').textContent()) ?? '').toContain(sentence);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  it('bills a purchase order from its page: what was received, as a draft bill to check; its number twice is said under it', async () => {
    const warehouse = (await apiData(server, admin, 'GET', '/api/v1/warehouses')).find((w: { is_default: boolean }) => w.is_default);
    const order = await apiData(server, admin, 'POST', '/api/v1/purchase_orders', { company_id: supplierId, order_date: Date.parse(`${today()}T00:00:00+08:00`) / 1000, warehouse_id: warehouse.id, lines: [{ description: 'Expansion valve', qty: 5, unit_cost: '18.20' }] });
    await apiData(server, admin, 'PATCH', '/api/v1/purchase_orders/status', { ids: [order.id], status: 'C' });
    await apiData(server, admin, 'POST', `/api/v1/purchase_orders/${order.id}/receive`, { lines: [{ line_id: order.lines[0].id, qty: 3 }] });

    await page.goto(`${server.origin}/pages/purchases/purchase-order/view?id=${order.id}`);
    await page.getByTestId('po-bill').click();
    const dialog = page.getByTestId('bill-order-dialog');
    // The first bill's number again: refused under the number, nothing made.
    await dialog.getByTestId('bill-order-number').fill('CS-2041');
    await dialog.getByTestId('bill-order-save').click();
    await poll(() => dialog.textContent()).toContain("Chill Spares Pte Ltd's invoice CS-2041 is already entered as");
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await page.screenshot({ path: `${SHOTS}/bill-order-dialog-${skin}.png` });
    }
    await setSkin(page, 'light');
    await dialog.getByTestId('bill-order-number').fill('CS-2077');
    const made = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/v1/purchase_orders/${order.id}/convert`);
    await dialog.getByTestId('bill-order-save').click();
    expect((await made).status()).toBe(201);
    // The draft bill opens in its form: the 3 received, at the order's cost.
    await page.waitForURL(/\/pages\/purchases\/supplier-bill\/manage\?id=\d+/);
    await poll(() => input('supplier_invoice_no').inputValue()).toBe('CS-2077');
    await poll(() => input('lines.0.qty').inputValue()).toBe('3');
    const bill = await apiData(server, admin, 'GET', `/api/v1/supplier_bills/${new URL(page.url()).searchParams.get('id')}`);
    expect([bill.status, bill.source_collection, bill.source_id, bill.lines[0].qty, bill.lines[0].unit_cost, bill.subtotal]).toEqual(['O', 'purchase_orders', order.id, 3, 18.2, 54.6]);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  it('shows what is owed to the supplier by age on the payables page, exports it, and puts this week on the home', async () => {
    await page.goto(`${server.origin}/pages/purchases/payables`);
    const row = page.getByTestId('payables-row').filter({ hasText: 'Chill Spares Pte Ltd' });
    await row.waitFor();
    // Cash on delivery today: not yet due, 33.85 owed.
    await poll(async () => (await row.locator('td').allTextContents()).slice(0, 7)).toEqual(['Chill Spares Pte Ltd', '33.85', '–', '–', '–', '–', '33.85']);
    await poll(() => text('payables-total-total')).toBe('33.85');
    const download = page.waitForEvent('download');
    await page.getByTestId('payables-export').click();
    expect((await download).suggestedFilename()).toBe(`payables-as-of-${today()}.xlsx`);
    await shots('payables-page');

    await page.goto(`${server.origin}/dashboard`);
    const card = page.getByTestId('home-payables');
    await card.waitFor();
    await poll(() => card.textContent()).toContain('33.85');
    await poll(() => card.getByTestId('home-payable').first().textContent()).toContain('Chill Spares Pte Ltd');
    await page.screenshot({ path: `${SHOTS}/home-light.png` });
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});
