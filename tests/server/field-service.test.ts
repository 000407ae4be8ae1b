/**
 * The technician in the field (issue 14): a technician (a user linked to an employee) sees and
 * moves only the jobs assigned to them, everywhere; the service report is written through
 * POST /joborder_headers/{id}/service-report, signed, marked stale when changed after signing, and
 * required complete and signed before the job is Done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { SIGNATURE_PNG, SIGNATURE_PNG_BASE64 } from '../support/signature';

type Rec = Record<string, any>;

const SVG_SIGNATURE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0L10 10"/></svg>').toString('base64');

for (const dialect of DIALECTS) {
  describe(`[${dialect}] field service: technicians' own jobs and the service report`, () => {
    let server: TestServer;
    let company: Rec;
    let techOne: Rec;
    let techTwo: Rec;
    let product: Rec;
    let tina: string;

    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string) => server.call(method, `/api/v1/${url}`, body, token);
    const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string, status = 200): Promise<any> => {
      const res = await call(method, url, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const newJob = (employee: Rec) =>
      ok('POST', 'joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'Aircon leaking', joborder_employee_one: employee.id }, undefined, 201);
    /** A job of `employee`'s, started (Work in progress) by the office. */
    const startedJob = async (employee: Rec) => {
      const job = await newJob(employee);
      await ok('PATCH', `joborder_headers/${job.id}/accept`);
      return ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' });
    };
    const reportsOf = async (jobId: number) => (await ok('GET', 'service_reports?page[size]=1000')).filter((r: Rec) => r.joborder_header_id === jobId);
    const fullReport = { work_done: '<p>Replaced the filter</p>', findings: 'Filter clogged', customer_signature_name: 'Ann Lee', parts: [{ description: 'Filter', qty: 2 }], signature: SIGNATURE_PNG_BASE64 };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      company = await ok('POST', 'companies', { company_id: 'ACME', company_name: 'Acme Pte Ltd', email: 'acme@x.test' }, undefined, 201);
      const user = await ok('POST', 'users', { username: 'tina', password: 'tina-password-1', role: 'technician' }, undefined, 201);
      techOne = await ok('POST', 'employees', { code: 'E1', first_name: 'Tina', display_name: 'Tina Tan', user_id: user.id }, undefined, 201);
      techTwo = await ok('POST', 'employees', { code: 'E2', first_name: 'Raj', display_name: 'Raj Kumar' }, undefined, 201);
      product = (await ok('GET', 'products?page[size]=1')).at(0) ?? null;
      const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tina', password: 'tina-password-1' } });
      tina = login.json().data.token;
    });
    afterAll(async () => server?.close());

    it("lists and reads only the technician's own jobs, and refuses others' (403) on every call", async () => {
      const mine = await startedJob(techOne);
      const other = await startedJob(techTwo);
      const othersNew = await newJob(techTwo);
      // The office's list of the same URL first: it may be kept (kept-answers.ts), but never given to a reader whose list is scoped.
      expect((await ok('GET', 'joborder_headers?page[size]=1000')).map((j: Rec) => j.id)).toContain(other.id);
      const listed = await ok('GET', 'joborder_headers?page[size]=1000', undefined, tina);
      expect(listed.map((j: Rec) => j.id)).toContain(mine.id);
      expect(listed.every((j: Rec) => j.joborder_employee_one === techOne.id || j.joborder_employee_two === techOne.id)).toBe(true);
      expect((await ok('GET', 'joborder_headers?page[size]=1000')).map((j: Rec) => j.id)).toContain(other.id); // the office sees all
      expect((await ok('GET', `joborder_headers/${mine.id}`, undefined, tina)).id).toBe(mine.id);
      expect((await ok('GET', `joborder_headers/${mine.id}/transitions`, undefined, tina)).map((t: Rec) => t.name)).toContain('pause');
      for (const [method, url, body] of [
        ['GET', `joborder_headers/${other.id}`, undefined],
        ['GET', `joborder_headers/${other.id}/transitions`, undefined],
        ['POST', `joborder_headers/${other.id}/transitions/pause`, undefined],
        ['PATCH', `joborder_headers/${other.id}/updatejobstatus`, { job_status: '3' }],
        ['POST', `joborder_headers/${other.id}/service-report`, fullReport],
        ['PATCH', `joborder_headers/${othersNew.id}`, { problem_description: 'Not mine' }],
        ['PATCH', `joborder_headers/${othersNew.id}/accept`, undefined],
      ] as const) {
        expectError(await call(method, url, body, tina), 403, 'FORBIDDEN');
      }
      expect(await ok('GET', `joborder_headers/${other.id}`)).toMatchObject({ job_status: '2' });
      expect(await ok('GET', `joborder_headers/${othersNew.id}`)).toMatchObject({ job_status: '0', problem_description: 'Aircon leaking' });
      // Their reports too: the other job's report is neither listed nor read.
      const othersReport = await ok('POST', `joborder_headers/${other.id}/service-report`, fullReport, undefined, 201);
      expect((await ok('GET', 'service_reports?page[size]=1000', undefined, tina)).map((r: Rec) => r.id)).not.toContain(othersReport.id);
      expectError(await call('GET', `service_reports/${othersReport.id}`, undefined, tina), 403, 'FORBIDDEN');
      expectError(await call('PATCH', `service_reports/${othersReport.id}`, { findings: 'x' }, tina), 403, 'FORBIDDEN');
    });

    it('creates the report (201), prefills time in from the start, updates it (200) and signs it with signer, time and hash', async () => {
      const job = await startedJob(techOne);
      const created = await ok('POST', `joborder_headers/${job.id}/service-report`, { work_done: '<p>Checked</p>' }, tina, 201);
      expect(created).toMatchObject({ joborder_header_id: job.id, employee_id: techOne.id, signature_image: null, signed_hash: null, signature_stale: false });
      expect(created.time_in).toBeGreaterThanOrEqual(job.created_at);
      expect(created.time_in).toBeLessThanOrEqual(created.created_at);
      const signed = await ok('POST', `joborder_headers/${job.id}/service-report`, { ...fullReport, ...(product ? { parts: [{ product_id: product.id, qty: 1 }] } : {}) }, tina, 200);
      expect(signed.id).toBe(created.id);
      expect(signed).toMatchObject({ customer_signature_name: 'Ann Lee', signature_image: SIGNATURE_PNG, signature_stale: false });
      expect(signed.signed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(signed.signed_at).toEqual(expect.any(Number));
      expect(signed.signed_by).not.toBeNull();
      expect(signed.parts).toHaveLength(1);
      if (product) expect(signed.parts[0]).toMatchObject({ product_id: product.id, description: product.name, qty: 1 });
      // Readable through the generic API (the PDF and the mail use it).
      expect((await ok('GET', `service_reports/${created.id}`, undefined, tina)).parts).toHaveLength(1);
      expect((await reportsOf(job.id)).map((r: Rec) => r.id)).toEqual([created.id]);
      // A photo is stored as a report photo and served to readers under /api/static.
      const withPhoto = await ok('POST', `joborder_headers/${job.id}/service-report`, { uploads: [{ name: 'coil.png', base64: SIGNATURE_PNG_BASE64, fileType: 'image/png', caption: 'Coil' }] }, tina);
      expect(withPhoto.photos).toEqual([expect.objectContaining({ file_name: 'coil.png', caption: 'Coil' })]);
      expect(withPhoto.signature_stale).toBe(false); // photos are not part of what the customer signs
      const served = await server.call('GET', `/api/static/service_report_photos/${withPhoto.photos[0].id}/coil.png`, undefined, tina);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(Buffer.from(SIGNATURE_PNG_BASE64, 'base64'))).toBe(true);
      const badPhoto = await call('POST', `joborder_headers/${job.id}/service-report`, { uploads: [{ name: 'x.png', base64: 'bm90IGFuIGltYWdl', fileType: 'image/png' }] }, tina);
      expectError(badPhoto, 422, 'VALIDATION_FAILED');
      expect((await ok('GET', `service_reports/${created.id}`)).photos).toHaveLength(1);
      // An SVG signature is kept as an SVG data URL.
      const svg = await ok('POST', `joborder_headers/${job.id}/service-report`, { signature: SVG_SIGNATURE }, tina);
      expect(svg.signature_image).toBe(`data:image/svg+xml;base64,${SVG_SIGNATURE}`);
    });

    it("serves a report's photos and parts only for the technician's own jobs (403 on another's: file, read, list)", async () => {
      const photo = { uploads: [{ name: 'pump.png', base64: SIGNATURE_PNG_BASE64, fileType: 'image/png' }] };
      const mine = await ok('POST', `joborder_headers/${(await startedJob(techOne)).id}/service-report`, { ...fullReport, ...photo }, tina, 201);
      const others = await ok('POST', `joborder_headers/${(await startedJob(techTwo)).id}/service-report`, { ...fullReport, ...photo }, undefined, 201);
      const fileOf = (report: Rec) => `/api/static/service_report_photos/${report.photos[0].id}/pump.png`;
      expect((await server.call('GET', fileOf(mine), undefined, tina)).statusCode).toBe(200);
      expectError(await server.call('GET', fileOf(others), undefined, tina), 403, 'FORBIDDEN');
      expect((await server.call('GET', fileOf(others))).statusCode).toBe(200); // the office reads every job's
      for (const [collection, rows] of [['service_report_photos', 'photos'], ['service_report_parts', 'parts']] as const) {
        expect((await ok('GET', `${collection}/${mine[rows][0].id}`, undefined, tina)).id).toBe(mine[rows][0].id);
        expectError(await call('GET', `${collection}/${others[rows][0].id}`, undefined, tina), 403, 'FORBIDDEN');
        const listed = (await ok('GET', `${collection}?page[size]=1000`, undefined, tina)).map((r: Rec) => r.id);
        expect(listed).toContain(mine[rows][0].id);
        expect(listed).not.toContain(others[rows][0].id);
        expect((await ok('GET', `${collection}?page[size]=1000`)).map((r: Rec) => r.id)).toContain(others[rows][0].id);
      }
    });

    it('marks the signature stale after any change of the fields or parts (domain call, generic PATCH, a part alone), and a new signature clears it', async () => {
      const job = await startedJob(techOne);
      const signed = await ok('POST', `joborder_headers/${job.id}/service-report`, fullReport, tina, 201);
      // The same content again is not a change.
      expect((await ok('POST', `joborder_headers/${job.id}/service-report`, { work_done: fullReport.work_done, parts: fullReport.parts }, tina)).signature_stale).toBe(false);
      expect((await ok('POST', `joborder_headers/${job.id}/service-report`, { findings: 'Filter clogged and torn' }, tina)).signature_stale).toBe(true);
      const resigned = await ok('POST', `joborder_headers/${job.id}/service-report`, { signature: SIGNATURE_PNG_BASE64 }, tina);
      expect(resigned.signature_stale).toBe(false);
      expect(resigned.signed_hash).not.toBe(signed.signed_hash);
      expect((await ok('PATCH', `service_reports/${signed.id}`, { recommendations: 'Replace yearly' }, tina)).signature_stale).toBe(true);
      await ok('POST', `joborder_headers/${job.id}/service-report`, { signature: SIGNATURE_PNG_BASE64 }, tina);
      expect((await ok('PATCH', `service_reports/${signed.id}`, { parts: [{ description: 'Filter', qty: 3 }] })).signature_stale).toBe(true);
      await ok('POST', `joborder_headers/${job.id}/service-report`, { signature: SIGNATURE_PNG_BASE64 }, tina);
      await ok('POST', 'service_report_parts', { header_id: signed.id, description: 'Screws', qty: 4 }, undefined, 201);
      expect((await ok('GET', `service_reports/${signed.id}`)).signature_stale).toBe(true);
    });

    it('refuses Done until the report has its work, time in, customer name and a signature that is not stale (409, readable titles)', async () => {
      const job = await startedJob(techOne);
      const done = () => call('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '4' }, tina);
      expect((await done()).json().errors[0].title).toBe('A job needs its service report before it is done');
      await ok('POST', `joborder_headers/${job.id}/service-report`, { work_done: '<p>Checked</p>' }, tina, 201);
      let res = await done();
      expectError(res, 409, 'CONFLICT');
      expect(res.json().errors.map((e: Rec) => e.title)).toEqual([
        "The service report needs the customer's name before the job is done",
        "The service report needs the customer's signature before the job is done",
      ]);
      await ok('POST', `joborder_headers/${job.id}/service-report`, fullReport, tina);
      await ok('POST', `joborder_headers/${job.id}/service-report`, { findings: 'Changed after signing' }, tina);
      res = await done();
      expectError(res, 409, 'CONFLICT');
      expect(res.json().errors[0].title).toBe('The report changed after the customer signed it: ask the customer to sign again');
      expect((await ok('GET', `joborder_headers/${job.id}`)).job_status).toBe('2');
      await ok('POST', `joborder_headers/${job.id}/service-report`, { signature: SIGNATURE_PNG_BASE64 }, tina);
      expect((await ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '4' }, tina)).job_status).toBe('4');
      // Done: time_out of a report written now defaults to when it was done; a report is still editable in Done.
      expect((await ok('POST', `joborder_headers/${job.id}/service-report`, { recommendations: 'None' }, tina)).signature_stale).toBe(true);
    });

    it('answers bad bodies with 422 and a job in the wrong state with 409, writing nothing', async () => {
      const job = await startedJob(techOne);
      for (const [body, field] of [
        [{ work_done: '<p>x</p>', signature: 'bm90IGFuIGltYWdl' }, 'signature'],
        [{ work_done: '<p>x</p>', signature: '%%%' }, 'signature'],
        [{ findings: 'No work done given' }, 'work_done'],
        [{ work_done: '<p>x</p>', parts: [{ qty: 1 }] }, 'parts.0.description'],
        [{ work_done: '<p>x</p>', parts: [{ description: 'x', qty: -1 }] }, null],
        [{ work_done: '<p>x</p>', time_in: 'yesterday' }, null],
        [{ work_done: '<p>x</p>', unknown_field: 1 }, null],
      ] as const) {
        const res = await call('POST', `joborder_headers/${job.id}/service-report`, body, tina);
        expectError(res, 422, 'VALIDATION_FAILED');
        if (field) expect(res.json().errors.map((e: Rec) => e.meta?.field), JSON.stringify(body)).toContain(field);
      }
      expect(await reportsOf(job.id)).toEqual([]);
      const fresh = await newJob(techOne);
      const res = await call('POST', `joborder_headers/${fresh.id}/service-report`, fullReport, tina);
      expectError(res, 409, 'CONFLICT');
      expect(res.json().errors[0].title).toBe('A service report is written while the job is Work in progress or Done; this job is New');
      expectError(await call('POST', 'joborder_headers/999999/service-report', fullReport), 404, 'NOT_FOUND');
      expectError(await call('POST', 'service_reports', { joborder_header_id: job.id, time_in: 1, work_done: 'x', signature_image: 'data:text/html;base64,PGI+' }), 422, 'VALIDATION_FAILED');
    });
  });
}
