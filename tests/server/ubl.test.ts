/**
 * Confirmed invoices and credit notes as PINT-SG UBL 2.1 (issue 39 item 3; `GET /{sales_invoices|
 * credit_notes}/{id}/ubl`): each kind of document the product confirms, made through the API,
 * passes the official PINT-SG 1.4.1 rules (tests/support/peppol.ts) with no fatal finding and
 * says what it should: several lines with a line discount and a service line, a half cent rounded
 * up, a foreign-currency invoice with its GST also in SGD, a credit note naming its invoice, a
 * document without GST as zero-rated (written by the builder: no GST rate is 0 today); several
 * IRAS tax codes on one invoice (a TaxSubtotal per code, each rounded once), an export to an
 * overseas customer zero-rated by default in a foreign currency and its credit note, a customer
 * without GST out of scope (issue 39 item 2). A draft or void document is 409 as a sentence; what a
 * user typed is escaped. The product has no document-level discount, so no UBL carries one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singaporeDate } from '../../src/shared/singapore-time';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { validatePintSg } from '../support/peppol';
import { ublXml } from '../../src/server/einvoice/ubl';
import type { Business } from '../../src/server/business/details';

type Doc = Record<string, any>;
/** The text of every element named `tag` (namespace prefix included), in order. */
const texts = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
const attrOf = (xml: string, tag: string, attr: string) => [...xml.matchAll(new RegExp(`<${tag}\\b[^>]*\\b${attr}="([^"]*)"`, 'g'))].map((m) => m[1]);

