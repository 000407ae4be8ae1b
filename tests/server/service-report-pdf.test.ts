/**
 * The job's service report as a PDF and by mail (api-contract.md, "Job orders": generatepdf,
 * send-service-report): the PDF's text, read back with poppler's pdftotext, holds the ticket
 * number, the parts and the signer's name (Chinese and Tamil survive); a technician gets only
 * their own jobs' PDFs; the mail goes to the relay with the PDF attached, or to the outbox, and
 * leaves a line on the job's timeline; bad addresses are refused with 422, sending nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { startFakeSmtp, type FakeSmtpServer } from '../support/fakes/smtp-server';
import { attachmentsOf, outbox } from '../support/mail';
import { pdfToText } from '../support/pdf';

type Rec = Record<string, any>;

/** A 1×1 PNG, the smallest signature there is. */
const PNG_DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] service report PDF and mail`, () => {
    let server: TestServer;
    let smtp: FakeSmtpServer;
    let job: Rec;
    let otherJob: Rec;
    let techToken: string;

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token?: string, status = 200): Promise<Rec> => {
      const res = await server.call(method, `/api/v1/${url}`, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const pdfOf = async (id: number, token?: string) => Buffer.from((await ok('GET', `joborder_headers/${id}/generatepdf`, undefined, token)).join(''), 'base64');

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      server = await startTestServer(dialect, { smtp: { host: '127.0.0.1', port: smtp.port, security: 'none' }, mailFrom: 'Office <office@example.com>' });
      const company = await ok('POST', 'companies', { company_id: 'LIM', company_name: '林氏工程 Pte Ltd', email: 'office@lim.test' }, undefined, 201);
      const site = await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S1', site_name: 'Jurong plant', email: 'plant@lim.test' }, undefined, 201);
      const user = await ok('POST', 'users', { username: 'tina', password: 'tina-password-1', role: 'technician' }, undefined, 201);
      const tech = await ok('POST', 'employees', { code: 'E1', first_name: 'Tina', display_name: 'Tina Tan', user_id: user.id }, undefined, 201);
      const other = await ok('POST', 'employees', { code: 'E2', first_name: 'Raj', display_name: 'Raj Kumar' }, undefined, 201);
      const product = await ok('POST', 'products', { name: 'Compressor relay' }, undefined, 201);
      await ok('POST', 'pdf_designs', {
        name: 'Service report',
        document_type: 'Service report',
        is_default: true,
        layout: { header: { title: 'SERVICE REPORT', companyDetails: ['name', 'uen'], company: { name: 'CoolAir Services Pte Ltd', uen: '201912345K' } }, footer: { text: 'Thank you for your business.' } },
      }, undefined, 201);
      job = await ok('POST', 'joborder_headers', { company_id: company.id, site_id: site.id, company_name: company.company_name, problem_description: 'Aircon leaking', contact_person: 'Mr Lim', joborder_employee_one: tech.id }, undefined, 201);
      otherJob = await ok('POST', 'joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'Noisy fan', joborder_employee_one: other.id }, undefined, 201);
      const report = await ok('POST', 'service_reports', {
        joborder_header_id: job.id,
        time_in: 1_750_000_000,
        time_out: 1_750_003_600,
        work_done: '<p>Replaced the <strong>relay</strong> &amp; cleaned the coil</p>',
        findings: '<ul><li>Coil dirty</li></ul>',
        customer_signature_name: 'முருகன் Lim 林',
        signature_image: PNG_DOT,
        parts: [{ product_id: product.id, description: 'Relay 24V', qty: 2 }, { description: 'Refrigerant R32', qty: 1.5 }],
        photos: [{ file_name: 'coil.png', caption: 'Coil after cleaning' }],
      }, undefined, 201);
      const photoDir = join(server.settings.storageDir, 'service_report_photos', String(report.photos[0].id));
      mkdirSync(photoDir, { recursive: true });
      writeFileSync(join(photoDir, 'coil.png'), Buffer.from(PNG_DOT.split(',')[1], 'base64'));
      techToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tina', password: 'tina-password-1' } })).json().data.token;
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    it("prints the ticket number, the letterhead, the report's texts without tags, the parts, the photo and the signer's name", async () => {
      const bytes = await pdfOf(job.id);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfToText(bytes);
      expect(text).toContain(job.ticket_no);
      expect(text).toContain('CoolAir Services Pte Ltd');
      expect(text).toContain('SERVICE REPORT');
      expect(text).toContain('Replaced the relay & cleaned the coil');
      expect(text).not.toContain('<strong>');
      expect(text).toContain('Compressor relay');
      expect(text).toContain('Relay 24V');
      expect(text).toContain('Refrigerant R32');
      expect(text).toContain('1.5');
      expect(text).toContain('முருகன் Lim 林');
      expect(text).toContain('林氏工程 Pte Ltd');
      expect(text).toContain('Thank you for your business.');
      expect(text).toContain('Coil after cleaning');
      // The signature and the photo are drawn as images.
      expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
    });

    it('answers a job without a report too, and 404 for no job', async () => {
      expect(pdfToText(await pdfOf(otherJob.id))).toContain(otherJob.ticket_no);
      const res = await server.call('GET', '/api/v1/joborder_headers/999999/generatepdf');
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].title).toMatch(/not found/);
    });

    it("gives a technician their own job's PDF and refuses another's with 403", async () => {
      expect(pdfToText(await pdfOf(job.id, techToken))).toContain(job.ticket_no);
      const res = await server.call('GET', `/api/v1/joborder_headers/${otherJob.id}/generatepdf`, undefined, techToken);
      expect(res.statusCode).toBe(403);
      const send = await server.call('POST', '/api/v1/send-service-report', { id: otherJob.id, to: ['x@y.test'] }, techToken);
      expect(send.statusCode).toBe(403);
    });

    it("mails the PDF as <ticket_no>.pdf to the site's address by default and notes it on the timeline", async () => {
      expect(await ok('POST', 'send-service-report', { id: job.id })).toEqual({ sent: 1, queued: 0 });
      const mail = await smtp.waitForMail((m) => m.to.includes('plant@lim.test'));
      expect(mail.headers.subject).toBe(`Service report ${job.ticket_no}`);
      expect(mail.data).toContain(`filename=${job.ticket_no}.pdf`);
      const attached = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.data);
      expect(attached).not.toBeNull();
      expect(pdfToText(Buffer.from(attached![1].replace(/\s+/g, ''), 'base64'))).toContain(job.ticket_no);

      expect(await ok('POST', 'send-service-report', { id: job.id, to: ['a@b.sg', 'c@d.sg'] }, techToken)).toEqual({ sent: 2, queued: 0 });
      await smtp.waitForMail((m) => m.to.includes('c@d.sg'));
      const headers = await ok('GET', `timeline_headers?status=all&filterExt=${encodeURIComponent(`module='joborder_headers',header_id=${job.id}`)}`);
      const remarks = (await ok('GET', `timelines?status=all&sort=id&filterExt=header=${headers[0].id}`)).map((e: Rec) => e.remarks);
      expect(remarks).toContain('Service report sent to plant@lim.test');
      expect(remarks).toContain('Service report sent to a@b.sg, c@d.sg');
    });

    it('refuses bad addresses with 422 naming each, and sends nothing', async () => {
      const before = smtp.received.length;
      const res = await server.call('POST', '/api/v1/send-service-report', { id: job.id, to: ['good@x.sg', 'not-an-address', 'a@b.sg\r\nBcc: evil@x.sg'] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: Rec) => e.meta.field)).toEqual(['to.1', 'to.2']);
      expect(smtp.received.length).toBe(before);
    });
  });

  describe(`[${dialect}] service report mail without SMTP`, () => {
    let server: TestServer;
    afterAll(async () => server?.close());

    it('keeps the mail queued in the outbox with its attachment, and says it was queued, not sent', async () => {
      server = await startTestServer(dialect);
      const add = async (url: string, body: Rec) => {
        const res = await server.call('POST', `/api/v1/${url}`, body);
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data;
      };
      const company = await add('companies', { company_id: 'ACME', company_name: 'Acme Pte Ltd', email: 'acme@x.test' });
      const job = await add('joborder_headers', { company_id: company.id, company_name: 'Acme Pte Ltd', problem_description: 'Leak' });
      const res = await server.call('POST', '/api/v1/send-service-report', { id: job.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { sent: 0, queued: 1 } });
      const [mail] = await outbox(server, 'acme@x.test');
      expect(mail.subject).toBe(`Service report ${job.ticket_no}`);
      expect(mail.state).toBe('queued');
      const [attachment] = attachmentsOf(mail);
      expect(attachment.filename).toBe(`${job.ticket_no}.pdf`);
      expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
}
