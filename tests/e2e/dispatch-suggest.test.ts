/**
 * The dispatcher that suggests, as a coordinator uses it in Chromium (issue 28): "Suggest" on an
 * unassigned job's card lists the server's best three with their reasons, one click assigns the
 * best and sets the ETA, a late job is red at the top of the tray, and the map view, with that technician and the day chosen, lists the
 * day in route order and joins it with a line. Screenshots (light) when SHOTS_DIR is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiData, apiSignIn, poll, screenshots, signInAfresh, waitForLanding } from './session-helpers';

const BOARD = '/pages/services-tools/job-order';
const MAP = '/pages/services-tools/map-view';

/** Today at `hour` local time (the browser and the test share the machine's time zone), unix seconds. */
const todayAt = (hour: number) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  return d.getTime() / 1000;
};
const todayText = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe.skipIf(!chromiumAvailable())('dispatch suggestions in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  const pageErrors: string[] = [];
  let token: string;
  const ids: Record<string, number> = {};
  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => apiData(server, token, method, url, body);

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const aircon = await api('POST', '/api/v1/competencies', { code: 'ACS', name: 'Aircon servicing' });
    const type = await api('POST', '/api/v1/job_types', { code: 'ACS', name: 'Aircon service', default_duration: 60, competency_id: aircon.id });
    ids.best = (await api('POST', '/api/v1/employees', { code: 'S1', first_name: 'Best', display_name: 'Best Boon', field_staff: true, competencies: [aircon.id], base_latitude: 1.301, base_longitude: 103.84 })).id;
    ids.other = (await api('POST', '/api/v1/employees', { code: 'S2', first_name: 'Other', display_name: 'Other Ong', field_staff: true, competencies: [], base_latitude: 1.44, base_longitude: 103.78 })).id;
    ids.job = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Orchard Plaza', problem_description: 'Aircon leaks water', service_location: 'On-site', job_type_id: type.id, latitude: 1.3048, longitude: 103.8318, job_eta: todayAt(10) })).id;
    // A call that should have been answered yesterday: late, red on its card, first in the tray.
    ids.late = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Late Lane', problem_description: 'No cooling', service_location: 'On-site', due_by: todayAt(10) - 86_400 })).id;
    // Two more of Best Boon's jobs that day, handed out out of order.
    for (const [hour, longitude] of [[13, 103.95], [15, 103.85]] as const) {
      await api('POST', '/api/v1/joborder_headers', { company_name: `Stop ${hour}`, problem_description: 'Servicing', service_location: 'On-site', latitude: 1.33, longitude, job_eta: todayAt(hour), joborder_employee_one: ids.best });
    }
    await addUser(server, token, { username: 'dispatcher1', role: 'coordinator', password: 'dispatcher-pass-1' });
    ({ browser, page } = await openPage(server.origin, pageErrors));
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAfresh(page, server.origin, 'dispatcher1', 'dispatcher-pass-1');
    await waitForLanding(page);
  }, 240_000);

  afterAll(async () => {
    await closeAll(browser, server);
  });

  it('shows a late job in red at the top of the tray', async () => {
    await page.goto(`${server.origin}${BOARD}`);
    const late = page.locator(`[data-testid=job-card][data-job-id="${ids.late}"]`);
    await late.waitFor();
    expect(await late.locator('[data-testid=job-sla]').getAttribute('data-sla')).toBe('late');
    expect(await late.locator('[data-testid=job-sla]').innerText()).toMatch(/^Late/);
    const tray = page.locator('[data-testid=job-card]').first();
    expect(await tray.getAttribute('data-job-id')).toBe(String(ids.late));
  });

  it('suggests the best three with reasons and assigns the first in one click, ETA included', async () => {
    await page.goto(`${server.origin}${BOARD}`);
    const card = page.locator(`[data-testid=job-card][data-job-id="${ids.job}"]`);
    await card.waitFor();
    await card.locator('[data-testid=job-more]').click();
    await page.locator('[data-testid=job-suggest]').click();
    const list = page.locator('[data-testid=suggestions]');
    await list.waitFor();
    const best = page.locator(`[data-testid=suggestion-${ids.best}]`);
    await expect.poll(() => best.innerText()).toContain('Has Aircon servicing');
    await expect.poll(() => page.locator(`[data-testid=suggestion-${ids.other}]`).innerText()).toContain('Lacks Aircon servicing');
    // Best Boon first: free, competent, near.
    expect(await list.locator('li').first().getAttribute('data-testid')).toBe(`suggestion-${ids.best}`);
    await screenshots(page, 'suggest-dialog');
    await best.getByRole('button').click();
    await poll(async () => (await api('GET', `/api/v1/joborder_headers/${ids.job}`)).joborder_employee_one).toBe(ids.best);
    const job = await api('GET', `/api/v1/joborder_headers/${ids.job}`);
    expect(job.job_eta).toBe(todayAt(10));
    expect(pageErrors).toEqual([]);
  });

  it("draws the technician's day on the map in route order", async () => {
    const routeAnswers: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/route?')) routeAnswers.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${server.origin}${MAP}`);
    await page.locator('[data-testid=map-view]').waitFor();
    await page.getByRole('combobox', { name: /technician/i }).click();
    await page.getByRole('option', { name: 'Best Boon' }).click();
    await expect.poll(async () => `${await page.locator('[data-testid=route-summary]').count()} ${routeAnswers.join(', ')}`, { timeout: 15_000 }).toMatch(/^1 /);
    await expect.poll(() => page.locator('[data-testid=route-summary]').innerText()).toMatch(/3 stops, \d+ min on the road/);
    await poll(() => page.locator('[data-testid=job-map]').getAttribute('data-route-points')).toBe('3');
    const route = await api('GET', `/api/v1/employees/${ids.best}/route?date=${todayText()}`);
    const listed = await page.locator('[data-testid=map-list-item]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-job-id'))));
    expect(listed).toEqual(route.stops.map((s: { job_id: number }) => s.job_id));
    await screenshots(page, 'map-route');
    expect(pageErrors).toEqual([]);
  });
});
