/**
 * The customer is told (issue 28.5), on both databases, signed in as the people who do the work:
 * the coordinator accepts a job, the assigned technician taps "On my way" and finishes it, and the
 * job's contact finds three mails in the outbox (no SMTP in tests): the appointment's date and
 * time window from the edited template, the travel estimate from the technician's base, and the
 * signed service report as a PDF. Each is on the job's timeline; a job with no contact email gets
 * none and its timeline says why; with the settings off nothing is mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixNow } from '../../src/server/clock';
import type { Settings } from '../../src/server/config';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { expectError } from '../support/expect';
import { attachmentsOf, outbox, waitForOutbox } from '../support/mail';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';

type Rec = Record<string, any>;

const SITE = { latitude: 1.3521, longitude: 103.8198 };
// About 10 km east of the site: a drive of some twenty minutes.
const BASE = { base_latitude: 1.3521, base_longitude: 103.9098 };
const REPORT = { work_done: '<p>Replaced the filter</p>', customer_signature_name: 'Ann Lee', signature: SIGNATURE_PNG_BASE64 };
const hhmm = (unix: number) => new Date((unix + 8 * 3600) * 1000).toISOString().slice(11, 16);

/** A server with a coordinator, an assigned technician (and one not assigned), a customer site and a job for it. */
async function setUp(dialect: (typeof DIALECTS)[number], customerMail: Settings['customerMail'], overrides: Partial<Settings> = {}) {
  const server = await startTestServer(dialect, { customerMail, ...overrides });
  const { ok, signIn } = workingCalls(server);
  const coordinator = await signIn('cora', 'coordinator');
  const tina = await signIn('tina', 'technician');
  const raj = await signIn('raj', 'technician');
  const tech = await ok('POST', 'employees', { code: 'E1', first_name: 'Tina', display_name: 'Tina Tan', user_id: tina.user.id, field_staff: true, ...BASE }, undefined, 201);
  await ok('POST', 'employees', { code: 'E2', first_name: 'Raj', display_name: 'Raj Kumar', user_id: raj.user.id, field_staff: true }, undefined, 201);
  const company = await ok('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'office@lim.test' }, undefined, 201);
  const site = await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S1', site_name: 'Jurong plant', ...SITE }, undefined, 201);
  const start = unixNow() + 2 * 3600;
  const newJob = (values: Rec = {}) =>
    ok(
      'POST',
      'joborder_headers',
      {
        company_id: company.id,
        site_id: site.id,
        company_name: company.company_name,
        problem_description: 'Aircon leaking',
        contact_person: 'Ann Lee',
        contact_email: 'ann@lim.test',
        joborder_employee_one: tech.id,
        job_eta: start,
        scheduled_start: start,
        scheduled_end: start + 2 * 3600,
        ...values,
      },
      coordinator.token,
      201,
    );
  /** Accept (the coordinator), On my way, start, report and finish (the technician). */
  const walk = async (job: Rec) => {
    await ok('PATCH', `joborder_headers/${job.id}/accept`, undefined, coordinator.token);
    const onMyWay = await ok('POST', `joborder_headers/${job.id}/on-my-way`, {}, tina.token);
    await ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' }, tina.token);
    await ok('POST', `joborder_headers/${job.id}/service-report`, REPORT, tina.token, 201);
    await ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '4' }, tina.token);
    return onMyWay;
  };
  const timeline = async (jobId: number): Promise<string[]> => {
    const headers = await ok('GET', `timeline_headers?status=all&filterExt=${encodeURIComponent(`module='joborder_headers',header_id=${jobId}`)}`);
    if (!headers.length) return [];
    return (await ok('GET', `timelines?status=all&sort=id&page[size]=100&filterExt=header=${headers[0].id}`)).map((e: Rec) => e.remarks);
  };
  /** The job's "On my way" lines and on-my-way mails to its contact. */
  const toldOnTheWay = async (job: Rec) => ({
    lines: (await timeline(job.id)).filter((r) => r.startsWith('On my way') || r.startsWith('Customer mail (on my way)')),
    mails: (await outbox(server, job.contact_email)).filter((m) => m.subject.startsWith('Our technician is on the way') && m.subject.includes(job.ticket_no)),
  });
  return { server, ok, coordinator, tina, raj, newJob, walk, timeline, toldOnTheWay, start };
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the customer is told`, () => {
    let t: Awaited<ReturnType<typeof setUp>>;
    beforeAll(async () => {
      t = await setUp(dialect, { accepted: true, on_my_way: true, finished: true });
    });
    afterAll(async () => t?.server.close());

    it('mails the contact when the job is accepted, when the technician is on the way, and the signed report when it is finished', async () => {
      // The template is editable: the office's subject is the one mailed.
      const template = (await t.ok('GET', 'notification_templates?filter=CUSTOMER_JOB_ACCEPTED')).find((row: Rec) => row.code === 'CUSTOMER_JOB_ACCEPTED');
      await t.ok('PATCH', `notification_templates/${template.id}`, { subject: 'Booked: {{ticket_no}} on {{date}}, {{time_window}}' });
      const job = await t.newJob();
      const onMyWay = await t.walk(job);

      expect(onMyWay).toMatchObject({ sent: 0, queued: 1, technician: 'Tina Tan', job: { id: job.id } });
      expect(onMyWay.travel_minutes).toBeGreaterThan(10);
      expect(onMyWay.travel_minutes).toBeLessThan(40);
      expect(onMyWay.arrive_at).toBeGreaterThan(t.start - 2 * 3600);

      const [accepted, onTheWay, finished] = await waitForOutbox(t.server, 'ann@lim.test', 3);
      const window = `${hhmm(t.start)}–${hhmm(t.start + 2 * 3600)}`;
      expect(accepted.subject).toMatch(new RegExp(`^Booked: ${job.ticket_no} on \\w+day,? \\d+ \\w+ \\d{4}, ${window}$`));
      expect(accepted.body).toContain(`Dear Ann Lee,\n\nWe have scheduled job ${job.ticket_no} at Jurong plant on `);
      expect(accepted.body).toContain(`between ${hhmm(t.start)} and ${hhmm(t.start + 2 * 3600)}`);
      expect(onTheWay.subject).toBe(`Our technician is on the way (${job.ticket_no})`);
      expect(onTheWay.body).toContain(`Tina Tan is on the way to Jurong plant for job ${job.ticket_no} and expects to arrive at about ${hhmm(onMyWay.arrive_at)} (in about ${onMyWay.travel_minutes} minutes).`);
      expect(finished.subject).toBe(`Service report for ${job.ticket_no}`);
      const [pdf] = attachmentsOf(finished);
      expect(pdf).toMatchObject({ filename: `${job.ticket_no}.pdf`, contentType: 'application/pdf' });
      expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await expect.poll(() => t.timeline(job.id), { timeout: 5000, interval: 50 }).toEqual(
        expect.arrayContaining([
          'Customer mail (job accepted) queued (mail is not set up) for ann@lim.test',
          `On my way: Tina Tan, about ${onMyWay.travel_minutes} minutes away`,
          'Customer mail (on my way) queued (mail is not set up) for ann@lim.test',
          'Customer mail (job finished, with the service report) queued (mail is not set up) for ann@lim.test',
        ]),
      );
    });

    it('mails nothing to a job without a contact email, and its timeline says so', async () => {
      // A new job takes the company's email when it has none: the office clears it.
      const job = await t.newJob();
      await t.ok('PATCH', `joborder_headers/${job.id}`, { contact_email: null }, t.coordinator.token);
      const onMyWay = await t.walk(job);
      expect(onMyWay).toMatchObject({ sent: 0, queued: 0 });
      await expect.poll(() => t.timeline(job.id), { timeout: 5000, interval: 50 }).toEqual(
        expect.arrayContaining([
          'Customer mail (job accepted) not sent: the job has no contact email',
          'Customer mail (on my way) not sent: the job has no contact email',
          'Customer mail (job finished, with the service report) not sent: the job has no contact email',
        ]),
      );
      expect(await outbox(t.server, 'ann@lim.test')).toHaveLength(3);
    });

    it('lets only the assigned technician (or the office) set out, for an accepted job, in sentences', async () => {
      const job = await t.newJob({ contact_email: 'other@lim.test' });
      expect(expectError(await t.server.call('POST', `/api/v1/joborder_headers/${job.id}/on-my-way`, {}, t.tina.token), 409, 'CONFLICT')[0].title).toBe(
        '"On my way" is for a job that is Accepted or Paused; this one is New',
      );
      await t.ok('PATCH', `joborder_headers/${job.id}/accept`, undefined, t.coordinator.token);
      expect(expectError(await t.server.call('POST', `/api/v1/joborder_headers/${job.id}/on-my-way`, {}, t.raj.token), 403, 'FORBIDDEN')[0].title).toBe('You may set out for only jobs assigned to you');
      // The coordinator may say it for the technician.
      expect(await t.ok('POST', `joborder_headers/${job.id}/on-my-way`, {}, t.coordinator.token)).toMatchObject({ queued: 1, technician: 'Tina Tan' });
    });
  });

  describe(`[${dialect}] "On my way" cannot be aimed or repeated`, () => {
    let t: Awaited<ReturnType<typeof setUp>>;
    beforeAll(async () => {
      // Room for three mails a job: accepted, on my way, and one more.
      t = await setUp(dialect, { accepted: true, on_my_way: true, finished: true }, { mailSendsPerDocument: 3 });
    });
    afterAll(async () => t?.server.close());

    it('keeps the contact the office set: a technician cannot change it, in a sentence', async () => {
      const job = await t.newJob();
      await t.ok('PATCH', `joborder_headers/${job.id}/accept`, undefined, t.coordinator.token);
      for (const [field, value] of [
        ['contact_email', 'stranger@elsewhere.test'],
        ['contact_person', 'Your account is locked, log in at http://evil.test to pay'],
        ['contact_phone', '+65 9000 0000'],
      ]) {
        const res = await t.server.call('PATCH', `/api/v1/joborder_headers/${job.id}`, { [field]: value }, t.tina.token);
        const [error] = expectError(res, 403, 'FORBIDDEN');
        expect(error.title).toMatch(/^Contact (email|person|phone) is set by the server or by whoever manages job orders, not by you$/);
        expect(error.meta).toEqual({ field });
      }
      // The same values sent back (a form saves every field) are no change; the office may change them.
      expect((await t.ok('PATCH', `joborder_headers/${job.id}`, { contact_person: 'Ann Lee', contact_email: 'ann@lim.test', marker: 'blue' }, t.tina.token)).marker).toBe('blue');
      expect((await t.ok('PATCH', `joborder_headers/${job.id}`, { contact_person: 'Ann Lim' }, t.coordinator.token)).contact_person).toBe('Ann Lim');
    });

    it('mails once a visit: sixty taps answer one estimate, with one mail and one pair of timeline lines', async () => {
      const job = await t.newJob({ contact_email: 'visit@lim.test' });
      await t.ok('PATCH', `joborder_headers/${job.id}/accept`, undefined, t.coordinator.token);
      const answers = await Promise.all(Array.from({ length: 60 }, () => t.server.call('POST', `/api/v1/joborder_headers/${job.id}/on-my-way`, {}, t.tina.token)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
      const bodies = answers.map((a) => a.json().data);
      expect(new Set(bodies.map((b) => b.arrive_at)).size).toBe(1);
      expect(bodies.reduce((n, b) => n + b.queued + b.sent, 0)).toBe(1);
      let told = await t.toldOnTheWay(job);
      expect(told.mails).toHaveLength(1);
      expect(told.lines).toEqual([`On my way: Tina Tan, about ${bodies[0].travel_minutes} minutes away`, 'Customer mail (on my way) queued (mail is not set up) for visit@lim.test']);

      // Rescheduled, it is another visit: the customer hears of it again.
      const current = await t.ok('GET', `joborder_headers/${job.id}`);
      await t.ok('PATCH', `joborder_headers/${job.id}`, { job_eta: current.job_eta + 3600, scheduled_start: current.scheduled_start + 3600, scheduled_end: current.scheduled_end + 3600 }, t.coordinator.token);
      expect(await t.ok('POST', `joborder_headers/${job.id}/on-my-way`, {}, t.tina.token)).toMatchObject({ queued: 1 });
      told = await t.toldOnTheWay(job);
      expect(told.mails).toHaveLength(2);
      expect(told.lines).toHaveLength(4);
    });

    it('counts the customer mails against the mail limits: past them 429 in a sentence, and nothing written', async () => {
      const job = await t.newJob({ contact_email: 'limits@lim.test' });
      await t.ok('PATCH', `joborder_headers/${job.id}/accept`, undefined, t.coordinator.token); // the first mail
      await waitForOutbox(t.server, 'limits@lim.test', 1);
      await t.ok('POST', `joborder_headers/${job.id}/on-my-way`, {}, t.tina.token); // the second
      await t.ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' }, t.tina.token);
      await t.ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '3' }, t.tina.token);
      await t.ok('POST', `joborder_headers/${job.id}/on-my-way`, {}, t.tina.token); // leaving again: the third
      await t.ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' }, t.tina.token);
      await t.ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '3' }, t.tina.token);
      const before = await t.toldOnTheWay(job);
      expect(before.mails).toHaveLength(2);
      const refused = await t.server.call('POST', `/api/v1/joborder_headers/${job.id}/on-my-way`, {}, t.tina.token);
      const [error] = expectError(refused, 429, 'RATE_LIMITED');
      expect(error.title).toBe('3 mails within 1 hour is the most one document may be sent in, and this send would pass it with 1 recipient; try again later');
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await t.toldOnTheWay(job)).toEqual(before);

      // A mail that follows a write (the finished job's report) is not sent either, and the timeline says why.
      await t.ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' }, t.tina.token);
      await t.ok('POST', `joborder_headers/${job.id}/service-report`, REPORT, t.tina.token, 201);
      await t.ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '4' }, t.tina.token);
      await expect.poll(() => t.timeline(job.id), { timeout: 5000, interval: 50 }).toContain(
        'Customer mail (job finished, with the service report) to limits@lim.test not sent: 3 mails within 1 hour is the most one document may be sent in, and this send would pass it with 1 recipient; try again later',
      );
      expect(await outbox(t.server, 'limits@lim.test')).toHaveLength(3);
    });

    it('reads what people typed into a letter only as a plain value, never as a sentence or a link', async () => {
      const job = await t.newJob({ contact_email: 'plain@lim.test', contact_person: 'Ann\nURGENT: your account is locked, pay at https://evil.test/pay or www.evil.test now' });
      await t.ok('PATCH', `joborder_headers/${job.id}/accept`, undefined, t.coordinator.token);
      const [mail] = await waitForOutbox(t.server, 'plain@lim.test', 1);
      expect(mail.body).toContain('Dear Ann URGENT: your account is locked, pay at or now,');
      expect(mail.body).not.toMatch(/evil|https?:|www\./);
    });
  });

  describe(`[${dialect}] the customer mails turned off`, () => {
    let t: Awaited<ReturnType<typeof setUp>>;
    beforeAll(async () => {
      t = await setUp(dialect, { accepted: false, on_my_way: false, finished: false });
    });
    afterAll(async () => t?.server.close());

    it('mails nothing when each setting is off, and still notes "On my way"', async () => {
      const job = await t.newJob();
      const onMyWay = await t.walk(job);
      expect(onMyWay).toMatchObject({ sent: 0, queued: 0 });
      expect(await t.timeline(job.id)).toContain(`On my way: Tina Tan, about ${onMyWay.travel_minutes} minutes away`);
      expect((await t.timeline(job.id)).filter((r) => r.startsWith('Customer mail'))).toEqual([]);
      expect(await t.server.database.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    });
  });
}
