/**
 * The customer portal's invoices, statement and service side (issue 40), on both databases: the
 * company's confirmed invoices with their balance due, PDF and the PayNow payload for the balance;
 * "I have paid" keeps the reference and leaves the invoice unpaid; the statement as figures and as
 * a PDF; sites; a service request at an own site (with a photo) lands on the staff's list, at
 * another company's site is refused; jobs with state and technician; tracking; and every one of
 * these against another company's records is 404. A document link's session reaches its document only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { outbox, tokenOf, waitForOutbox } from '../support/mail';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';
import { singaporeMidnight } from '../../src/shared/singapore-time';
import { emvFields } from '../../src/shared/paynow';
import { unixNow } from '../../src/server/clock';

type Doc = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] customer portal: invoices, statement and service`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    let mine: number;
    let theirs: number;
    let token: string;
    let invoice: Doc;
    let otherInvoice: Doc;
    let site: Doc;
    let otherSite: Doc;
    let job: Doc;
    let otherJob: Doc;
    const today = singaporeMidnight(unixNow());

    const portal = (method: 'GET' | 'POST', url: string, as: string | null, body?: unknown) => server.call(method, `/api/v1/portal/${url}`, body, as);
    const confirmedInvoice = async (companyId: number) => {
      const made = await ok('POST', 'sales_invoices', { company_id: companyId, invoice_date: today, lines: [{ description: 'Compressor', qty: 1, uom: 'PC', unit_price: '500' }] }, undefined, 201);
      await ok('PATCH', 'sales_invoices/status', { ids: [made.id], status: 'C' });
      return ok('GET', `sales_invoices/${made.id}`);
    };
    const job_ = (companyId: number, siteId: number) => ok('POST', 'joborder_headers', { company_id: companyId, company_name: 'x', site_id: siteId, problem_description: 'Leaking', job_eta: unixNow() + 86_400 }, undefined, 201);

    beforeAll(async () => {
      server = await startTestServer(dialect);
      ({ ok } = workingCalls(server));
      const business = await ok('GET', 'business');
      await ok('PATCH', 'business', { ...business, name: 'Portal Services Pte Ltd', uen: '201912345K' });
      mine = (await ok('POST', 'companies', { company_id: 'PD1', company_name: 'Mine Pte Ltd', email: 'office@mine.sg' }, undefined, 201)).id;
      theirs = (await ok('POST', 'companies', { company_id: 'PD2', company_name: 'Theirs Pte Ltd', email: 'office@theirs.sg' }, undefined, 201)).id;
      site = await ok('POST', 'company_locations', { header_id: mine, site_id: 'S1', site_name: 'Main office', addr1: '1 Raffles Place', postal: '048616' }, undefined, 201);
      otherSite = await ok('POST', 'company_locations', { header_id: theirs, site_id: 'S2', site_name: 'Their office' }, undefined, 201);
      invoice = await confirmedInvoice(mine);
      otherInvoice = await confirmedInvoice(theirs);
      job = await job_(mine, site.id);
      otherJob = await job_(theirs, otherSite.id);
      await ok('POST', 'portal/invitations', { company_id: mine, email: 'amy@mine.sg', name: 'Amy Lee' }, undefined, 201);
      let mails: Awaited<ReturnType<typeof outbox>> = [];
      for (let i = 0; i < 100 && !mails.length; i++) mails = await outbox(server, 'amy@mine.sg').then((m) => (m.length ? m : new Promise((r) => setTimeout(() => r([]), 50))));
      const mail = mails[0];
      token = (await portal('POST', 'auth/token', null, { token: tokenOf(mail.body, '/portal/sign-in', server.settings.publicUrl) })).json().data.session_token;
    });
    afterAll(async () => server?.close());

    it('lists the company’s invoices with the balance due, and gives PayNow for the balance', async () => {
      const list = (await portal('GET', 'invoices', token)).json().data as Doc[];
      expect(list.map((i) => i.id)).toEqual([invoice.id]);
      expect(list[0]).toMatchObject({ number: invoice.invoice_no, currency: 'SGD', total: invoice.total, balance_due: invoice.balance_due, payment_status: 'Unpaid', customer_paid_reference: null });
      const detail = (await portal('GET', `invoices/${invoice.id}`, token)).json().data;
      expect(detail.lines).toHaveLength(1);
      expect(detail.paynow).toMatchObject({ amount: invoice.balance_due, reference: invoice.invoice_no });
      expect(emvFields(detail.paynow.payload).get('54')).toBe(Number(invoice.balance_due).toFixed(2));
      const pdf = Buffer.from((await portal('GET', `invoices/${invoice.id}/pdf`, token)).json().data.join(''), 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('"I have paid" keeps the reference for finance and never marks the invoice paid', async () => {
      const res = await portal('POST', `invoices/${invoice.id}/paid`, token, { reference: 'DBS-778812' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ customer_paid_reference: 'DBS-778812', payment_status: 'Unpaid' });
      const staff = await ok('GET', `sales_invoices/${invoice.id}`);
      expect(staff).toMatchObject({ payment_status: 'Unpaid', balance_due: invoice.balance_due });
      const notes = await server.database.db.selectFrom('timelines').select('remarks').where('remarks', 'like', '%DBS-778812%').execute();
      expect(notes).toHaveLength(1);
    });

    it('gives the statement of account for a period, and as a PDF', async () => {
      const res = await portal('GET', 'statement', token);
      expect(res.statusCode, res.body).toBe(200);
      const statement = res.json().data;
      expect(statement).toMatchObject({ opening_balance: 0, currency: 'SGD', closing_balance: invoice.total_base ?? invoice.total });
      expect(statement.lines).toEqual([expect.objectContaining({ kind: 'invoice', number: invoice.invoice_no, debit: invoice.total })]);
      const pdf = await portal('GET', 'statement?format=pdf&from=2020-01-01', token);
      expect(Buffer.from(pdf.json().data.join(''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect((await portal('GET', 'statement?from=2020-13-01', token)).statusCode).toBe(400);
    });

    it('lists its sites, and asks for service at one of them with a photo: a service request staff see', async () => {
      const sites = (await portal('GET', 'sites', token)).json().data as Doc[];
      expect(sites).toEqual([expect.objectContaining({ id: site.id, name: 'Main office', address: '1 Raffles Place', postal: '048616', equipment: [] })]);
      const res = await portal('POST', 'service_requests', token, { site_id: site.id, problem_description: 'Aircon not cooling', preferred_date: '2030-01-15', uploads: [{ name: 'unit.png', base64: SIGNATURE_PNG_BASE64 }] });
      expect(res.statusCode, res.body).toBe(201);
      const made = await ok('GET', `service_requests/${res.json().data.id}`);
      expect(made).toMatchObject({ company_id: mine, site_id: site.id, problem_description: 'Aircon not cooling', contact_email: 'amy@mine.sg', request_status: 'open' });
      expect(res.json().data.number).toBe(made.request_no);
      const photos = await server.database.db.selectFrom('documents').select(['file', 'module']).where('module', '=', 'service_requests').where('header_id', '=', made.id).execute();
      expect(photos).toEqual([{ file: 'unit.png', module: 'service_requests' }]);
      const elsewhere = await portal('POST', 'service_requests', token, { site_id: otherSite.id, problem_description: 'x' });
      expect(elsewhere.statusCode).toBe(422);
    });

    it('lists its upcoming jobs with state and technician, and tracks one', async () => {
      const jobs = (await portal('GET', 'jobs', token)).json().data as Doc[];
      expect(jobs).toEqual([expect.objectContaining({ id: job.id, number: job.ticket_no, site: 'Main office', state: 'New', technician: null })]);
      const track = await portal('GET', `jobs/${job.id}/track`, token);
      expect(track.statusCode, track.body).toBe(200);
      expect(track.json().data).toMatchObject({ state: 'New', on_the_way: false, position: null, eta_minutes: null });
      expect((await portal('GET', 'service_reports', token)).json().data).toEqual([]);
    });

    it('answers 404 for every call on another company’s records', async () => {
      for (const [method, url, body] of [
        ['GET', `invoices/${otherInvoice.id}`],
        ['GET', `invoices/${otherInvoice.id}/pdf`],
        ['POST', `invoices/${otherInvoice.id}/paid`, { reference: 'x' }],
        ['GET', `jobs/${otherJob.id}/track`],
        ['GET', `jobs/${otherJob.id}/technician-picture`],
        ['GET', 'service_reports/1/pdf'],
      ] as Array<['GET' | 'POST', string, Doc?]>) {
        const res = await portal(method, url, token, body);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      }
      expect((await portal('GET', 'invoices', token)).json().data.map((i: Doc) => i.id)).not.toContain(otherInvoice.id);
    });

    it('a document link opens its one document without signing in; staff revoke it', async () => {
      // The invoice's mail carries its own link.
      await ok('POST', `sales_invoices/${invoice.id}/send`, { to: ['accounts@mine.sg'] });
      const sent = await waitForOutbox(server, 'accounts@mine.sg');
      const linkToken = new RegExp(`${server.settings.publicUrl}/p/([A-Za-z0-9_-]+)`).exec(sent[0].body)![1];
      const opened = await portal('POST', 'auth/document', null, { token: linkToken });
      expect(opened.statusCode, opened.body).toBe(200);
      const doc = opened.json().data;
      expect(doc).toMatchObject({ scope: { kind: 'invoice', id: invoice.id }, company: { id: mine }, contact: { id: null, email: 'accounts@mine.sg' } });
      expect(sent[0].body).toMatch(/without signing in, for 30 days/);
      expect((await portal('GET', `invoices/${invoice.id}`, doc.session_token)).statusCode).toBe(200);
      expect((await portal('GET', 'invoices', doc.session_token)).json().data.map((i: Doc) => i.id)).toEqual([invoice.id]);
      expect((await portal('GET', 'quotations', doc.session_token)).json().data).toEqual([]);
      expect((await portal('GET', `jobs/${job.id}/track`, doc.session_token)).statusCode).toBe(404);
      expect((await portal('GET', 'statement', doc.session_token)).statusCode).toBe(403);
      // Opened again: not single-use.
      expect((await portal('POST', 'auth/document', null, { token: linkToken })).statusCode).toBe(200);
      const listed = await ok('GET', `portal_links?kind=invoice&id=${invoice.id}`);
      await ok('POST', `portal_links/${listed[0].id}/revoke`);
      expect((await portal('GET', `invoices/${invoice.id}`, doc.session_token)).statusCode).toBe(401);
      expect((await portal('POST', 'auth/document', null, { token: linkToken })).statusCode).toBe(400);
    });
  });
}
