/**
 * Dispatch screens as a coordinator uses them, in real Chromium: the job board's cards (border
 * colour by status, assignee avatars or the 'All' star), a card click centring the map, Edit
 * refused past Accepted, Void Job, a lane drop refused and snapped back, assigning two
 * technicians by dragging onto the timeline, a second browser seeing another user's change
 * live, and the calendar moving a job to another day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, poll, signInAfresh, waitForLanding } from './session-helpers';

const BOARD = '/pages/services-tools/job-order';
const CALENDAR = '/pages/services-tools/calendar';
const HOUR = 3600;

/** Today at `hour` local time (the browser and the test share the machine's time zone), unix seconds. */
const todayAt = (hour: number) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  return d.getTime() / 1000;
};

describe.skipIf(!chromiumAvailable())('dispatch screens in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let other: TestBrowser;
  let page: Page;
  let otherPage: Page;
  const pageErrors: string[] = [];
  let token: string;
  const ids: Record<string, number> = {};
  const employees: Record<string, number> = {};

  const api = (method: string, url: string, body?: unknown) => apiCall(server, token, method as 'GET', url, body);
  const card = (p: Page, id: number) => p.locator(`[data-testid=job-card][data-job-id="${id}"]`);

  async function addJob(name: string, values: Record<string, unknown>, jobStatus = '0') {
    const res = await api('POST', '/api/v1/joborder_headers', { company_name: `${name} Pte Ltd`, problem_description: `${name}: the aircon in the server room leaks water`, service_location: 'On-site', ...values });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    // The status is set in the database: the board shows jobs in every status, whatever the workflow allows.
    await server.database.db.updateTable('joborder_headers').set({ job_status: jobStatus }).where('id', '=', id).execute();
    ids[name] = id;
    return id;
  }

  async function openBoard(p: Page, query = '') {
    await p.goto(`${server.origin}${BOARD}${query}`);
    await p.locator('[data-testid=job-board]').waitFor();
  }

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    for (const [code, name] of [['T1', 'Tan Ah Kow'], ['T2', 'Siti Rahmah']]) {
      const res = await api('POST', '/api/v1/employees', { code, first_name: name.split(' ')[0], display_name: name });
      expect(res.statusCode, res.body).toBe(201);
      employees[code] = res.json().data.id;
    }
    await addJob('Unassigned', { latitude: 1.3521, longitude: 103.8198, job_eta: todayAt(10) });
    await addJob('Working', { latitude: 1.2966, longitude: 103.7764, job_eta: todayAt(9), joborder_employee_one: employees.T1, joborder_employee_two: employees.T2 }, '2');
    await addJob('Accepted', { latitude: 1.4382, longitude: 103.7890, job_eta: todayAt(11), joborder_employee_one: employees.T1 }, '1');
    await addJob('Calendar', { latitude: 1.33, longitude: 103.94, job_eta: todayAt(12), joborder_employee_one: employees.T2 }, '0');
    await addUser(server, token, { username: 'coordinator1', role: 'coordinator', password: 'coordinator-pass-1' });
    ({ browser, page } = await openPage(server.origin, pageErrors));
    ({ browser: other, page: otherPage } = await openPage(server.origin, pageErrors));
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  }, 240_000);

  afterAll(async () => {
    await closeAll(browser, other, server);
  });

  it('shows each job as a card with its status colour and its assignees, or the All star', async () => {
    await openBoard(page);
    const colourOf = (id: number) => card(page, id).evaluate((el) => getComputedStyle(el).borderTopColor);
    await card(page, ids.Working).waitFor();
    expect(await card(page, ids.Unassigned).getAttribute('data-colour')).toBe('primary');
    expect(await colourOf(ids.Unassigned)).toBe('rgb(11, 92, 173)'); // the theme's primary
    expect(await colourOf(ids.Accepted)).toBe('rgb(2, 136, 209)'); // info
    expect(await colourOf(ids.Working)).toBe('rgb(237, 108, 2)'); // warning
    const avatarsOf = (id: number) => card(page, id).locator('[data-testid=assignee-avatar]').allTextContents().then((t) => t.sort());
    expect(await avatarsOf(ids.Working)).toEqual(['SR', 'TA']);
    expect(await card(page, ids.Accepted).locator('[data-testid=assignee-avatar]').count()).toBe(1);
    expect(await card(page, ids.Unassigned).locator('[data-testid=all-avatar]').count()).toBe(1);
    // The unassigned job waits in the tray; the problem is cut at 25 characters.
    expect(await page.locator('[data-testid=lane-tray]').locator(`[data-job-id="${ids.Unassigned}"]`).count()).toBe(1);
    expect(await card(page, ids.Unassigned).locator('[data-testid=job-problem]').textContent()).toBe('Unassigned: the aircon in...');
    expect(pageErrors).toEqual([]);
  });

  it('centres the map on the clicked card', async () => {
    await openBoard(page);
    await card(page, ids.Accepted).click();
    // The map's own centre (Leaflet's, after it moved), to four decimals.
    await poll(() => page.locator('[data-testid=job-map]').getAttribute('data-map-centre')).toBe('1.4382,103.7890');
  });

  it('refuses Edit on a job in progress with the spec toast, and opens the manage page of a new one', async () => {
    await openBoard(page);
    await card(page, ids.Working).getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => page.locator('[data-testid=toast-error]').textContent()).toContain('Job cannot be modified due to JOB STATUS: Work in progress');
    // Every state past Accepted refuses it the same way, naming the state.
    for (const [status, label] of [['3', 'Paused'], ['4', 'Done'], ['5', 'Completed']]) {
      const id = await addJob(`Locked${status}`, { job_eta: todayAt(15), joborder_employee_one: employees.T1 }, status);
      await openBoard(page);
      await card(page, id).getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => page.locator('[data-testid=toast-error]').last().textContent()).toContain(`Job cannot be modified due to JOB STATUS: ${label}`);
      expect(new URL(page.url()).pathname).toBe(BOARD);
    }
    await card(page, ids.Unassigned).getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === `${BOARD}/manage` && url.search.includes('id='));
  });

  it('turns a service request into a job, schedules it on the timeline and moves it through its lanes', async () => {
    const company = await api('POST', '/api/v1/companies', { company_id: 'C-DISPATCH', company_name: 'Requesting Pte Ltd', email: 'ops@requesting.sg' });
    expect(company.statusCode, company.body).toBe(201);
    const created = await api('POST', '/api/v1/service_requests', { company_id: company.json().data.id, problem_description: 'Water dripping from the ceiling cassette', contact_person: 'Mr Lim' });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().data;
    // A coordinator (not an administrator) raises the job from the request's page.
    await signInAfresh(otherPage, server.origin, 'coordinator1', 'coordinator-pass-1');
    await waitForLanding(otherPage);
    await otherPage.goto(`${server.origin}/pages/services-tools/service-request/view?id=${request.uuid ?? request.id}`);
    await otherPage.locator('[data-transition=joborder]').click();
    await otherPage.waitForURL((url) => url.pathname === `${BOARD}/view`);
    // The job's page names the request it came from.
    await poll(() => otherPage.locator('[data-testid=job-service-request]').textContent()).toBe(request.request_no);
    const linked = (await api('GET', `/api/v1/service_requests/${request.id}`)).json().data;
    expect(linked.joborder_header_id).toBeGreaterThan(0);
    const jobId = linked.joborder_header_id as number;
    ids.FromRequest = jobId;
    // The request is locked now, with the spec's title.
    const edit = await api('PATCH', `/api/v1/service_requests/${request.id}`, { contact_person: 'Mrs Lim' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors[0].title).toBe('Service Request cannot be modified');

    await page.setViewportSize({ width: 2400, height: 1000 }); // every lane in view
    await openBoard(page, '?layout=timeline');
    const laneOfT1 = page.locator(`[data-testid=timeline-lane-${employees.T1}]`);
    await laneOfT1.waitFor();
    const hour = Number(await page.locator('[data-testid=technician-timeline]').getAttribute('data-hour-width'));
    await card(page, jobId).dragTo(laneOfT1, { targetPosition: { x: 7 * hour + 5, y: 20 } }); // 14:00
    await poll(async () => (await api('GET', `/api/v1/joborder_headers/${jobId}`)).json().data.job_eta).toBe(todayAt(14));
    await openBoard(page);
    const inLane = (lane: string) => page.locator(`[data-testid=lane-${lane}]`).locator(`[data-job-id="${jobId}"]`);
    await inLane('0').waitFor();
    for (const [lane, colour] of [['1', 'rgb(2, 136, 209)'], ['2', 'rgb(237, 108, 2)']]) {
      await card(page, jobId).dragTo(page.locator(`[data-testid=lane-${lane}]`));
      await poll(async () => (await api('GET', `/api/v1/joborder_headers/${jobId}`)).json().data.job_status).toBe(lane);
      await inLane(lane).waitFor();
      expect(await card(page, jobId).evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(colour);
    }
    // Done needs a service report: the server refuses, and the card goes back with its reason.
    await card(page, jobId).dragTo(page.locator('[data-testid=lane-4]'));
    await expect.poll(() => page.locator('[data-testid=toast-error]').last().textContent()).toContain('service report');
    await inLane('2').waitFor();
    expect((await api('GET', `/api/v1/joborder_headers/${jobId}`)).json().data.job_status).toBe('2');
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('assigns two technicians by dragging the job onto their rows of the timeline', async () => {
    await openBoard(page, '?layout=timeline');
    const laneOf = (code: string) => page.locator(`[data-testid=timeline-lane-${employees[code]}]`);
    await laneOf('T1').waitFor();
    // 10:00 is three hours into a day drawn from 07:00; the hours share the width the timeline has.
    const hour = Number(await page.locator('[data-testid=technician-timeline]').getAttribute('data-hour-width'));
    await card(page, ids.Unassigned).dragTo(laneOf('T1'), { targetPosition: { x: 3 * hour + 5, y: 20 } });
    await poll(async () => (await api('GET', `/api/v1/joborder_headers/${ids.Unassigned}`)).json().data.joborder_employee_one).toBe(employees.T1);
    const booking = laneOf('T1').locator(`[data-testid=booking][data-job-id="${ids.Unassigned}"]`);
    await booking.waitFor();
    await booking.dragTo(laneOf('T2'), { targetPosition: { x: 3 * hour + 5, y: 20 } });
    await poll(async () => (await api('GET', `/api/v1/joborder_headers/${ids.Unassigned}`)).json().data.joborder_employee_two).toBe(employees.T2);
    const job = (await api('GET', `/api/v1/joborder_headers/${ids.Unassigned}`)).json().data;
    expect(job.job_eta).toBe(todayAt(10));
    // Both rows show it; on the board the card has both avatars.
    await laneOf('T2').locator(`[data-testid=booking][data-job-id="${ids.Unassigned}"]`).waitFor();
    await openBoard(page);
    await poll(() => card(page, ids.Unassigned).locator('[data-testid=assignee-avatar]').allTextContents().then((t) => t.sort())).toEqual(['SR', 'TA']);
    expect(await card(page, ids.Unassigned).evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(11, 92, 173)');
  });

  it("a second browser sees another user's change within two seconds, without reloading", async () => {
    await signInAfresh(otherPage, server.origin, 'coordinator1', 'coordinator-pass-1');
    await waitForLanding(otherPage);
    await openBoard(otherPage);
    await card(otherPage, ids.Working).waitFor();
    await otherPage.waitForTimeout(500); // the event stream opens after the page
    const started = Date.now();
    const created = await api('POST', '/api/v1/joborder_headers', { company_name: 'Live Pte Ltd', problem_description: 'Arrived while watching', service_location: 'On-site' });
    expect(created.statusCode).toBe(201);
    await card(otherPage, created.json().data.id).waitFor({ timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(2000);
    const chemicalWash = (await api('POST', '/api/v1/job_types', { code: 'CHEM', name: 'Chemical wash' })).json().data.id;
    await api('PATCH', `/api/v1/joborder_headers/${ids.Calendar}`, { job_type_id: chemicalWash });
    await expect.poll(() => card(otherPage, ids.Calendar).textContent(), { timeout: 2000 }).toContain('Chemical wash');
  });

  it("a coordinator (not an administrator) sees the job's history: who accepted and started it", async () => {
    const job = (await api('GET', `/api/v1/joborder_headers/${ids.FromRequest}`)).json().data;
    await otherPage.goto(`${server.origin}${BOARD}/view?id=${job.uuid ?? job.id}`);
    const entries = otherPage.locator('[data-testid=job-history-entry]');
    await poll(() => entries.allTextContents()).toEqual([expect.stringContaining('Administrator · Accept: New → Accepted'), expect.stringContaining('Administrator · Start: Accepted → Work in progress')]);
  });

  it('Void Job asks, deletes the job and takes its card off the board', async () => {
    await openBoard(page);
    await card(page, ids.Accepted).getByRole('button', { name: 'Void Job' }).click();
    await page.getByRole('dialog').getByText('Are you sure').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await poll(() => card(page, ids.Accepted).count()).toBe(0);
    expect((await api('GET', `/api/v1/joborder_headers/${ids.Accepted}`)).statusCode).toBe(404);
  });

  it('the calendar moves a job to another day by dragging it', async () => {
    await page.goto(`${server.origin}${CALENDAR}`);
    const event = page.locator(`.job-event-${ids.Calendar}`);
    await event.waitFor();
    const today = new Date();
    const target = new Date(today.getFullYear(), today.getMonth(), today.getDate() + (today.getDay() === 6 ? -1 : 1));
    const day = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-${String(target.getDate()).padStart(2, '0')}`;
    const cell = page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
    const [from, to] = [await event.boundingBox(), await cell.boundingBox()];
    await page.mouse.move(from!.x + 5, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + 15, from!.y + from!.height / 2, { steps: 5 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
    await page.mouse.up();
    const shift = Math.round((target.getTime() - new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()) / 1000);
    await poll(async () => (await api('GET', `/api/v1/joborder_headers/${ids.Calendar}`)).json().data.job_eta).toBe(todayAt(12) + shift);
    expect(Math.abs(shift)).toBe(24 * HOUR);
    expect(pageErrors).toEqual([]);
    expect(browser.foreignRequests).toEqual([]);
  });

  /** The job ids each job-order list answer carried while `during` ran, with the answers' URLs. */
  async function listedWhile(p: Page, during: () => Promise<void>): Promise<{ ids: Set<number>; urls: string[] }> {
    const ids = new Set<number>();
    const urls: string[] = [];
    const reads: Promise<void>[] = [];
    const seen = (response: import('playwright-core').Response) => {
      const url = response.url();
      if (!/\/api\/v1\/(joborder_headers|get-joborders-by-jobstatus)\?/.test(url)) return;
      urls.push(decodeURIComponent(url));
      reads.push(response.json().then((body: { data: Array<{ id: number }> }) => body.data.forEach((j) => ids.add(j.id)), () => undefined));
    };
    p.on('response', seen);
    try {
      await during();
    } finally {
      p.off('response', seen);
    }
    await Promise.all(reads);
    return { ids, urls };
  }

  it('fetches only the window shown: a job on another day comes when the timeline moves to it', async () => {
    const tomorrow = todayAt(10) + 24 * HOUR;
    const later = await addJob('Tomorrow', { latitude: 1.35, longitude: 103.9, job_eta: tomorrow, joborder_employee_one: employees.T2 });
    const booking = page.locator(`[data-testid=timeline-lane-${employees.T2}] [data-testid=booking][data-job-id="${later}"]`);
    const today = await listedWhile(page, async () => {
      await openBoard(page, '?layout=timeline');
      await page.locator(`[data-testid=timeline-lane-${employees.T2}]`).waitFor();
      await page.locator('[data-testid=booking]').first().waitFor();
    });
    expect(today.urls.some((u) => u.includes(`job_eta>=${todayAt(0)}`))).toBe(true);
    expect(today.ids.has(later)).toBe(false);
    expect(await booking.count()).toBe(0);
    const next = new Date((tomorrow) * 1000);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    const moved = await listedWhile(page, async () => {
      await page.locator('[data-testid=filter-day]').fill(day);
      await booking.waitFor();
    });
    expect(moved.ids.has(later)).toBe(true);
    expect(moved.urls.some((u) => u.includes(`job_eta>=${todayAt(0) + 24 * HOUR}`))).toBe(true);
  });

  it('the calendar fetches the month shown, and the next month when it moves there', async () => {
    const now = new Date();
    const mid = new Date(now.getFullYear(), now.getMonth() + 1, 15, 10).getTime() / 1000;
    const nextMonth = await addJob('NextMonth', { job_eta: mid, joborder_employee_one: employees.T1 });
    const event = page.locator(`.job-event-${nextMonth}`);
    const first = await listedWhile(page, async () => {
      await page.goto(`${server.origin}${CALENDAR}`);
      await page.locator(`.job-event-${ids.Calendar}`).waitFor();
    });
    expect(first.ids.has(nextMonth), first.urls.join("\n")).toBe(false);
    expect(first.ids.has(ids.Calendar)).toBe(true);
    const moved = await listedWhile(page, async () => {
      await page.locator('.fc-next-button').click();
      await event.waitFor();
    });
    expect(moved.ids.has(nextMonth)).toBe(true);
  });
});
