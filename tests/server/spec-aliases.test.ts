/**
 * The spec's last calls (issue 26, item 2): GET /joborder_headers/{id}/detail (the job, its
 * assignees as the job card reads them, its service reports and site), GET /product/{id} as
 * GET /products/{id}, and send-service-report and get-joborders-by-jobstatus also under
 * /joborder_headers/, answering as the original paths do (the same checks: 401, 403, 404, 422).
 * Also: the reason a form gives for opening read-only (shared/record-lock.ts) is the sentence the
 * server refuses that record's update with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { resources } from '../../generated/server/registry';
import { lockReason } from '../../src/shared/record-lock';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';

type Rec = Record<string, any>;
const def = (name: string) => resources.find((d) => d.resource === name)!;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the spec's paths for job orders and products`, () => {
    let server: TestServer;
    let company: Rec;
    let site: Rec;
    let tech: Rec;
    let job: Rec;
    let tina: string;

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = 200, token?: string): Promise<any> => {
      const res = await server.call(method, `/api/v1/${url}`, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json();
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      company = (await ok('POST', 'companies', { company_id: 'ACME', company_name: 'Acme Pte Ltd', email: 'acme@x.test' }, 201)).data;
      site = (await ok('POST', 'company_locations', { header_id: company.id, site_id: 'HQ', site_name: 'Acme Tuas', addr1: '1 Tuas Ave' }, 201)).data;
      const user = (await ok('POST', 'users', { username: 'tina', password: 'tina-password-1', role: 'technician' }, 201)).data;
      tech = (await ok('POST', 'employees', { code: 'E1', first_name: 'Tina', display_name: 'Tina Tan', user_id: user.id }, 201)).data;
      job = (await ok('POST', 'joborder_headers', { company_id: company.id, site_id: site.id, company_name: company.company_name, problem_description: 'Aircon leaking', joborder_employee_one: tech.id }, 201)).data;
      tina = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tina', password: 'tina-password-1' } })).json().data.token;
    });
    afterAll(async () => server?.close());

    it('GET /joborder_headers/{id}/detail answers the job with its assignees, service reports and site', async () => {
      await ok('PATCH', `joborder_headers/${job.id}/accept`);
      await ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' });
      await ok('POST', `joborder_headers/${job.id}/service-report`, { work_done: '<p>Cleaned</p>', findings: 'Dirty coil', customer_signature_name: 'Ann', signature: SIGNATURE_PNG_BASE64 }, 201);
      const { data } = await ok('GET', `joborder_headers/${job.id}/detail`);
      expect(data).toMatchObject({ id: job.id, ticket_no: job.ticket_no, problem_description: 'Aircon leaking', job_status: '2', site_id: site.id });
      expect(data.joborder_employee_one).toEqual({ data: { display_name: 'Tina Tan', header_id: tech.id, thumbnail: null } });
      expect(data.joborder_employee_two).toBeNull();
      expect(data.service_reports).toHaveLength(1);
      expect(data.service_reports[0]).toMatchObject({ joborder_header_id: job.id, findings: 'Dirty coil' });
      expect(data.site).toMatchObject({ id: site.id, site_name: 'Acme Tuas', addr1: '1 Tuas Ave' });
      // The technician it is assigned to reads it too; an unknown job is 404, no token 401.
      expect((await ok('GET', `joborder_headers/${job.id}/detail`, undefined, 200, tina)).data.id).toBe(job.id);
      expect((await server.call('GET', '/api/v1/joborder_headers/999999/detail')).statusCode).toBe(404);
      expect((await server.call('GET', `/api/v1/joborder_headers/${job.id}/detail`, undefined, null)).statusCode).toBe(401);
    });

    it("a technician may not read the detail of a job that is not theirs (403, as the job's other calls)", async () => {
      const other = (await ok('POST', 'joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'Someone else' }, 201)).data;
      const res = await server.call('GET', `/api/v1/joborder_headers/${other.id}/detail`, undefined, tina);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].title).toBe('You may see only the jobs assigned to you');
    });

    it('GET /product/{id} answers as GET /products/{id}', async () => {
      const product = (await ok('POST', 'products', { name: 'Cordless drill', price: '12.50' }, 201)).data;
      const plural = await ok('GET', `products/${product.id}`);
      const singular = await ok('GET', `product/${product.id}`);
      expect(singular).toEqual(plural);
      expect(singular.data.name).toBe('Cordless drill');
      const missing = await server.call('GET', '/api/v1/product/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0].code).toBe('NOT_FOUND');
      expect((await server.call('GET', `/api/v1/product/${product.id}`, undefined, null)).statusCode).toBe(401);
    });

    it('GET /joborder_headers/get-joborders-by-jobstatus is the job board feed', async () => {
      const path = 'get-joborders-by-jobstatus?job_status=2&sort=id';
      const original = await ok('GET', path);
      const alias = await ok('GET', `joborder_headers/${path}`);
      expect(alias).toEqual(original);
      expect(alias.data.map((j: Rec) => j.id)).toContain(job.id);
      const bad = await server.call('GET', '/api/v1/joborder_headers/get-joborders-by-jobstatus?job_status=9');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].title).toMatch(/^job_status must be a comma list of/);
    });

    it('POST /joborder_headers/send-service-report mails the report as POST /send-service-report does', async () => {
      const sent = await ok('POST', 'joborder_headers/send-service-report', { id: job.id, to: ['ann@acme.test'] });
      expect(sent).toEqual(await ok('POST', 'send-service-report', { id: job.id, to: ['ann@acme.test'] }));
      expect(sent.data).toEqual({ sent: 0, queued: 1 });
      // No SMTP in tests: both went to the outbox, each with the job's report.
      const mails = await server.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'ann@acme.test').execute();
      expect(mails).toHaveLength(2);
      const refused = await server.call('POST', '/api/v1/joborder_headers/send-service-report', { id: job.id, to: ['not-an-address'] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].status).toBe('422');
    });

    it("the form's read-only reason is the sentence the server refuses the update with", async () => {
      const stored = (await ok('GET', `joborder_headers/${job.id}`)).data;
      const reason = lockReason(def('joborder_headers'), stored);
      expect(reason).toBe('Job cannot be modified due to JOB STATUS: Work in progress');
      const refused = await server.call('PATCH', `/api/v1/joborder_headers/${job.id}`, { problem_description: 'Changed' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].title).toBe(reason);
      // A new job may be changed: no reason.
      const fresh = (await ok('POST', 'joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'New one' }, 201)).data;
      expect(lockReason(def('joborder_headers'), fresh)).toBeNull();
      // A service request whose job order is raised.
      const request = (await ok('POST', 'service_requests', { company_id: company.id, problem_description: 'Leak' }, 201)).data;
      expect(lockReason(def('service_requests'), request)).toBeNull();
      await ok('POST', `service_requests/${request.id}/joborder`, {}, 201);
      const raised = (await ok('GET', `service_requests/${request.id}`)).data;
      const refusedRequest = await server.call('PATCH', `/api/v1/service_requests/${request.id}`, { problem_description: 'Changed' });
      expect(refusedRequest.statusCode).toBe(409);
      expect(lockReason(def('service_requests'), raised)).toBe(refusedRequest.json().errors[0].title);
      expect(refusedRequest.json().errors[0].title).toBe('Service Request cannot be modified');
    });
  });
}
