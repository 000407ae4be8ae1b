/**
 * The technician on the way (issue 40 item 5) in real Chromium, two browsers side by side:
 *
 *   - the technician's phone (390 × 844, Chromium's faked geolocation: setGeolocation and the
 *     geolocation permission) taps "On my way": the card says it shares the location, with Stop;
 *   - the coordinator's map view (1440 × 900) shows a marker with the technician's name and ETA
 *     where the phone is, and moves it as the phone moves (the position's live event);
 *   - near the site (within 150 m) the phone offers "Start work" large; tapping it starts the work,
 *     the sharing stops, and the marker leaves the map;
 *   - a phone whose location is blocked says so in a sentence.
 *
 * Screenshots of the phone, light and dark, under SHOTS_DIR when set (/tmp/positions-shots).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { POSITIONS } from '../../src/server/dispatch/tracking';
import { addUser, apiData, apiSignIn, laterTodayInSingapore, OFFICE, PHONE, poll, screenshots, signInAs } from './session-helpers';

const TASKS = '/pages/services-tools/task-lists';
const MAP = '/pages/services-tools/map-view';
/** The job in Toa Payoh; the phone sets out from Bishan, 3 km north, and drives south. */
const SITE = { latitude: 1.3343, longitude: 103.8563 };
const ROUTE = [
  { latitude: 1.3612, longitude: 103.8481 },
  { latitude: 1.3478, longitude: 103.8522 },
  // About 90 m north of the site: near enough to start.
  { latitude: 1.3351, longitude: 103.8563 },
];
const at = (p: { latitude: number; longitude: number }) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