for (const dialect of DIALECTS) {
  describe(`[${dialect}] invoices and credit notes as PINT-SG UBL`, () => {
    let server: TestServer;
    let localId: number;
    let foreignId: number;

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<Doc> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const confirmed = async (collection: string, id: number) => {
      await ok('PATCH', `${collection}/status`, { ids: [id], status: 'C' });
      return ok('GET', `${collection}/${id}`);
    };
    const invoice = async (body: Doc) => confirmed('sales_invoices', (await ok('POST', 'sales_invoices', { invoice_date: singaporeDate('2025-06-02'), ...body })).id);
    /** The document's UBL, checked valid: no fatal finding of the official rules. */
    const ubl = async (collection: string, id: number) => {
      const res = await server.call('GET', `/api/v1/${collection}/${id}/ubl`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const { fatal } = validatePintSg(res.body);
      expect(fatal, res.body).toEqual([]);
      return res.body;
    };

    beforeAll(async () => {
      server = await startTestServer(dialect, { allowNegativeStock: true });
      await ok('PATCH', 'business', {
        name: 'CoolAir Services Pte Ltd',
        uen: '201912345K',
        gst_reg_no: '201912345K',
        addr1: '1 Kaki Bukit Road 1',
        addr2: '#03-12 Enterprise One',
        postal: '415934',
        country: 'Singapore',
        email: 'accounts@coolair.test',
        peppol_id: '0195:SGUEN201912345K',
        bank_name: 'DBS Bank',
        bank_account: '072-123456-7',
      });
      localId = (await ok('POST', 'companies', { company_id: 'LIM', company_name: 'Lim & Sons <Engineering> Pte Ltd', email: 'office@lim.test', uen: '199912345A', peppol_id: '0195:SGUEN199912345A', addr1: '5 Jurong Port Road', postal: '619110' })).id;
      foreignId = (await ok('POST', 'companies', { company_id: 'KL', company_name: 'Kuala Cooling Sdn Bhd', email: 'ap@kl.test', currency_id: 'USD', addr1: '12 Jalan Ampang', postal: '50450', country: 'Malaysia' })).id;
    });
    afterAll(() => server?.close());

    it('writes an invoice of several lines, a line discount, a service line and a half cent rounded up', async () => {
      const doc = await invoice({
        company_id: localId,
        customer_po_no: 'PO-7781',
        lines: [
          { description: 'Compressor', qty: 3, uom: 'PC', unit_price: '333.33', discount: 10 },
          { description: 'Copper pipe', qty: 12.5, uom: 'M', unit_price: '8.99' },
          { description: 'Labour: servicing of 4 units', qty: 2.5, uom: 'HR', unit_price: '85.00' },
        ],
      });
      // 899.991 → 899.99; 112.375 → 112.38 (the half cent up); 212.50; GST 9% of 1,224.87 = 110.2383 → 110.24.
      expect(doc.lines.map((l: Doc) => l.amount)).toEqual([899.99, 112.38, 212.5]);
      expect([doc.subtotal, doc.gst_amount, doc.total]).toEqual([1224.87, 110.24, 1335.11]);
      const xml = await ubl('sales_invoices', doc.id);
      expect(texts(xml, 'cbc:CustomizationID')).toEqual(['urn:peppol:pint:billing-1@sg-1']);
      expect(texts(xml, 'cbc:ID')[0]).toBe(doc.invoice_no);
      expect(texts(xml, 'cbc:IssueDate')).toEqual(['2025-06-02']);
      expect(texts(xml, 'cbc:LineExtensionAmount')).toEqual(['1224.87', '899.99', '112.38', '212.50']);
      expect(texts(xml, 'cbc:TaxAmount')).toEqual(['110.24', '110.24']);
      expect(texts(xml, 'cbc:PayableAmount')).toEqual(['1335.11']);
      // The discount as a line allowance off 999.99; the service in hours; every line standard-rated at 9%.
      expect(texts(xml, 'cbc:BaseAmount')).toEqual(['999.99']);
      expect(texts(xml, 'cbc:Amount')).toEqual(['100.00']);
      expect(attrOf(xml, 'cbc:InvoicedQuantity', 'unitCode')).toEqual(['H87', 'MTR', 'HUR']);
      expect(texts(xml, 'cbc:Percent')).toEqual(['9', '9', '9', '9']);
      expect(xml).toContain('<cbc:EndpointID schemeID="0195">SGUEN201912345K</cbc:EndpointID>');
      expect(xml).toContain('<cbc:EndpointID schemeID="0195">SGUEN199912345A</cbc:EndpointID>');
      // What a user typed is escaped, never markup.
      expect(xml).toContain('Lim &amp; Sons &lt;Engineering&gt; Pte Ltd');
      expect(texts(xml, 'cbc:DocumentCurrencyCode')).toEqual(['SGD']);
      expect(xml).not.toContain('TaxCurrencyCode');
    });

    it('rounds GST at the half cent up: 9% of 10.50 is 0.945, written 0.95', async () => {
      const doc = await invoice({ company_id: localId, lines: [{ description: 'Filter', qty: 1, uom: 'PC', unit_price: '10.50' }] });
      expect(doc.gst_amount).toBe(0.95);
      const xml = await ubl('sales_invoices', doc.id);
      expect(texts(xml, 'cbc:TaxAmount')).toEqual(['0.95', '0.95']);
      expect(texts(xml, 'cbc:TaxInclusiveAmount')).toEqual(['11.45']);
    });

    it('writes a foreign-currency invoice with its GST also in SGD', async () => {
      const doc = await invoice({ company_id: foreignId, currency_id: 'USD', exchange_rate: 1.3425, lines: [{ description: 'Valve', qty: 3, uom: 'PC', unit_price: '333.35' }] });
      const xml = await ubl('sales_invoices', doc.id);
      expect(texts(xml, 'cbc:DocumentCurrencyCode')).toEqual(['USD']);
      expect(texts(xml, 'cbc:TaxCurrencyCode')).toEqual(['SGD']);
      expect(xml).toContain(`<cbc:TaxAmount currencyID="USD">${doc.gst_amount.toFixed(2)}</cbc:TaxAmount>`);
      expect(xml).toContain(`<cbc:TaxAmount currencyID="SGD">${doc.gst_amount_base.toFixed(2)}</cbc:TaxAmount>`);
      expect(doc.gst_amount_base).toBe(Math.round(doc.gst_amount * 1.3425 * 100) / 100);
      expect(xml).toContain(`<cbc:DocumentDescription>${doc.subtotal_base.toFixed(2)}</cbc:DocumentDescription>`);
      expect(xml).toContain(`<cbc:DocumentDescription>${doc.total_base.toFixed(2)}</cbc:DocumentDescription>`);
      // No UEN and no Peppol id: InvoiceNow's "not on the network" buyer; its country is Malaysia.
      expect(xml).toContain('<cbc:EndpointID schemeID="0195">SGUNKNOWN</cbc:EndpointID>');
      expect(texts(xml, 'cbc:IdentificationCode')).toEqual(['SG', 'MY']);
    });

    it('writes a credit note that names its invoice', async () => {
      const inv = await invoice({ company_id: localId, lines: [{ description: 'Compressor', qty: 2, uom: 'PC', unit_price: '450.00' }, { description: 'Gas top-up', qty: 1, uom: 'PC', unit_price: '80.00' }] });
      const draft = await ok('POST', `sales_invoices/${inv.id}/convert`, { to: 'credit_notes', lines: [{ line_id: inv.lines[1].id, qty: 1 }] });
      const refused = await server.call('GET', `/api/v1/credit_notes/${draft.id}/ubl`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].title).toBe('This credit note is still a draft: confirm it first, then its e-invoice can be written');
      const note = await confirmed('credit_notes', draft.id);
      const xml = await ubl('credit_notes', note.id);
      expect(xml).toMatch(/^<\?xml[^>]*>\n<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
      expect(texts(xml, 'cbc:CreditNoteTypeCode')).toEqual(['381']);
      expect(xml).toMatch(new RegExp(`<cac:InvoiceDocumentReference>\\s*<cbc:ID>${inv.invoice_no}</cbc:ID>\\s*<cbc:IssueDate>2025-06-02</cbc:IssueDate>`));
      expect(texts(xml, 'cbc:PayableAmount')).toEqual([note.total.toFixed(2)]);
      expect(texts(xml, 'cbc:CreditedQuantity')).toEqual(['1']);
    });

    it('writes a document without GST (its rate 0) as zero-rated, ZR at 0%', async () => {
      // No rate of gst_rates is 0 today, so the builder is given a confirmed invoice with its GST taken off.
      const doc = await invoice({ company_id: foreignId, lines: [{ description: 'Chiller overhaul abroad', qty: 1, uom: 'JOB', unit_price: '5000.00' }] });
      const zero: Doc = { ...doc, gst_percent: 0, gst_amount: 0, total: doc.subtotal, gst_amount_base: 0, total_base: doc.subtotal_base };
      const business = (await ok('GET', 'business')) as Business;
      const xml = ublXml({ collection: 'sales_invoices', doc: zero, lines: zero.lines, business, customer: await ok('GET', `companies/${foreignId}`), customerCountry: 'MY', businessCountry: 'SG' });
      expect(validatePintSg(xml).fatal, xml).toEqual([]);
      expect(xml).toMatch(/<cac:TaxCategory>\s*<cbc:ID>ZR<\/cbc:ID>\s*<cbc:Percent>0<\/cbc:Percent>/);
      expect(texts(xml, 'cbc:TaxAmount')).toEqual(['0.00', '0.00']);
      expect(attrOf(xml, 'cbc:InvoicedQuantity', 'unitCode')).toEqual(['E48']);
    });

    /** Each TaxSubtotal of the document's (first) TaxTotal as [code, taxable, tax, percent]. */
    const subtotals = (xml: string) =>
      [...xml.matchAll(/<cac:TaxSubtotal>([\s\S]*?)<\/cac:TaxSubtotal>/g)].map(([, body]) => [texts(body, 'cbc:ID')[0], texts(body, 'cbc:TaxableAmount')[0], texts(body, 'cbc:TaxAmount')[0], texts(body, 'cbc:Percent')[0]]);
    /** Each line's ClassifiedTaxCategory as "code percent". */
    const lineCategories = (xml: string) => [...xml.matchAll(/<cac:ClassifiedTaxCategory>\s*<cbc:ID>([^<]*)<\/cbc:ID>\s*<cbc:Percent>([^<]*)<\/cbc:Percent>/g)].map((m) => `${m[1]} ${m[2]}`);

    it('writes an invoice of several tax codes: GST only on SR and DS, one TaxSubtotal per code, each rounded once at the half cent', async () => {
      const doc = await invoice({
        company_id: localId,
        customer_po_no: 'PO-MIX',
        lines: [
          { description: 'Filter', qty: 1, uom: 'PC', unit_price: '10.50', tax_code: 'SR' },
          { description: 'Aircon servicing', qty: 1, uom: 'JOB', unit_price: '10.50', tax_code: 'DS' },
          { description: 'Unit shipped to Batam', qty: 2, uom: 'PC', unit_price: '400.00', discount: 5, tax_code: 'ZR' },
          { description: 'Residential lease of the site office', qty: 1, unit_price: '1200.00', tax_code: 'ES33' },
          { description: 'Interest on late payment', qty: 1, unit_price: '12.34', tax_code: 'ESN33' },
          { description: 'Goods sold within the Free Trade Zone', qty: 1, unit_price: '250.00', tax_code: 'OS' },
          { description: 'Second-hand unit (gross margin scheme)', qty: 1, unit_price: '300.00', tax_code: 'NA' },
        ],
      });
      expect(doc.lines.map((l: Doc) => l.tax_code)).toEqual(['SR', 'DS', 'ZR', 'ES33', 'ESN33', 'OS', 'NA']);
      // SR 10.50 and DS 10.50 each 0.945 -> 0.95 (per code, once); on their sum it would have been 1.89.
      expect([doc.subtotal, doc.gst_amount, doc.total]).toEqual([2543.34, 1.9, 2545.24]);
      const xml = await ubl('sales_invoices', doc.id);
      expect(subtotals(xml)).toEqual([
        ['SR', '10.50', '0.95', '9'],
        ['ZR', '760.00', '0.00', '0'],
        ['ES33', '1200.00', '0.00', '0'],
        ['ESN33', '12.34', '0.00', '0'],
        ['DS', '10.50', '0.95', '9'],
        ['OS', '250.00', '0.00', '0'],
        ['NA', '300.00', '0.00', '0'],
      ]);
      expect(lineCategories(xml)).toEqual(['SR 9', 'DS 9', 'ZR 0', 'ES33 0', 'ESN33 0', 'OS 0', 'NA 0']);
      expect(texts(xml, 'cbc:TaxInclusiveAmount')).toEqual(['2545.24']);
      // The zero-rated line's discount as its allowance off 800.00.
      expect(texts(xml, 'cbc:BaseAmount')).toEqual(['800.00']);
    });

    it('zero-rates an export to an overseas customer by default, and carries the codes into its credit note', async () => {
      // The Malaysian customer's lines sent without a code take ZR; one the user marked SR stays SR.
      const doc = await invoice({
        company_id: foreignId,
        currency_id: 'USD',
        exchange_rate: 1.3425,
        lines: [
          { description: 'Chiller shipped to Kuala Lumpur', qty: 1, uom: 'PC', unit_price: '4999.99' },
          { description: 'Commissioning in Singapore before shipment', qty: 3, uom: 'HR', unit_price: '95.55', tax_code: 'SR' },
        ],
      });
      expect(doc.lines.map((l: Doc) => l.tax_code)).toEqual(['ZR', 'SR']);
      // GST on the SR line only: 286.65 x 9% = 25.7985 -> 25.80 USD; in SGD 25.80 x 1.3425 = 34.6365 -> 34.64.
      expect([doc.subtotal, doc.gst_amount, doc.total, doc.gst_amount_base]).toEqual([5286.64, 25.8, 5312.44, 34.64]);
      const xml = await ubl('sales_invoices', doc.id);
      expect(subtotals(xml)).toEqual([
        ['SR', '286.65', '25.80', '9'],
        ['ZR', '4999.99', '0.00', '0'],
      ]);
      expect(xml).toContain('<cbc:TaxAmount currencyID="SGD">34.64</cbc:TaxAmount>');
      expect(texts(xml, 'cbc:TaxCurrencyCode')).toEqual(['SGD']);

      const note = await confirmed('credit_notes', (await ok('POST', `sales_invoices/${doc.id}/convert`, { to: 'credit_notes' })).id);
      expect(note.lines.map((l: Doc) => l.tax_code)).toEqual(['ZR', 'SR']);
      expect([note.subtotal, note.gst_amount, note.gst_amount_base]).toEqual([5286.64, 25.8, 34.64]);
      const noteXml = await ubl('credit_notes', note.id);
      expect(subtotals(noteXml).map((c) => c[0])).toEqual(['SR', 'ZR']);
      expect(noteXml).toMatch(new RegExp(`<cac:InvoiceDocumentReference>\\s*<cbc:ID>${doc.invoice_no}</cbc:ID>`));
    });

    it('charges a customer marked without GST nothing (OS by default), and a Singapore customer SR; a bad code is refused in a sentence', async () => {
      const exempt = (await ok('POST', 'companies', { company_id: 'FTZ', company_name: 'Jurong FTZ Logistics Pte Ltd', email: 'ap@ftz.test', uen: '200212345B', addr1: '30 Jurong Port Road', postal: '619104', gst: false })).id;
      const doc = await invoice({ company_id: exempt, lines: [{ description: 'Servicing in the Free Trade Zone', qty: 1, uom: 'JOB', unit_price: '480.00' }] });
      expect(doc.lines[0].tax_code).toBe('OS');
      expect([doc.subtotal, doc.gst_amount, doc.total]).toEqual([480, 0, 480]);
      expect(subtotals(await ubl('sales_invoices', doc.id))).toEqual([['OS', '480.00', '0.00', '0']]);

      const local = await ok('POST', 'quotations', { company_id: localId, quotation_date: singaporeDate('2025-06-02'), lines: [{ description: 'Filter', qty: 1, unit_price: '10' }] });
      expect(local.lines[0].tax_code).toBe('SR');
      const bad = await server.call('PATCH', `/api/v1/quotations/${local.id}`, { lines: [{ id: local.lines[0].id, description: 'Filter', qty: 1, unit_price: '10', tax_code: 'XX' }] });
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json().errors[0]).toMatchObject({ meta: { field: 'lines.0.tax_code' } });
      expect(bad.json().errors[0].title).toMatch(/^Tax code must be one of/);
    });

    it('refuses a draft or void invoice with a sentence, and a reader of nothing', async () => {
      const draft = await ok('POST', 'sales_invoices', { company_id: localId, invoice_date: singaporeDate('2025-06-02'), lines: [{ description: 'Filter', qty: 1, unit_price: '10' }] });
      const res = await server.call('GET', `/api/v1/sales_invoices/${draft.id}/ubl`);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].title).toBe('This sales invoice is still a draft: confirm it first, then its e-invoice can be written');
      const doc = await confirmed('sales_invoices', draft.id);
      await ok('PATCH', 'sales_invoices/status', { ids: [doc.id], status: 'V' });
      const voided = await server.call('GET', `/api/v1/sales_invoices/${doc.id}/ubl`);
      expect(voided.statusCode).toBe(409);
      expect(voided.json().errors[0].title).toBe('This sales invoice is void: it has no e-invoice');
      expect((await server.call('GET', '/api/v1/sales_invoices/999999/ubl')).statusCode).toBe(404);
    });
  });
}
