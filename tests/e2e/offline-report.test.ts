/**
 * The offline walk of issue 35.1 on a 390×844 phone in Chromium, on both databases: with no
 * signal a technician writes the report of a job in progress (work done, recommendations, a
 * checklist answer, a temperature and a photo) and saves it, goes back to the task list and
 * reopens it: it shows what was typed and the photo as waiting. They change the recommendations,
 * add the findings and save again: still one write waits (merged, not a second copy). Back online
 * the server's report has every typed value and the photo linked to it, and the screen counts
 * the photo as saved. SHOTS_DIR=/tmp/shots/offline-report keeps screenshots (light and dark).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';
import { addUser, apiData, apiSignIn, expectSettled, PHONE, poll, screenshots, signInAs } from './session-helpers';

const TEMPERATURE = 'Supply air temperature (°C)';
const FILTERS = 'Filters cleaned';
const PASSWORD = 'tech1-password-1';

for (const dialect of DIALECTS) {
  describe.skipIf(!chromiumAvailable())(`[${dialect}] a report written offline, left and reopened, in Chromium`, () => {
    let server: RunningApp;
    let browser: TestBrowser;
    let page: Page;
    let admin: string;
    let job: { id: number; ticket_no: string };
    const pageErrors: string[] = [];

    beforeAll(async () => {
      server = await startAppServer(dialect);
      admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
      const add = (url: string, body: unknown) => apiData(server, admin, 'POST', `/api/v1/${url}`, body);
      // A checklist for every job type: a temperature (Number) and a Yes/No answer.
      await add('checklists', {
        code: 'AC-SVC',
        name: 'Aircon servicing',
        items: [
          { sort_order: 10, question: TEMPERATURE, answer_type: 'Number', required: true },
          { sort_order: 20, question: FILTERS, answer_type: 'Yes/No', required: true },
        ],
      });
      const userId = await addUser(server, admin, { username: 'tech1', role: 'technician', password: PASSWORD });
      const employee = await add('employees', { code: 'T1', first_name: 'Tan', display_name: 'Tan Ah Kow', user_id: userId, field_staff: true });
      const nine = new Date();
      nine.setHours(9, 0, 0, 0);
      job = await add('joborder_headers', { company_name: 'Harbour Front Pte Ltd', problem_description: 'Aircon blows warm air', job_eta: Math.floor(nine.getTime() / 1000), joborder_employee_one: employee.id });
      const tech = (await apiSignIn(server, 'tech1', PASSWORD)).token;
      await apiData(server, tech, 'PATCH', `/api/v1/joborder_headers/${job.id}/accept`, {});
      await apiData(server, tech, 'PATCH', `/api/v1/joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' });
      ({ browser, page } = await openPage(server.origin, pageErrors));
    }, 240_000);

    afterAll(() => closeAll(browser, server));

    const banner = () => page.locator('[data-testid=outbox-banner]');
    const report = () => page.locator('[data-testid=service-report]');
    const field = (label: string) => report().getByLabel(label, { exact: true });
    const filters = () => report().getByRole('group', { name: `${FILTERS} *` });
    const card = () => page.locator(`[data-testid=task-card][data-ticket="${job.ticket_no}"]`);
    const reopen = async () => {
      await page.getByRole('button', { name: 'Back to tasks' }).click();
      await card().locator('[data-testid=open-report]').click();
      await field('Recommendations').waitFor();
    };
    const outboxUrls = () => page.evaluate(() => JSON.parse(localStorage.getItem('fsb.outbox') ?? '[]').map((e: { url: string }) => e.url));

    it('shows what waits when reopened, merges the second save into the first, and the server ends with every value and the photo', { timeout: 120_000 }, async () => {
      // Online, the task list loads ahead the report's code, its report and its checklist.
      const loadedAhead = Promise.all([
        page.waitForResponse((r) => /ServiceReportScreen/.test(r.url())),
        page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/joborder_headers/${job.id}/checklist`),
        page.waitForResponse((r) => decodeURIComponent(r.url()).includes(`joborder_header_id=${job.id}`)),
      ]);
      await signInAs(page, server.origin, 'tech1', PASSWORD, PHONE);
      await card().locator('[data-testid=open-report]').waitFor();
      await loadedAhead;
      await expectSettled(page);

      await browser.context.setOffline(true);
      await card().locator('[data-testid=open-report]').click();
      await page.locator('[data-testid=work-done]').fill('Cleaned the filters and the coil');
      await field('Recommendations').fill('Replace the fan belt within a month');
      await field(`${TEMPERATURE} *`).fill('7.5');
      await filters().getByRole('button', { name: 'Yes' }).click();
      await page.setInputFiles('[data-testid=photo-input]', { name: 'coil.png', mimeType: 'image/png', buffer: Buffer.from(SIGNATURE_PNG_BASE64, 'base64') });
      await report().locator('img[alt="coil.png"]').waitFor();
      await page.locator('[data-testid=save-report]').click();
      await poll(() => banner().textContent()).toBe('1 change not sent yet');

      // Left and reopened: what was typed is there, and the photo waits to be sent.
      await reopen();
      expect(await page.locator('[data-testid=work-done]').inputValue()).toBe('Cleaned the filters and the coil');
      expect(await field('Recommendations').inputValue()).toBe('Replace the fan belt within a month');
      expect(await field(`${TEMPERATURE} *`).inputValue()).toBe('7.5');
      expect(await filters().getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('[data-testid=photos-waiting]').textContent()).toBe('1 photo waiting to be sent');
      expect(await page.locator('[data-testid=photo-count]').count()).toBe(0); // not "0 photos saved" while one waits
      await report().locator('img[alt="coil.png"]').waitFor();
      await screenshots(page, 'report-reopened-offline-390');

      // Changed and saved again: the one waiting write takes the change (no second copy).
      await field('Recommendations').fill('Replace the fan belt this week');
      await field('Findings').fill('Fan belt worn');
      await page.locator('[data-testid=save-report]').click();
      await poll(async () => (await page.evaluate(() => JSON.parse(localStorage.getItem('fsb.outbox') ?? '[]')[0]?.body?.findings))).toBe('<p>Fan belt worn</p>');
      expect(await outboxUrls()).toEqual([expect.stringMatching(new RegExp(`/joborder_headers/${job.id}/service-report$`))]);
      expect(await banner().textContent()).toBe('1 change not sent yet');
      await reopen();
      expect(await field('Findings').inputValue()).toBe('Fan belt worn');
      expect(await page.locator('[data-testid=photos-waiting]').textContent()).toBe('1 photo waiting to be sent');

      // Back online: sent once, and the server's report has it all, with the photo linked.
      await browser.context.setOffline(false);
      await poll(() => banner().count()).toBe(0);
      const [listed] = await apiData(server, admin, 'GET', `/api/v1/service_reports?status=all&filterExt=joborder_header_id=${job.id}`);
      const saved = await apiData(server, admin, 'GET', `/api/v1/service_reports/${listed.id}`);
      expect(saved).toMatchObject({
        work_done: '<p>Cleaned the filters and the coil</p>',
        findings: '<p>Fan belt worn</p>',
        recommendations: '<p>Replace the fan belt this week</p>',
        checklist_answers: { [TEMPERATURE]: 7.5, [FILTERS]: true },
      });
      expect(saved.photos).toEqual([expect.objectContaining({ file_name: 'coil.png' })]);
      // The screen reads the report again: the photo is the server's now.
      await poll(() => page.locator('[data-testid=photo-count]').textContent()).toBe('1 photo saved');
      expect(await page.locator('[data-testid=photos-waiting]').count()).toBe(0);
      expect(await field('Recommendations').inputValue()).toBe('Replace the fan belt this week');
      expect(await report().locator('input[type=datetime-local]').first().inputValue()).not.toBe(''); // the job's start, filled in by the server
      await screenshots(page, 'report-sent-390');
      expect(pageErrors).toEqual([]);
    });
  });
}
