/**
 * The dispatch screens' smaller faults of issue 35 item 6, in real Chromium on one server at
 * 1440 px: the tray's search asks the server (a job on a page not loaded is found, and the count
 * is the matches'); ticket numbers whole on the cards; two employees of one name told apart in
 * the filter, the timeline and Replace; technician filters list field staff only (board, map
 * view, calendar); the timeline's leave shading passes axe (light and dark); both "Create job
 * order" buttons end on the job's page; the job's manage page keeps its right column in view, a
 * job past Accepted opens with every input disabled, and a technician's job shows its contact
 * read-only. SHOTS_DIR=/tmp/shots/dispatch-details keeps screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, expectSettled, OFFICE, poll, screenshots, seriousViolations, setSkin, signInAs } from './session-helpers';

const BOARD = '/pages/services-tools/job-order';
const CALENDAR = '/pages/services-tools/calendar';
const MAP_VIEW = '/pages/services-tools/map-view';
const REQUESTS = '/pages/services-tools/service-request';

const todayAt = (hour: number) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
};

describe.skipIf(!chromiumAvailable())('dispatch details of issue 35 in Chromium', () => {
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
    return res.json().data as { id: number; ticket_no?: string };
  };
  const addJob = async (name: string, values: Record<string, unknown> = {}, status?: string) => {
    const job = await created('/api/v1/joborder_headers', { company_name: `${name} Pte Ltd`, problem_description: `${name}: the aircon leaks`, service_location: 'On-site', contact_person: 'Ann Lee', latitude: 1.3, longitude: 103.85, ...values });
    if (status) await server.database.db.updateTable('joborder_headers').set({ job_status: status }).where('id', '=', job.id).execute();
    jobs[name] = job.id;
    return job;
  };
  const options = async (filter: string) => {
    await page.locator(`[data-testid=${filter}]`).locator('xpath=..').click();
    const names = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    return names;
  };

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    staff.T1 = (await created('/api/v1/employees', { code: 'T1', first_name: 'Tan', display_name: 'Tan Ah Kow', field_staff: true })).id;
    staff.R1 = (await created('/api/v1/employees', { code: 'RS1', first_name: 'Rachel', display_name: 'Rachel Scully', field_staff: true })).id;
    staff.R2 = (await created('/api/v1/employees', { code: 'RS2', first_name: 'Rachel', display_name: 'Rachel Scully', field_staff: true })).id;
    staff.S1 = (await created('/api/v1/employees', { code: 'S1', first_name: 'Sally', display_name: 'Sally Sales', field_staff: false })).id;
    // The oldest tray job: on the tray's last page (newest first, 15 a page), not loaded at first.
    await addJob('Needle');
    for (let i = 1; i <= 16; i++) await addJob(`Tray ${i}`);
    await addJob('Working', { job_eta: todayAt(10), joborder_employee_one: staff.R1 }, '2');
    await addJob('Accepted', { job_eta: todayAt(14), joborder_employee_one: staff.T1 }, '1');
    // Tan is on leave this afternoon: shaded on the timeline.
    const tech = await addUser(server, token, { username: 'tech1', role: 'technician', password: 'technician-pass-1' });
    expect((await api('PATCH', `/api/v1/employees/${staff.T1}`, { user_id: tech })).statusCode).toBe(200);
    await created('/api/v1/user_availabilities', { user_id: tech, employee_id: staff.T1, date: todayAt(12), from_time: todayAt(15), to_time: todayAt(18), available: false, reason: 'Annual leave' });
    ({ browser, page } = await openPage(server.origin, pageErrors));
    await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD, OFFICE);
  }, 240_000);

  afterAll(async () => {
    await closeAll(browser, server);
  });

  it('searches the tray on the server: a job not loaded yet is found and the count is the matches', async () => {
    await page.goto(`${server.origin}${BOARD}`);
    const tray = page.locator('[data-testid=lane-tray]');
    await tray.locator('[data-testid=job-card]').first().waitFor();
    await expectSettled(page);
    expect(await tray.locator(`[data-testid=job-card][data-job-id="${jobs.Needle}"]`).count()).toBe(0);
    expect(await tray.locator('h2').textContent()).toContain('(17)');
    await page.locator('[data-testid=filter-text]').fill('Needle');
    await tray.locator(`[data-testid=job-card][data-job-id="${jobs.Needle}"]`).waitFor();
    await poll(() => tray.locator('[data-testid=job-card]').count()).toBe(1);
    await poll(() => tray.locator('h2').textContent()).toContain('(1)');
    await page.locator('[data-testid=filter-text]').fill('');
    await poll(() => tray.locator('h2').textContent()).toContain('(17)');
  });

  it('shows each ticket number whole on the cards at 1440 px', async () => {
    await page.goto(`${server.origin}${BOARD}`);
    await page.locator('[data-testid=job-card]').first().waitFor();
    await expectSettled(page);
    const cut = await page.locator('[data-testid=job-card]').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const ticket = card.querySelector('[data-testid=job-ticket]') as HTMLElement;
        const box = ticket.getBoundingClientRect();
        const cardBox = card.getBoundingClientRect();
        return ticket.scrollWidth > ticket.clientWidth + 1 || box.right > cardBox.right || !/^JOB-\d+$/.test(ticket.textContent ?? '') ? [`${ticket.textContent} ${box.width}`] : [];
      }),
    );
    expect(cut).toEqual([]);
    await screenshots(page, 'board-1440');
  });

  it('tells the two Rachel Scullys apart and lists field staff only, in the filters, the timeline and Replace', async () => {
    await page.goto(`${server.origin}${BOARD}?layout=timeline`);
    await page.locator(`[data-testid=timeline-row-${staff.R2}]`).waitFor();
    expect(await page.locator(`[data-testid=timeline-row-${staff.R1}]`).textContent()).toContain('Rachel Scully (RS1)');
    expect(await page.locator(`[data-testid=timeline-row-${staff.R2}]`).textContent()).toContain('Rachel Scully (RS2)');
    expect(await page.locator(`[data-testid=timeline-row-${staff.T1}]`).textContent()).toContain('Tan Ah Kow');
    expect(await page.locator(`[data-testid=timeline-row-${staff.T1}]`).textContent()).not.toContain('(T1)');
    const names = await options('filter-technician');
    expect(names).toEqual(expect.arrayContaining(['Rachel Scully (RS1)', 'Rachel Scully (RS2)', 'Tan Ah Kow']));
    expect(names).not.toContain('Sally Sales');
    // Replace: a job in progress dropped on the other Rachel asks whom it replaces, by code.
    const booking = page.locator(`[data-testid=booking][data-job-id="${jobs.Working}"]`);
    await booking.dragTo(page.locator(`[data-testid=timeline-lane-${staff.R2}]`), { targetPosition: { x: 400, y: 10 } });
    await poll(() => page.locator('[data-testid=drop-replace-one]').textContent()).toContain('Rachel Scully (RS1)');
    expect(await page.locator('[data-testid=drop-replace-one]').textContent()).toContain('Rachel Scully (RS2)');
    await page.keyboard.press('Escape');
    for (const path of [MAP_VIEW, CALENDAR]) {
      await page.goto(`${server.origin}${path}`);
      await page.locator('[data-testid=filter-technician]').waitFor({ state: 'attached' });
      const listed = await options('filter-technician');
      expect(listed, path).not.toContain('Sally Sales');
      expect(listed, path).toEqual(expect.arrayContaining(['Rachel Scully (RS1)', 'Rachel Scully (RS2)']));
    }
  });

  it('has no serious axe violation on the timeline with a leave shaded, light and dark', { timeout: 120_000 }, async () => {
    await page.goto(`${server.origin}${BOARD}?layout=timeline`);
    await page.locator(`[data-testid=timeline-row-${staff.T1}] [data-testid=unavailable]`).waitFor();
    expect(await page.locator('[data-testid=unavailable]').first().getAttribute('aria-label')).toBe('Annual leave');
    const found: string[] = [];
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      await expectSettled(page);
      found.push(...(await seriousViolations(page)).map((v) => `${skin}: ${v}`));
    }
    await setSkin(page, 'light');
    expect(found).toEqual([]);
    await screenshots(page, 'timeline-1440');
  });

  it('ends both "Create job order" buttons of a service request on the job\'s page', async () => {
    for (const which of ['top', 'actions'] as const) {
      const company = (await created('/api/v1/companies', { company_id: `C-${which}`, company_name: `Requesting ${which} Pte Ltd`, email: `ops-${which}@requesting.sg` })).id;
      const request = (await created('/api/v1/service_requests', { company_id: company, problem_description: `Raised from the ${which} button`, contact_person: 'Mr Lim' })) as { id: number };
      await page.goto(`${server.origin}${REQUESTS}/view?id=${request.id}`);
      const buttons = page.getByRole('button', { name: 'Create job order' });
      await poll(() => buttons.count()).toBe(2);
      await (which === 'top' ? buttons.first() : page.locator('[data-testid=workflow-actions] [data-transition=joborder]')).click();
      await page.waitForURL((url) => url.pathname === `${BOARD}/view`);
      const raised = (await api('GET', `/api/v1/service_requests/${request.id}`)).json().data;
      const job = (await api('GET', `/api/v1/joborder_headers/${raised.joborder_header_id}`)).json().data;
      expect(new URL(page.url()).searchParams.get('id'), which).toBe(String(job.uuid ?? job.id));
    }
  });

  it("keeps the job's manage page beside the side menu at 1440 px and disables every input of a job past Accepted", async () => {
    await page.goto(`${server.origin}${BOARD}/manage?id=${jobs.Working}`);
    const extras = page.locator('[data-testid=job-extras]');
    await extras.waitFor();
    await expectSettled(page);
    const box = (await extras.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(OFFICE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const form = (await page.locator('form').first().boundingBox())!;
    expect(form.x + form.width, 'the form ends before the right column').toBeLessThanOrEqual(box.x + 1);
    // Nothing of the form runs under the right column (a picker's button did).
    const under = await page.locator('form').first().evaluate(
      (el, left) => [...el.querySelectorAll('input, button, label')].filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > left + 1).map((e) => e.textContent || e.getAttribute('name')),
      box.x,
    );
    expect(under).toEqual([]);
    const inputs = page.locator('form input:not([type=hidden]), form textarea');
    expect(await inputs.count()).toBeGreaterThan(5);
    const editable = await inputs.evaluateAll((els) => els.filter((e) => !(e as HTMLInputElement).matches(':disabled') && !(e as HTMLInputElement).readOnly).map((e) => (e as HTMLInputElement).name || e.id));
    expect(editable).toEqual([]);
    await screenshots(page, 'job-manage-locked-1440');
  });

  it("shows a technician their job's contact read-only, the rest editable", async () => {
    await signInAs(page, server.origin, 'tech1', 'technician-pass-1', OFFICE);
    await page.goto(`${server.origin}${BOARD}/manage?id=${jobs.Accepted}`);
    const contact = page.locator('input[name=contact_person]');
    await contact.waitFor();
    await expectSettled(page);
    expect(await contact.inputValue()).toBe('Ann Lee');
    for (const field of ['contact_person', 'contact_phone', 'contact_email']) expect(await page.locator(`input[name=${field}]`).isEditable(), field).toBe(false);
    expect(await page.locator('[name=problem_description]').isEditable()).toBe(true);
    await screenshots(page, 'job-manage-technician-1440');
    expect(pageErrors).toEqual([]);
  });
});
