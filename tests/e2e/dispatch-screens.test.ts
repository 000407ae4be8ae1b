/**
 * The coordinator's and technician's screens as new users met them (issue 24, items 7, 10, 11),
 * in real Chromium on one server: the board at 1440 and 1920 px in German (every lane in view,
 * card buttons apart, German dates), the timeline filling its width with the field staff and
 * their competencies, a drop on a job in progress that may replace technician 1, follow-up and
 * duplicate as card actions, a refused move read as a sentence, the job's history in German, and
 * no critical or serious axe violation on board, timeline, calendar, map view, task list and
 * report, light and dark. SHOTS_DIR=/tmp/shots/dispatch keeps screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, expectSettled, OFFICE, PHONE, poll, screenshots, setSkin, signInAs, singaporeTodayAt } from './session-helpers';

const BOARD = '/pages/services-tools/job-order';
const CALENDAR = '/pages/services-tools/calendar';
const MAP_VIEW = '/pages/services-tools/map-view';
const TASKS = '/pages/services-tools/task-lists';

// The jobs are set at Singapore's hours and Chromium runs in Singapore, as the office does: the
// technician's list counts today in Singapore whatever zone the runner is in.
const todayAt = singaporeTodayAt;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

describe.skipIf(!chromiumAvailable())('the dispatch screens in Chromium (issue 24)', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  const pageErrors: string[] = [];
  let token: string;
  const staff: Record<string, number> = {};
  const jobs: Record<string, number> = {};

  const api = (method: string, url: string, body?: unknown) => apiCall(server, token, method as 'GET', url, body);
  const created = async (url: string, body: unknown) => {
    const res = await api('POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const addJob = async (name: string, status: string, values: Record<string, unknown>) => {
    const id = await created('/api/v1/joborder_headers', { company_name: `${name} Pte Ltd`, problem_description: `${name}: the aircon leaks`, service_location: 'On-site', latitude: 1.3, longitude: 103.85, ...values });
    await server.database.db.updateTable('joborder_headers').set({ job_status: status }).where('id', '=', id).execute();
    jobs[name] = id;
    return id;
  };
  const job = async (id: number) => (await api('GET', `/api/v1/joborder_headers/${id}`)).json().data;
  const card = (id: number) => page.locator(`[data-testid=job-card][data-job-id="${id}"]`);
  const setLocale = async (locale: string) => page.evaluate((l) => localStorage.setItem('RaStore.locale', JSON.stringify(l)), locale);

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const aircon = await created('/api/v1/competencies', { code: 'AC', name: 'Aircon servicing' });
    const wiring = await created('/api/v1/competencies', { code: 'EW', name: 'Electrical wiring' });
    staff.T1 = await created('/api/v1/employees', { code: 'T1', first_name: 'Tan', display_name: 'Tan Ah Kow', field_staff: true, competencies: [aircon, wiring] });
    staff.T2 = await created('/api/v1/employees', { code: 'T2', first_name: 'Siti', display_name: 'Siti Rahmah', field_staff: true, competencies: [aircon] });
    staff.S1 = await created('/api/v1/employees', { code: 'S1', first_name: 'Sally', display_name: 'Sally Sales', field_staff: false });
    await addJob('Tray', '0', { job_eta: todayAt(8) });
    await addJob('Accepted', '1', { job_eta: todayAt(9), joborder_employee_one: staff.T2 });
    await addJob('Working', '2', { job_eta: todayAt(10), joborder_employee_one: staff.T1 });
    await addJob('Paused', '3', { job_eta: todayAt(12), joborder_employee_one: staff.T2 });
    await addJob('Done', '4', { job_eta: todayAt(15), joborder_employee_one: staff.T1 });
    await addJob('Completed', '5', { job_eta: todayAt(16), joborder_employee_one: staff.T2 });
    await addJob('Evening', '1', { job_eta: todayAt(19), scheduled_end: todayAt(20), joborder_employee_one: staff.T1 });
    const tech = await addUser(server, token, { username: 'tech1', role: 'technician', password: 'technician-pass-1' });
    const linked = await api('PATCH', `/api/v1/employees/${staff.T1}`, { user_id: tech });
    expect(linked.statusCode, linked.body).toBe(200);
    ({ browser, page } = await openPage(server.origin, pageErrors, undefined, { timezoneId: 'Asia/Singapore' }));
    await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
  }, 240_000);

  afterAll(async () => {
    await closeAll(browser, server);
  });

  it('at 1440 and 1920 px in German every lane is in view beside or above the map, card buttons apart, dates German', async () => {
    await setLocale('de');
    for (const width of [1440, 1920]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(`${server.origin}${BOARD}`);
      await card(jobs.Completed!).waitFor();
      await expectSettled(page);
      const map = (await page.locator('[data-testid=board-map]').boundingBox())!;
      for (const lane of ['2', '3', '4', '5']) {
        const box = (await page.locator(`[data-testid=lane-${lane}]`).boundingBox())!;
        expect(box.x + box.width, `lane ${lane} at ${width}`).toBeLessThanOrEqual(width);
        expect(overlap(box, map), `lane ${lane} under the map at ${width}`).toBe(false);
      }
      const lanes = page.locator('[data-testid=board-lanes]');
      expect(await lanes.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // No two buttons of a card overlap, and none spills out of its card.
      for (const id of [jobs.Tray!, jobs.Done!]) {
        const cardBox = (await card(id).boundingBox())!;
        const buttons = await card(id).locator('[data-testid=job-card-buttons] button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }));
        expect(buttons.length).toBeGreaterThanOrEqual(3);
        for (const [i, a] of buttons.entries()) {
          expect(a.x + a.width, `button ${i} inside its card at ${width}`).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
          for (const b of buttons.slice(i + 1)) expect(overlap(a, b), `buttons ${JSON.stringify(a)} and ${JSON.stringify(b)} at ${width}`).toBe(false);
        }
      }
      expect(await card(jobs.Tray!).getByRole('button', { name: 'Auftrag ansehen' }).count()).toBe(1);
      // The German date style (31.5.2026 or 31.05.2026), never the American month first; the time on one line.
      const eta = await card(jobs.Working!).locator('[data-testid=job-eta]').textContent();
      const d = new Date(todayAt(10) * 1000);
      expect(eta).toContain(`${d.getDate()}.`);
      expect(eta).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4} 10:00$/);
      const etaBox = await card(jobs.Working!).locator('[data-testid=job-eta]').evaluate((el) => el.scrollHeight <= parseFloat(getComputedStyle(el).lineHeight) * 1.5);
      expect(etaBox).toBe(true);
      await screenshots(page, `board-${width}-de`);
    }
    await setLocale('en');
  });

  it('the timeline fills its width at 1440 px with the field staff and their competencies, nothing hidden under the names', async () => {
    await setLocale('en');
    await page.setViewportSize(OFFICE);
    await page.goto(`${server.origin}${BOARD}?layout=timeline`);
    const timeline = page.locator('[data-testid=technician-timeline]');
    await page.locator(`[data-testid=timeline-row-${staff.T1}]`).waitFor();
    const box = (await timeline.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(900);
    // The whole day (07:00 to 21:00) without a sideways scroll.
    expect(await timeline.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // Field staff only, each with their competencies; the filter lists the same.
    expect(await page.locator(`[data-testid=timeline-row-${staff.S1}]`).count()).toBe(0);
    expect(await page.locator(`[data-testid=timeline-row-${staff.T1}] [data-testid=timeline-competencies]`).textContent()).toBe('Aircon servicing, Electrical wiring');
    await page.locator('[data-testid=filter-technician]').locator('xpath=..').click();
    expect(await page.getByRole('option', { name: 'Sally Sales' }).count()).toBe(0);
    expect(await page.getByRole('option', { name: 'Siti Rahmah' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    // Every booking lies right of the sticky names, the evening one inside the timeline.
    const names = (await page.locator(`[data-testid=timeline-row-${staff.T1}] > div`).first().boundingBox())!;
    for (const id of [jobs.Working!, jobs.Evening!]) {
      const booking = (await page.locator(`[data-testid=booking][data-job-id="${id}"]`).first().boundingBox())!;
      expect(booking.x, `booking ${id}`).toBeGreaterThanOrEqual(names.x + names.width - 0.5);
      expect(booking.x + booking.width).toBeLessThanOrEqual(box.x + box.width);
    }
    await screenshots(page, 'timeline-1440');
  });

  it('on a screen that scrolls sideways (1024 px) and one that does not (1440 px) no booking lies under the sticky names', async () => {
    await setLocale('en');
    /** Each booking in view that is not the topmost element at its own left edge, with what covers it. */
    const covered = () =>
      page.evaluate(() => {
        const timeline = document.querySelector('[data-testid=technician-timeline]')!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('[data-testid=booking]')].flatMap((booking) => {
          const box = booking.getBoundingClientRect();
          if (box.left + 1 >= timeline.right) return []; // still to the right, out of view
          const hit = document.elementFromPoint(box.left + 1, box.top + box.height / 2);
          return hit && booking.contains(hit) ? [] : [`${booking.dataset.jobId} at x=${Math.round(box.left)} under ${hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName}`];
        });
      });
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.origin}${BOARD}?layout=timeline`);
      const timeline = page.locator('[data-testid=technician-timeline]');
      const working = page.locator(`[data-testid=booking][data-job-id="${jobs.Working}"]`);
      await working.waitFor();
      const hour = Number(await timeline.getAttribute('data-hour-width'));
      const scrolls = await timeline.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls, `sideways scroll at ${width}`).toBe(width < 1440);
      // Half an hour into the 10:00 booking: its start lies left of the names' edge.
      await timeline.evaluate((el, left) => el.scrollTo({ left }), 3.5 * hour);
      await poll(() => timeline.evaluate((el) => el.scrollLeft)).toBe(scrolls ? 3.5 * hour : 0);
      await poll(covered).toEqual([]);
      if (scrolls) {
        // The booking still shows what is left of it, from the names' edge on.
        const names = (await page.locator(`[data-testid=timeline-row-${staff.T1}] > div`).first().boundingBox())!;
        const box = (await working.boundingBox())!;
        expect(Math.abs(box.x - (names.x + names.width))).toBeLessThanOrEqual(1);
        await screenshots(page, `timeline-${width}-scrolled`);
      }
    }
  });

  it('a drop on a job in progress asks whether to replace technician 1 or add a second, and replaces', async () => {
    await setLocale('en');
    await page.goto(`${server.origin}${BOARD}?layout=timeline`);
    const booking = page.locator(`[data-testid=booking][data-job-id="${jobs.Working}"]`);
    await booking.waitFor();
    const hour = Number(await page.locator('[data-testid=technician-timeline]').getAttribute('data-hour-width'));
    await booking.dragTo(page.locator(`[data-testid=timeline-lane-${staff.T2}]`), { targetPosition: { x: 3 * hour + 5, y: 20 } });
    await page.locator('[data-testid=drop-replace-one]').waitFor();
    expect(await page.locator('[data-testid=drop-replace-one]').textContent()).toBe('Replace Tan Ah Kow with Siti Rahmah');
    expect(await page.locator('[data-testid=drop-add-second]').textContent()).toBe('Add Siti Rahmah as second technician');
    await page.locator('[data-testid=drop-replace-one]').click();
    await poll(async () => {
      const j = await job(jobs.Working!);
      return [j.joborder_employee_one, j.joborder_employee_two ?? null, j.job_status];
    }).toEqual([staff.T2, null, '2']);
  });

  it('offers follow-up and duplicate as card actions, and refuses an impossible move in a sentence', async () => {
    await setLocale('en');
    await page.goto(`${server.origin}${BOARD}`);
    await card(jobs.Done!).waitFor();
    // A New job offers Duplicate but no Follow-up.
    await card(jobs.Tray!).getByRole('button', { name: /More actions for/ }).click();
    expect(await page.locator('[data-testid=job-follow_up]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await card(jobs.Done!).getByRole('button', { name: /More actions for/ }).click();
    await page.locator('[data-testid=job-follow_up]').click();
    await page.waitForURL((url) => url.pathname === `${BOARD}/view`);
    const followUps = (await api('GET', `/api/v1/joborder_headers?filterExt=parent_id=${jobs.Done}`)).json().data;
    expect(followUps).toHaveLength(1);
    expect(followUps[0]).toMatchObject({ job_status: '0', company_name: 'Done Pte Ltd' });
    await page.goto(`${server.origin}${BOARD}`);
    await card(jobs.Accepted!).getByRole('button', { name: /More actions for/ }).click();
    await page.locator('[data-testid=job-duplicate]').click();
    await page.waitForURL((url) => url.pathname === `${BOARD}/view`);
    await poll(async () => (await api('GET', `/api/v1/joborder_headers?filterExt=${encodeURIComponent("company_name='Accepted Pte Ltd'")}`)).json().data.length).toBe(2);
    // Paused cannot go back to New: a sentence, no call, the card stays.
    await page.goto(`${server.origin}${BOARD}`);
    await card(jobs.Paused!).dragTo(page.locator('[data-testid=lane-0]'));
    await poll(() => page.locator('[data-testid=toast-error]').last().textContent()).toContain('A job that is Paused cannot be moved to New.');
    const text = await page.locator('[data-testid=toast-error]').last().textContent();
    expect(text).not.toMatch(/must be one of|job_status/);
    expect((await job(jobs.Paused!)).job_status).toBe('3');
  });

  it("shows the job's history and actions in German", async () => {
    await setLocale('de');
    await page.goto(`${server.origin}${BOARD}/view?id=${jobs.Working}`);
    const entries = page.locator('[data-testid=job-history-entry]');
    await entries.first().waitFor();
    const text = (await entries.allTextContents()).join('\n');
    expect(text).toContain('Neu zugewiesen: Tan Ah Kow → Siti Rahmah');
    expect(text).not.toContain('Reassigned');
    // The date as the office screens write it in German, the time not broken.
    expect(text).toMatch(/\d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2}/);
    await page.goto(`${server.origin}${BOARD}/view?id=${jobs.Done}`);
    await page.locator('[data-transition=verify]').waitFor();
    expect(await page.locator('[data-transition=verify]').textContent()).toBe('Prüfen');
    await setLocale('en');
  });

  it('has no critical or serious axe violation on board, timeline, calendar, map view and job page, light and dark', { timeout: 240_000 }, async () => {
    await setLocale('en');
    await page.setViewportSize(OFFICE);
    const found: string[] = [];
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      for (const [name, path, ready] of [
        ['board', BOARD, '[data-testid=job-card]'],
        ['timeline', `${BOARD}?layout=timeline`, '[data-testid=booking]'],
        ['calendar', CALENDAR, '.fc-event'],
        ['map view', MAP_VIEW, '[data-testid=map-view] [role=region]'],
        ['job page', `${BOARD}/view?id=${jobs.Done}`, '[data-testid=job-extras]'],
      ] as const) {
        await page.goto(`${server.origin}${path}`);
        await page.locator(ready).first().waitFor();
        await expectSettled(page);
        found.push(...(await seriousViolations(page)).map((v) => `${skin} ${name}: ${v}`));
      }
    }
    await setSkin(page, 'light');
    expect(found).toEqual([]);
  });

  it("has none on the technician's task list and report on a phone, light and dark", { timeout: 240_000 }, async () => {
    await signInAs(page, server.origin, 'tech1', 'technician-pass-1', PHONE);
    const found: string[] = [];
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await page.goto(`${server.origin}${TASKS}`);
      await page.locator('[data-testid=task-card]').first().waitFor();
      await expectSettled(page);
      // The phone writes dates as the office does (2026-11-02 in English), never 11/2/2026.
      const eta = await page.locator('[data-testid=task-eta]').first().textContent();
      expect(eta).toMatch(/^\d{4}-\d{2}-\d{2} /);
      found.push(...(await seriousViolations(page)).map((v) => `${skin} task list: ${v}`));
      if (skin === 'light') await screenshots(page, 'task-list-390');
      await page.goto(`${server.origin}${TASKS}?report=${jobs.Evening}`);
      await page.locator('[data-testid=service-report]').waitFor();
      await expectSettled(page);
      // An accepted job is not finished yet: the report says why Finish is not offered.
      expect(await page.locator('[data-testid=finish-reason]').textContent()).toBe('Finish job is offered while the job is in progress; it is Accepted now.');
      found.push(...(await seriousViolations(page)).map((v) => `${skin} report: ${v}`));
    }
    await setSkin(page, 'light');
    expect(found).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
