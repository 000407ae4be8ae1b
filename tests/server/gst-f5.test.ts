/**
 * The GST F5 return and filed GST periods (issue 39 item 6; api-contract.md "GST: tax codes,
 * InvoiceNow ... and the F5 return"), on both databases: a quarter with standard-rated, zero-rated,
 * exempt and out-of-scope sales, a USD invoice, a credit note dated in the quarter against an
 * invoice of the quarter before, drafts, a void invoice and the next quarter's (none counted), and
 * supplier bills with TX, ZP, IM, BL, EP, NR and OP lines. Each box is what IRAS's guidance puts in
 * it and the sum of its documents to the cent. Once the quarter is filed, confirming, voiding,
 * reopening, editing, a line edit (with the document or around it, through the line's own route)
 * and deleting are refused with 409 naming the period; payments and a later credit note are not.
 * An empty period's return is all zeros; who may see and file; the workbook and the PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { F5_BOXES, F5_FIELDS, TAX_BOXES } from '../../src/shared/gst-f5';

type Doc = Record<string, any>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const day = (date: string) => Date.parse(`${date}T00:00:00+08:00`) / 1000;
const cents = (n: number) => Math.round(n * 100);
const PERIOD = /The GST period 1 Jul 2026 to 30 Sep 2026 has been filed/;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the GST F5 return and filed periods`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    let finance: string;
    let sales: string;
    let customer: number;
    let supplier: number;
    const counted: Doc = {};

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const calls = workingCalls(server);
      ok = calls.ok;
      finance = (await calls.signIn('gst-finance', 'finance')).token;
      sales = (await calls.signIn('gst-sales', 'sales')).token;
      customer = (await ok('POST', 'companies', { company_id: 'GST-C', company_name: 'Harbourfront Dental Pte Ltd', co_type: 'Customer', email: 'ap@harbourfront.sg' }, undefined, 201)).id;
      supplier = (await ok('POST', 'companies', { company_id: 'GST-S', company_name: 'Chiller Parts Supply Pte Ltd', co_type: 'Supplier', email: 'ar@chillerparts.sg' }, undefined, 201)).id;
    });
    afterAll(async () => server?.close());

    const as = (method: Method, url: string, body?: unknown, status = method === 'POST' ? 201 : 200) => ok(method, url, body, finance, status);
    const refused = async (method: Method, url: string, body: unknown, status: number, token = finance) => {
      const res = await server.call(method, `/api/v1/${url}`, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().errors[0].title as string;
    };
    const confirm = (collection: string, id: number) => as('PATCH', `${collection}/status`, { ids: [id], status: 'C' });
    const invoice = async (date: string, lines: Doc[], extra: Doc = {}, confirmed = true) => {
      const inv = await as('POST', 'sales_invoices', { company_id: customer, invoice_date: day(date), lines, ...extra });
      if (confirmed) await confirm('sales_invoices', inv.id);
      return as('GET', `sales_invoices/${inv.id}`);
    };
    const bill = async (no: string, date: string, lines: Doc[]) => {
      const b = await as('POST', 'supplier_bills', { company_id: supplier, supplier_invoice_no: no, bill_date: day(date), lines });
      await confirm('supplier_bills', b.id);
      return as('GET', `supplier_bills/${b.id}`);
    };
    const f5 = async (from: string, to: string, token = finance) => ok('GET', `reports/gst-f5?from=${from}&to=${to}`, undefined, token);
    const line = (description: string, qty: number, unit_price: string, tax_code?: string) => ({ description, qty, unit_price, ...(tax_code ? { tax_code } : {}) });
    const cost = (description: string, qty: number, unit_cost: string, tax_code: string) => ({ description, qty, unit_cost, tax_code });

    it('works out a quarter by tax code in SGD, each box the sum of its documents to the cent', async () => {
      counted.sr = await invoice('2026-07-10', [line('Chiller servicing', 2, '100', 'SR')]);
      counted.zr = await invoice('2026-07-20', [line('Compressor shipped to Batam', 1, '500', 'ZR')]);
      counted.exempt = await invoice('2026-08-03', [line('Financial service', 1, '300', 'ES33'), line('Residential lease', 1, '50', 'ESN33')]);
      counted.mixed = await invoice('2026-08-14', [line('Filter change', 1, '100'), line('Reimbursed permit fee', 1, '40', 'OS')]);
      counted.usd = await invoice('2026-09-02', [line('Plant-room retrofit', 1, '1000', 'SR')], { currency_id: 'USD', exchange_rate: 1.35 });
      expect([counted.usd.subtotal_base, counted.usd.gst_amount_base]).toEqual([1350, 121.5]);
      // The quarter before: its invoice is not counted, its credit note dated in the quarter is (negative).
      const june = await invoice('2026-06-20', [line('Annual maintenance', 4, '100', 'SR')]);
      const credit = await as('POST', 'credit_notes', { company_id: customer, invoice_id: june.id, credit_note_date: day('2026-08-05'), reason: 'One visit not made', lines: [line('Annual maintenance', 1, '100', 'SR')] });
      await confirm('credit_notes', credit.id);
      counted.credit = await as('GET', `credit_notes/${credit.id}`);
      // Not counted: a draft, a void invoice, the next quarter's.
      counted.draft = await invoice('2026-09-10', [line('Quoted repair', 1, '700', 'SR')], {}, false);
      const voided = await invoice('2026-07-11', [line('Cancelled job', 1, '999', 'SR')]);
      await as('PATCH', 'sales_invoices/status', { ids: [voided.id], status: 'V' });
      await invoice('2026-10-01', [line('October visit', 1, '800', 'SR')]);

      counted.b1 = await bill('AP-7001', '2026-07-15', [cost('Compressor 2.5 kW', 2, '100', 'TX'), cost('Refrigerant, zero-rated', 1, '50', 'ZP')]);
      counted.b2 = await bill('AP-7002', '2026-08-01', [cost('Imported coil (permit GST paid)', 1, '1000', 'IM'), cost('Staff lunch', 1, '10.05', 'BL')]);
      counted.b3 = await bill('AP-7003', '2026-08-20', [cost('Insurance', 1, '30', 'EP'), cost('Hawker supplies', 1, '20', 'NR'), cost('Overseas fee', 1, '5', 'OP')]);
      expect(counted.b2.gst_amount).toBe(0.9); // BL charged, IM not (paid to Customs)

      const r = await f5('2026-07-01', '2026-09-30');
      const sales = [counted.sr, counted.zr, counted.exempt, counted.mixed, counted.usd];
      const outputTax = cents(sales.reduce((s, d) => s + d.gst_amount_base, 0)) - cents(counted.credit.gst_amount_base);
      expect(r.boxes).toEqual({
        '1': 1550, // 200 + 100 + 1350 (USD 1000 at 1.35) - 100 (the credit note)
        '2': 500,
        '3': 350, // ES33 and ESN33
        '4': 2400,
        '5': 1250, // TX 200 + ZP 50 + IM 1000; not BL, EP, NR, OP
        '6': outputTax / 100,
        '7': 108, // TX 18 + IM 9% of 1000; not BL's 0.90
        '8': (outputTax - 10800) / 100,
        '13': 2440, // every sale's value, OS too, less the credit note
      });
      for (const [name, box] of Object.entries(F5_FIELDS)) expect(r.fields[name], name).toBe(r.boxes[box]);
      for (const box of F5_BOXES) {
        const sum = r.documents[box].reduce((s: number, d: Doc) => s + cents(TAX_BOXES.has(box) ? d.gst : d.net), 0);
        expect(sum, `box ${box}`).toBe(cents(r.boxes[box]));
      }
      // The documents behind the boxes, with links' ids and numbers.
      const ids = (box: string) => r.documents[box].map((d: Doc) => `${d.collection}:${d.id}`).sort();
      expect(ids('2')).toEqual([`sales_invoices:${counted.zr.id}`]);
      expect(ids('7')).toEqual([`supplier_bills:${counted.b1.id}`, `supplier_bills:${counted.b2.id}`].sort());
      expect(ids('13')).toHaveLength(6);
      const cn = r.documents['1'].find((d: Doc) => d.collection === 'credit_notes');
      expect(cn).toMatchObject({ id: counted.credit.id, number: counted.credit.credit_note_no, date: '2026-08-05', net: -100 });
      expect(r.documents['1'].find((d: Doc) => d.id === counted.usd.id && d.collection === 'sales_invoices')).toMatchObject({ net: 1350, gst: 121.5, date: '2026-09-02' });
      counted.boxes = r.boxes;
    });

    it('leaves out open invoices brought in as opening balances (their GST was reported by the old system)', async () => {
      const csv = ['Customer,Invoice No.,Invoice date,Due date,Amount outstanding', 'GST-C,OLD-F5-1,15/11/2024,15/12/2024,"1,090.00"'].join('\n');
      const res = await server.call('POST', '/api/v1/sales_invoices/import?kind=opening_balances', { name: 'opening.csv', base64: Buffer.from(csv).toString('base64') }, finance);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ created: 1 });
      const r = await f5('2024-10-01', '2024-12-31');
      for (const box of F5_BOXES) {
        expect(r.boxes[box], `box ${box}`).toBe(0);
        expect(r.documents[box], `box ${box}`).toEqual([]);
      }
    });

    it('answers an empty period with zeros, a workbook and a PDF, and only to who may see it (403 before 422)', async () => {
      const empty = await f5('2025-01-01', '2025-03-31');
      expect(Object.values(empty.boxes).every((v) => v === 0)).toBe(true);
      expect(Object.values(empty.fields).every((v) => v === 0)).toBe(true);
      expect(Object.values(empty.documents).every((d) => (d as unknown[]).length === 0)).toBe(true);
      const xlsx = await server.call('GET', '/api/v1/reports/gst-f5?from=2026-07-01&to=2026-09-30&format=xlsx', undefined, finance);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const pdf = await server.call('GET', '/api/v1/reports/gst-f5?from=2026-07-01&to=2026-09-30&format=pdf', undefined, finance);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(await refused('GET', 'reports/gst-f5?from=2026-07-01&to=2026-09-30', undefined, 403, sales)).toMatch(/GST F5/);
      expect(await refused('GET', 'reports/gst-f5?from=2026-02-30&to=2026-09-30', undefined, 403, sales)).toMatch(/GST F5/);
      expect(await refused('GET', 'reports/gst-f5?from=2026-02-30&to=2026-09-30', undefined, 400)).toMatch(/real date/);
      expect(await refused('GET', 'reports/gst-f5?from=2026-09-30&to=2026-07-01', undefined, 400)).toMatch(/on or before/);
    });

    it('keeps periods apart and files one only for finance', async () => {
      const q3 = await as('POST', 'gst_periods', { from: day('2026-07-01'), to: day('2026-09-30') });
      expect(q3.state).toBe('open');
      expect(await refused('POST', 'gst_periods', { from: day('2026-09-01'), to: day('2026-12-31') }, 409)).toMatch(/overlaps the GST period 1 Jul 2026 to 30 Sep 2026/);
      expect(await refused('POST', 'gst_periods', { from: day('2026-12-31'), to: day('2026-10-01') }, 422)).toMatch(/end on or after/);
      expect(await refused('POST', `gst_periods/${q3.id}/file`, undefined, 403, sales)).toMatch(/file GST periods/);
      // A draft dated inside, saved before the filing.
      counted.lateDraft = await invoice('2026-09-25', [line('Late job', 1, '250', 'SR')], {}, false);
      const filed = await as('POST', `gst_periods/${q3.id}/file`, undefined, 200);
      expect(filed.state).toBe('filed');
      expect(filed.filed_at).toBeGreaterThan(0);
      expect(filed.filed_by).toBeGreaterThan(0);
      expect(await refused('POST', `gst_periods/${q3.id}/file`, undefined, 409)).toMatch(/already been filed/);
      expect(await refused('PATCH', `gst_periods/${q3.id}`, { to: day('2026-09-29') }, 409)).toMatch(PERIOD);
      expect(await refused('DELETE', `gst_periods/${q3.id}`, undefined, 409)).toMatch(PERIOD);
      counted.q3 = q3;
    });

    it('refuses confirming, voiding, reopening, editing, a line edit and deleting inside the filed period, with 409 naming it', async () => {
      const { sr, credit, b1, draft, lateDraft } = counted;
      expect(await refused('PATCH', 'sales_invoices/status', { ids: [draft.id], status: 'C' }, 409)).toMatch(PERIOD);
      expect(await refused('PATCH', 'sales_invoices/status', { ids: [sr.id], status: 'V' }, 409)).toMatch(/filed, so this sales invoice dated inside it can no longer be voided/);
      expect(await refused('PATCH', 'sales_invoices/status', { ids: [sr.id], status: 'O' }, 409)).toMatch(PERIOD);
      expect(await refused('PATCH', `sales_invoices/${sr.id}`, { remarks: 'changed' }, 409)).toMatch(PERIOD);
      const lines = sr.lines.map((l: Doc) => ({ id: l.id, description: l.description, qty: 3, unit_price: l.unit_price }));
      expect(await refused('PATCH', `sales_invoices/${sr.id}`, { lines }, 409)).toMatch(PERIOD);
      expect(await refused('DELETE', `sales_invoices/${sr.id}`, undefined, 409)).toMatch(PERIOD);
      expect(await refused('PATCH', 'credit_notes/status', { ids: [credit.id], status: 'V' }, 409)).toMatch(/this credit note dated inside it/);
      expect(await refused('PATCH', 'supplier_bills/status', { ids: [b1.id], status: 'V' }, 409)).toMatch(/this supplier bill dated inside it/);
      expect(await refused('PATCH', `supplier_bills/${b1.id}`, { lines: [cost('Compressor 2.5 kW', 5, '100', 'TX')] }, 409)).toMatch(PERIOD);
      // Around the screen: the lines' own routes (written only with their document) change nothing either.
      expect((await server.call('POST', '/api/v1/sales_invoice_lines', { header_id: sr.id, description: 'Extra', qty: 1, unit_price: '10' }, finance)).statusCode).toBe(409);
      expect((await server.call('PATCH', `/api/v1/sales_invoice_lines/${sr.lines[0].id}`, { qty: 9 }, finance)).statusCode).toBe(409);
      expect((await server.call('DELETE', `/api/v1/supplier_bill_lines/${b1.lines[0].id}`, undefined, finance)).statusCode).toBe(409);
      // A draft dated inside: not changed there, only dated after it, and then confirmed.
      expect(await refused('PATCH', `sales_invoices/${lateDraft.id}`, { remarks: 'still September' }, 409)).toMatch(/draft sales invoice dated inside it can only be dated after it/);
      await as('PATCH', `sales_invoices/${lateDraft.id}`, { invoice_date: day('2026-10-02') });
      await confirm('sales_invoices', lateDraft.id);
      // A new draft may be dated there (an e-invoice received late), but not confirmed there.
      const late = await invoice('2026-09-29', [line('Backdated', 1, '10', 'SR')], {}, false);
      expect(await refused('PATCH', 'sales_invoices/status', { ids: [late.id], status: 'C' }, 409)).toMatch(/draft sales invoice dated inside it can only be dated after it \(or deleted\), not confirmed there/);
      await as('DELETE', `sales_invoices/${late.id}`);
      // Nothing changed what the quarter's return counted.
      expect((await f5('2026-07-01', '2026-09-30')).boxes).toEqual(counted.boxes);
      expect((await as('GET', `sales_invoices/${sr.id}`)).lines.map((l: Doc) => l.qty)).toEqual([2]);
    });

    it('lets payments and a later credit note settle an invoice of the filed period (they change no GST it counted)', async () => {
      const { sr } = counted;
      const payment = await as('POST', 'payments', { company_id: customer, payment_date: day('2026-10-05'), method: 'PayNow', amount: '100', allocations: [{ invoice_id: sr.id, amount: '100' }] });
      expect((await as('GET', `sales_invoices/${sr.id}`)).amount_paid).toBe(100);
      const credit = await as('POST', 'credit_notes', { company_id: customer, invoice_id: sr.id, credit_note_date: day('2026-10-06'), reason: 'Goodwill', lines: [line('Goodwill', 1, '10', 'SR')] });
      await confirm('credit_notes', credit.id);
      await as('PATCH', 'payments/status', { ids: [payment.id], status: 'V' });
      expect((await as('GET', `sales_invoices/${sr.id}`)).amount_paid).toBe(0);
      expect((await f5('2026-07-01', '2026-09-30')).boxes).toEqual(counted.boxes);
      expect((await f5('2026-10-01', '2026-12-31')).boxes['1']).toBe(800 + 250 - 10);
    });
  });
}
