/**
 * The sales documents' PDFs and their mail (README "Sales documents"; `GET /{collection}/{id}/pdf`,
 * `POST /{collection}/{id}/send`): each document of the chain prints its number and total (a
 * delivery order its quantities, no prices); a draft prints DRAFT; quotations carry the sample
 * terms with their own GST rate unless they have terms of their own; the invoice is an IRAS tax
 * invoice (8% in 2023, 9% in 2024) with a PayNow QR, read back from the rendered page, that pays
 * the company's UEN the total with the invoice number; no UEN, no QR. Sending mails the PDF as
 * `<number>.pdf` through the relay and notes it on the timeline; bad addresses 422, no read 403.
 */
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singaporeDate } from '../../src/shared/singapore-time';
import { payNowPayload } from '../../src/shared/paynow';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { startFakeSmtp, type FakeSmtpServer } from '../support/fakes/smtp-server';
import { pageShowsQr, pdfToText } from '../support/pdf';

type Doc = Record<string, any>;

const COMPANY = { name: 'CoolAir Services Pte Ltd', uen: '201912345K', gst_reg_no: 'M9-1234567-8', address: '1 Kaki Bukit Road 1, Singapore 415934' };
const LINES = [
  { description: 'Compressor', qty: 3, uom: 'PC', unit_price: '333.33', discount: 10 },
  { description: 'Copper pipe', qty: 12.5, uom: 'M', unit_price: '8.99' },
];
const spaced = (text: string) => text.replace(/\s+/g, ' ');

