/**
 * The business's own details in one place (issue 39 item 1; `GET /business`, `PATCH /business`):
 * until an admin saves them they are what the PDF designs held; saved, every PDF's letterhead, its
 * bank transfer line and its PayNow QR print them, whatever a design still holds. Admins only (a
 * sentence for anyone else); UEN, GST number and Peppol id are checked, each refusal a sentence
 * naming the field. Companies carry a Peppol id.
 */
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singaporeDate } from '../../src/shared/singapore-time';
import { payNowPayload } from '../../src/shared/paynow';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { pageShowsQr, pdfToText } from '../support/pdf';

type Doc = Record<string, any>;
const DESIGN_COMPANY = { name: 'CoolAir Services Pte Ltd', uen: '201912345K', gst_reg_no: 'M9-1234567-8', address: '1 Kaki Bukit Road 1, #03-12 Enterprise One, Singapore 415934', tel: '+65 6123 4567' };
const spaced = (text: string) => text.replace(/\s+/g, ' ');

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the business's details`, () => {
    let server: TestServer;
    let financeToken: string;
    let customerId: number;

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<Doc> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const invoicePdfText = async () => {
      const id = (await ok('POST', 'sales_invoices', { company_id: customerId, invoice_date: singaporeDate('2025-03-03'), lines: [{ description: 'Service', qty: 1, uom: 'PC', unit_price: '100.00' }] })).id;
      await ok('PATCH', 'sales_invoices/status', { ids: [id], status: 'C' });
      const invoice = await ok('GET', `sales_invoices/${id}`);
      const pdf = Buffer.from((await ok('GET', `sales_invoices/${id}/pdf`)).join(''), 'base64');
      return { invoice, pdf, text: spaced(pdfToText(pdf)) };
    };

    beforeAll(async () => {
      server = await startTestServer(dialect, { allowNegativeStock: true });
      await ok('POST', 'pdf_designs', {
        name: 'Invoice',
        document_type: 'Sales invoice',
        is_default: true,
        layout: { header: { title: 'TAX INVOICE', companyDetails: ['name', 'uen', 'gst_reg_no', 'address', 'tel'], company: DESIGN_COMPANY }, blocks: ['customer', 'lines', 'totals', 'payment'], payment: { bankTransfer: 'DBS Bank 072-123456-7, CoolAir Services Pte Ltd' } },
      });
      customerId = (await ok('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'office@lim.test', uen: '199912345A', peppol_id: '0195:SGUEN199912345A' })).id;
      await ok('POST', 'users', { username: 'fiona', password: 'fiona-password-1', role: 'finance' });
      financeToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'fiona', password: 'fiona-password-1' } })).json().data.token;
    });
    afterAll(() => server?.close());

    it('starts from what the PDF designs hold', async () => {
      expect(await ok('GET', 'business')).toEqual({
        name: 'CoolAir Services Pte Ltd',
        uen: '201912345K',
        gst_reg_no: 'M9-1234567-8',
        addr1: '1 Kaki Bukit Road 1',
        addr2: '#03-12 Enterprise One',
        postal: '415934',
        country: 'Singapore',
        tel: '+65 6123 4567',
        email: null,
        peppol_id: null,
        bank_name: 'DBS Bank',
        bank_account: '072-123456-7',
        paynow_uen: null,
      });
      expect((await ok('GET', `companies/${customerId}`)).peppol_id).toBe('0195:SGUEN199912345A');
    });

    it('is for administrators only, refused as a sentence', async () => {
      for (const [method, body] of [['GET', undefined], ['PATCH', { name: 'Taken over' }]] as const) {
        const res = await server.call(method, '/api/v1/business', body, financeToken);
        expect(res.statusCode).toBe(403);
        expect(res.json().errors[0].title).toBe("Only an administrator may see or change the business's details");
      }
      expect((await ok('GET', 'business')).name).toBe('CoolAir Services Pte Ltd');
    });

    it('refuses a malformed UEN, GST number, Peppol id or postal code with a sentence per field', async () => {
      const res = await server.call('PATCH', '/api/v1/business', { uen: '12345', gst_reg_no: 'GST-1', peppol_id: '0088:201912345K', postal: '4159' });
      expect(res.statusCode).toBe(422);
      const titles = res.json().errors.map((e: Doc) => e.title);
      expect(titles).toEqual([
        'The UEN "12345" is not a Singapore UEN (e.g. 201912345K or 53123456A)',
        'The GST registration number "GST-1" is neither a UEN nor an IRAS number such as M2-1234567-8',
        'The Peppol id "0088:201912345K" must be 0195: followed by the UEN (e.g. 0195:SGUEN201912345K)',
        'A Singapore postal code has six digits, not "4159"',
      ]);
      const other = await server.call('PATCH', '/api/v1/business', { peppol_id: '0195:SGUEN53123456A' });
      expect(other.json().errors[0].title).toBe('The Peppol id "0195:SGUEN53123456A" names another UEN than the business\'s (201912345K)');
      expect((await server.call('PATCH', '/api/v1/business', { name: ' ' })).json().errors[0].title).toBe("The business's name is required: it heads every document");
      // Nothing was saved.
      expect((await ok('GET', 'business')).uen).toBe('201912345K');
    });

    it('once saved, is what every PDF and PayNow code prints, whatever the design holds', async () => {
      const saved = await ok('PATCH', 'business', {
        name: 'Frost Engineering Pte Ltd',
        uen: '202012345m',
        gst_reg_no: '202012345M',
        addr1: '8 Ubi Road 2',
        addr2: '',
        postal: '408538',
        peppol_id: '0195:sguen202012345m',
        bank_name: 'OCBC',
        bank_account: '501-234567-001',
        paynow_uen: '53123456A',
      });
      expect(saved).toMatchObject({ name: 'Frost Engineering Pte Ltd', uen: '202012345M', addr2: null, peppol_id: '0195:SGUEN202012345M', country: 'Singapore', tel: '+65 6123 4567' });
      expect(await ok('GET', 'business')).toEqual(saved);
      // Audited: who, and the details before and after.
      const [entry] = (await server.call('GET', `/api/v1/audit-log?sort=-id&filterExt=${encodeURIComponent("model='business'")}`)).json().data;
      const log = typeof entry.log === 'string' ? JSON.parse(entry.log) : entry.log;
      expect([log.before.name, log.after.name, log.after.uen]).toEqual(['CoolAir Services Pte Ltd', 'Frost Engineering Pte Ltd', '202012345M']);

      const { invoice, pdf, text } = await invoicePdfText();
      expect(text).toContain('Frost Engineering Pte Ltd');
      expect(text).toContain('UEN: 202012345M');
      expect(text).toContain('8 Ubi Road 2, Singapore 408538');
      expect(text).not.toContain('CoolAir');
      expect(text).toContain('Or by bank transfer: OCBC 501-234567-001');
      expect(text).toContain('UEN 53123456A');
      const qr = QRCode.create(payNowPayload({ uen: '53123456A', amount: invoice.total, reference: invoice.invoice_no, merchantName: 'Frost Engineering Pte Ltd' }), { errorCorrectionLevel: 'M' });
      expect(pageShowsQr(pdf, qr.modules)).toBe(true);

      // No PayNow UEN: PayNow pays the business's UEN; no UEN at all: no QR, bank transfer only.
      await ok('PATCH', 'business', { paynow_uen: null });
      expect((await invoicePdfText()).text).toContain('UEN 202012345M');
      await ok('PATCH', 'business', { uen: null, peppol_id: null });
      const bare = (await invoicePdfText()).text;
      expect(bare).not.toContain('PayNow');
      expect(bare).toContain('Bank transfer OCBC 501-234567-001');
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] a company's Peppol id`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server?.close());

    it('is a participant id, a UEN under scheme 0195, refused as a sentence otherwise', async () => {
      const company = (peppol_id: string, n: number) => server.call('POST', '/api/v1/companies', { company_id: `P${n}`, company_name: `Peppol ${n}`, email: `p${n}@x.test`, peppol_id });
      const refused = await company('SGUEN201912345K', 1);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].title).toBe('The Peppol id "SGUEN201912345K" is not a participant id: a 4-digit scheme, a colon and the identifier (e.g. 0195:SGUEN201912345K)');
      const notUen = await company('0195:SGUEN12', 2);
      expect(notUen.statusCode).toBe(422);
      expect(notUen.json().errors[0].title).toBe('The Peppol id "0195:SGUEN12" uses Singapore\'s scheme 0195, which takes a UEN (e.g. 0195:SGUEN201912345K)');
      expect((await company('0195:SGUEN201912345K', 3)).statusCode).toBe(201);
      // Another country's scheme (a GLN) is the Access Point's business, not ours.
      expect((await company('0088:5790000436071', 4)).statusCode).toBe(201);
    });
  });
}
