/**
 * A record's view page in real Chromium (issue 10, items 7 and 3): a customer's page has a header
 * with its name, status and actions (Edit opens the manage page, Delete asks and deletes, Print
 * leaves the app's chrome off the paper, Back), and lists what points at it (its sites and jobs);
 * a user who may only read sees no Edit or Delete. Rich text that reached the database with a
 * <style> and an onerror handler neither restyles the page nor runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, expectSettled, poll, signInAfresh, waitForLanding } from './session-helpers';

type Rec = Record<string, any>;
const CUSTOMERS = '/pages/masterlists/customers';
const READER_PASSWORD = 'read-only-person';

describe.skipIf(!chromiumAvailable())('a record view page in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];
  let acme: Rec;
  let lonely: Rec;
  let product: Rec;
  const jobs: Rec[] = [];

  const add = async (collection: string, body: Rec): Promise<Rec> => {
    const res = await apiCall(server, token, 'POST', `/api/v1/${collection}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    acme = await add('companies', { company_id: 'ACME', company_name: 'Acme Engineering Pte Ltd', co_type: 'Customer', email: 'ops@acme.test' });
    lonely = await add('companies', { company_id: 'LONE', company_name: 'Lonely Trading', co_type: 'Customer', email: 'lone@x.test' });
    const site = await add('company_locations', { header_id: acme.id, site_id: 'HQ', site_name: 'Acme Tuas Plant' });
    await add('company_locations', { header_id: acme.id, site_id: 'W2', site_name: 'Acme Jurong Warehouse' });
    for (const problem of ['Chiller leaking', 'Pump noise']) {
      jobs.push(await add('joborder_headers', { company_id: acme.id, site_id: site.id, company_name: acme.company_name, problem_description: problem }));
    }
    product = await add('products', { name: 'Cordless drill', description: '<p>Safe</p>' });
    // Written straight into the database, as a row from before the server cleaned rich text would be.
    await server.database.db
      .updateTable('products')
      .set({ description: '<style>header { display: none !important } body { background: rgb(255, 0, 0) !important }</style><p style="color: rgb(0, 128, 0)" class="MuiAppBar-root">Drill <b>20V</b></p><img src="x" onerror="window.__pwned = true">' })
      .where('id', '=', product.id)
      .execute();
    await addUser(server, token, { username: 'reader', email: 'reader@x.test', password: READER_PASSWORD, role: 'readonly' });
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  });
  afterAll(() => closeAll(browser, server));

  const header = () => page.getByTestId('view-header');
  const openView = async (path: string, id: unknown) => {
    await page.goto(`${server.origin}${path}/view?id=${id}`);
    await header().waitFor();
    await expectSettled(page);
  };

  it("shows the customer's name, status and actions, and its sites and jobs", async () => {
    await openView(CUSTOMERS, acme.id);
    await expect.poll(() => header().getByRole('heading').textContent()).toBe('Acme Engineering Pte Ltd');
    // Open is every customer's default status: the pill shows only a status that says something (issue 10, item 11).
    expect(await header().textContent()).not.toContain('Open');
    for (const action of ['Back', 'Print', 'Edit', 'Delete']) expect(await header().getByRole(action === 'Edit' ? 'link' : 'button', { name: action }).count()).toBe(1);

    const links = page.getByTestId('record-links');
    await links.waitFor();
    await poll(() => links.getByRole('navigation').getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Sites2', 'Job orders2']));
    const sites = page.getByTestId('linked-company_locations-header_id');
    await poll(() => sites.locator('tbody tr').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Acme Tuas Plant'), expect.stringContaining('Acme Jurong Warehouse')]),
    );
    const jobList = page.getByTestId('linked-joborder_headers-company_id');
    for (const job of jobs) await poll(() => jobList.textContent()).toContain(job.ticket_no);

    // A job's row opens the job's own view page.
    await jobList.locator('tbody tr').filter({ hasText: jobs[0].ticket_no }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/job-order/view') && url.searchParams.get('id') === jobs[0].uuid);
    await poll(() => header().getByRole('heading').textContent()).toBe(jobs[0].ticket_no);
    // Back returns to the customer.
    await header().getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === `${CUSTOMERS}/view` && url.searchParams.get('id') === String(acme.id));
  });

  it('Edit opens the manage page of the record', async () => {
    await openView(CUSTOMERS, acme.id);
    await header().getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === `${CUSTOMERS}/manage` && url.searchParams.get('id') === String(acme.id));
    await poll(() => page.locator('form [name="company_name"]').inputValue()).toBe('Acme Engineering Pte Ltd');
  });

  it('Print leaves the app bar, the menu and the buttons off the paper', async () => {
    await openView(CUSTOMERS, acme.id);
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.locator('header.MuiAppBar-root').isVisible()).toBe(false);
      expect(await header().getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await header().getByRole('heading').isVisible()).toBe(true);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    expect(await page.locator('header.MuiAppBar-root').isVisible()).toBe(true);
  });

  it('Delete asks first, then deletes, says so and returns to the list', async () => {
    await openView(CUSTOMERS, lonely.id);
    await header().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect((await apiCall(server, token, 'GET', `/api/v1/companies/${lonely.id}`)).statusCode).toBe(200);

    await header().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL((url) => url.pathname === CUSTOMERS);
    await poll(() => page.getByText('Delete Successfully').count()).toBeGreaterThan(0);
    expect((await apiCall(server, token, 'GET', `/api/v1/companies/${lonely.id}`)).statusCode).toBe(404);
  });

  it('a stored <style> and onerror neither apply nor run on the view page', async () => {
    await openView('/pages/catalogues/products', product.id);
    const text = page.locator('.rich-text');
    await poll(() => text.textContent()).toBe('Drill 20V');
    expect(await text.innerHTML()).not.toMatch(/style|class=|onerror/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(await page.locator('header.MuiAppBar-root').isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 0, 0)');
    expect(await text.locator('p').evaluate((p) => getComputedStyle(p).color)).not.toBe('rgb(0, 128, 0)');
  });

  it('a user who may only read sees no Edit or Delete', async () => {
    await signInAfresh(page, server.origin, 'reader', READER_PASSWORD);
    await waitForLanding(page);
    await openView(CUSTOMERS, acme.id);
    await poll(() => header().getByRole('heading').textContent()).toBe('Acme Engineering Pte Ltd');
    expect(await header().getByRole('button', { name: 'Print' }).count()).toBe(1);
    expect(await header().getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await header().getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it('raised no script error', () => {
    expect(errors).toEqual([]);
  });
});
