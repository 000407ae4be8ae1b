/**
 * A long page of the data list (page size 'ALL', up to 10,000 rows), in real Chromium: only the
 * rows in view plus some overscan are in the page, spacers keep its length, scrolling to the end
 * shows the last record, and selection with a bulk action, a row click and the reference column
 * work there as on a short page. A page of 100 rows stays a plain table with every row in it.
 * Rows are seeded straight into the database for speed, as data-list.test.ts does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { poll } from './session-helpers';
import { TEST_ADMIN_PASSWORD } from '../support/databases';

const PRODUCTS = '/pages/catalogues/products';
/** Open "Widget 0001".."Widget 1500": some 60,000 px of rows, over 60 screens. */
const WIDGETS = 1500;
const widget = (n: number) => `Widget ${String(n).padStart(4, '0')}`;

describe.skipIf(!chromiumAvailable())('a long list page in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  const pageErrors: string[] = [];
  const now = Math.floor(Date.now() / 1000);
  const db = () => server.database.db;

  /** The rendered data rows of the windowed table, and where they sit in the whole list. */
  const rows = () => page.locator('tbody[data-windowed] tr');
  const windowed = () => page.locator('tbody[data-windowed]');
  const names = () => page.locator('tbody[data-windowed] tr td:nth-child(2)').allTextContents();
  /** The row of a record, when it is rendered. */
  const rowOf = (name: string) => rows().filter({ has: page.getByRole('cell', { name, exact: true }) });

  async function openAll(perPage = 10_000) {
    await page.goto(`${server.origin}${PRODUCTS}?perPage=${perPage}&page=1&sort=name&order=ASC&filter=${encodeURIComponent(JSON.stringify({ status: 'O' }))}`);
    await page.locator('tbody tr').first().waitFor();
  }

  /** Scrolls the page so that its bottom edge is in view, and waits for the window to follow. */
  async function scrollToEnd() {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await poll(() => names().then((n) => n.at(-1))).toBe(widget(WIDGETS));
  }

  beforeAll(async () => {
    server = await startAppServer();
    await db().deleteFrom('products').execute();
    const category = await db()
      .insertInto('categories')
      .values({ code: 'HAND', name: 'Hand tools', sort_order: 0, status: 'O', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const products = Array.from({ length: WIDGETS }, (_, i) => ({
      name: widget(i + 1),
      sku: `W-${i + 1}`,
      price: 100,
      new_price: 0,
      stock_quantity: i + 1,
      type: 'Goods',
      status: 'O',
      // The last one in its category: the reference column is read at the bottom of the list.
      category_id: i + 1 === WIDGETS ? category.id : null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < products.length; i += 200) await db().insertInto('products').values(products.slice(i, i + 200)).execute();

    ({ browser, page } = await openPage(server.origin, pageErrors));
    await page.goto(`${server.origin}/login`);
    await page.fill('input[name=username]', 'admin');
    await page.fill('input[name=password]', TEST_ADMIN_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
  afterAll(() => closeAll(browser, server));

  it('renders only a window of the rows, and the page is as long as all of them', async () => {
    await openAll();
    await poll(() => windowed().getAttribute('data-row-count')).toBe(String(WIDGETS));
    expect(await page.locator('.MuiTablePagination-displayedRows').textContent()).toContain(`of ${WIDGETS}`);
    const first = await names();
    expect(first[0]).toBe(widget(1));
    // The rows that fill the screen and some overscan: far fewer than the 1,500 records.
    expect(first.length).toBeGreaterThan(10);
    expect(first.length).toBeLessThan(100);
    expect(first).toEqual(first.map((_, i) => widget(i + 1)));
    // The spacer below the rows stands in for the rest, so the page scrolls the whole list's length.
    const rowHeight = await rows().first().evaluate((row) => row.getBoundingClientRect().height);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(WIDGETS * rowHeight * 0.9);
    expect(pageHeight).toBeLessThan(WIDGETS * rowHeight * 1.1 + 1000);
  });

  it('shows the rows at the middle of the page when scrolled there', async () => {
    await openAll();
    await poll(() => windowed().getAttribute('data-row-count')).toBe(String(WIDGETS));
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    // The row across the middle of the viewport is about the middle record of the list.
    await poll(() =>
      page.evaluate(() => {
        const middle = [...document.querySelectorAll('tbody[data-windowed] tr')].find((row) => {
          const box = row.getBoundingClientRect();
          return box.top <= window.innerHeight / 2 && box.bottom > window.innerHeight / 2;
        });
        return Number(middle?.querySelector('td:nth-child(2)')?.textContent?.replace('Widget ', '') ?? NaN);
      }),
    ).toSatisfy((n: number) => Math.abs(n - WIDGETS / 2) < WIDGETS * 0.05);
    const shown = await names();
    expect(shown.length).toBeLessThan(100);
    const numbers = shown.map((n) => Number(n.replace('Widget ', '')));
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
  });

  it('scrolls to the last record; selection, a bulk action and a row click work there', async () => {
    await openAll();
    await poll(() => windowed().getAttribute('data-row-count')).toBe(String(WIDGETS));
    await scrollToEnd();
    expect(await rows().count()).toBeLessThan(100);
    const last = rowOf(widget(WIDGETS));
    await expect(last.isVisible()).resolves.toBe(true);
    // The category is a reference column: its name arrives with a request of its own.
    await poll(() => last.locator('td').nth(4).textContent()).toBe('Hand tools');

    // Select two rows at the end, leave them for the top of the list and come back: still selected.
    await rowOf(widget(WIDGETS - 1)).locator('input[type=checkbox]').check();
    await last.locator('input[type=checkbox]').check();
    await poll(() => page.getByText('2 items selected').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(() => names().then((n) => n[0])).toBe(widget(1));
    expect(await rowOf(widget(WIDGETS)).count()).toBe(0);
    await scrollToEnd();
    expect(await rowOf(widget(WIDGETS - 1)).locator('input[type=checkbox]').isChecked()).toBe(true);
    expect(await rowOf(widget(WIDGETS)).locator('input[type=checkbox]').isChecked()).toBe(true);

    // Void the two selected rows: the list reloads without them.
    await page.getByRole('button', { name: 'Void' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await poll(() => windowed().getAttribute('data-row-count')).toBe(String(WIDGETS - 2));
    const voided = await db().selectFrom('products').select(['name', 'status']).where('name', 'in', [widget(WIDGETS - 1), widget(WIDGETS)]).orderBy('name').execute();
    expect(voided).toEqual([
      { name: widget(WIDGETS - 1), status: 'V' },
      { name: widget(WIDGETS), status: 'V' },
    ]);
    await db().updateTable('products').set({ status: 'O' }).where('name', 'in', [widget(WIDGETS - 1), widget(WIDGETS)]).execute();

    // A click on a row at the end of the list opens that record.
    await openAll();
    await poll(() => windowed().getAttribute('data-row-count')).toBe(String(WIDGETS));
    await scrollToEnd();
    const record = await db().selectFrom('products').select('id').where('name', '=', widget(WIDGETS)).executeTakeFirstOrThrow();
    await rowOf(widget(WIDGETS)).locator('td').nth(2).click();
    await page.waitForURL((url) => url.pathname === `${PRODUCTS}/manage`);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(record.id));
  });

  it('keeps a page of 100 rows a plain table with every row in it', async () => {
    await openAll(100);
    await poll(() => page.locator('tbody tr').count()).toBe(100);
    expect(await page.locator('tbody[data-windowed], tbody[data-spacer]').count()).toBe(0);
    expect(await page.locator('tbody tr td:nth-child(2)').last().textContent()).toBe(widget(100));
  });

  it('made no request outside its own origin and raised no script error', () => {
    expect(browser.foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
