/**
 * The dispatcher that suggests, as a coordinator uses it in Chromium on today's date (issue 28):
 * "Suggest" on an unassigned job's card lists the server's best three with their reasons, one
 * click assigns the best and sets the ETA, a late job is red at the top of the tray, and the map
 * view, with that technician chosen, lists the day (the job just assigned in it) in route order
 * and joins it with a line. On the map a late job is ringed red and an at-risk one amber, as the
 * legend says, in colours that stand 3:1 against the map, light and dark, with no serious axe
 * finding; and a job whose due-by passes while the board and the map are open turns late on both
 * without a reload (the clock's check, SLA_CHECK_SECONDS, every second here). Screenshots when
 * SHOTS_DIR is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { seriousViolations } from '../support/axe';
import { addUser, apiData, apiSignIn, poll, screenshots, signInAfresh, waitForLanding } from './session-helpers';

const BOARD = '/pages/services-tools/job-order';
const MAP = '/pages/services-tools/map-view';

/** Today at `hour` local time (the browser and the test share the machine's time zone), unix seconds. */
const todayAt = (hour: number) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  return d.getTime() / 1000;
};
/** Where the late, at-risk and soon-late jobs are: apart, so each ring is drawn alone. */
const PLACES = { late: { latitude: 1.35, longitude: 103.7 }, risky: { latitude: 1.4, longitude: 103.9 }, soon: { latitude: 1.3, longitude: 103.76 } };
/** The selected marker's ring (radius 11 + 4, 3 px wide: JobMap's MARKER_RADIUS and SLA_RING_GAP), and the map just outside it. */
const RING_DX = 15;
const OUTSIDE_DX = 21;

type Rgb = [number, number, number];
const luminance = ([r, g, b]: Rgb) => {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const rgbOf = (css: string): Rgb => css.match(/\d+/g)!.slice(0, 3).map(Number) as Rgb;
/** The same colour, give or take the canvas's anti-aliasing (the selected marker's white edge bleeds about 7 % into its ring in the dark skin); red and amber are 40 or more apart. */
const near = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - b[i]) <= 24);

/**
 * The screen's colours at these offsets right of the map's centre (where the selected job is): a
 * screenshot of the map, decoded in the page (its Content-Security-Policy allows blobs).
 */
async function mapPixels(page: Page, offsets: number[]): Promise<Rgb[]> {
  const png = (await page.locator('[data-testid=job-map] .leaflet-container').screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, offsets }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const scale = window.devicePixelRatio || 1;
      const [x, y] = [Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2)];
      return offsets.map((dx) => [...context.getImageData(x + Math.round(dx * scale), y, 1, 1).data].slice(0, 3) as [number, number, number]);
    },
    { png, offsets },
  );
}