for (const dialect of DIALECTS) {
  describe(`[${dialect}] sales document PDFs and mail`, () => {
    let server: TestServer;
    let smtp: FakeSmtpServer;
    let customerId: number;
    let siteId: number;
    let techToken: string;
    const designIds: Record<string, number> = {};

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<Doc> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const pdfOf = async (collection: string, id: number) => Buffer.from((await ok('GET', `${collection}/${id}/pdf`)).join(''), 'base64');
    const textOf = async (collection: string, id: number) => spaced(pdfToText(await pdfOf(collection, id)));
    const confirm = async (collection: string, id: number) => {
      await ok('PATCH', `${collection}/status`, { ids: [id], status: 'C' });
      return ok('GET', `${collection}/${id}`);
    };
    const invoiceOn = async (isoDate: string) =>
      confirm('sales_invoices', (await ok('POST', 'sales_invoices', { company_id: customerId, site_id: siteId, invoice_date: singaporeDate(isoDate), lines: LINES })).id);

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      server = await startTestServer(dialect, { allowNegativeStock: true, smtp: { host: '127.0.0.1', port: smtp.port, security: 'none' }, mailFrom: 'Office <office@example.com>' });
      const designs: Array<[string, Doc]> = [
        ['Sales invoice', { header: { title: 'INVOICE', companyDetails: ['name', 'uen'], company: COMPANY }, payment: { bankTransfer: 'DBS Bank 072-123456-7' } }],
        ['Quotation', { header: { title: 'QUOTATION', companyDetails: ['name', 'address'], company: COMPANY } }],
      ];
      for (const [type, layout] of designs) designIds[type] = (await ok('POST', 'pdf_designs', { name: type, document_type: type, is_default: true, layout })).id;
      customerId = (await ok('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'office@lim.test', uen: '199912345A', addr1: '5 Jurong Port Road', postal: '619110' })).id;
      siteId = (await ok('POST', 'company_locations', { header_id: customerId, site_id: 'S1', site_name: 'Jurong plant', addr1: '7 Tuas Avenue 2', postal: '639448' })).id;
      await ok('POST', 'users', { username: 'tina', password: 'tina-password-1', role: 'technician' });
      techToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tina', password: 'tina-password-1' } })).json().data.token;
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    it("prints every document of the chain with its number and total; a delivery order's quantities without prices", async () => {
      const rfq = await confirm('rfqs', (await ok('POST', 'rfqs', { company_id: customerId, rfq_date: singaporeDate('2024-03-01'), subject: 'Aircon parts', lines: LINES })).id);
      const quotation = await confirm('quotations', (await ok('POST', `rfqs/${rfq.id}/convert`, { to: 'quotations' })).id);
      const order = await confirm('sales_orders', (await ok('POST', `quotations/${quotation.id}/convert`, { to: 'sales_orders' })).id);
      const delivery = await confirm('delivery_orders', (await ok('POST', `sales_orders/${order.id}/convert`, { to: 'delivery_orders' })).id);
      const invoice = await confirm('sales_invoices', (await ok('POST', `delivery_orders/${delivery.id}/convert`, { to: 'sales_invoices' })).id);
      const documents: Array<[string, Doc, string]> = [
        ['rfqs', rfq, rfq.rfq_no],
        ['quotations', quotation, quotation.quotation_no],
        ['sales_orders', order, order.order_no],
        ['sales_invoices', invoice, invoice.invoice_no],
      ];
      for (const [collection, doc, number] of documents) {
        expect(number, collection).toBeTruthy();
        const text = await textOf(collection, doc.id);
        expect(text, collection).toContain(number);
        expect(text, collection).toContain('Lim Engineering Pte Ltd');
        expect(text, collection).toMatch(new RegExp(`Total( after GST)? \\(SGD\\) ${doc.total.toLocaleString('en-SG', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));
      }
      expect(await textOf('rfqs', rfq.id)).toContain('REQUEST FOR QUOTATION');
      const deliveryText = await textOf('delivery_orders', delivery.id);
      expect(deliveryText).toContain(delivery.delivery_no);
      expect(deliveryText).toContain('DELIVERY ORDER');
      expect(deliveryText).toMatch(/Compressor PC 3 3/);
      expect(deliveryText).toMatch(/Copper pipe M 12\.5 12\.5/);
      expect(deliveryText).not.toContain('333.33');
      expect(deliveryText).not.toContain('Total');
    });

    it('prints a draft as DRAFT, with the sample terms at its own GST rate unless it has terms of its own', async () => {
      const draft = await ok('POST', 'quotations', { company_id: customerId, quotation_date: singaporeDate('2023-05-02'), lines: LINES });
      const text = await textOf('quotations', draft.id);
      expect(text).toContain('DRAFT');
      expect(text).toContain('valid for 14 days');
      expect(text).toContain('within 1 working day');
      expect(text).toContain('SGD 25.00 for orders below SGD 300.00');
      expect(text).toContain('at least 20%');
      expect(text).toContain('GST: 8% is charged');
      expect(text).not.toContain('7%');
      // The quotation design's company details: its address.
      expect(text).toContain(COMPANY.address);

      const own = await ok('POST', 'quotations', { company_id: customerId, quotation_date: singaporeDate('2024-05-02'), terms: '<p>Payment in <b>advance</b>.</p>', lines: LINES });
      const ownText = await textOf('quotations', own.id);
      expect(ownText).toContain('Payment in advance.');
      expect(ownText).not.toContain('valid for 14 days');
      expect(ownText).toContain('GST 9%');
    });

    it('prints a quotation either with its acceptance signature or saying no signature is required, never both', async () => {
      const footer = { text: 'This is a computer-generated document. No signature is required.', pageNumbers: true };
      const quotationDesign = { header: { title: 'QUOTATION', companyDetails: ['name', 'address'], company: COMPANY }, footer };
      await ok('PATCH', 'pdf_designs', { id: designIds.Quotation, layout: { ...quotationDesign, blocks: ['customer', 'lines', 'totals', 'terms', 'acceptance'] } });
      const quotation = await ok('POST', 'quotations', { company_id: customerId, quotation_date: singaporeDate('2026-11-02'), lines: LINES });
      const signed = await textOf('quotations', quotation.id);
      expect(signed).toContain("Accepted by (customer's signature and company stamp)");
      expect(signed).toContain('This is a computer-generated document.');
      expect(signed).not.toMatch(/no signature is required/i);
      // A design without the acceptance block: the footer's sentence stands, and no signature line.
      await ok('PATCH', 'pdf_designs', { id: designIds.Quotation, layout: { ...quotationDesign, blocks: ['customer', 'lines', 'totals', 'terms'] } });
      const unsigned = await textOf('quotations', quotation.id);
      expect(unsigned).toContain('No signature is required.');
      expect(unsigned).not.toContain('Accepted by');
      await ok('PATCH', 'pdf_designs', { id: designIds.Quotation, layout: { header: quotationDesign.header } });
    });

    it('prints an invoice as an IRAS tax invoice: 8% in 2023, 9% in 2024, with a PayNow QR for its total and number', async () => {
      for (const [isoDate, rate] of [['2023-06-15', '8%'], ['2024-06-14', '9%']] as const) {
        const invoice = await invoiceOn(isoDate);
        const pdf = await pdfOf('sales_invoices', invoice.id);
        const text = spaced(pdfToText(pdf));
        expect(text).toContain('TAX INVOICE'); // whatever the design's title
        expect(text).toContain(invoice.invoice_no);
        expect(text).toContain(COMPANY.name);
        expect(text).toContain(`GST Reg. No.: ${COMPANY.gst_reg_no}`);
        expect(text).toContain(COMPANY.address);
        expect(text).toContain('Lim Engineering Pte Ltd');
        expect(text).toContain('Jurong plant, 7 Tuas Avenue 2');
        expect(text).toContain(`Total before GST (SGD) ${invoice.subtotal.toLocaleString('en-SG', { minimumFractionDigits: 2 })}`);
        expect(text).toContain(`GST ${rate} (SGD) ${invoice.gst_amount.toFixed(2)}`);
        expect(text).toContain(`Total after GST (SGD) ${invoice.total.toLocaleString('en-SG', { minimumFractionDigits: 2 })}`);
        expect(text).toContain(`Reference ${invoice.invoice_no}`);
        expect(text).toContain('Or by bank transfer: DBS Bank 072-123456-7');
        const expected = QRCode.create(payNowPayload({ uen: COMPANY.uen, amount: invoice.total, reference: invoice.invoice_no, merchantName: COMPANY.name }), { errorCorrectionLevel: 'M' });
        expect(pageShowsQr(pdf, expected.modules)).toBe(true);
        // Not any QR: one for another amount is not what the page shows.
        const other = QRCode.create(payNowPayload({ uen: COMPANY.uen, amount: invoice.total + 1, reference: invoice.invoice_no, merchantName: COMPANY.name }), { errorCorrectionLevel: 'M' });
        expect(pageShowsQr(pdf, other.modules)).toBe(false);
      }
      // 1,012.37 at 8% and 9%.
      expect((await invoiceOn('2023-01-03')).gst_amount).toBe(80.99);
    });

    it('prints each line\'s tax code and a tax summary per code (net, rate, GST) for an invoice of several codes; one code other than SR is named in the GST row (issue 39)', async () => {
      const mixed = await confirm(
        'sales_invoices',
        (
          await ok('POST', 'sales_invoices', {
            company_id: customerId,
            invoice_date: singaporeDate('2024-06-14'),
            lines: [
              { description: 'Compressor', qty: 1, uom: 'PC', unit_price: '1000.00', tax_code: 'SR' },
              { description: 'Unit shipped to Batam', qty: 1, uom: 'PC', unit_price: '500.00', tax_code: 'ZR' },
              { description: 'Late payment interest', qty: 1, unit_price: '12.34', tax_code: 'ES33' },
            ],
          })
        ).id,
      );
      expect([mixed.subtotal, mixed.gst_amount, mixed.total]).toEqual([1512.34, 90, 1602.34]);
      const text = await textOf('sales_invoices', mixed.id);
      expect(text).toContain('Tax code Net (SGD) GST rate GST (SGD)');
      expect(text).toContain('SR 1,000.00 9% 90.00');
      expect(text).toContain('ZR 500.00 0% 0.00');
      expect(text).toContain('ES33 12.34 0% 0.00');
      expect(text).toContain('GST (SGD) 90.00');
      expect(text).toMatch(/Unit shipped to Batam 1 PC 500\.00 ZR 500\.00/);

      const quotation = await ok('POST', 'quotations', { company_id: customerId, quotation_date: singaporeDate('2024-06-14'), lines: [{ description: 'Export unit', qty: 1, unit_price: '200', tax_code: 'ZR' }] });
      const quoted = await textOf('quotations', quotation.id);
      expect(quoted).toContain('GST 0% (ZR) (SGD) 0.00');
      expect(quoted).not.toContain('Tax code Net');
      expect(quoted).toContain('GST: 9% is charged on the standard-rated lines.');
    });

    it('prints no QR without a UEN, and bank transfer only when the design gives it', async () => {
      const design = { id: designIds['Sales invoice'] };
      await ok('PATCH', `pdf_designs/${design.id}`, { layout: { header: { company: { ...COMPANY, uen: undefined } }, payment: { bankTransfer: 'OCBC 501-234567-001' } } });
      const invoice = await invoiceOn('2024-07-01');
      const text = spaced(pdfToText(await pdfOf('sales_invoices', invoice.id)));
      expect(text).toContain('TAX INVOICE');
      expect(text).not.toContain('PayNow');
      expect(text).toContain(`Bank transfer OCBC 501-234567-001 Reference: ${invoice.invoice_no}`);
      await ok('PATCH', `pdf_designs/${design.id}`, { layout: { header: { company: { ...COMPANY, uen: undefined } } } });
      const bare = spaced(pdfToText(await pdfOf('sales_invoices', invoice.id)));
      expect(bare).not.toContain('Bank transfer');
      expect(bare).not.toMatch(/Payment(?! terms)/);
    });

    it('answers 404 for a missing document and 403 to a user who may not read it', async () => {
      const missing = await server.call('GET', '/api/v1/sales_invoices/999999/pdf');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0].title).toMatch(/not found/);
      const invoice = await invoiceOn('2024-08-01');
      expect((await server.call('GET', `/api/v1/sales_invoices/${invoice.id}/pdf`, undefined, techToken)).statusCode).toBe(403);
      const before = smtp.received.length;
      // 403 before the body is looked at.
      for (const body of [{ to: ['a@b.sg'] }, { to: ['not an address'] }, {}]) {
        expect((await server.call('POST', `/api/v1/sales_invoices/${invoice.id}/send`, body, techToken)).statusCode).toBe(403);
      }
      expect(smtp.received.length).toBe(before);
    });

    it('mails the PDF as <number>.pdf, notes it on the timeline, and refuses bad addresses sending nothing', async () => {
      const invoice = await invoiceOn('2024-09-02');
      expect(await ok('POST', `sales_invoices/${invoice.id}/send`, { to: ['ap@lim.test', 'boss@lim.test', 'ap@lim.test'], message: 'Thank you for the order.' }, 200)).toEqual({ sent: 2, queued: 0 });
      const mail = await smtp.waitForMail((m) => m.to.includes('boss@lim.test'));
      expect(mail.headers.subject).toBe(`Sales invoice ${invoice.invoice_no}`);
      expect(mail.text).toContain('Thank you for the order.');
      expect(mail.data).toContain(`filename=${invoice.invoice_no}.pdf`);
      const attached = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.data);
      expect(attached).not.toBeNull();
      expect(pdfToText(Buffer.from(attached![1].replace(/\s+/g, ''), 'base64'))).toContain(invoice.invoice_no);
      const headers = await ok('GET', `timeline_headers?status=all&filterExt=${encodeURIComponent(`module='sales_invoices',header_id=${invoice.id}`)}`);
      const remarks = (await ok('GET', `timelines?status=all&sort=id&filterExt=header=${headers[0].id}`)).map((e: Doc) => e.remarks);
      expect(remarks).toEqual([`Sales invoice ${invoice.invoice_no} sent to ap@lim.test, boss@lim.test`]);

      // A draft goes as <collection>-<id>.pdf.
      const draft = await ok('POST', 'sales_orders', { company_id: customerId, order_date: singaporeDate('2024-09-02'), lines: LINES });
      await ok('POST', `sales_orders/${draft.id}/send`, { to: ['buyer@lim.test'] }, 200);
      expect((await smtp.waitForMail((m) => m.to.includes('buyer@lim.test'))).data).toContain(`filename=sales_orders-${draft.id}.pdf`);

      const before = smtp.received.length;
      const bad = await server.call('POST', `/api/v1/sales_invoices/${invoice.id}/send`, { to: ['good@x.sg', 'not-an-address', 'a@b.sg\r\nBcc: evil@x.sg'] });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.map((e: Doc) => e.meta.field)).toEqual(['to.1', 'to.2']);
      expect((await server.call('POST', `/api/v1/sales_invoices/${invoice.id}/send`, { to: [] })).statusCode).toBe(422);
      expect(smtp.received.length).toBe(before);
      const missing = await server.call('POST', '/api/v1/sales_invoices/999999/send', { to: ['a@b.sg'] });
      expect(missing.statusCode).toBe(404);
    });
  });
}
