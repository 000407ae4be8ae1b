/**
 * Agreements in Chromium (issue 16): the renewal page lists the contracts ending within the
 * chosen window and renews one into its next period; a contract plans its visits; a planned
 * visit books into a job, whose page shows that its site is under contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { apiCall, apiSignIn, expectSettled, poll, signInAfresh, waitForLanding } from './session-helpers';
import { singaporeMidnight } from '../../src/shared/singapore-time';

type Rec = Record<string, any>;
const DAY = 86_400;

describe.skipIf(!chromiumAvailable())('agreements in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];
  let ending: Rec;
  let running: Rec;
  const today = singaporeMidnight(Math.floor(Date.now() / 1000));

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await apiCall(server, token, method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const company = await call('POST', '/api/v1/companies', { company_id: 'AGR', company_name: 'Agreement Towers', email: 'agr@x.test' });
    const site = await call('POST', '/api/v1/company_locations', { header_id: company.id, site_id: 'T1', site_name: 'Tower One' });
    const contract = (start: number, end: number, type: string) =>
      call('POST', '/api/v1/contract_headers', { company_id: company.id, company_name: company.company_name, contract_type: type, contract_status: 'Active', start_date: start, end_date: end, sites: [{ site_id: site.id, visits_per_year: 12 }] });
    ending = await contract(today - 340 * DAY, today + 25 * DAY, 'Ending soon');
    running = await contract(today - 10 * DAY, today + 355 * DAY, 'Running');
    ({ browser, page } = await openPage(server.origin, errors));
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  });
  afterAll(() => closeAll(browser, server));

  it('lists the contracts ending within the window and renews one into its next period', async () => {
    await page.goto(`${server.origin}/pages/agreements/renewal`);
    await expectSettled(page);
    const panel = page.getByTestId('contracts-ending');
    await poll(() => panel.locator('tbody tr').count()).toBe(1);
    expect(await panel.locator('tbody tr').first().textContent()).toContain(ending.refnum);
    await panel.getByTestId(`renew-${ending.id}`).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Start date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await page.waitForURL((url) => url.pathname === '/pages/agreements/contracts/view');
    const renewed = await call('GET', `/api/v1/contract_headers/${new URL(page.url()).searchParams.get('id')}`);
    expect(renewed.start_date).toBe(ending.end_date + DAY);
    await poll(() => page.getByText(`Renewed as ${renewed.refnum}`).count()).toBeGreaterThan(0);
    const renewals = await call('GET', `/api/v1/contract_renewals?filterExt=contract_header_id=${ending.id}`);
    expect(renewals).toEqual([expect.objectContaining({ renewal_status: 'Renewed', renewed_contract_id: renewed.id })]);
  });

  it("plans a contract's visits, books one into a job, and the job shows its site under contract", async () => {
    await page.goto(`${server.origin}/pages/agreements/contracts/view?id=${running.id}`);
    await expectSettled(page);
    await page.getByTestId('contract-actions').getByTestId('plan-visits').click();
    await poll(() => page.getByText(/\d+ visits? planned/).count()).toBeGreaterThan(0);
    const visits = await call('GET', `/api/v1/planned_visits?sort=due_date&filterExt=contract_header_id=${running.id}`);
    expect(visits.length).toBeGreaterThan(1);

    await page.goto(`${server.origin}/pages/agreements/planned-visits/view?id=${visits[0].id}`);
    await expectSettled(page);
    await page.getByTestId('book-visit').click();
    await page.waitForURL((url) => url.pathname === '/pages/services-tools/job-order/view');
    const coverage = page.getByTestId('job-coverage');
    await poll(() => coverage.textContent()).toContain(`Contract ${running.refnum} until`);
    expect((await call('GET', `/api/v1/planned_visits/${visits[0].id}`)).visit_status).toBe('Booked');
    expect(errors).toEqual([]);
  });
});
