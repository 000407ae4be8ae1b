/**
 * The coordinator's and the technician's week, server side (issues 24 and 28), on both databases:
 * - raising a job from a service request is one operation whichever call runs it (24.1), and the
 *   job carries the request's location (else its site's), site, contact, type and due-by (24.2);
 * - a signed report saved again as a form shows it (time to the minute) keeps its signature (24.3);
 * - the technician reads their job's checklist, and a required item left unanswered blocks Done (24.6);
 * - sla_state on jobs, moved on by the clock with a live change, and counted on the dashboard (28.4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';
import { slaStateOf, sweepSla } from '../../src/server/schedule/sla';
import { unixNow } from '../../src/server/clock';
import type { CommittedWrite } from '../../src/server/db/unit-of-work';

type Rec = Record<string, any>;
const HOUR = 3600;

describe('slaStateOf', () => {
  const now = 1_800_000_000;
  it('is late past due_by unless the work is over, at risk in the last quarter of the response time, else on time', () => {
    expect(slaStateOf({ due_by: now - 1, job_status: '2', created_at: now - 10 * HOUR }, now)).toBe('late');
    expect(slaStateOf({ due_by: now - 1, job_status: '4', created_at: now - 10 * HOUR }, now)).toBe('on_time');
    expect(slaStateOf({ due_by: now - 1, job_status: '5', created_at: now - 10 * HOUR }, now)).toBe('on_time');
    // 24 h response: at risk from 6 h before due.
    expect(slaStateOf({ due_by: now + 6 * HOUR, job_status: '0', created_at: now - 18 * HOUR }, now, 24 * HOUR)).toBe('at_risk');
    expect(slaStateOf({ due_by: now + 6 * HOUR + 1, job_status: '0', created_at: now - 18 * HOUR }, now, 24 * HOUR)).toBe('on_time');
    // Without a type's response time, the time from raising to due_by.
    expect(slaStateOf({ due_by: now + 2 * HOUR, job_status: '1', created_at: now - 6 * HOUR }, now)).toBe('at_risk');
    expect(slaStateOf({ due_by: null, job_status: '1', created_at: now - 6 * HOUR }, now)).toBe('on_time');
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] raising jobs, the report's signature and checklist, late jobs`, () => {
    let server: TestServer;
    let company: Rec;
    let site: Rec;
    let repair: Rec;
    let tech: Rec;
    let tina: string;

    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string) => server.call(method, `/api/v1/${url}`, body, token);
    const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string, status = 200): Promise<any> => {
      const res = await call(method, url, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      company = await ok('POST', 'companies', { company_id: 'HBR', company_name: 'Harbour Pte Ltd', email: 'office@harbour.test', attn: 'Mr Office', tel: '+65 6111 0000' }, undefined, 201);
      site = await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S1', site_name: 'Tanjong Pagar', attn: 'Ms Site', tel: '+65 6222 0000', email: 'site@harbour.test', latitude: 1.2764, longitude: 103.8458 }, undefined, 201);
      repair = await ok('POST', 'job_types', { code: 'REP', name: 'Repair', response_hours: 24 }, undefined, 201);
      const user = await ok('POST', 'users', { username: 'tina', password: 'tina-password-1', role: 'technician' }, undefined, 201);
      tech = await ok('POST', 'employees', { code: 'E1', first_name: 'Tina', display_name: 'Tina Tan', user_id: user.id, field_staff: true, base_latitude: 1.35, base_longitude: 103.85 }, undefined, 201);
      tina = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tina', password: 'tina-password-1' } })).json().data.token;
    });
    afterAll(async () => server?.close());

    const newRequest = (extra: Rec = {}) =>
      ok('POST', 'service_requests', { company_id: company.id, site_id: site.id, contact_person: 'Ann Lee', contact_phone: '+65 9123 4567', contact_email: 'ann@harbour.test', problem_description: 'Aircon leaking', job_type_id: repair.id, ...extra }, undefined, 201);

    it('the generic joborder transition (the top "Create job order" button) raises the job in the same unit of work', async () => {
      const request = await newRequest({ latitude: 1.2846, longitude: 103.8192 });
      const before = unixNow();
      const raised = await ok('POST', `service_requests/${request.id}/transitions/joborder`);
      expect(raised.request_status).toBe('scheduled');
      expect(raised.joborder_header_id).toEqual(expect.any(Number));
      const job = await ok('GET', `joborder_headers/${raised.joborder_header_id}`);
      expect(job).toMatchObject({
        service_request_id: request.id,
        company_id: company.id,
        site_id: site.id,
        company_name: 'Harbour Pte Ltd',
        contact_person: 'Ann Lee',
        contact_phone: '+65 9123 4567',
        contact_email: 'ann@harbour.test',
        problem_description: 'Aircon leaking',
        job_type_id: repair.id,
        latitude: 1.2846,
        longitude: 103.8192,
        job_status: '0',
        sla_state: 'on_time',
      });
      // due_by: raised + the type's 24 h response time.
      expect(job.due_by - job.created_at).toBe(24 * HOUR);
      expect(job.created_at).toBeGreaterThanOrEqual(before);
      // Raised once: neither call raises a second job.
      expectError(await call('POST', `service_requests/${request.id}/transitions/joborder`), 409, 'CONFLICT');
      expectError(await call('POST', `service_requests/${request.id}/joborder`), 409, 'CONFLICT');
      expect((await ok('GET', `joborder_headers?filterExt=service_request_id=${request.id}`)).length).toBe(1);
      expect((await ok('GET', `service_requests/${request.id}/transitions`)).map((t: Rec) => t.name)).toEqual([]);
    });

    it('POST /service_requests/{id}/joborder raises the same job; without the request\'s own point and contact it takes the site\'s', async () => {
      const request = await newRequest({ contact_person: null, contact_phone: null, contact_email: null });
      const job = (await server.call('POST', `/api/v1/service_requests/${request.id}/joborder`)).json().data;
      expect(job).toMatchObject({ service_request_id: request.id, site_id: site.id, latitude: 1.2764, longitude: 103.8458, contact_person: 'Ms Site', contact_phone: '+65 6222 0000', contact_email: 'site@harbour.test', job_type_id: repair.id });
      expect(await ok('GET', `service_requests/${request.id}`)).toMatchObject({ request_status: 'scheduled', joborder_header_id: job.id });
    });

    it('a new job without a site takes its contact from the company; a job type given later sets due_by', async () => {
      const job = await ok('POST', 'joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'No site' }, undefined, 201);
      expect(job).toMatchObject({ contact_person: 'Mr Office', contact_phone: '+65 6111 0000', contact_email: 'office@harbour.test', due_by: null, sla_state: 'on_time', fixed_time: false });
      const typed = await ok('PATCH', `joborder_headers/${job.id}`, { job_type_id: repair.id });
      expect(typed.due_by).toBe(job.created_at + 24 * HOUR);
    });

    it('a request whose caller may not create job orders offers no joborder transition and refuses it (403), raising nothing', async () => {
      await ok('POST', 'roles', { name: 'requests-only', ability: [{ action: 'manage', subject: 'service_requests' }, { action: 'read', subject: 'joborder_headers' }] }, undefined, 201);
      await ok('POST', 'users', { username: 'rita', password: 'rita-password-1', role: 'requests-only' }, undefined, 201);
      const rita = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'rita', password: 'rita-password-1' } })).json().data.token;
      const request = await newRequest();
      expect((await ok('GET', `service_requests/${request.id}/transitions`, undefined, rita)).map((t: Rec) => t.name)).not.toContain('joborder');
      expectError(await call('POST', `service_requests/${request.id}/transitions/joborder`, undefined, rita), 403, 'FORBIDDEN');
      expect(await ok('GET', `service_requests/${request.id}`)).toMatchObject({ request_status: 'open', joborder_header_id: null });
    });

    /** A job of Tina's of type `type`, started. */
    const startedJob = async (type: Rec | null) => {
      const job = await ok('POST', 'joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'Fix it', joborder_employee_one: tech.id, job_type_id: type?.id ?? null }, undefined, 201);
      await ok('PATCH', `joborder_headers/${job.id}/accept`);
      return ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' });
    };

    it('a signed report saved again with its times to the minute (as a form shows them) keeps its signature; a real change does not', async () => {
      const job = await startedJob(null);
      const timeIn = 1_795_000_260 + 40; // hh:mm:40 (1_795_000_260 is a whole minute)
      const report = await ok('POST', `joborder_headers/${job.id}/service-report`, { work_done: '<p>Fixed</p>', time_in: timeIn, customer_signature_name: 'Ann Lee', signature: SIGNATURE_PNG_BASE64 }, tina, 201);
      expect(report).toMatchObject({ time_in: timeIn, signature_stale: false });
      const resaved = await ok('PATCH', `service_reports/${report.id}`, { time_in: timeIn - 40, work_done: report.work_done });
      expect(resaved.signature_stale).toBe(false);
      const changed = await ok('PATCH', `service_reports/${report.id}`, { time_in: timeIn - 40 + 60 });
      expect(changed.signature_stale).toBe(true);
    });

    it("the technician reads their job type's checklist; a required item left unanswered blocks Done with a sentence", async () => {
      const svc = await ok('POST', 'job_types', { code: 'SVC', name: 'Servicing', response_hours: 72 }, undefined, 201);
      const checklist = await ok(
        'POST',
        'checklists',
        {
          code: 'SVC-STEPS',
          name: 'Servicing steps',
          job_type_id: svc.id,
          items: [
            { sort_order: 10, question: 'Power isolated before work', answer_type: 'Yes/No', required: true },
            { sort_order: 20, question: 'Filter condition', answer_type: 'Text', required: false },
            { sort_order: 30, question: 'Drain pipe flushed', answer_type: 'Yes/No', required: true },
          ],
        },
        undefined,
        201,
      );
      const job = await startedJob(svc);
      const shown = await ok('GET', `joborder_headers/${job.id}/checklist`, undefined, tina);
      expect(shown).toMatchObject({ id: checklist.id, name: 'Servicing steps' });
      expect(shown.items.map((i: Rec) => [i.question, i.required])).toEqual([
        ['Power isolated before work', true],
        ['Filter condition', false],
        ['Drain pipe flushed', true],
      ]);
      // The ability too: a technician reads checklists (no more "You may not read checklists").
      expect((await ok('GET', `checklists/${checklist.id}`, undefined, tina)).name).toBe('Servicing steps');
      // Not another technician's job's checklist.
      const other = await ok('POST', 'joborder_headers', { company_name: 'Other', problem_description: 'Not hers', job_type_id: svc.id }, undefined, 201);
      expectError(await call('GET', `joborder_headers/${other.id}/checklist`, undefined, tina), 403, 'FORBIDDEN');

      const report = await ok('POST', `joborder_headers/${job.id}/service-report`, { work_done: '<p>Serviced</p>', customer_signature_name: 'Ann Lee', signature: SIGNATURE_PNG_BASE64, checklist_answers: { 'Power isolated before work': true } }, tina, 201);
      expect(report.checklist_id).toBe(checklist.id);
      const refused = expectError(await call('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '4' }, tina), 409, 'CONFLICT');
      expect(refused.map((e) => e.title)).toEqual(['Answer the checklist item "Drain pipe flushed" before the job is done']);
      expect(refused[0].meta).toMatchObject({ field: 'checklist_answers' });
      // "No" is an answer.
      await ok('POST', `joborder_headers/${job.id}/service-report`, { checklist_answers: { 'Power isolated before work': true, 'Drain pipe flushed': false }, signature: SIGNATURE_PNG_BASE64 }, tina);
      expect(await ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '4' }, tina)).toMatchObject({ job_status: '4' });
    });

    it('sla_state: late when given a past due_by, moved on by the clock with a live change (one write each), listed by filter and counted on the dashboard', async () => {
      const now = unixNow();
      const late = await ok('POST', 'joborder_headers', { company_name: 'Late Pte Ltd', problem_description: 'Overdue', due_by: now - 60 }, undefined, 201);
      expect(late.sla_state).toBe('late');
      const soon = await ok('POST', 'joborder_headers', { company_name: 'Soon Pte Ltd', problem_description: 'Due soon', due_by: now + 10 * HOUR, job_type_id: repair.id }, undefined, 201);
      expect(soon.sla_state).toBe('on_time');
      expect((await ok('GET', `joborder_headers?filterExt=sla_state='late'&page[size]=100`)).map((j: Rec) => j.id)).toContain(late.id);

      const writes: CommittedWrite[] = [];
      const stop = server.records.onCommit((w) => void writes.push(...w));
      try {
        const sweep = (at: number) => sweepSla(server.records, server.registry.require('joborder_headers'), server.registry.require('job_types'), at);
        // 24 h response: at risk from 6 h before due_by, late past it.
        expect(await sweep(now)).not.toContain(soon.id);
        expect(await sweep(now + 4 * HOUR)).toContain(soon.id);
        expect((await ok('GET', `joborder_headers/${soon.id}`)).sla_state).toBe('at_risk');
        expect(await sweep(now + 10 * HOUR + 1)).toContain(soon.id);
        expect((await ok('GET', `joborder_headers/${soon.id}`)).sla_state).toBe('late');
        expect(writes.filter((w) => w.collection === 'joborder_headers' && w.id === soon.id).map((w) => w.action)).toEqual(['sla', 'sla']);
        // Nothing left to move on: a second check writes nothing.
        expect(await sweep(now + 10 * HOUR + 1)).not.toContain(soon.id);
      } finally {
        stop();
      }

      const figures = await ok('GET', 'dashboard');
      expect(figures.late_jobs).toBeGreaterThanOrEqual(2);
      expect(figures.at_risk_jobs).toEqual(expect.any(Number));
      const before = figures.late_jobs;
      await ok('DELETE', `joborder_headers/${late.id}`);
      expect((await ok('GET', 'dashboard')).late_jobs).toBe(before - 1);
    });
  });
}