/** Whether the selected job wears the ring of `state`: the legend's colour, 3:1 against the map beside it. */
async function ringOf(page: Page, state: 'late' | 'at_risk'): Promise<string> {
  const legend = rgbOf(await page.locator(`[data-testid=legend-${state}]`).evaluate((el) => getComputedStyle(el).borderTopColor));
  // The ring's 3 px, give or take a pixel of rounding: the one nearest the legend's colour (its edges are blended).
  const across = [RING_DX - 2, RING_DX - 1, RING_DX, RING_DX + 1, RING_DX + 2];
  const pixels = await mapPixels(page, [...across, OUTSIDE_DX]);
  const outside = pixels.pop()!;
  const distance = (a: Rgb) => a.reduce((sum, v, i) => sum + Math.abs(v - legend[i]), 0);
  const ring = pixels.sort((a, b) => distance(a) - distance(b))[0];
  const ratio = contrast(ring, outside);
  return near(ring, legend) && ratio >= 3 ? 'ringed' : `ring ${ring} (legend ${legend}), beside it ${outside}, ${ratio.toFixed(2)}:1`;
}

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
    // The clock's SLA check every second, so that a due-by passing shows within the test.
    server = await startAppServer('sqlite', { slaCheckSeconds: 1 });
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const aircon = await api('POST', '/api/v1/competencies', { code: 'ACS', name: 'Aircon servicing' });
    const type = await api('POST', '/api/v1/job_types', { code: 'ACS', name: 'Aircon service', default_duration: 60, competency_id: aircon.id });
    ids.best = (await api('POST', '/api/v1/employees', { code: 'S1', first_name: 'Best', display_name: 'Best Boon', field_staff: true, competencies: [aircon.id], base_latitude: 1.301, base_longitude: 103.84 })).id;
    ids.other = (await api('POST', '/api/v1/employees', { code: 'S2', first_name: 'Other', display_name: 'Other Ong', field_staff: true, competencies: [], base_latitude: 1.44, base_longitude: 103.78 })).id;
    ids.job = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Orchard Plaza', problem_description: 'Aircon leaks water', service_location: 'On-site', job_type_id: type.id, latitude: 1.3048, longitude: 103.8318, job_eta: todayAt(10) })).id;
    // A call that should have been answered yesterday: late, red on its card, first in the tray.
    ids.late = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Late Lane', problem_description: 'No cooling', service_location: 'On-site', due_by: todayAt(10) - 86_400, job_eta: todayAt(9), ...PLACES.late })).id;
    // Due in half an hour of a four-hour response: at risk. Due in two hours of two: on time, until the test brings its due-by near.
    const urgent = await api('POST', '/api/v1/job_types', { code: 'URG', name: 'Urgent repair', response_hours: 4 });
    const now = Math.floor(Date.now() / 1000);
    ids.risky = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Risky Road', problem_description: 'Leaking', service_location: 'On-site', job_type_id: urgent.id, due_by: now + 1800, job_eta: todayAt(12), ...PLACES.risky })).id;
    ids.soon = (await api('POST', '/api/v1/joborder_headers', { company_name: 'Soon Street', problem_description: 'Noisy fan', service_location: 'On-site', due_by: now + 7200, job_eta: todayAt(14), ...PLACES.soon })).id;
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
    // The job assigned from Suggest is on that route.
    expect(listed).toContain(ids.job);
    await screenshots(page, 'map-route');
    expect(pageErrors).toEqual([]);
  });

  it('rings a late job red and an at-risk one amber on the map, as its legend says, 3:1 against the map and no serious axe finding, light and dark', { timeout: 180_000 }, async () => {
    const found: string[] = [];
    try {
      for (const skin of ['light', 'dark'] as const) {
        await page.evaluate((s) => localStorage.setItem('RaStore.theme', JSON.stringify(s)), skin);
        await page.goto(`${server.origin}${MAP}`);
        const legend = page.locator('[data-testid=map-legend]');
        await legend.waitFor();
        expect(await legend.innerText()).toMatch(/Late[\s\S]*At risk/);
        for (const [key, state, word] of [['late', 'late', 'Late'], ['risky', 'at_risk', 'At risk']] as const) {
          const row = page.locator(`[data-testid=map-list-item][data-job-id="${ids[key]}"]`);
          await row.click();
          await poll(() => page.locator('[data-testid=job-map]').getAttribute('data-selected')).toBe(`${PLACES[key].latitude},${PLACES[key].longitude}`);
          expect(await row.locator('.MuiListItemText-secondary').innerText()).toMatch(new RegExp(`· ${word}$`));
          await poll(() => ringOf(page, state)).toBe('ringed');
        }
        // A job on time wears no ring: the patch beside the selected marker is the map's.
        await page.locator(`[data-testid=map-list-item][data-job-id="${ids.soon}"]`).click();
        await poll(() => page.locator('[data-testid=job-map]').getAttribute('data-selected')).toBe(`${PLACES.soon.latitude},${PLACES.soon.longitude}`);
        await poll(async () => (await ringOf(page, 'late')) !== 'ringed' && (await ringOf(page, 'at_risk')) !== 'ringed').toBe(true);
        found.push(...(await seriousViolations(page)).map((v) => `${skin}: ${v}`));
        if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `map-sla-${skin}.png`) });
      }
    } finally {
      await page.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('light')));
    }
    expect(found).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('turns a job late live when its due-by passes, on the open board and map, without a reload', { timeout: 120_000 }, async () => {
    await page.goto(`${server.origin}${BOARD}`);
    const card = page.locator(`[data-testid=job-card][data-job-id="${ids.soon}"]`);
    await card.waitFor();
    expect(await card.locator('[data-testid=job-sla]').count()).toBe(0);
    const map = await browser.context.newPage();
    try {
      await map.setViewportSize({ width: 1440, height: 900 });
      await map.goto(`${server.origin}${MAP}`);
      await map.locator(`[data-testid=map-list-item][data-job-id="${ids.soon}"]`).click();
      await poll(() => map.locator('[data-testid=job-map]').getAttribute('data-selected')).toBe(`${PLACES.soon.latitude},${PLACES.soon.longitude}`);
      expect(await ringOf(map, 'late')).not.toBe('ringed');
      for (const p of [page, map]) await p.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      // Time passes: the due-by is two seconds away (written past the API, as the clock would find it).
      await server.database.db.updateTable('joborder_headers').set({ due_by: Math.floor(Date.now() / 1000) + 2 }).where('id', '=', ids.soon).execute();
      await card.locator('[data-testid=job-sla][data-sla=late]').waitFor({ timeout: 30_000 });
      expect(await card.locator('[data-testid=job-sla]').innerText()).toMatch(/^Late/);
      await poll(() => ringOf(map, 'late')).toBe('ringed');
      for (const p of [page, map]) expect(await p.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      await map.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
