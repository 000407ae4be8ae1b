/**
 * Money carries its currency (issue 34, items 3 and 4, and receivables reading the stored balances),
 * on both databases: a USD sales order invoiced through its delivery order stays USD at its rate with
 * its customer PO and its SGD amounts to the cent; a payment in SGD pays a USD invoice at the
 * invoice's rate and one in another currency is refused in a sentence; a credit note is in its
 * invoice's currency; receivables, the dashboard, the statement and the sales pivot add SGD
 * amounts, and receivables agree with the balances the invoices store; the invoice's PDF states its
 * SGD amounts, what was paid and credited, and a PayNow QR for the balance due in SGD, none once
 * paid.
 */
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singaporeDate } from '../../src/shared/singapore-time';
import { payNowPayload } from '../../src/shared/paynow';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { pageShowsQr, pdfToText } from '../support/pdf';

type Doc = Record<string, any>;

const COMPANY = { name: 'CoolAir Services Pte Ltd', uen: '201912345K', gst_reg_no: 'M9-1234567-8', address: '1 Kaki Bukit Road 1, Singapore 415934' };
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const DAY = singaporeDate('2026-11-20');

for (const dialect of DIALECTS) {
  describe(`[${dialect}] money carries its currency`, () => {
    let server: TestServer;
    let usdCustomer: number;
    let sgdCustomer: number;

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<any> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const refused = async (method: 'POST' | 'PATCH', url: string, body: unknown, status = 422) => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().errors as Array<{ title: string; meta?: Record<string, unknown> }>;
    };
    const confirm = async (collection: string, id: number) => {
      await ok('PATCH', `${collection}/status`, { ids: [id], status: 'C' });
      return ok('GET', `${collection}/${id}`);
    };
    const convert = (collection: string, id: number, body: Doc) => ok('POST', `${collection}/${id}/convert`, body);
    const pay = (company: number, amount: string, invoiceId: number, extra: Doc = {}) =>
      ok('POST', 'payments', { company_id: company, payment_date: DAY, method: 'PayNow', amount, allocations: [{ invoice_id: invoiceId, amount }], ...extra });
    const pdfOf = async (id: number) => Buffer.from((await ok('GET', `sales_invoices/${id}/pdf`)).join(''), 'base64');
    const qrFor = (amount: number, reference: string) => QRCode.create(payNowPayload({ uen: COMPANY.uen, amount, reference, merchantName: COMPANY.name }), { errorCorrectionLevel: 'M' }).modules;
    const receivablesOf = async (company: number) => (await ok('GET', 'reports/receivables')).find((r: Doc) => r.company_id === company)?.total ?? 0;
    const storedBalances = async (company: number) =>
      Math.round((await ok('GET', `sales_invoices?status=C&filterExt=${encodeURIComponent(`company_id=${company}`)}`)).reduce((s: number, i: Doc) => s + i.balance_due_base * 100, 0)) / 100;
    const statementClosing = async (company: number) => {
      const text = spaced(pdfToText(Buffer.from((await ok('GET', `companies/${company}/statement?from=2026-11-01`)).join(''), 'base64')));
      return /Closing balance ([\d,]+\.\d\d)/.exec(text)?.[1];
    };

    beforeAll(async () => {
      server = await startTestServer(dialect, { allowNegativeStock: true });
      await ok('POST', 'pdf_designs', { name: 'Invoice', document_type: 'Sales invoice', is_default: true, layout: { header: { title: 'INVOICE', companyDetails: ['name', 'uen'], company: COMPANY } } });
      usdCustomer = (await ok('POST', 'companies', { company_id: 'USD1', company_name: 'Pacific Trading Inc', email: 'ap@pacific.test' })).id;
      sgdCustomer = (await ok('POST', 'companies', { company_id: 'SGD1', company_name: 'Tampines Clinic Pte Ltd', email: 'ap@clinic.test' })).id;
    });
    afterAll(async () => server?.close());

    let usdInvoice: Doc;

    it('invoices a USD sales order through its delivery order in USD at its rate, with its customer PO and its SGD amounts', async () => {
      const order = await ok('POST', 'sales_orders', {
        company_id: usdCustomer,
        order_date: DAY,
        currency_id: 'USD',
        exchange_rate: 1.3425,
        customer_po_no: 'PO-7781',
        lines: [{ description: 'Chiller compressor', qty: 2, unit_price: '1234.56' }],
      });
      await confirm('sales_orders', order.id);
      const delivery = await convert('sales_orders', order.id, { to: 'delivery_orders' });
      await confirm('delivery_orders', delivery.id);
      const draft = await convert('delivery_orders', delivery.id, { to: 'sales_invoices' });
      expect([draft.currency_id, draft.balance_due, draft.balance_due_base]).toEqual(['USD', 2691.34, 3613.12]);
      usdInvoice = await confirm('sales_invoices', draft.id);
      // 2 x 1,234.56 = 2,469.12 USD; GST 9% 222.22 USD; 2,691.34 USD. In SGD at 1.3425: 3,314.79 + 298.33 = 3,613.12.
      expect(usdInvoice).toMatchObject({ currency_id: 'USD', exchange_rate: 1.3425, customer_po_no: 'PO-7781', sales_order_id: order.id });
      expect([usdInvoice.subtotal, usdInvoice.gst_amount, usdInvoice.total]).toEqual([2469.12, 222.22, 2691.34]);
      expect([usdInvoice.subtotal_base, usdInvoice.gst_amount_base, usdInvoice.total_base]).toEqual([3314.79, 298.33, 3613.12]);
      expect([usdInvoice.balance_due, usdInvoice.balance_due_base]).toEqual([2691.34, 3613.12]);
      // IRAS: the foreign-currency tax invoice states the three amounts in SGD too.
      const text = spaced(pdfToText(await pdfOf(usdInvoice.id)));
      expect(text).toContain('Customer PO No. PO-7781');
      expect(text).toContain('Total before GST in SGD 3,314.79');
      expect(text).toContain('GST 9% in SGD 298.33');
      expect(text).toContain('Total after GST in SGD 3,613.12');
    });

    it('adds SGD amounts in receivables, the dashboard and the statement, which agree with the stored balances', async () => {
      expect(await receivablesOf(usdCustomer)).toBe(3613.12);
      expect(await statementClosing(usdCustomer)).toBe('3,613.12');
      // The sales pivot (F5) in SGD too: the lines at the invoice's rate.
      expect((await ok('GET', `reports/sales?rows=company&measures=amount,gst&company_id=${usdCustomer}`)).totals.grand).toEqual({ amount: 3314.79, gst: 298.33 });
      const everyone = Math.round((await ok('GET', 'sales_invoices?status=C')).reduce((s: number, i: Doc) => s + i.balance_due_base * 100, 0)) / 100;
      expect((await ok('GET', 'dashboard')).receivables.total).toBe(everyone);
      expect(everyone).toBe(3613.12);
    });

    it('pays a USD invoice in SGD at its rate, refuses a payment in another currency in a sentence, and gives it back on void', async () => {
      // SGD 1,342.50 at 1.3425 is USD 1,000.00.
      const sgd = await pay(usdCustomer, '1342.50', usdInvoice.id);
      expect([sgd.currency_id, sgd.amount, sgd.amount_base]).toEqual(['SGD', 1342.5, 1342.5]);
      expect(sgd.allocations[0]).toMatchObject({ amount: 1342.5, invoice_amount: 1000 });
      let invoice = await ok('GET', `sales_invoices/${usdInvoice.id}`);
      // USD 1,691.34 left: SGD 2,270.62 at 1.3425.
      expect([invoice.amount_paid, invoice.balance_due, invoice.balance_due_base, invoice.payment_status]).toEqual([1000, 1691.34, 2270.62, 'Partly paid']);
      expect(await receivablesOf(usdCustomer)).toBe(2270.62);
      expect(await storedBalances(usdCustomer)).toBe(2270.62);
      expect(await statementClosing(usdCustomer)).toBe('2,270.62');
      // A payment in USD pays it as it is, and keeps its SGD amount at the invoice's rate.
      const usd = await pay(usdCustomer, '100', usdInvoice.id, { currency_id: 'USD' });
      expect([usd.exchange_rate, usd.amount_base, usd.allocations[0].invoice_amount]).toEqual([1.3425, 134.25, 100]);
      expect((await ok('GET', `sales_invoices/${usdInvoice.id}`)).balance_due).toBe(1591.34);
      await ok('PATCH', 'payments/status', { ids: [usd.id], status: 'V' });
      // JPY does not convert into USD: refused, naming the allocation's invoice.
      const jpy = await refused('POST', 'payments', { company_id: usdCustomer, payment_date: DAY, method: 'Cash', currency_id: 'JPY', amount: '1000', allocations: [{ invoice_id: usdInvoice.id, amount: '1000' }] });
      expect(jpy[0]).toMatchObject({ meta: { field: 'allocations.0.invoice_id' } });
      expect(jpy[0].title).toBe(`${usdInvoice.invoice_no} is in USD: a payment in JPY cannot pay it (record it in USD, or in SGD to convert it at the invoice's rate of 1.3425)`);
      // More SGD than the balance is worth is refused in the invoice's currency.
      const over = await refused('POST', 'payments', { company_id: usdCustomer, payment_date: DAY, method: 'Cash', amount: '5000', allocations: [{ invoice_id: usdInvoice.id, amount: '5000' }] });
      expect(over[0].title).toBe(`${usdInvoice.invoice_no} has USD 1,691.34 left to pay: USD 3,724.39 is more than its balance`);
      // Voiding the SGD payment gives back the USD 1,000.00 it took.
      await ok('PATCH', 'payments/status', { ids: [sgd.id], status: 'V' });
      invoice = await ok('GET', `sales_invoices/${usdInvoice.id}`);
      expect([invoice.amount_paid, invoice.balance_due, invoice.balance_due_base]).toEqual([0, 2691.34, 3613.12]);
      // The QR's SGD amount, paid in SGD, settles the invoice exactly.
      await pay(usdCustomer, '3613.12', usdInvoice.id);
      invoice = await ok('GET', `sales_invoices/${usdInvoice.id}`);
      expect([invoice.amount_paid, invoice.balance_due, invoice.balance_due_base, invoice.payment_status]).toEqual([2691.34, 0, 0, 'Paid']);
      expect(await receivablesOf(usdCustomer)).toBe(0);
      expect(await statementClosing(usdCustomer)).toBe('0.00');
    });

    it('keeps a credit note in its invoice\'s currency: a JPY credit on an SGD invoice is refused in a sentence', async () => {
      const invoice = await confirm('sales_invoices', (await ok('POST', 'sales_invoices', { company_id: sgdCustomer, invoice_date: DAY, lines: [{ description: 'Gas top-up', qty: 1, unit_price: '100' }] })).id);
      const credit = await convert('sales_invoices', invoice.id, { to: 'credit_notes' });
      expect([credit.currency_id, credit.exchange_rate, credit.total]).toEqual(['SGD', 1, 109]);
      const errors = await refused('PATCH', `credit_notes/${credit.id}`, { currency_id: 'JPY' });
      expect(errors[0]).toMatchObject({ title: `A credit note is in its invoice's currency: ${invoice.invoice_no} is in SGD, so this credit note cannot be in JPY`, meta: { field: 'currency_id' } });
      const confirmed = await confirm('credit_notes', credit.id);
      expect(confirmed.currency_id).toBe('SGD');
      expect((await ok('GET', `sales_invoices/${invoice.id}`)).balance_due).toBe(0);
    });

    it('asks in the QR for the balance due after payments and credits, prints them, and shows no QR once paid', async () => {
      // 3,047.00 + 170.00 = 3,217.00, GST 289.53: 3,506.53. Paid 3,000.00, credited 170.00 + 15.30 = 185.30: 321.23 left.
      const draft = await ok('POST', 'sales_invoices', { company_id: sgdCustomer, invoice_date: DAY, lines: [{ description: 'Chiller overhaul', qty: 1, unit_price: '3047' }, { description: 'Filter', qty: 1, unit_price: '170' }] });
      const invoice = await confirm('sales_invoices', draft.id);
      expect(invoice.total).toBe(3506.53);
      await pay(sgdCustomer, '3000', invoice.id);
      const credit = await convert('sales_invoices', invoice.id, { to: 'credit_notes', lines: [{ line_id: invoice.lines[1].id, qty: 1 }] });
      await confirm('credit_notes', credit.id);
      const partly = await ok('GET', `sales_invoices/${invoice.id}`);
      expect([partly.amount_paid, partly.amount_credited, partly.balance_due]).toEqual([3000, 185.3, 321.23]);
      const unpaidPdf = await pdfOf(invoice.id);
      const text = spaced(pdfToText(unpaidPdf));
      expect(text).toContain('Paid (SGD) -3,000.00');
      expect(text).toContain('Credited (SGD) -185.30');
      expect(text).toContain('Balance due (SGD) 321.23');
      expect(text).toContain('Amount SGD 321.23');
      expect(pageShowsQr(unpaidPdf, qrFor(321.23, invoice.invoice_no))).toBe(true);
      expect(pageShowsQr(unpaidPdf, qrFor(3506.53, invoice.invoice_no))).toBe(false);
      // Paid: no QR, and a PDF that says so.
      await pay(sgdCustomer, '321.23', invoice.id);
      const paidPdf = await pdfOf(invoice.id);
      const paid = spaced(pdfToText(paidPdf));
      expect(paidPdf.equals(unpaidPdf)).toBe(false);
      expect(paid).toContain('Paid (SGD) -3,321.23');
      expect(paid).toContain('Balance due (SGD) 0.00');
      expect(paid).not.toContain('PayNow');
      expect(paid).not.toContain('Amount SGD');
      // Receivables and the statement read the balances the invoices store.
      expect(await receivablesOf(sgdCustomer)).toBe(await storedBalances(sgdCustomer));
      expect(await statementClosing(sgdCustomer)).toBe('0.00');
    });

    it('asks a foreign-currency invoice\'s QR for its balance in SGD at its rate', async () => {
      const draft = await ok('POST', 'sales_invoices', { company_id: usdCustomer, invoice_date: DAY, currency_id: 'USD', exchange_rate: 1.3425, lines: [{ description: 'Valve', qty: 1, unit_price: '1000' }] });
      const invoice = await confirm('sales_invoices', draft.id); // USD 1,090.00 = SGD 1,463.33 (1,342.50 + 120.83)
      await pay(usdCustomer, '90', invoice.id, { currency_id: 'USD' });
      const partly = await ok('GET', `sales_invoices/${invoice.id}`);
      expect([partly.balance_due, partly.balance_due_base]).toEqual([1000, 1342.5]);
      const pdf = await pdfOf(invoice.id);
      const text = spaced(pdfToText(pdf));
      expect(text).toContain('Amount SGD 1,342.50');
      expect(text).toContain('(USD 1,000.00 at 1.3425 SGD per USD)');
      expect(pageShowsQr(pdf, qrFor(1342.5, invoice.invoice_no))).toBe(true);
      expect(await receivablesOf(usdCustomer)).toBe(1342.5);
      expect(await storedBalances(usdCustomer)).toBe(1342.5);
    });
  });
}
