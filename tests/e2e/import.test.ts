/**
 * Importing customers from a spreadsheet in Chromium (issue 36's screens; api-contract.md
 * "Import"). As a coordinator (who adds customers): "Import" beside "Export" on the customers
 * list, an XLSX written with the `xlsx` library as Excel writes it (shared strings) of four
 * customers, two of them bad (no email, a company type that does not exist) and a column matching
 * no field; the mapping shows what each column fills, the dry run's preview shows 2 new and the two
 * errors by row and column, the run with "skip" writes the good two; the error file is downloaded,
 * its two rows fixed and imported again, the ignored column remembered, and that import undone
 * after a confirmation: a coordinator may not delete customers, but takes back what their own
 * import added. A custadmin's import is undone the same way. On a 390 px phone the screens
 * read without sideways scrolling, and a refusal is the server's sentence. Screenshots of the
 * mapping and the preview, light, dark and phone, go to /tmp/shots-import/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiData, apiSignIn, OFFICE, PHONE, poll, setSkin, signInAs } from './session-helpers';

const SHOTS = '/tmp/import-shots';

/** An XLSX as Excel writes it: shared strings (bookSST), one sheet. */
const workbook = (rows: unknown[][]): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Customers');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
};

describe.skipIf(!chromiumAvailable())('importing customers from a spreadsheet in Chromium, as a coordinator', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let admin: string;
  const errors: string[] = [];

  beforeAll(async () => {
    // Files of more than 3 rows go on in the background (202, then GET /imports/{id}): the first walk's file is one.
    server = await startAppServer('sqlite', { importBackgroundRows: 3 });
    admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    await addUser(server, admin, { username: 'coord1', email: 'coord1@example.sg', first_name: 'Mei', last_name: 'Tan', role: 'coordinator', password: 'coord-password-1' });
    await addUser(server, admin, { username: 'boss1', email: 'boss1@example.sg', first_name: 'Wei', last_name: 'Lim', role: 'custadmin', password: 'boss-password-1' });
    mkdirSync(SHOTS, { recursive: true });
    ({ browser, page } = await openPage(server.origin, errors));
  }, 120_000);
  afterAll(() => closeAll(browser, server));

  const customers = async (prefix: string) =>
    ((await apiData(server, admin, 'GET', `/api/v1/companies?page%5Bsize%5D=200`)) as Array<{ company_id: string }>)
      .map((c) => c.company_id)
      .filter((id) => id.startsWith(prefix))
      .sort();

  const chooseFile = async (name: string, bytes: Buffer) => {
    await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
    await poll(() => page.getByTestId('import-file-name').textContent()).toBe(name);
  };

  /** The skin, once MUI's colour transitions (250 ms) have ended: a screenshot shows the skin's colours, not a blend. */
  const settledSkin = async (skin: 'light' | 'dark') => {
    await setSkin(page, skin);
    await page.waitForTimeout(400);
  };

  const fieldOf = (letter: string) => page.getByTestId(`import-column-${letter}`).getByRole('combobox');

  it('imports the demo-sized customer list with its sites from one workbook, re-imports the two fixed error rows, and undoes it all', { timeout: 300_000 }, async () => {
    await signInAs(page, server.origin, 'coord1', 'coord-password-1', OFFICE);
    await page.goto(`${server.origin}/pages/masterlists/customers`);
    await page.getByTestId('import-button').click();
    await page.getByRole('heading', { name: 'Import Customers from a spreadsheet' }).waitFor();

    // The demo data's size: 40 customers with 1 to 3 sites each, one workbook, a sheet each.
    const ids = Array.from({ length: 40 }, (_, i) => `IMP-${String(i + 1).padStart(2, '0')}`);
    const customerRows = ids.map((id, i) => [
      id,
      i === 0 ? 'Lumière Aircon Pte Ltd' : `Customer ${i + 1} Pte Ltd`,
      i === 22 ? 'Partner' : 'Customer',
      i === 6 ? '' : `office${i + 1}@cust.test`,
      `6${String(1000000 + i * 7919).slice(-7)}`,
      i % 4 === 0 ? 'ex-legacy' : '',
    ]);
    const siteRows = ids.flatMap((id, i) => Array.from({ length: 1 + (i % 3) }, (_, k) => [id, `S${k + 1}`, `${id} site ${k + 1}`, `${10 + i} Ubi Avenue ${k + 1}`, `40${String(8000 + i * 3 + k)}`, k === 0 ? 'yes' : 'no']));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Company ID', 'Company name', 'Company type', 'Email', 'Telephone No.', 'Old system notes'], ...customerRows]), 'Customers');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Company', 'Site ID', 'Site name', 'Address line 1', 'Postal Code', 'Default site'], ...siteRows]), 'Sites');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
    writeFileSync(`${SHOTS}/customers-with-sites.xlsx`, file);
    await chooseFile('customers.xlsx', file);

    // Mapping: each column with the field it fills (a required one starred); the last one matches nothing.
    await poll(() => fieldOf('A').textContent()).toBe('Company ID *');
    await poll(() => fieldOf('B').textContent()).toBe('Company name *');
    await poll(() => fieldOf('C').textContent()).toBe('Company type');
    await poll(() => fieldOf('D').textContent()).toBe('Email *');
    await poll(() => fieldOf('E').textContent()).toBe('Telephone No.');
    await poll(() => fieldOf('F').textContent()).toBe('Not matched');

    await page.getByRole('radio', { name: 'Import the good rows, leave out the rows with errors' }).check();
    const checked = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/companies/import');
    await page.getByTestId('import-check').click();
    expect((await checked).status()).toBe(202); // 40 rows: in the background, followed to its end
    await page.getByTestId('import-preview').waitFor();
    await poll(() => page.getByTestId('import-created').textContent()).toBe('38 new');
    await poll(() => page.getByTestId('import-error-count').textContent()).toBe('2 rows with errors');
    await poll(() => page.getByTestId('import-unknown').textContent()).toContain('F (“Old system notes”)');
    const errorRows = async () => (await page.getByTestId('import-errors').locator('tbody tr').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(await errorRows()).toEqual(['8 D · Email Email is required', '24 C · Company type Company type must be one of Customer, Supplier, not "Partner"']);
    expect(await customers('IMP-')).toEqual([]); // a dry run writes nothing

    await poll(() => page.getByTestId('import-run').isEnabled()).toBe(true);
    for (const skin of ['light', 'dark'] as const) {
      await settledSkin(skin);
      await page.getByTestId('import-mapping-step').screenshot({ path: `${SHOTS}/mapping-${skin}.png` });
      await page.getByTestId('import-preview-step').screenshot({ path: `${SHOTS}/preview-${skin}.png` });
      await page.screenshot({ path: `${SHOTS}/dialog-${skin}.png` });
    }
    await setSkin(page, 'light');

    // The unknown column ignored on purpose: remembered for the next file.
    await fieldOf('F').click();
    await page.getByRole('option', { name: 'Ignore this column' }).click();
    await poll(() => fieldOf('F').textContent()).toBe('Ignore this column');

    await page.getByTestId('import-run').click();
    await page.getByTestId('import-result').waitFor();
    await poll(() => page.getByTestId('import-created').textContent()).toBe('38 created');
    await poll(() => page.getByTestId('import-outcome').textContent()).toContain('40 rows read, 2 left out');
    expect(await customers('IMP-')).toEqual(ids.filter((id) => id !== 'IMP-07' && id !== 'IMP-23'));

    // The failed rows as a file with an Error column; the two fixed, then imported again.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('import-download-errors').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^companies-import-\d+-errors\.xlsx$/);
    const failed = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(failed.Sheets[failed.SheetNames[0]], { header: 1, defval: '' });
    expect(rows[0]).toEqual(['Company ID', 'Company name', 'Company type', 'Email', 'Telephone No.', 'Old system notes', 'Error']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['IMP-07', 'IMP-23']);
    expect(String(rows[1][6])).toContain('Email is required');
    rows[1][3] = 'office7@cust.test';
    rows[2][2] = 'Customer';
    const fixed = workbook(rows);
    writeFileSync(`${SHOTS}/fixed.xlsx`, fixed);

    await page.getByTestId('import-file').evaluate((el) => ((el as HTMLInputElement).value = ''));
    await chooseFile('customers-fixed.xlsx', fixed);
    await poll(() => fieldOf('F').textContent()).toBe('Ignore this column'); // remembered for this list
    await poll(() => fieldOf('G').textContent()).toBe('Not matched'); // the Error column
    await page.getByTestId('import-check').click();
    await poll(() => page.getByTestId('import-created').textContent()).toBe('2 new');
    await poll(() => page.getByTestId('import-error-count').textContent()).toBe('0 rows with errors');
    await page.getByTestId('import-run').click();
    await page.getByTestId('import-result').waitFor();
    await poll(() => page.getByTestId('import-created').textContent()).toBe('2 created');
    expect(await customers('IMP-')).toEqual(ids);

    // The sites, from the same workbook's second sheet: each names its customer by Company ID.
    await page.getByRole('radio', { name: 'Rows of Sites (each names its company)' }).check();
    await chooseFile('customers.xlsx', file);
    await page.getByRole('combobox', { name: 'Sheet' }).click();
    await page.getByRole('option', { name: 'Sites' }).click();
    await poll(() => fieldOf('A').textContent()).toBe('Company *');
    await poll(() => fieldOf('B').textContent()).toBe('Site ID *');
    await poll(() => fieldOf('F').textContent()).toBe('Default site');
    await page.getByTestId('import-check').click();
    await poll(() => page.getByTestId('import-created').textContent()).toBe(`${siteRows.length} new`);
    await poll(() => page.getByTestId('import-error-count').textContent()).toBe('0 rows with errors');
    await page.getByTestId('import-run').click();
    await page.getByTestId('import-result').waitFor();
    await poll(() => page.getByTestId('import-created').textContent()).toBe(`${siteRows.length} created`);
    const lumiere = ((await apiData(server, admin, 'GET', `/api/v1/companies?page%5Bsize%5D=200`)) as Array<{ id: number; company_id: string }>).find((c) => c.company_id === 'IMP-01')!;
    const detail = (await apiData(server, admin, 'GET', `/api/v1/companies/${lumiere.id}/detail`)) as Record<string, unknown>;
    expect(JSON.stringify(detail)).toContain('IMP-01 site 1');

    // Undo, newest first: the sites here (a coordinator may add customers but not delete them, yet
    // takes back what their own import added), then the two customer imports on the Imports page.
    await page.getByTestId('import-undo').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(() => page.getByTestId('import-undone').textContent()).toBe(`The import is undone: ${siteRows.length} records removed, 0 put back.`);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${server.origin}/pages/admin/imports`);
    await page.locator('#main-content').getByRole('heading', { name: 'Imports' }).waitFor();
    const done = page.getByTestId('imports-row').and(page.locator('[data-state="done"]'));
    await poll(() => done.count()).toBe(2);
    await poll(() => page.getByTestId('imports-row').and(page.locator('[data-state="undone"]')).count()).toBe(1);
    for (const skin of ['light', 'dark'] as const) {
      await settledSkin(skin);
      await page.screenshot({ path: `${SHOTS}/imports-page-${skin}.png` });
    }
    await setSkin(page, 'light');
    const first = done.filter({ hasText: 'customers.xlsx' });
    expect(await first.innerText()).toMatch(/Companies[\s\S]*customers\.xlsx[\s\S]*Done[\s\S]*40[\s\S]*38 new, 0 changed, 0 unchanged, 2 skipped/);
    // Its failed rows are still there to download from the page.
    const again = page.waitForEvent('download');
    await first.getByTestId('imports-errors').click();
    expect((await again).suggestedFilename()).toMatch(/^companies-import-\d+-errors\.xlsx$/);
    for (const name of ['customers-fixed.xlsx', 'customers.xlsx']) {
      await done.filter({ hasText: name }).getByTestId('imports-undo').click();
      await page.getByRole('button', { name: 'Accept' }).click();
      await poll(() => done.filter({ hasText: name }).count()).toBe(0);
    }
    expect(await customers('IMP-')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('undoes an import for a role that may delete customers too, after a confirmation: its rows are gone', { timeout: 120_000 }, async () => {
    await signInAs(page, server.origin, 'boss1', 'boss-password-1', OFFICE);
    await page.goto(`${server.origin}/pages/masterlists/customers`);
    await page.getByTestId('import-button').click();
    await chooseFile('more.xlsx', workbook([['Company ID', 'Company name', 'Email'], ['IMP-5', 'Fifth Customer', 'five@cust.test'], ['IMP-6', 'Sixth Customer', 'six@cust.test']]));
    await page.getByTestId('import-check').click();
    await poll(() => page.getByTestId('import-created').textContent()).toBe('2 new');
    await page.getByTestId('import-run').click();
    await poll(() => page.getByTestId('import-created').textContent()).toBe('2 created');
    expect(await customers('IMP-')).toEqual(['IMP-5', 'IMP-6']);
    await page.getByTestId('import-undo').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await poll(() => page.getByTestId('import-undone').textContent()).toBe('The import is undone: 2 records removed, 0 put back.');
    expect(await customers('IMP-')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("brings open invoices in through 'Opening balances' on the sales invoices list, mapped by the template's headers", { timeout: 120_000 }, async () => {
    await apiData(server, admin, 'POST', '/api/v1/companies', { company_id: 'OB-1', company_name: 'Opening Balance Pte Ltd', email: 'ob@cust.test' });
    await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD, OFFICE);
    await page.goto(`${server.origin}/pages/sales-tools/sales-invoice`);
    await page.getByTestId('import-button').click();
    await page.getByRole('radio', { name: 'Opening balances: open invoices' }).check();
    await page.getByText(/One row per invoice still open in your old system/).waitFor();
    const sheet = workbook([
      ['Customer', 'Invoice No.', 'Invoice date', 'Due date', 'Amount outstanding', 'Currency'],
      ['OB-1', 'OLD-1001', 45962, '31/12/2025', '$1,090.00', 'SGD'],
    ]);
    await chooseFile('open-invoices.xlsx', sheet);
    await poll(() => fieldOf('A').textContent()).toBe('Customer');
    await poll(() => fieldOf('E').textContent()).toBe('Amount outstanding');
    await page.getByTestId('import-check').click();
    await poll(() => page.getByTestId('import-created').textContent()).toBe('1 new');
    await poll(() => page.getByTestId('import-error-count').textContent()).toBe('0 rows with errors');
    await poll(() => page.getByTestId('import-run').isEnabled()).toBe(true);
    for (const skin of ['light', 'dark'] as const) {
      await settledSkin(skin);
      await page.getByTestId('import-file-step').screenshot({ path: `${SHOTS}/opening-balances-file-${skin}.png` });
      await page.getByTestId('import-mapping-step').screenshot({ path: `${SHOTS}/opening-balances-mapping-${skin}.png` });
      await page.getByTestId('import-preview-step').screenshot({ path: `${SHOTS}/opening-balances-preview-${skin}.png` });
    }
    await setSkin(page, 'light');
    await page.getByTestId('import-run').click();
    await poll(() => page.getByTestId('import-created').textContent()).toBe('1 created');
    const invoices = (await apiData(server, admin, 'GET', `/api/v1/sales_invoices?status=all&page%5Bsize%5D=200`)) as Array<{ invoice_no: string; opening_balance: boolean }>;
    expect(invoices.find((i) => i.invoice_no === 'OLD-1001')).toMatchObject({ opening_balance: true });
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto(`${server.origin}/pages/admin/imports`);
    await poll(() => page.getByTestId('imports-row').first().innerText()).toMatch(/Sales invoices\s*Opening balances: open invoices[\s\S]*open-invoices\.xlsx/);
    expect(errors).toEqual([]);
  });

  it("reads on a 390 px phone, and shows a refusal as the server's sentence", async () => {
    await signInAs(page, server.origin, 'coord1', 'coord-password-1', PHONE);
    await page.goto(`${server.origin}/pages/masterlists/customers`);
    await page.getByTestId('import-button').click();
    await chooseFile('customers.xlsx', workbook([['Company ID', 'Company name', 'Email'], ['IMP-9', 'Phone Customer', '']]));
    await page.getByTestId('import-check').click();
    await poll(() => page.getByTestId('import-error-count').textContent()).toBe('1 row with errors');
    await page.getByTestId('import-mapping-step').screenshot({ path: `${SHOTS}/mapping-phone.png` });
    await page.getByTestId('import-preview-step').screenshot({ path: `${SHOTS}/preview-phone.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await chooseFile('notes.xlsx', Buffer.from('just some text, not a workbook'));
    await page.getByTestId('import-check').click();
    await poll(() => page.getByTestId('import-problem').textContent()).toBe('"notes.xlsx" is not a valid XLSX workbook (it is not a zip archive); upload a CSV or an XLSX file');
    expect(errors).toEqual([]);
  });
});
