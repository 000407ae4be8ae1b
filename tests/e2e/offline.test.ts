/**
 * The technician with no signal (issue 14, "Offline"), on a 390×844 phone in Chromium: with the
 * network cut they start a job from its page, the app keeps the call in its outbox and says "1
 * change not sent yet"; when the network returns it is sent, the banner goes, and the server ran
 * the transition once (one audit entry). A call the office overtook meanwhile (409 on arrival) is
 * shown with both sides and kept until the technician dismisses it. The job's page saves its PDF
 * and mails it. From the task list with no network the technician starts a job, writes its report
 * with a photo and a drawn signature, saves and finishes it: "3 changes not sent yet", sent in
 * order when the network returns, and the coordinator's board shows the job Done.
 * SHOTS_DIR=/tmp/shots/fieldfinish keeps screenshots.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { outbox } from '../support/mail';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';
import { addUser, apiCall, apiSignIn, drawSignature, expectSettled, poll, screenshots, signInAfresh, waitForLanding } from './session-helpers';

const PHONE = { width: 390, height: 844 };

describe.skipIf(!chromiumAvailable())('the technician offline in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  let job: { id: number; uuid: string; ticket_no: string };
  /** Today's job on the technician's task list, done offline in the last test. */
  let todays: { id: number; ticket_no: string };
  const pageErrors: string[] = [];

  const api = async (method: string, url: string, body?: unknown, as = token) => {
    const res = await apiCall(server, as, method as 'GET', url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json().data;
  };
  const jobStatus = async (id = job.id) => (await api('GET', `/api/v1/joborder_headers/${id}`)).job_status;
  const startsInAudit = async () =>
    (await api('GET', `/api/v1/audit-log?status=all&sort=id&page[size]=1000&filterExt=${encodeURIComponent(`model='joborder_headers',header_id=${job.id}`)}`)).filter((e: any) => (e.log?.action ?? e.action) === 'start').length;

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const userId = await addUser(server, token, { username: 'tech1', role: 'technician', password: 'tech1-password-1' });
    const employee = await api('POST', '/api/v1/employees', { code: 'T1', first_name: 'Tan', display_name: 'Tan Ah Kow', user_id: userId });
    job = await api('POST', '/api/v1/joborder_headers', { company_name: 'Basement Car Park Pte Ltd', problem_description: 'Pump tripped', service_location: 'On-site', joborder_employee_one: employee.id });
    await api('PATCH', `/api/v1/joborder_headers/${job.id}/accept`, {});
    const nine = new Date();
    nine.setHours(9, 0, 0, 0);
    todays = await api('POST', '/api/v1/joborder_headers', { company_name: 'Harbour Front Pte Ltd', problem_description: 'Sump pump does not start', job_eta: Math.floor(nine.getTime() / 1000), joborder_employee_one: employee.id });
    await api('PATCH', `/api/v1/joborder_headers/${todays.id}/accept`, {});
    ({ browser, page } = await openPage(server.origin, pageErrors));
    await page.setViewportSize(PHONE);
  }, 240_000);

  afterAll(async () => {
    await closeAll(browser, server);
  });

  it('keeps a transition made offline in the outbox, shows it waiting, and sends it once when the network returns', { timeout: 180_000 }, async () => {
    await signInAfresh(page, server.origin, 'tech1', 'tech1-password-1');
    await waitForLanding(page);
    await expectSettled(page);
    await page.goto(`${server.origin}/pages/services-tools/job-order/view?id=${job.uuid}`);
    const start = page.locator('[data-testid=workflow-actions] [data-transition=start]');
    await start.waitFor();

    await browser.context.setOffline(true);
    await start.click();
    const banner = page.locator('[data-testid=outbox-banner]');
    await poll(() => banner.textContent()).toBe('1 change not sent yet');
    expect(await jobStatus()).toBe('1');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fsb.outbox') ?? '[]').length)).toBe(1);

    await browser.context.setOffline(false);
    await poll(() => banner.count()).toBe(0);
    await poll(jobStatus).toBe('2');
    expect(await startsInAudit()).toBe(1);
    expect(await page.locator('[data-testid=outbox-refused]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows a call the office overtook (409 on arrival) with both sides, and keeps it until the technician chooses', { timeout: 180_000 }, async () => {
    const pause = page.locator('[data-testid=workflow-actions] [data-transition=pause]');
    await page.reload();
    await pause.waitFor();
    await browser.context.setOffline(true);
    await pause.click();
    await poll(() => page.locator('[data-testid=outbox-banner]').textContent()).toBe('1 change not sent yet');
    // Meanwhile the office pauses the job itself.
    await api('PATCH', `/api/v1/joborder_headers/${job.id}/updatejobstatus`, { job_status: '3' });
    await browser.context.setOffline(false);
    const refused = page.locator('[data-testid=outbox-refused]');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('This job is Paused; it can move only to Work in progress.');
    const comparison = refused.locator('[data-testid=outbox-comparison] tbody tr');
    expect(await comparison.locator('td').allTextContents()).toEqual(['Action', 'pause', 'Paused']);
    expect(await page.locator('[data-testid=outbox-banner]').count()).toBe(0);
    expect(await jobStatus()).toBe('3');
    await page.reload();
    await refused.waitFor(); // kept across a reload until dismissed
    await refused.locator('[data-testid=outbox-dismiss]').click();
    await poll(() => refused.count()).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fsb.outbox') ?? '[]').length)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("saves the job's PDF as <ticket_no>.pdf and mails it from the job's page", { timeout: 180_000 }, async () => {
    const download = page.waitForEvent('download');
    await page.click('[data-testid=job-pdf]');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${job.ticket_no}.pdf`);
    const text = execFileSync('pdftotext', ['-layout', await file.path(), '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(text).toContain(job.ticket_no);

    await page.click('[data-testid=send-report]');
    await page.fill('[data-testid=send-report-to]', 'pump.owner@example.sg');
    await page.click('[data-testid=send-report-confirm]');
    // No SMTP in tests: the toast says the mail was queued, not sent (issue 25.7).
    await page.locator('[data-testid=toast-info]', { hasText: 'Queued: mail is not set up' }).waitFor();
    const [mail] = await outbox(server, 'pump.owner@example.sg');
    expect(mail.subject).toBe(`Service report ${job.ticket_no}`);
    expect(pageErrors).toEqual([]);
  });

  it('starts a job, writes, signs and finishes its report with a photo on the task list with no network; all of it is sent in order when the network returns', { timeout: 180_000 }, async () => {
    const card = page.locator(`[data-testid=task-card][data-ticket="${todays.ticket_no}"]`);
    // Online, the task list loads ahead the report's code, the job and its report (an accepted job).
    const loadedAhead = Promise.all([
      page.waitForResponse((r) => /ServiceReportScreen/.test(r.url())),
      page.waitForResponse((r) => decodeURIComponent(r.url()).includes(`joborder_header_id=${todays.id}`)),
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/joborder_headers/${todays.id}`),
    ]);
    // Signed in afresh on the phone: the task list is the landing page.
    await signInAfresh(page, server.origin, 'tech1', 'tech1-password-1');
    expect(await waitForLanding(page)).toBe('/pages/services-tools/task-lists');
    await card.locator('[data-transition=start]').waitFor();
    await loadedAhead;

    await browser.context.setOffline(true);
    await card.locator('[data-transition=start]').click();
    const banner = page.locator('[data-testid=outbox-banner]');
    await poll(() => banner.textContent()).toBe('1 change not sent yet');
    // The card shows the job started and opens its report; its actions wait for the network.
    await poll(() => card.locator('[data-testid=task-status]').textContent()).toBe('Work in progress');
    expect(await card.locator('[data-transition]').count()).toBe(0);
    await card.locator('[data-testid=open-report]').click();
    await page.locator('[data-testid=work-done]').fill('Reset the pump breaker and cleaned the float switch');
    await page.setInputFiles('[data-testid=photo-input]', { name: 'pump.png', mimeType: 'image/png', buffer: Buffer.from(SIGNATURE_PNG_BASE64, 'base64') });
    await page.locator('[data-testid=service-report] img[alt="pump.png"]').waitFor();
    await page.locator('[data-testid=customer-name]').fill('Lim Boon Keng');
    await drawSignature(page);
    await page.locator('[data-testid=save-report]').click();
    await poll(() => banner.textContent()).toBe('2 changes not sent yet');
    expect(await page.locator('[data-testid=service-report] img[alt="pump.png"]').count()).toBe(1); // waits with the report
    await screenshots(page, 'report-offline');
    await page.locator('[data-testid=finish-job]').click();
    await poll(() => banner.textContent()).toBe('3 changes not sent yet');
    await page.locator('[data-testid=task-list]').waitFor();
    await screenshots(page, 'outbox-banner');
    expect(await jobStatus(todays.id)).toBe('1');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fsb.outbox') ?? '[]').map((e: { url: string }) => e.url.split('/').slice(-2).join('/')))).toEqual([
      'transitions/start',
      `${todays.id}/service-report`,
      `${todays.id}/updatejobstatus`,
    ]);

    await browser.context.setOffline(false);
    await poll(() => banner.count()).toBe(0);
    await poll(() => jobStatus(todays.id)).toBe('4');
    expect(await page.locator('[data-testid=outbox-refused]').count()).toBe(0);
    const [listed] = await api('GET', `/api/v1/service_reports?filterExt=joborder_header_id=${todays.id}`);
    const report = await api('GET', `/api/v1/service_reports/${listed.id}`);
    expect(report).toMatchObject({ customer_signature_name: 'Lim Boon Keng', signature_stale: false });
    expect(report.signature_image).toMatch(/^data:image\/png;base64,/);
    expect(report.photos).toEqual([expect.objectContaining({ file_name: 'pump.png' })]);

    // The coordinator's board shows the job Done.
    const office = await openPage(server.origin, pageErrors);
    try {
      await signInAfresh(office.page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
      await waitForLanding(office.page);
      await office.page.goto(`${server.origin}/pages/services-tools/job-order`);
      await office.page.locator('[data-testid=lane-4]').locator(`[data-job-id="${todays.id}"]`).waitFor();
    } finally {
      await office.browser.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