describe.skipIf(!chromiumAvailable())('the technician on the way, phone and map, in Chromium', () => {
  let server: RunningApp;
  let phone: TestBrowser;
  let office: TestBrowser;
  let page: Page;
  let map: Page;
  const pageErrors: string[] = [];
  let token: string;
  let job: number;
  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => apiData(server, token, method, url, body);
  const positionsSent = async () => (await server.database.db.selectFrom(POSITIONS).select('latitude').where('job_id', '=', job).orderBy('id').execute()).map((r) => Number(r.latitude));
  const marker = () => map.locator('[data-testid=on-the-way-marker]');

  beforeAll(async () => {
    server = await startAppServer('sqlite');
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const tech = await addUser(server, token, { username: 'tina-on-the-way', role: 'technician', password: 'tina-on-the-way-1' });
    await addUser(server, token, { username: 'coco-coordinator', role: 'coordinator', password: 'coco-coordinator-1' });
    const tina = (await api('POST', '/api/v1/employees', { code: 'TW1', first_name: 'Tina', display_name: 'Tina Tan', field_staff: true, user_id: tech, base_latitude: ROUTE[0].latitude, base_longitude: ROUTE[0].longitude })).id;
    const created = await api('POST', '/api/v1/joborder_headers', {
      company_name: 'Toa Payoh Towers',
      problem_description: 'Aircon not cooling in the lobby',
      service_location: 'On-site',
      ...SITE,
      job_eta: laterTodayInSingapore(1800),
      joborder_employee_one: tina,
    });
    job = created.id;
    await api('POST', `/api/v1/joborder_headers/${job}/transitions/accept`, {});

    ({ browser: phone, page } = await openPage(server.origin, pageErrors));
    await phone.context.grantPermissions(['geolocation'], { origin: server.origin });
    await phone.context.setGeolocation({ ...ROUTE[0], accuracy: 15 });
    ({ browser: office, page: map } = await openPage(server.origin, pageErrors));
    await signInAs(page, server.origin, 'tina-on-the-way', 'tina-on-the-way-1', PHONE);
    await signInAs(map, server.origin, 'coco-coordinator', 'coco-coordinator-1', OFFICE);
  }, 240_000);

  afterAll(async () => {
    await closeAll(phone, office, server);
  });

  it('shares the phone\'s position after "On my way", and the coordinator\'s map shows the technician there', async () => {
    await page.goto(`${server.origin}${TASKS}`);
    await page.getByTestId('on-my-way').click();
    const sharing = page.getByTestId('location-sharing');
    await expect.poll(() => sharing.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await sharing.innerText()).toContain('Sharing your location with the customer');
    await expect.poll(positionsSent, { timeout: 15_000 }).toEqual([ROUTE[0].latitude]);
    await poll(() => page.getByTestId('sharing-status').innerText()).toMatch(/^3\.1 km from the site · Last sent \d\d:\d\d:\d\d$/);
    expect(await sharing.getAttribute('data-near')).toBe('false');
    // Nothing of the phone's own goes elsewhere: no map tiles or geocoder asked from it.
    expect(phone.foreignRequests).toEqual([]);

    await map.goto(`${server.origin}${MAP}`);
    // The map's first load (its chunk, the jobs, the positions) took over 15 s on a machine at load 20.
    await expect.poll(() => marker().count(), { timeout: 60_000 }).toBe(1);
    expect(await marker().getAttribute('data-position')).toBe(at(ROUTE[0]));
    const label = await marker().getAttribute('aria-label');
    expect(label).toMatch(/^Tina Tan on the way to .+ · Toa Payoh Towers · ETA \d+ min · Updated \d\d:\d\d$/);
    expect(await map.getByTestId('on-the-way-row').innerText()).toContain('Tina Tan');
    await screenshots(map, 'map-on-the-way');
    await screenshots(page, 'phone-sharing');
  });

  it('moves the marker as the phone moves, live', async () => {
    // Moved 1.5 km: sent once 5 s have passed since the last, and heard by the map without a reload.
    await page.waitForTimeout(5_200);
    await phone.context.setGeolocation({ ...ROUTE[1], accuracy: 15 });
    await expect.poll(positionsSent, { timeout: 20_000 }).toEqual([ROUTE[0].latitude, ROUTE[1].latitude]);
    await expect.poll(() => marker().getAttribute('data-position'), { timeout: 15_000 }).toBe(at(ROUTE[1]));
    // Moving 20 m is not worth a position before 30 s.
    await phone.context.setGeolocation({ latitude: ROUTE[1].latitude - 0.0002, longitude: ROUTE[1].longitude, accuracy: 15 });
    await page.waitForTimeout(6_000);
    expect(await positionsSent()).toHaveLength(2);
  });

  it('offers "Start work" near the site; starting stops the sharing and the marker leaves the map', async () => {
    await page.waitForTimeout(5_200);
    await phone.context.setGeolocation({ ...ROUTE[2], accuracy: 10 });
    const start = page.getByTestId('start-work-near');
    await expect.poll(() => start.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('location-sharing').getAttribute('data-near')).toBe('true');
    await expect.poll(() => marker().getAttribute('data-position'), { timeout: 15_000 }).toBe(at(ROUTE[2]));
    expect(await page.getByTestId('sharing-status').innerText()).toMatch(/^\d{2} m from the site · /);
    // The large button: the card's width, and at least the 44 px a thumb needs.
    const box = (await start.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.width).toBeGreaterThan(300);
    // No sideways scroll on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshots(page, 'phone-near-site');

    await start.click();
    await expect.poll(async () => (await api('GET', `/api/v1/joborder_headers/${job}`)).job_status, { timeout: 15_000 }).toBe('2');
    await expect.poll(() => page.getByTestId('location-sharing').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => marker().count(), { timeout: 15_000 }).toBe(0);
    const sent = (await positionsSent()).length;
    await phone.context.setGeolocation({ ...SITE, accuracy: 10 });
    await page.waitForTimeout(6_000);
    expect(await positionsSent()).toHaveLength(sent);
  });

  it('says in a sentence when the location is blocked', async () => {
    const second = await api('POST', '/api/v1/joborder_headers', { company_name: 'Blocked Blk 1', problem_description: 'Fan noisy', service_location: 'On-site', ...SITE, job_eta: laterTodayInSingapore(3600), joborder_employee_one: (await api('GET', `/api/v1/joborder_headers/${job}`)).joborder_employee_one });
    await api('POST', `/api/v1/joborder_headers/${second.id}/transitions/accept`, {});
    await phone.context.clearPermissions();
    await page.reload();
    const card = page.locator(`[data-testid=task-card][data-ticket="${second.ticket_no}"]`);
    await card.getByTestId('on-my-way').click();
    await expect.poll(() => card.getByTestId('sharing-problem').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByTestId('sharing-problem').innerText()).toBe("Location is blocked for this app: allow it in your browser's site settings to share where you are.");
    // Stop: the notice goes, "On my way" is back.
    await card.getByTestId('stop-sharing').click();
    await expect.poll(() => card.getByTestId('location-sharing').count()).toBe(0);
    expect(await card.getByTestId('on-my-way').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
