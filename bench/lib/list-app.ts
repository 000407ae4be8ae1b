/**
 * The list benchmarks' set-up: the built app and API over a fresh SQLite database holding
 * `count` open products (inserted straight through Kysely in batches), headless Chromium, and
 * an admin signed in through the login page.
 */
import type { Page } from 'playwright-core';
import { startAppServer, type RunningApp } from '../../tests/support/app-server';
import { chromiumAvailable, launchBrowser, type TestBrowser } from '../../tests/support/browser';
import { TEST_ADMIN_PASSWORD } from '../../tests/support/databases';

export const PRODUCTS_LIST = '/pages/catalogues/products';
const BATCH = 500;
const TYPES = ['Goods', 'Service', 'Spare part'];

export interface ListBench {
  server: RunningApp;
  browser: TestBrowser;
  page: Page;
  close(): Promise<void>;
}

export async function seedProducts(server: RunningApp, count: number): Promise<void> {
  const db = server.database.db;
  const now = Math.floor(Date.now() / 1000);
  await db.deleteFrom('products').execute(); // the reference data's own, if any
  const started = Date.now();
  for (let first = 1; first <= count; first += BATCH) {
    const rows = [];
    for (let i = first; i < Math.min(first + BATCH, count + 1); i++) {
      const n = String(i).padStart(6, '0');
      rows.push({
        name: `Product ${n}`,
        sku: `SKU-${n}`,
        price: (i % 100_000) * 7, // cents
        new_price: 0,
        uom: 'EA',
        brand: `Brand ${i % 50}`,
        stock_quantity: i % 1000,
        type: TYPES[i % TYPES.length],
        status: 'O',
        created_at: now - count + i,
        updated_at: now - count + i,
      });
    }
    await db.insertInto('products').values(rows).execute();
  }
  console.log(`  seeded ${count.toLocaleString('en')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function startListBench(products: number): Promise<ListBench> {
  if (!chromiumAvailable()) throw new Error('Chromium is needed (apt-get install chromium, or set CHROMIUM_PATH)');
  console.log('  building the app and starting the server…');
  const server = await startAppServer();
  await seedProducts(server, products);
  const browser = await launchBrowser(server.origin);
  const page = await browser.context.newPage();
  await page.goto(`${server.origin}/login`);
  await page.fill('input[name=username]', 'admin');
  await page.fill('input[name=password]', TEST_ADMIN_PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return {
    server,
    browser,
    page,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** The list URL with a given state (a list otherwise comes back with the state it was left in). */
export const listUrl = (origin: string, filter: Record<string, unknown> = { status: 'O' }) =>
  `${origin}${PRODUCTS_LIST}?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=updated_at&order=DESC&page=1&perPage=10`;
