/**
 * The accountant's week (issue 25, items 1 to 4), on both databases: confirmed documents stay
 * findable (the worklist and every status); payments allocated to confirmed invoices keep their
 * amount paid, balance and payment status to the cent; credit notes; receivables by age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { pdfToText } from '../support/pdf';
import { OverdueReminders } from '../../src/server/sales/overdue';

type Doc = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] money in and out`, () => {
    let server: TestServer;
    let companyId: number;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      companyId = (await server.call('POST', '/api/v1/companies', { company_id: 'M1', company_name: 'Money Pte Ltd', email: 'ap@money.sg' })).json().data.id;
    });
    afterAll(async () => server?.close());

    const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<any> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().data;
    };
    const refused = async (method: 'GET' | 'POST' | 'PATCH', url: string, body: unknown, status: number) => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().errors as Array<{ title: string; meta?: Record<string, unknown> }>;
    };
    const setStatus = (collection: string, ids: number[], status: string) => ok('PATCH', `${collection}/status`, { ids, status });
    const invoice = (date: string, lines: Doc[], extra: Doc = {}) =>
      ok('POST', 'sales_invoices', { company_id: companyId, invoice_date: Date.parse(`${date}T00:00:00+08:00`) / 1000, lines, ...extra });
    const ids = (rows: Doc[]) => rows.map((r) => r.id).sort((a, b) => a - b);

    describe('lists', () => {
      it('open on the worklist (drafts and confirmed not yet paid), offer every status and all, and find a confirmed number', async () => {
        const quote = await ok('POST', 'quotations', { company_id: companyId, quotation_date: Date.parse('2026-11-02T00:00:00+08:00') / 1000, lines: [{ description: 'Gas top-up', qty: 1, unit_price: '80' }] });
        const draft = await ok('POST', 'quotations', { company_id: companyId, quotation_date: Date.parse('2026-11-02T00:00:00+08:00') / 1000, lines: [{ description: 'Chemical wash', qty: 1, unit_price: '60' }] });
        await setStatus('quotations', [quote.id], 'C');
        const number = (await ok('GET', `quotations/${quote.id}`)).quotation_no as string;
        expect(number).toMatch(/^QUO-/);
        // Searching its number finds the confirmed quotation in the list people open.
        expect(ids(await ok('GET', `quotations?status=work&filter=${encodeURIComponent(number)}`))).toEqual([quote.id]);
        expect(ids(await ok('GET', 'quotations?status=work'))).toEqual([quote.id, draft.id]);
        expect(ids(await ok('GET', 'quotations?status=C'))).toEqual([quote.id]);
        await setStatus('quotations', [draft.id], 'V');
        expect(ids(await ok('GET', 'quotations?status=V'))).toEqual([draft.id]);
        expect(ids(await ok('GET', 'quotations?status=all'))).toEqual([quote.id, draft.id]);
        // A status the resource does not use, and work where there is no worklist, are 400s naming status.
        expect((await refused('GET', 'quotations?status=N', undefined, 400))[0].meta).toMatchObject({ parameter: 'status' });
        expect((await refused('GET', 'uom?status=work', undefined, 400))[0].meta).toMatchObject({ parameter: 'status' });
      });

      it("find a document by its customer's name as well as by its number (issue 34)", async () => {
        const company = async (code: string, name: string) => (await ok('POST', 'companies', { company_id: code, company_name: name, email: `${code.toLowerCase()}@example.com` })).id as number;
        const greenwood = await company('GW1', 'Greenwood Engineering Pte Ltd');
        // Its address and email hold the text too: only what the customer is shown as is searched.
        const ashford = await company('AF1', 'Ashford Trading');
        await ok('PATCH', `companies/${ashford}`, { addr1: '1 Greenwood Avenue' });
        const quote = (company_id: number) => ok('POST', 'quotations', { company_id, quotation_date: Date.parse('2026-11-02T00:00:00+08:00') / 1000, lines: [{ description: 'Servicing', qty: 1, unit_price: '80' }] });
        const [ours, theirs] = [await quote(greenwood), await quote(ashford)];
        const found = async (collection: string, text: string) => ids(await ok('GET', `${collection}?status=all&page[size]=100&filter=${encodeURIComponent(text)}`));
        // A phrase, a text shorter than a trigram, and a long one of several words, in any case.
        for (const text of ['Greenwood', 'GREEN', 'gr', 'greenwood engineering']) expect(await found('quotations', text), text).toEqual([ours.id]);
        expect(await found('quotations', 'Greenwood Avenue')).toEqual([]); // Ashford's address, not what Ashford is shown as
        expect(await found('quotations', 'Ashford')).toEqual([theirs.id]);
        expect(await found('quotations', 'Nobody Pte')).toEqual([]);
        // The number still finds it, and so do the other documents of the customer.
        await setStatus('quotations', [ours.id], 'C');
        expect(await found('quotations', (await ok('GET', `quotations/${ours.id}`)).quotation_no)).toEqual([ours.id]);
        const inv = await ok('POST', 'sales_invoices', { company_id: greenwood, invoice_date: Date.parse('2026-11-02T00:00:00+08:00') / 1000, lines: [{ description: 'Servicing', qty: 1, unit_price: '80' }] });
        expect(await found('sales_invoices', 'greenwood')).toEqual([inv.id]);
        const payment = await ok('POST', 'payments', { company_id: greenwood, payment_date: inv.invoice_date, method: 'Cash', amount: '10', allocations: [] });
        expect(await found('payments', 'Greenwood')).toEqual([payment.id]);
      });
    });

    describe('payments', () => {
      const pay = (amount: string, allocations: Doc[], extra: Doc = {}) =>
        ok('POST', 'payments', { company_id: companyId, payment_date: Date.parse('2026-11-20T00:00:00+08:00') / 1000, method: 'PayNow', reference: 'TX-1', amount, allocations, status: 'C', ...extra });
      const money3 = (d: Doc) => [d.amount_paid, d.balance_due, d.payment_status];

      it('keeps amount paid, balance and payment status to the cent; above the balance is 422; void gives it back', async () => {
        // 3 x 333.33 = 999.99, 9% GST 90.00 (89.9991 half up): 1,089.99; Net 30 from 1 Nov.
        const inv = await invoice('2026-11-01', [{ description: 'Fan coil', qty: 3, unit_price: '333.33' }], { payment_terms: 'Net 30' });
        expect(inv.total).toBe(1089.99);
        expect(inv.due_date).toBe(Date.parse('2026-12-01T00:00:00+08:00') / 1000);
        // A draft cannot be paid.
        const draftPay = await refused('POST', 'payments', { company_id: companyId, payment_date: inv.invoice_date, method: 'Cash', amount: '10', allocations: [{ invoice_id: inv.id, amount: '10' }], status: 'C' }, 422);
        expect(draftPay[0]).toMatchObject({ meta: { field: 'allocations.0.invoice_id' } });
        expect(draftPay[0].title).toMatch(/not confirmed/);
        await setStatus('sales_invoices', [inv.id], 'C');
        expect(money3(await ok('GET', `sales_invoices/${inv.id}`))).toEqual([0, 1089.99, 'Unpaid']);

        const first = await pay('500.01', [{ invoice_id: inv.id, amount: '500.01' }]);
        // Payments have no Open status: their list without a status shows the recorded (Confirmed) ones.
        expect(ids(await ok('GET', 'payments'))).toContain(first.id);
        expect(first.payment_no).toMatch(/^PAY-\d{5}$/);
        expect(first.unallocated).toBe(0);
        expect(money3(await ok('GET', `sales_invoices/${inv.id}`))).toEqual([500.01, 589.98, 'Partly paid']);
        // It stays in the invoices' worklist until paid.
        expect(ids(await ok('GET', 'sales_invoices?status=work'))).toContain(inv.id);

        // One cent above the balance: 422 naming the allocation and the balance, nothing written.
        const over = await refused('POST', 'payments', { company_id: companyId, payment_date: inv.invoice_date, method: 'Cheque', amount: '589.99', allocations: [{ invoice_id: inv.id, amount: '589.99' }], status: 'C' }, 422);
        expect(over[0]).toMatchObject({ title: 'INV-00001 has 589.98 left to pay: 589.99 is more than its balance', meta: { field: 'allocations.0.amount', balance_due: 589.98 } });
        // Allocations above the payment's amount: 422 on amount.
        const more = await refused('POST', 'payments', { company_id: companyId, payment_date: inv.invoice_date, method: 'Cash', amount: '10', allocations: [{ invoice_id: inv.id, amount: '10.01' }], status: 'C' }, 422);
        expect(more[0]).toMatchObject({ meta: { field: 'amount' } });
        expect(money3(await ok('GET', `sales_invoices/${inv.id}`))).toEqual([500.01, 589.98, 'Partly paid']);

        // A confirmed payment is not edited; the invoice with a payment is not voided.
        expect((await refused('PATCH', `payments/${first.id}`, { reference: 'changed' }, 409))[0].title).toMatch(/is confirmed: void it/);
        expect((await refused('PATCH', 'sales_invoices/status', { ids: [inv.id], status: 'V' }, 409))[0].title).toMatch(/has payments or credit notes against it/);

        const rest = await pay('600', [{ invoice_id: inv.id, amount: '589.98' }], { method: 'Bank transfer' });
        expect(rest.unallocated).toBe(10.02);
        expect(money3(await ok('GET', `sales_invoices/${inv.id}`))).toEqual([1089.99, 0, 'Paid']);
        // Paid: out of the worklist, still under Confirmed.
        expect(ids(await ok('GET', 'sales_invoices?status=work'))).not.toContain(inv.id);
        expect(ids(await ok('GET', 'sales_invoices?status=C'))).toContain(inv.id);

        // Voiding the first payment gives its 500.01 back.
        await setStatus('payments', [first.id], 'V');
        expect(money3(await ok('GET', `sales_invoices/${inv.id}`))).toEqual([589.98, 500.01, 'Partly paid']);
      });

      it('says what is wrong with a negative or zero amount, not how to write one (issue 34)', async () => {
        const payment = (amount: unknown) => ({ company_id: companyId, payment_date: Date.parse('2026-11-20T00:00:00+08:00') / 1000, method: 'Cash', amount });
        for (const amount of ['-5', -5, 0, '0.00']) {
          expect((await refused('POST', 'payments', payment(amount), 422))[0]).toMatchObject({ title: 'Amount must be more than 0', meta: { field: 'amount' } });
        }
        // A money field with no least of its own takes no negative amount, and says so.
        const line = await refused('POST', 'sales_invoices', { company_id: companyId, invoice_date: Date.parse('2026-11-20T00:00:00+08:00') / 1000, lines: [{ description: 'Refund', qty: 1, unit_price: '-10.00' }] }, 422);
        expect(line[0]).toMatchObject({ title: 'Unit price cannot be negative', meta: { field: 'lines.0.unit_price' } });
      });

      it('pays several invoices at once, and an invoice past its due date is Overdue', async () => {
        const old = await invoice('2026-08-03', [{ description: 'Servicing', qty: 1, unit_price: '100' }], { payment_terms: 'Net 14' });
        const other = await invoice('2026-11-10', [{ description: 'Servicing', qty: 2, unit_price: '50' }], { payment_terms: 'COD' });
        await setStatus('sales_invoices', [old.id, other.id], 'C');
        expect((await ok('GET', `sales_invoices/${old.id}`)).payment_status).toBe('Overdue');
        await pay('150', [{ invoice_id: old.id, amount: '50' }, { invoice_id: other.id, amount: '100' }]);
        expect(money3(await ok('GET', `sales_invoices/${old.id}`))).toEqual([50, 59, 'Overdue']);
        expect(money3(await ok('GET', `sales_invoices/${other.id}`))).toEqual([100, 9, 'Overdue']);
        // Another customer's invoice cannot take this customer's payment.
        const stranger = (await ok('POST', 'companies', { company_id: 'M2', company_name: 'Stranger Pte Ltd', email: 'ap@stranger.sg' })).id;
        const wrong = await refused('POST', 'payments', { company_id: stranger, payment_date: old.invoice_date, method: 'Card', amount: '1', allocations: [{ invoice_id: old.id, amount: '1' }], status: 'C' }, 422);
        expect(wrong[0]).toMatchObject({ meta: { field: 'allocations.0.invoice_id' } });
        expect(wrong[0].title).toMatch(/another customer's invoice/);
      });
    });

    describe('credit notes', () => {
      const pdfOf = async (collection: string, id: number) => pdfToText(Buffer.from(((await ok('GET', `${collection}/${id}/pdf`)) as string[]).join(''), 'base64'));

      it('credits a confirmed invoice in part, taking its total off the balance, returning goods to the warehouse, and prints an IRAS credit note', async () => {
        const warehouse = await ok('POST', 'warehouses', { code: 'WH-CN', name: 'Returns store' });
        const product = await ok('POST', 'products', { sku: 'CN-1', name: 'Split unit', price: 500, type: 'Goods', uom: 'PC' });
        const inv = await invoice('2026-11-05', [
          { product_id: product.id, description: 'Split unit', qty: 2, unit_price: '500' },
          { description: 'Installation', qty: 1, unit_price: '120.50' },
        ], { payment_terms: 'Net 30' });
        // A draft invoice is changed, not credited.
        expect((await refused('POST', `sales_invoices/${inv.id}/convert`, { to: 'credit_notes' }, 409))[0].title).toMatch(/Only a confirmed invoice can be credited/);
        await setStatus('sales_invoices', [inv.id], 'C');
        const confirmed = await ok('GET', `sales_invoices/${inv.id}`);
        expect(confirmed.total).toBe(1221.35); // 1,120.50 + 9% 100.845 -> 100.85

        // One of the two units back.
        const unitLine = confirmed.lines.find((l: Doc) => l.product_id === product.id);
        const note = await ok('POST', `sales_invoices/${inv.id}/convert`, { to: 'credit_notes', lines: [{ line_id: unitLine.id, qty: 1 }] });
        expect(note).toMatchObject({ invoice_id: inv.id, source_collection: 'sales_invoices', source_id: inv.id, company_id: companyId, credit_note_no: null });
        expect([note.subtotal, note.gst_amount, note.total]).toEqual([500, 45, 545]);
        await ok('PATCH', `credit_notes/${note.id}`, { return_stock: true, warehouse_id: warehouse.id, reason: 'One unit returned unused' });
        await setStatus('credit_notes', [note.id], 'C');
        const numbered = await ok('GET', `credit_notes/${note.id}`);
        expect(numbered.credit_note_no).toMatch(/^CN-\d{5}$/);
        const after = await ok('GET', `sales_invoices/${inv.id}`);
        expect([after.amount_paid, after.amount_credited, after.balance_due, after.payment_status]).toEqual([0, 545, 676.35, 'Partly paid']);
        const stock = await ok('GET', `product_stocks?status=all&filterExt=product_id=${product.id}`);
        expect(stock.map((r: Doc) => [r.warehouse_id, r.qty_on_hand])).toEqual([[warehouse.id, 1]]);

        // The PDF: CREDIT NOTE, its number, the invoice it credits, the reason and the amounts.
        const text = await pdfOf('credit_notes', note.id);
        expect(text).toContain('CREDIT NOTE');
        expect(text).toContain(numbered.credit_note_no);
        expect(text).toContain(after.invoice_no);
        expect(text).toContain('One unit returned unused');
        expect(text).toMatch(/Total credited \(SGD\)\s+545\.00/);
        expect(text).not.toContain('TAX INVOICE');

        // Crediting more than the balance: the second unit (545) and the installation (131.35) fit exactly; then nothing is open.
        const rest = await ok('POST', `sales_invoices/${inv.id}/convert`, { to: 'credit_notes' });
        expect(rest.total).toBe(676.35);
        await setStatus('credit_notes', [rest.id], 'C');
        expect((await ok('GET', `sales_invoices/${inv.id}`)).payment_status).toBe('Paid');
        // Voiding the first gives 545 back (and takes the returned unit out again).
        await setStatus('credit_notes', [note.id], 'V');
        const back = await ok('GET', `sales_invoices/${inv.id}`);
        expect([back.amount_credited, back.balance_due, back.payment_status]).toEqual([676.35, 545, 'Partly paid']);
        expect((await ok('GET', `product_stocks?status=all&filterExt=product_id=${product.id}`))[0].qty_on_hand).toBe(0);
      });

      it('refuses a credit note above what is left to pay (422 naming the total)', async () => {
        const inv = await invoice('2026-11-06', [{ description: 'Repair', qty: 1, unit_price: '100' }]);
        await setStatus('sales_invoices', [inv.id], 'C');
        await ok('POST', 'payments', { company_id: companyId, payment_date: inv.invoice_date, method: 'Cash', amount: '50', allocations: [{ invoice_id: inv.id, amount: '50' }] });
        const note = await ok('POST', `sales_invoices/${inv.id}/convert`, { to: 'credit_notes' });
        const errors = await refused('PATCH', 'credit_notes/status', { ids: [note.id], status: 'C' }, 422);
        expect(errors[0]).toMatchObject({ meta: { field: 'total', balance_due: 59 } });
        expect((await ok('GET', `credit_notes/${note.id}`)).status).toBe('O');
      });
    });

    describe('receivables', () => {
      it('ages each customer\'s open balance on a day into current, 1-30, 31-60, 61-90 and over 90 days past due, with totals', async () => {
        const aged = (await ok('POST', 'companies', { company_id: 'M3', company_name: 'Aged Pte Ltd', email: 'ap@aged.sg' })).id;
        const make = async (date: string, terms: string, price: string) => {
          const inv = await ok('POST', 'sales_invoices', { company_id: aged, invoice_date: Date.parse(`${date}T00:00:00+08:00`) / 1000, payment_terms: terms, lines: [{ description: 'Service', qty: 1, unit_price: price }] });
          await setStatus('sales_invoices', [inv.id], 'C');
          return ok('GET', `sales_invoices/${inv.id}`);
        };
        // As of 2026-11-30: due 2026-12-10 (current), due 2026-11-30 (due today: current), 1 day past,
        // 31 days past, 90 days past, 91 days past.
        const notDue = await make('2026-11-10', 'Net 30', '100'); // 109.00
        await make('2026-10-31', 'Net 30', '10'); // 10.90
        const oneDay = await make('2026-10-30', 'Net 30', '20'); // 21.80
        await make('2026-10-30', 'COD', '30'); // 32.70, 31 days
        await make('2026-09-01', 'COD', '40'); // 43.60, 90 days
        await make('2026-08-31', 'COD', '50'); // 54.50, 91 days
        // A payment after the day does not count on it; one before does.
        await ok('POST', 'payments', { company_id: aged, payment_date: Date.parse('2026-12-01T00:00:00+08:00') / 1000, method: 'Cash', amount: '21.80', allocations: [{ invoice_id: oneDay.id, amount: '21.80' }] });
        await ok('POST', 'payments', { company_id: aged, payment_date: Date.parse('2026-11-20T00:00:00+08:00') / 1000, method: 'Cash', amount: '9', allocations: [{ invoice_id: notDue.id, amount: '9' }] });
        const res = await server.call('GET', '/api/v1/reports/receivables?as_of=2026-11-30');
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        const row = body.data.find((r: Doc) => r.company_id === aged);
        expect(row).toEqual({ company_id: aged, company_name: 'Aged Pte Ltd', current: 110.9, d1_30: 21.8, d31_60: 32.7, d61_90: 43.6, over_90: 54.5, total: 263.5 });
        const sum = (key: string) => Math.round(body.data.reduce((s: number, r: Doc) => s + r[key] * 100, 0)) / 100;
        for (const key of ['current', 'd1_30', 'd31_60', 'd61_90', 'over_90', 'total']) expect(body.meta.totals[key], key).toBe(sum(key));
        expect(body.meta.as_of).toBe('2026-11-30');
        // A day before the invoices, nothing is owed by this customer.
        expect((await ok('GET', 'reports/receivables?as_of=2026-08-01')).find((r: Doc) => r.company_id === aged)).toBeUndefined();
        // A day that is not a day: 400 naming as_of.
        const bad = await server.call('GET', '/api/v1/reports/receivables?as_of=2026-02-30');
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors[0]).toMatchObject({ title: 'as_of must be a real date, YYYY-MM-DD', meta: { parameter: 'as_of' } });

        // The statement: opening balance, the period's documents with the running balance, closing, and what is overdue.
        const pdf = await ok('GET', `companies/${aged}/statement?from=2026-10-01&to=2026-11-30`);
        const text = pdfToText(Buffer.from((pdf as string[]).join(''), 'base64'));
        expect(text).toContain('STATEMENT OF ACCOUNT');
        expect(text).toContain('Aged Pte Ltd');
        expect(text).toMatch(/Opening balance\s+98\.10/); // 43.60 + 54.50 before October
        expect(text).toMatch(/Closing balance\s+263\.50/);
        expect(text).toContain('Overdue');
        expect(text).toMatch(/91\s+54\.50/);
        expect((await refused('GET', `companies/${aged}/statement?from=2026-12-01&to=2026-11-30`, undefined, 400))[0].meta).toMatchObject({ parameter: 'from' });
      });
    });

    describe('overdue and the home', () => {
      it('mails one reminder per overdue invoice and stage, and marks it Overdue', async () => {
        const who = (await ok('POST', 'companies', { company_id: 'M4', company_name: 'Late Pte Ltd', email: 'ap@late.sg' })).id;
        const today = Math.floor(Date.now() / 1000);
        const day = (n: number) => new Date((today + n * 86400) * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);
        // Dated 35 days ago, Net 14: 21 days past due (stage 1).
        const inv = await ok('POST', 'sales_invoices', { company_id: who, invoice_date: Date.parse(`${day(-35)}T00:00:00+08:00`) / 1000, payment_terms: 'Net 14', contact_person: 'Ms Lim', lines: [{ description: 'Service', qty: 1, unit_price: '200' }] });
        await setStatus('sales_invoices', [inv.id], 'C');
        const number = (await ok('GET', `sales_invoices/${inv.id}`)).invoice_no;
        const mails: Array<{ to: string; subject: string; text: string }> = [];
        const reminders = new OverdueReminders(server.registry, server.records, { send: async (m) => (mails.push(m), 'queued'), resend: async () => 'queued', relay: false, close: () => {} });
        const ours = () => mails.filter((m) => m.subject.includes(number));
        await reminders.run();
        expect(ours()).toHaveLength(1);
        expect(ours()[0]).toMatchObject({ to: 'ap@late.sg', subject: `Reminder: invoice ${number} is overdue` });
        expect(ours()[0].text).toContain('Dear Ms Lim,');
        expect(ours()[0].text).toContain('21 days overdue');
        expect(ours()[0].text).toContain('SGD 218.00');
        const marked = await ok('GET', `sales_invoices/${inv.id}`);
        expect([marked.payment_status, marked.overdue_reminded]).toEqual(['Overdue', 1]);
        // The same day again, and two at once: no second mail for the stage.
        await Promise.all([reminders.run(), reminders.run()]);
        expect(ours()).toHaveLength(1);
        // Ten days later it is 31 days past due: the 30-day reminder, once.
        await reminders.run(today + 10 * 86400);
        await reminders.run(today + 10 * 86400);
        expect(ours()).toHaveLength(2);
        expect(ours()[1].text).toContain('31 days overdue');
        // Paid, it is never reminded again.
        await ok('POST', 'payments', { company_id: who, payment_date: marked.invoice_date, method: 'PayNow', amount: '218', allocations: [{ invoice_id: inv.id, amount: '218' }] });
        await reminders.run(today + 40 * 86400);
        expect(ours()).toHaveLength(2);
      });

      it("mails the reminder's notification template as edited, and nothing to a customer who opted out (issue 34)", async () => {
        const today = Math.floor(Date.now() / 1000);
        const day = (n: number) => new Date((today + n * 86400) * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);
        const overdueInvoice = async (code: string, email: string, extra: Doc = {}) => {
          const who = (await ok('POST', 'companies', { company_id: code, company_name: `${code} Pte Ltd`, email, ...extra })).id;
          const inv = await ok('POST', 'sales_invoices', { company_id: who, invoice_date: Date.parse(`${day(-20)}T00:00:00+08:00`) / 1000, payment_terms: 'Net 14', lines: [{ description: 'Service', qty: 1, unit_price: '100' }] });
          await setStatus('sales_invoices', [inv.id], 'C');
          return inv.id as number;
        };
        const reminded = await overdueInvoice('M5', 'ap@m5.sg');
        const optedOut = await overdueInvoice('M6', 'ap@m6.sg', { no_payment_reminders: true });
        // The template is reference data, editable like the job mails.
        const [template] = await ok('GET', `notification_templates?filterExt=${encodeURIComponent("code='INVOICE_OVERDUE_REMINDER'")}`);
        expect(template).toMatchObject({ channel: 'email', subject: 'Reminder: invoice {{invoice_no}} is overdue' });
        await ok('PATCH', `notification_templates/${template.id}`, { subject: 'Zahlungserinnerung {{invoice_no}}', body: '<p>Sehr geehrte Damen und Herren ({{company_name}}),</p><p>offen: {{currency}} {{balance_due}}, {{days_overdue}} überfällig.</p>' });
        const number = (await ok('GET', `sales_invoices/${reminded}`)).invoice_no;
        const expected = { to: 'ap@m5.sg', subject: `Zahlungserinnerung ${number}`, text: 'Sehr geehrte Damen und Herren (M5 Pte Ltd),\n\noffen: SGD 109.00, 6 days überfällig.' };
        // It can be read before it goes out, as today's run would mail it; the opted-out customer's says why none.
        expect(await ok('GET', `sales_invoices/${reminded}/reminder`)).toEqual(expected);
        expect(await ok('GET', `sales_invoices/${optedOut}/reminder`)).toEqual({ why: 'The customer asked for no payment reminders' });
        const mails: Array<{ to: string; subject: string; text: string }> = [];
        await new OverdueReminders(server.registry, server.records, { send: async (m) => (mails.push(m), 'queued'), resend: async () => 'queued', relay: false, close: () => {} }).run();
        expect(mails.filter((m) => m.to === 'ap@m5.sg')).toEqual([expected]);
        // The customer who opted out is mailed nothing; the invoice is still Overdue, at its stage.
        expect(mails.filter((m) => m.to === 'ap@m6.sg')).toEqual([]);
        expect(await ok('GET', `sales_invoices/${optedOut}`)).toMatchObject({ payment_status: 'Overdue', overdue_reminded: 1 });
      });

      it('shows the accountant receivables and overdue, and the salesperson quotations, not the same cards', async () => {
        const login = async (username: string, role: string) => {
          await ok('POST', 'users', { username, password: `${username}-password-1`, role, email: `${username}@coolair.sg` });
          return (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password: `${username}-password-1` } })).json().data.token as string;
        };
        const home = async (token: string) => (await server.call('GET', '/api/v1/dashboard', undefined, token)).json().data;
        const late = await invoice('2026-07-01', [{ description: 'Overhaul', qty: 1, unit_price: '300' }], { payment_terms: 'Net 30' });
        await setStatus('sales_invoices', [late.id], 'C');
        const finance = await home(await login('fiona', 'finance'));
        const sales = await home(await login('sam', 'sales'));
        const admin = await ok('GET', 'dashboard');
        expect(finance.receivables).toEqual(admin.receivables);
        expect(admin.receivables.total).toBeGreaterThan(0);
        expect(admin.receivables.overdue).toBeGreaterThan(0);
        expect(admin.receivables.overdue_count).toBeGreaterThan(0);
        expect(finance.open_quotations).toBeNull();
        expect(sales.receivables).toBeNull();
        expect(sales.open_quotations).not.toBeNull();
        const cards = (f: Doc) => Object.keys(f).filter((k) => f[k] !== null).sort();
        expect(cards(finance)).not.toEqual(cards(sales));
        // The accountant records payments and credit notes; the salesperson too (sales tools).
        const finToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'fiona', password: 'fiona-password-1' } })).json().data.token;
        expect((await server.call('GET', '/api/v1/payments?status=all', undefined, finToken)).statusCode).toBe(200);
        expect((await server.call('GET', '/api/v1/reports/receivables', undefined, finToken)).statusCode).toBe(200);
      });
    });
  });
}
