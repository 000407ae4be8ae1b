/**
 * Dispatch, smaller (issue 35 item 6), as a coordinator sees it in Chromium at 1440 × 900:
 *
 *   - the home page shows the late and at-risk counts the API gives, each opening the job list
 *     filtered so;
 *   - the map view, with a technician chosen, fits their route (a stop up in Woodlands, outside the
 *     island's default view, included), numbers the stops in visiting order and draws their base;
 *     Optimise reorders the day and the order, numbers and minutes redraw at once;
 *   - Suggest on a job at a day without a time starts at 08:00, the working day's start;
 *   - an address-service outage reads as the server's sentence in the map widget, not "No address
 *     found".
 *
 * Light and dark screenshots under SHOTS_DIR when it is set; no serious axe finding on the map.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { startFakeOneMap, type FakeOneMap } from '../support/fakes/onemap';
import { singaporeDate } from '../../src/shared/singapore-time';
import { addUser, apiData, apiSignIn, poll, screenshots, seriousViolations, setSkin, signInAfresh, waitForLanding } from './session-helpers';

const MAP = '/pages/services-tools/map-view';

/** Today in Singapore (the browser runs on Singapore time, as the office does), and an hour of it in unix seconds. */
const TODAY = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const todayAt = (hours: number) => singaporeDate(TODAY) + hours * 3600;
/** Rita's day, handed out north, east, west, centre: the ETA order zigzags across the island. */
const STOPS = [
  { hour: 9, latitude: 1.44, longitude: 103.79, name: 'Woodlands Works' },
  { hour: 10.5, latitude: 1.3, longitude: 103.95, name: 'Bedok Bay' },
  { hour: 12, latitude: 1.34, longitude: 103.7, name: 'Jurong Joint' },
  { hour: 13.5, latitude: 1.37, longitude: 103.85, name: 'Bishan Base' },
];
const BASE = { base_latitude: 1.335, base_longitude: 103.72 };

