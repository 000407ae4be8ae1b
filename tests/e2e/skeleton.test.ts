/**
 * The walking skeleton as a person uses it, in real Chromium: sign in, open the UOM list, add a
 * record, find it with the search box, edit it, sign out; add a company with a site. And a page
 * whose code does not all arrive loads itself once more (public/app-boot.js).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';

describe.skipIf(!chromiumAvailable())('walking skeleton in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    ({ browser, page } = await openPage(server.origin, pageErrors));
  });
  afterAll(() => closeAll(browser, server));

  const signIn = async () => {
    await page.goto(`${server.origin}/`);
    await page.waitForURL(/\/login$/);
    await page.fill('input[name=username]', 'admin');
    await page.fill('input[name=password]', TEST_ADMIN_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/dashboard$/);
  };

  it('sends the root to the dashboard after signing in, with real figures', async () => {
    await signIn();
    // Live figures: no customers yet on a new database.
    await expect.poll(() => page.getByTestId('figure-customers').getByTestId('total').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('figure-job-order-0').count()).toBe(1);
  });

  it('adds a unit of measure, finds it with the search box, edits it', async () => {
    await page.getByRole('menuitem', { name: 'Masterlists', exact: true }).click(); // open the menu group
    await page.getByRole('menuitem', { name: 'Units of measure' }).click();
    await page.waitForURL(/\/pages\/masterlists\/uom/);
    await page.getByRole('link', { name: 'Add' }).click();
    await page.waitForURL(/\/pages\/masterlists\/uom\/manage$/);
    await page.fill('input[name=code]', 'PAIL');
    await page.fill('input[name=name]', 'Pail');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/pages\/masterlists\/uom(\?|$)/);

    // The standard units are seeded on first start; the search narrows them to the new one.
    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Search').fill('pail');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expect(page.locator('tbody tr').first().textContent()).resolves.toContain('Pail');
    expect(decodeURIComponent(page.url())).toContain('"q":"pail"'); // the list state is in the URL

    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/pages\/masterlists\/uom\/manage\?id=\d+/);
    await page.fill('input[name=name]', 'Pail 20 litre');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/pages\/masterlists\/uom(\?|$)/);
    await expect.poll(() => page.locator('tbody').textContent()).toContain('Pail 20 litre');
  });

  it('adds a company, then a site on its edit page', async () => {
    await page.goto(`${server.origin}/pages/masterlists/customers/manage`);
    await page.fill('input[name=company_id]', 'ACME');
    await page.fill('input[name=company_name]', 'Acme Engineering Pte Ltd');
    await page.fill('input[name=email]', 'not-an-email');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Must be a valid email').count()).toBeGreaterThan(0);
    await page.fill('input[name=email]', 'ops@acme.com.sg');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/pages\/masterlists\/customers\/manage\?id=\d+/);

    const sites = page.getByTestId('related-company_locations');
    await sites.getByRole('button', { name: /Add site/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=site_id]').fill('HQ');
    await dialog.locator('input[name=site_name]').fill('Head office');
    await dialog.locator('input[name=postal]').fill('228208');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => sites.locator('tbody').textContent()).toContain('Head office');

    const companyId = Number(new URL(page.url()).searchParams.get('id'));
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const detail = await server.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/detail`, headers: { authorization: `Bearer ${token}` } });
    expect(detail.json().data.sites.map((s: { site_name: string }) => s.site_name)).toEqual(['Head office']);

    // The dashboard counts the new customer.
    await page.goto(`${server.origin}/dashboard`);
    await expect.poll(() => page.getByTestId('figure-customers').getByTestId('total').textContent()).toBe('1');
  });

  it('sends an unknown path to /error-404', async () => {
    await page.goto(`${server.origin}/pages/no-such-page`);
    await page.waitForURL(/\/error-404$/);
    await expect.poll(() => page.getByText('Page not found').count()).toBe(1);
  });

  it('signs out, clearing the session, and the API refuses the old token', async () => {
    await page.goto(`${server.origin}/dashboard`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const after = await server.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].code).toBe('INVALID_TOKEN');
  });

  it('made no request outside its own origin and raised no script error', () => {
    expect(browser.foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  /**
   * A module of the app cut on its way (the connection reset): the browser gives up on the entry
   * script and the page stayed blank. A browser of its own each, new, so that no service worker
   * serves the code from its cache yet.
   */
  describe('a page whose code did not all arrive', () => {
    /** Opens the login page with React's module cut on the first `cutLoads` loads of the page; answers how many loads there were. */
    async function openLoginCutting(cutLoads: number): Promise<{ page: Page; loads: () => number; close: () => Promise<void> }> {
      const opened = await openPage(server.origin, pageErrors);
      let loads = 0;
      opened.page.on('request', (r) => {
        if (r.isNavigationRequest() && r.frame() === opened.page.mainFrame()) loads += 1;
      });
      await opened.browser.context.route(/\/assets\/react-[\w-]+\.js$/, (route) => (loads <= cutLoads ? route.abort('connectionreset') : route.continue()));
      await opened.page.goto(`${server.origin}/login`);
      return { page: opened.page, loads: () => loads, close: () => opened.browser.close() };
    }

    it('loads itself once more and shows the sign-in form', async () => {
      const { page: cut, loads, close } = await openLoginCutting(1);
      try {
        await cut.locator('input[name=username]').waitFor();
        expect(loads()).toBe(2);
      } finally {
        await close();
      }
    });

    it('says so with Reload when the second load fails too, and does not load again by itself', async () => {
      const { page: cut, loads, close } = await openLoginCutting(Infinity);
      try {
        const notice = cut.getByTestId('boot-failed');
        await expect.poll(() => notice.textContent()).toBe('The app did not load completely: the connection dropped part of it. Reload');
        expect(await notice.getByRole('link', { name: 'Reload' }).getAttribute('href')).toBe(`${server.origin}/login`);
        expect(loads()).toBe(2);
      } finally {
        await close();
      }
    });
  });
});
