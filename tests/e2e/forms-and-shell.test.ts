/**
 * One shell for every role (issue 26, items 1, 2 and 6) in real Chromium:
 * - a refused save shows the server's sentence (a duplicate code, a stale update), never "The form
 *   is not valid"; a 422 entry naming a field appears under that field;
 * - a record its state does not let anyone change opens read-only with the reason;
 * One server, one browser page, one session for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { apiCall, apiSignIn, poll, signInAfresh, waitForLanding } from './session-helpers';

type Rec = Record<string, any>;
const UOM = '/pages/masterlists/uom';
const JOBS = '/pages/services-tools/job-order';
const NOT_VALID = 'The form is not valid';

describe.skipIf(!chromiumAvailable())('forms and the shell in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];

  const add = async (collection: string, body: Rec): Promise<Rec> => {
    const res = await apiCall(server, token, 'POST', `/api/v1/${collection}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const call = async (method: 'PATCH' | 'GET', url: string, body?: Rec): Promise<Rec> => {
    const res = await apiCall(server, token, method, `/api/v1/${url}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const input = (name: string) => page.locator(`input[name="${name}"]`);
  const helperOf = (name: string) => page.locator(`.MuiFormControl-root:has(input[name="${name}"]) .MuiFormHelperText-root`);
  const save = () => page.getByRole('button', { name: 'Save' }).click();
  const openEdit = async (route: string, id: number, field: string) => {
    await page.goto(`${server.origin}${route}/manage?id=${id}`);
    await poll(() => input(field).inputValue()).not.toBe('');
  };

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  });
  afterAll(() => closeAll(browser, server));

  describe("a refused save shows the server's refusal", () => {
    it('a duplicate code: the server\'s sentence under the code input and as the toast, not "The form is not valid"', async () => {
      await add('uom', { code: 'ZBOX', name: 'Box of ten' });
      const other = await add('uom', { code: 'ZPCS', name: 'Pieces' });
      await openEdit(UOM, other.id, 'code');
      await input('code').fill('ZBOX');
      await save();
      await poll(() => helperOf('code').textContent()).toContain('Code "ZBOX" is already used');
      expect(await page.getByText(NOT_VALID).count()).toBe(0);
      expect(await input('code').inputValue()).toBe('ZBOX');
    });

    it('a stale update: the server\'s sentence in a dismissible red alert, and nothing written', async () => {
      // Without the live stream (as when it is down): the form keeps the version it read.
      const stream = (url: URL) => url.pathname === '/api/v1/events';
      await page.route(stream, (route) => route.abort());
      try {
        const unit = await add('uom', { code: 'ZSET', name: 'Set' });
        await openEdit(UOM, unit.id, 'name');
        await call('PATCH', `uom/${unit.id}`, { name: 'Set (changed elsewhere)' });
        await input('name').fill('Set of four');
        await save();
        const alert = page.getByTestId('alert-error');
        await poll(() => alert.textContent()).toContain('This unit of measure was changed by someone else after you opened it');
        expect(await alert.textContent()).not.toContain('updated_at');
        expect(await page.getByText(NOT_VALID).count()).toBe(0);
        expect((await call('GET', `uom/${unit.id}`)).name).toBe('Set (changed elsewhere)');
        await alert.getByRole('button', { name: /close/i }).click();
        await poll(() => alert.count()).toBe(0);
      } finally {
        await page.unroute(stream);
      }
    });

    it('a 422 entry naming a field of the form appears under that field, and its title is the toast', async () => {
      const unit = await add('uom', { code: 'ZKG', name: 'Kilogram' });
      await openEdit(UOM, unit.id, 'name');
      // A rule only the server knows (the browser's own rules pass): answered as the contract's 422.
      await page.route(`**/api/v1/uom/${unit.id}`, (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ errors: [{ title: 'Name must not repeat the code', meta: { field: 'name' }, status: '422', code: 'VALIDATION_FAILED' }] }) })
          : route.continue(),
      );
      try {
        await input('name').fill('ZKG');
        await save();
        await poll(() => helperOf('name').textContent()).toContain('Name must not repeat the code');
        await poll(() => page.locator('.RaNotification-error, .MuiSnackbarContent-message').first().textContent()).toContain('Name must not repeat the code');
        expect(await page.getByText(NOT_VALID).count()).toBe(0);
        expect(await helperOf('code').textContent()).not.toContain('Name must not repeat');
      } finally {
        await page.unroute(`**/api/v1/uom/${unit.id}`);
      }
    });
  });

  describe('a record its state does not allow changing opens read-only, saying why', () => {
    it('a job at work: the reason shown, every input disabled, no Save', async () => {
      const company = await add('companies', { company_id: 'ZACME', company_name: 'Zed Acme', email: 'z@acme.test' });
      const job = await add('joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'Pump noise' });
      await call('PATCH', `joborder_headers/${job.id}/accept`);
      await call('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' });
      await openEdit(JOBS, job.id, 'problem_description');
      await poll(() => page.getByTestId('form-locked').textContent()).toContain('Job cannot be modified due to JOB STATUS: Work in progress');
      expect(await input('problem_description').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      // A new job's form is open to changes.
      const fresh = await add('joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'Fan noise' });
      await openEdit(JOBS, fresh.id, 'problem_description');
      expect(await page.getByTestId('form-locked').count()).toBe(0);
      expect(await input('problem_description').isDisabled()).toBe(false);
    });
  });

  describe('a date-time chosen by its day alone', () => {
    it('is taken at 08:00: the day is an input of its own, and the time fills in at 08:00', async () => {
      const at = Date.parse('2026-11-27T14:30:00+08:00') / 1000;
      const incident = await add('incidents', { occurred_at: at, location: 'Level 3 plant room', description: '<p>Slipped on a wet floor</p>', severity: 'Low' });
      await openEdit('/pages/feedbacks/incidents', incident.id, 'occurred_at');
      const shown = await page.evaluate((seconds) => {
        const d = new Date(seconds * 1000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return [`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, `${pad(d.getHours())}:${pad(d.getMinutes())}`];
      }, at);
      expect([await input('occurred_at').inputValue(), await input('occurred_at__time').inputValue()]).toEqual(shown);
      // The time taken away, then another day chosen: the day alone stands for 08:00.
      await input('occurred_at__time').fill('');
      await poll(() => input('occurred_at__time').inputValue()).toBe('08:00');
      await input('occurred_at').fill('2026-12-01');
      expect(await input('occurred_at__time').inputValue()).toBe('08:00');
      await page.screenshot({ path: '/tmp/shots/forms/date-time-light.png' });
      await save();
      const eight = await page.evaluate(() => new Date(2026, 11, 1, 8, 0).getTime() / 1000);
      await poll(async () => (await call('GET', `incidents/${incident.id}`)).occurred_at).toBe(eight);
      // A time of its own is kept.
      await openEdit('/pages/feedbacks/incidents', incident.id, 'occurred_at');
      await input('occurred_at__time').fill('16:45');
      await save();
      const quarterToFive = await page.evaluate(() => new Date(2026, 11, 1, 16, 45).getTime() / 1000);
      await poll(async () => (await call('GET', `incidents/${incident.id}`)).occurred_at).toBe(quarterToFive);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate(() => localStorage.setItem('RaStore.theme', '"dark"'));
      try {
        await openEdit('/pages/feedbacks/incidents', incident.id, 'occurred_at');
        await poll(() => input('occurred_at__time').inputValue()).toBe('16:45');
        await page.screenshot({ path: '/tmp/shots/forms/date-time-dark.png' });
      } finally {
        await page.evaluate(() => localStorage.setItem('RaStore.theme', '"light"'));
        await page.emulateMedia({ colorScheme: 'light' });
      }
    });
  });

  describe('the scroll button', () => {
    it('on a manage page: down to the bottom, and up past 250 px back to the top', async () => {
      await page.setViewportSize({ width: 1000, height: 400 });
      try {
        await page.goto(`${server.origin}/pages/catalogues/products/manage`);
        const button = page.getByTestId('scroll-button');
        await poll(() => button.getAttribute('data-direction')).toBe('down');
        await button.click();
        await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
        await poll(() => button.getAttribute('data-direction')).toBe('up');
        await button.click();
        await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await page.goto(`${server.origin}/pages/catalogues/products`);
        await poll(() => page.getByTestId('scroll-button').count()).toBe(0);
      } finally {
        await page.setViewportSize({ width: 1400, height: 900 });
      }
    });
  });

  it('raised no uncaught error in the page', () => {
    expect(errors).toEqual([]);
  });
});
