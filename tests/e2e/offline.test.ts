/**
 * The technician with no signal (issue 14, "Offline"), on a 390×844 phone in Chromium: with the
 * network cut they start a job from its page, the app keeps the call in its outbox and says "1
 * change not sent yet"; when the network returns it is sent, the banner goes, and the server ran
 * the transition once (one audit entry). A call the office overtook meanwhile (409 on arrival) is
 * shown with both sides and kept until the technician dismisses it. The job's page saves its PDF
 * and mails it.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { outbox } from '../support/mail';
import { addUser, apiCall, apiSignIn, expectSettled, poll, signInAfresh, waitForLanding } from './session-helpers';

const PHONE = { width: 390, height: 844 };

describe.skipIf(!chromiumAvailable())('the technician offline in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  let job: { id: number; uuid: string; ticket_no: string };
  const pageErrors: string[] = [];

  const api = async (method: string, url: string, body?: unknown, as = token) => {
    const res = await apiCall(server, as, method as 'GET', url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json().data;
  };
  const jobStatus = async () => (await api('GET', `/api/v1/joborder_headers/${job.id}`)).job_status;
  const startsInAudit = async () =>
    (await api('GET', `/api/v1/audit-log?status=all&sort=id&page[size]=1000&filterExt=${encodeURIComponent(`model='joborder_headers',header_id=${job.id}`)}`)).filter((e: any) => (e.log?.action ?? e.action) === 'start').length;

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const userId = await addUser(server, token, { username: 'tech1', role: 'technician', password: 'tech1-password-1' });
    const employee = await api('POST', '/api/v1/employees', { code: 'T1', first_name: 'Tan', display_name: 'Tan Ah Kow', user_id: userId });
    job = await api('POST', '/api/v1/joborder_headers', { company_name: 'Basement Car Park Pte Ltd', problem_description: 'Pump tripped', service_location: 'On-site', joborder_employee_one: employee.id });
    await api('PATCH', `/api/v1/joborder_headers/${job.id}/accept`, {});
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
    expect(await refused.textContent()).toContain('Cannot pause a job that is Paused');
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
    await page.locator('[data-testid=toast-success]').waitFor();
    const [mail] = await outbox(server, 'pump.owner@example.sg');
    expect(mail.subject).toBe(`Service report ${job.ticket_no}`);
    expect(pageErrors).toEqual([]);
  });
});