describe.skipIf(!chromiumAvailable())('dispatch on the home page and the map view in Chromium', () => {
  let server: RunningApp;
  let oneMap: FakeOneMap;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const pageErrors: string[] = [];
  const ids: Record<string, number> = {};
  const tickets: Record<number, string> = {};
  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => apiData(server, token, method, url, body);

  beforeAll(async () => {
    oneMap = await startFakeOneMap();
    server = await startAppServer('sqlite', { onemapUrl: oneMap.url });
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    ids.rita = (await api('POST', '/api/v1/employees', { code: 'RR', first_name: 'Rita', display_name: 'Route Rita', field_staff: true, ...BASE })).id;
    for (const stop of STOPS) {
      const job = await api('POST', '/api/v1/joborder_headers', { company_name: stop.name, problem_description: 'Servicing', service_location: 'On-site', latitude: stop.latitude, longitude: stop.longitude, job_eta: todayAt(stop.hour), joborder_employee_one: ids.rita });
      tickets[job.id] = job.ticket_no;
    }
    const now = Math.floor(Date.now() / 1000);
    ids.late = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Late Lane', problem_description: 'No cooling', service_location: 'Remote', due_by: now - 86_400, job_eta: todayAt(15) })).id;
    const urgent = await api('POST', '/api/v1/job_types', { code: 'URG', name: 'Urgent repair', response_hours: 4 });
    ids.risky = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Risky Road', problem_description: 'Leaking', service_location: 'Remote', job_type_id: urgent.id, due_by: now + 1800, job_eta: todayAt(16) })).id;
    // A job whose ETA is a day without a time (as raised from a preferred date before): Suggest starts it at 08:00.
    ids.midnight = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Midnight Mart', problem_description: 'Fan noisy', service_location: 'Remote', job_eta: todayAt(0) })).id;
    await addUser(server, token, { username: 'router1', role: 'coordinator', password: 'router-pass-1' });
    ({ browser, page } = await openPage(server.origin, pageErrors, undefined, { timezoneId: 'Asia/Singapore' }));
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAfresh(page, server.origin, 'router1', 'router-pass-1');
    await waitForLanding(page);
  }, 240_000);

  afterAll(async () => {
    await closeAll(browser, server);
    await oneMap?.close();
  });

  it('shows the late and at-risk counts on the home page, each opening the job list filtered so', async () => {
    const figures = await api('GET', '/api/v1/dashboard');
    expect([figures.late_jobs, figures.at_risk_jobs]).toEqual([1, 1]);
    await page.goto(`${server.origin}/dashboard`);
    const late = page.locator('[data-testid=home-late]');
    await late.waitFor();
    expect(await late.innerText()).toMatch(/^Late jobs\s+1$/);
    expect(await page.locator('[data-testid=home-at-risk]').innerText()).toMatch(/^Jobs at risk\s+1$/);
    await screenshots(page, 'home-late');
    if (process.env.SHOTS_DIR) await page.locator('[data-testid=home-late]').screenshot({ path: `${process.env.SHOTS_DIR}/home-late-card.png` });
    await late.click();
    await page.waitForURL((url) => url.searchParams.get('layout') === 'list' && JSON.parse(url.searchParams.get('filter') ?? '{}').sla_state === 'late');
    const lateJob = await api('GET', `/api/v1/joborder_headers/${ids.late}`);
    await page.getByText(lateJob.ticket_no, { exact: true }).first().waitFor();
    expect(await page.getByText('Risky Road').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  /** Rita's route as the map view shows it: the stops' numbers on the map by job, the list's order, the summary. */
  const shown = async () => {
    const numbers = await page.locator('[data-testid=route-stop]').evaluateAll((els) => els.map((el) => [Number(el.getAttribute('data-job-id')), Number(el.textContent)] as [number, number]));
    const listed = await page.locator('[data-testid=map-list-item]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-job-id'))));
    return { byNumber: [...numbers].sort((a, b) => a[1] - b[1]).map(([id]) => id), numbers: numbers.map(([, n]) => n).sort(), listed, summary: await page.locator('[data-testid=route-summary]').innerText() };
  };

  it("fits the chosen technician's route, numbers its stops in order from the base, and redraws them after Optimise", { timeout: 120_000 }, async () => {
    await page.goto(`${server.origin}${MAP}`);
    await page.locator('[data-testid=map-view]').waitFor();
    await page.getByRole('combobox', { name: /technician/i }).click();
    await page.getByRole('option', { name: 'Route Rita' }).click();
    await poll(async () => (await page.locator('[data-testid=route-summary]').count()) && page.locator('[data-testid=route-summary]').innerText()).toMatch(/4 stops, \d+ min on the road/);
    const before = await api('GET', `/api/v1/employees/${ids.rita}/route?date=${TODAY}`);
    const order = before.stops.map((s: { job_id: number }) => s.job_id);
    await poll(async () => (await shown()).byNumber).toEqual(order);
    expect((await shown()).numbers).toEqual([1, 2, 3, 4]);
    expect((await shown()).listed).toEqual(order);
    expect(before.base).toEqual({ latitude: BASE.base_latitude, longitude: BASE.base_longitude, name: 'Route Rita' });
    await page.locator('[data-testid=route-base]').waitFor();
    expect(await page.locator('[data-testid=route-base]').getAttribute('aria-label')).toBe('Start: Route Rita');

    // The view holds the whole route: the base and every stop, Woodlands too.
    const inView = async () => {
      const [west, south, east, north] = ((await page.locator('[data-map-bounds]').getAttribute('data-map-bounds')) ?? '').split(',').map(Number);
      const points = [...STOPS, { latitude: BASE.base_latitude, longitude: BASE.base_longitude }];
      return points.every((p) => p.latitude > south && p.latitude < north && p.longitude > west && p.longitude < east);
    };
    await poll(inView).toBe(true);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshots(page, 'map-route-numbered');

    // Optimise: a shorter road, and the order, numbers and minutes follow without a reload.
    const minutesBefore = before.total_minutes;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('[data-testid=route-optimise]').click();
    await poll(async () => Number((await page.locator('[data-testid=route-summary]').innerText()).match(/(\d+) min/)?.[1])).toBeLessThan(minutesBefore);
    const after = await api('GET', `/api/v1/employees/${ids.rita}/route?date=${TODAY}`);
    expect(after.total_minutes).toBeLessThan(minutesBefore);
    const newOrder = after.stops.map((s: { job_id: number }) => s.job_id);
    expect(newOrder).not.toEqual(order);
    await poll(async () => (await shown()).byNumber).toEqual(newOrder);
    await poll(async () => (await shown()).listed).toEqual(newOrder);
    expect((await shown()).summary).toContain(`${after.total_minutes} min on the road`);
    await poll(inView).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await screenshots(page, 'map-route-optimised');
    expect(pageErrors).toEqual([]);
  });

  it('starts Suggest for a job at a day without a time at 08:00, the working day, not at midnight', async () => {
    await page.goto(`${server.origin}/pages/services-tools/job-order`);
    const card = page.locator(`[data-testid=job-card][data-job-id="${ids.midnight}"]`);
    await card.waitFor();
    await card.locator('[data-testid=job-more]').click();
    await page.locator('[data-testid=job-suggest]').click();
    const when = page.getByLabel('Starting at');
    await poll(() => when.inputValue()).toBe(`${TODAY}T08:00`);
    await page.locator('[data-testid=suggestions]').waitFor();
    await page.keyboard.press('Escape');
    expect(pageErrors).toEqual([]);
  });

  it("says the server's sentence when the address service is down, not 'No address found'", async () => {
    oneMap.failWith(500);
    try {
      await page.goto(`${server.origin}/pages/services-tools/job-order/manage`);
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      const widget = page.getByTestId('address-map');
      await widget.getByRole('combobox').fill('raffles');
      await poll(() => page.locator('.MuiAutocomplete-noOptions').innerText()).toBe('The address service did not answer; try again');
      await setSkin(page, 'dark');
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/address-outage-dark.png` });
      await setSkin(page, 'light');
      // Back up: the places again.
      oneMap.failWith(null);
      await widget.getByRole('combobox').fill('raffle');
      await page.getByRole('option', { name: /1 RAFFLES PLACE/ }).waitFor();
    } finally {
      oneMap.failWith(null);
    }
  });
});
