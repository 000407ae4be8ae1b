/**
 * The sales document chain (api-contract.md "Sales documents"): an RFQ converted to a quotation,
 * a sales order, two partial delivery orders and two invoices, every total checked to the cent
 * (a 2023 document at 8% GST, today's at 9%); converting more than is open refused; numbers taken
 * at confirm without gaps, also when 200 quotations are confirmed at once; confirm locks.
 * The chain's joints (issue 25, items 5 and 9): a service line never blocks a delivery (only
 * stocked products move stock), an RFQ is a customer's and converts to a quotation for that
 * customer, a typed exchange rate is kept, the contact email travels from order to invoice, and
 * only a confirmed delivery order is invoiced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { singaporeDate } from '../../src/shared/singapore-time';
import { errorMessage } from '../../src/shared/wire';
import { expectError } from '../support/expect';

type Doc = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] sales document chain`, () => {
    let server: TestServer;
    let companyId: number;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      companyId = (await server.call('POST', '/api/v1/companies', { company_id: 'C1', company_name: 'Acme', email: 'a@acme.sg' })).json().data.id;
    });
    afterAll(async () => server?.close());

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<Doc> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().data;
    };
    const convert = (collection: string, id: number, body: Doc) => ok('POST', `${collection}/${id}/convert`, body);
    const confirm = (collection: string, id: number) => ok('PATCH', `${collection}/status`, { ids: [id], status: 'C' });
    const totals = (d: Doc) => [d.subtotal, d.gst_percent, d.gst_amount, d.total];
    const lineAmounts = (d: Doc) => d.lines.map((l: Doc) => l.amount);

    it('takes an RFQ to invoices through partial deliveries, every total to the cent', async () => {
      // A 2023 RFQ: 8% GST.
      const rfq = await ok('POST', 'rfqs', {
        company_id: companyId,
        rfq_date: singaporeDate('2023-06-15'),
        subject: 'Aircon parts',
        lines: [
          { description: 'Compressor', qty: 3, uom: 'PC', unit_price: '333.33', discount: 10 },
          { description: 'Copper pipe', qty: 12.5, uom: 'M', unit_price: '8.99' },
          { description: 'Installation', qty: 2, uom: 'HR', unit_price: '45.50', discount: 5 },
        ],
      });
      // 899.991 -> 899.99; 112.375 -> 112.38; 86.45
      expect(lineAmounts(rfq)).toEqual([899.99, 112.38, 86.45]);
      expect(totals(rfq)).toEqual([1098.82, 8, 87.91, 1186.73]); // 87.9056 -> 87.91
      expect(rfq.rfq_no).toBeNull();
      expect((await confirm('rfqs', rfq.id)).updated).toBe(1);

      // Converted today: a quotation at 9%, its lines linked to the RFQ's.
      const quotation = await convert('rfqs', rfq.id, { to: 'quotations' });
      expect(quotation).toMatchObject({ source_collection: 'rfqs', source_id: rfq.id, company_id: companyId, quotation_no: null });
      expect(quotation.lines.map((l: Doc) => l.source_line_id)).toEqual(rfq.lines.map((l: Doc) => l.id));
      expect(lineAmounts(quotation)).toEqual([899.99, 112.38, 86.45]);
      expect(totals(quotation)).toEqual([1098.82, 9, 98.89, 1197.71]); // 98.8938 -> 98.89

      const order = await convert('quotations', quotation.id, { to: 'sales_orders' });
      expect(order).toMatchObject({ source_collection: 'quotations', source_id: quotation.id, quotation_id: quotation.id });
      expect(totals(order)).toEqual([1098.82, 9, 98.89, 1197.71]);
      await confirm('sales_orders', order.id);
      const [compressor, pipe, labour] = order.lines;

      // First delivery: 2 of 3 compressors and all the pipe; then the rest.
      const first = await convert('sales_orders', order.id, { to: 'delivery_orders', lines: [{ line_id: compressor.id, qty: 2 }, { line_id: pipe.id, qty: 12.5 }] });
      expect(first).toMatchObject({ sales_order_id: order.id, source_collection: 'sales_orders', source_id: order.id });
      expect(first.lines.map((l: Doc) => [l.description, l.qty_ordered, l.qty_delivered, l.uom])).toEqual([
        ['Compressor', 3, 2, 'PC'],
        ['Copper pipe', 12.5, 12.5, 'M'],
      ]);
      // More than is open: 409, nothing written.
      const tooMuch = await server.call('POST', `/api/v1/sales_orders/${order.id}/convert`, { to: 'delivery_orders', lines: [{ line_id: compressor.id, qty: 2 }] });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().errors[0]).toMatchObject({ code: 'CONFLICT', meta: { open: 1 } });
      const second = await convert('sales_orders', order.id, { to: 'delivery_orders' }); // the rest: 1 compressor, the labour
      expect(second.lines.map((l: Doc) => [l.description, l.qty_delivered])).toEqual([
        ['Compressor', 1],
        ['Installation', 2],
      ]);
      expect((await server.call('POST', `/api/v1/sales_orders/${order.id}/convert`, { to: 'delivery_orders' })).statusCode).toBe(409); // nothing open

      // Invoices per delivery (each confirmed: only what was delivered is invoiced), priced from the order's lines.
      await confirm('delivery_orders', first.id);
      await confirm('delivery_orders', second.id);
      const invoice1 = await convert('delivery_orders', first.id, { to: 'sales_invoices' });
      expect(invoice1).toMatchObject({ sales_order_id: order.id, source_collection: 'delivery_orders', source_id: first.id });
      expect(lineAmounts(invoice1)).toEqual([599.99, 112.38]); // 2 x 333.33 less 10% = 599.994
      expect(totals(invoice1)).toEqual([712.37, 9, 64.11, 776.48]); // 64.1133
      // Part of the second delivery, then the rest.
      const [oneCompressor, twoHours] = second.lines;
      const invoice2 = await convert('delivery_orders', second.id, { to: 'sales_invoices', lines: [{ line_id: twoHours.id, qty: 1 }] });
      expect(totals(invoice2)).toEqual([43.23, 9, 3.89, 47.12]); // 43.225 -> 43.23; 3.8907
      const invoice3 = await convert('delivery_orders', second.id, { to: 'sales_invoices', lines: [{ line_id: oneCompressor.id, qty: 1 }, { line_id: twoHours.id, qty: 1 }] });
      expect(totals(invoice3)).toEqual([343.23, 9, 30.89, 374.12]); // 299.997 -> 300.00 + 43.23; 30.8907
      expect((await server.call('POST', `/api/v1/delivery_orders/${second.id}/convert`, { to: 'sales_invoices', lines: [{ line_id: twoHours.id, qty: 0.5 }] })).statusCode).toBe(409);

      // The chain, seen from any of its documents.
      const chain = await ok('GET', `sales_invoices/${invoice3.id}/chain`);
      expect(chain.map((e: Doc) => `${e.collection}:${e.id}`)).toEqual([
        `rfqs:${rfq.id}`,
        `quotations:${quotation.id}`,
        `sales_orders:${order.id}`,
        `delivery_orders:${first.id}`,
        `delivery_orders:${second.id}`,
        `sales_invoices:${invoice1.id}`,
        `sales_invoices:${invoice2.id}`,
        `sales_invoices:${invoice3.id}`,
      ]);
      expect(chain[0]).toMatchObject({ number: 'RFQ-00001', status: 'C', total: 1186.73 });
    });

    it('refuses a conversion out of the chain order or of a line of another document, with the errors body', async () => {
      const q = await ok('POST', 'quotations', { company_id: companyId, quotation_date: singaporeDate('2024-03-01'), lines: [{ description: 'A', qty: 1, unit_price: 10 }] });
      const wrong = await server.call('POST', `/api/v1/quotations/${q.id}/convert`, { to: 'sales_invoices' });
      expect(wrong.statusCode).toBe(422);
      const stranger = await server.call('POST', `/api/v1/quotations/${q.id}/convert`, { to: 'sales_orders', lines: [{ line_id: 999999, qty: 1 }] });
      expect(stranger.statusCode).toBe(422);
      expect(stranger.json().errors[0].meta.field).toBe('lines.0.line_id');
      expect((await server.call('POST', '/api/v1/quotations/999999/convert', { to: 'sales_orders' })).statusCode).toBe(404);
      await ok('PATCH', 'quotations/status', { ids: [q.id], status: 'V' });
      expect((await server.call('POST', `/api/v1/quotations/${q.id}/convert`, { to: 'sales_orders' })).statusCode).toBe(409);
      expect((await ok('GET', `quotations/${q.id}`)).status).toBe('V'); // void keeps the record
    });

    it('answers each line\'s open quantity, delivers part of it and then the rest, and refuses more than is open in a sentence (issue 34)', async () => {
      const order = await ok('POST', 'sales_orders', {
        company_id: companyId,
        order_date: singaporeDate('2026-11-02'),
        currency_id: 'USD',
        exchange_rate: 1.3425,
        lines: [
          { description: 'Split unit', qty: 5, uom: 'PC', unit_price: 100 },
          { description: 'Installation', qty: 2.5, uom: 'HR', unit_price: 40 },
        ],
      });
      await confirm('sales_orders', order.id);
      const [unit, labour] = order.lines;
      const openOf = async (collection: string, id: number) => (await ok('GET', `${collection}/${id}/open-lines`)).map((l: Doc) => [l.description, l.qty, l.taken, l.open]);
      expect(await openOf('sales_orders', order.id)).toEqual([
        ['Split unit', 5, 0, 5],
        ['Installation', 2.5, 0, 2.5],
      ]);
      // Part: 2 units, no labour (0 skips a line).
      const first = await convert('sales_orders', order.id, { to: 'delivery_orders', lines: [{ line_id: unit.id, qty: 2 }, { line_id: labour.id, qty: 0 }] });
      expect(first.lines.map((l: Doc) => [l.description, l.qty_ordered, l.qty_delivered])).toEqual([['Split unit', 5, 2]]);
      expect(await openOf('sales_orders', order.id)).toEqual([
        ['Split unit', 5, 2, 3],
        ['Installation', 2.5, 0, 2.5],
      ]);
      // More than is open: 409 in a sentence, nothing written; a line given twice is refused too.
      const [over] = expectError(await server.call('POST', `/api/v1/sales_orders/${order.id}/convert`, { to: 'delivery_orders', lines: [{ line_id: unit.id, qty: 4 }] }), 409, 'CONFLICT');
      expect(over).toMatchObject({ title: 'Only 3 of "Split unit" is left to deliver, not 4', meta: { open: 3, line_id: unit.id } });
      const [twice] = expectError(await server.call('POST', `/api/v1/sales_orders/${order.id}/convert`, { to: 'delivery_orders', lines: [{ line_id: unit.id, qty: 2 }, { line_id: unit.id, qty: 2 }] }), 422, 'VALIDATION_FAILED');
      expect(twice).toMatchObject({ title: 'Line "Split unit" is asked for more than once: give its quantity once', meta: { field: 'lines.1.line_id' } });
      const [negative] = expectError(await server.call('POST', `/api/v1/sales_orders/${order.id}/convert`, { to: 'delivery_orders', lines: [{ line_id: unit.id, qty: -1 }] }), 422, 'VALIDATION_FAILED');
      expect(negative).toMatchObject({ title: 'The quantity of "Split unit" to deliver is 0 or more, not -1', meta: { field: 'lines.0.qty' } });
      expect((await ok('GET', `delivery_orders?filterExt=sales_order_id=${order.id}`)).length).toBe(1);
      // The rest, as the screen sends it: each line's open quantity.
      const second = await convert('sales_orders', order.id, { to: 'delivery_orders', lines: [{ line_id: unit.id, qty: 3 }, { line_id: labour.id, qty: 2.5 }] });
      expect(second.lines.map((l: Doc) => [l.description, l.qty_delivered])).toEqual([['Split unit', 3], ['Installation', 2.5]]);
      expect((await openOf('sales_orders', order.id)).map((l: unknown[]) => l[3])).toEqual([0, 0]);
      const [none] = expectError(await server.call('POST', `/api/v1/sales_orders/${order.id}/convert`, { to: 'delivery_orders', lines: [{ line_id: labour.id, qty: 1 }] }), 409, 'CONFLICT');
      expect(none.title).toBe('Nothing of "Installation" is left to deliver');
      // A delivery order's lines towards invoices: part invoiced, the rest open; the chain says each total's currency.
      await confirm('delivery_orders', second.id);
      expect(await openOf('delivery_orders', second.id)).toEqual([
        ['Split unit', 3, 0, 3],
        ['Installation', 2.5, 0, 2.5],
      ]);
      const invoice = await convert('delivery_orders', second.id, { to: 'sales_invoices', lines: [{ line_id: second.lines[0].id, qty: 1 }] });
      expect([invoice.currency_id, invoice.total]).toEqual(['USD', 109]);
      expect((await openOf('delivery_orders', second.id)).map((l: unknown[]) => l[3])).toEqual([2, 2.5]);
      const [overInvoiced] = expectError(await server.call('POST', `/api/v1/delivery_orders/${second.id}/convert`, { to: 'sales_invoices', lines: [{ line_id: second.lines[0].id, qty: 3 }] }), 409, 'CONFLICT');
      expect(overInvoiced.title).toBe('Only 2 of "Split unit" is left to invoice, not 3');
      const chain = await ok('GET', `sales_invoices/${invoice.id}/chain`);
      expect(chain.map((e: Doc) => [e.collection, e.currency_id])).toEqual([
        ['sales_orders', 'USD'],
        ['delivery_orders', null],
        ['delivery_orders', null],
        ['sales_invoices', 'USD'],
      ]);
    });

    it('locks a confirmed document: updates and deletes answer 409', async () => {
      const q = await ok('POST', 'quotations', { company_id: companyId, quotation_date: singaporeDate('2024-03-01'), lines: [{ description: 'A', qty: 1, unit_price: 10 }] });
      await confirm('quotations', q.id);
      const after = await ok('GET', `quotations/${q.id}`);
      expect(after.quotation_no).toMatch(/^QUO-\d{5}$/);
      const update = await server.call('PATCH', `/api/v1/quotations/${q.id}`, { remarks: 'changed' });
      expect(update.statusCode).toBe(409);
      expect(update.json().errors[0].title).toMatch(/confirmed/);
      expect((await server.call('DELETE', `/api/v1/quotations/${q.id}`)).statusCode).toBe(409);
      expect((await ok('GET', `quotations/${q.id}`)).total).toBe(10.9);
    });

    it('confirms and numbers a draft quotation that is converted, in the same unit of work (issue 34)', async () => {
      const q = await ok('POST', 'quotations', { company_id: companyId, quotation_date: singaporeDate('2024-03-01'), lines: [{ description: 'A', qty: 1, unit_price: 10 }] });
      expect(q).toMatchObject({ status: 'O', quotation_no: null });
      const order = await convert('quotations', q.id, { to: 'sales_orders' });
      const after = await ok('GET', `quotations/${q.id}`);
      expect(after.status).toBe('C');
      expect(after.quotation_no).toMatch(/^QUO-\d{5}$/);
      expect((await ok('GET', `sales_orders/${order.id}/chain`))[0]).toMatchObject({ collection: 'quotations', number: after.quotation_no, status: 'C' });
      // A conversion refused leaves the draft a draft.
      const draft = await ok('POST', 'quotations', { company_id: companyId, quotation_date: singaporeDate('2024-03-01'), lines: [{ description: 'B', qty: 1, unit_price: 10 }] });
      expect((await server.call('POST', `/api/v1/quotations/${draft.id}/convert`, { to: 'sales_orders', lines: [{ line_id: draft.lines[0].id, qty: 2 }] })).statusCode).toBe(409);
      expect(await ok('GET', `quotations/${draft.id}`)).toMatchObject({ status: 'O', quotation_no: null });
    });

    it('prices an online order by its date-time: the last evening of 2023 at 8%, the first morning of 2024 at 9%', async () => {
      const order = (at: number) => ok('POST', 'online_orders', { company_id: companyId, order_date: at, customer_name: 'Tan', customer_email: 't@example.com', lines: [{ description: 'Filter', qty: 2, unit_price: '12.35' }] });
      expect(totals(await order(singaporeDate('2023-12-31') + 22 * 3600))).toEqual([24.7, 8, 1.98, 26.68]); // 1.976
      expect(totals(await order(singaporeDate('2024-01-01') + 9 * 3600))).toEqual([24.7, 9, 2.22, 26.92]); // 2.223
    });

    it('gives 200 quotations confirmed at once 200 consecutive numbers', async () => {
      const series = (await ok('GET', `numbering_series?filterExt=${encodeURIComponent("code='quotation'")}`))[0];
      const start = Number(series.next_number);
      const ids: number[] = [];
      for (let i = 0; i < 200; i++) ids.push((await ok('POST', 'quotations', { company_id: companyId, quotation_date: singaporeDate('2024-03-01') })).id);
      const answers = await Promise.all(ids.map((id) => server.call('PATCH', '/api/v1/quotations/status', { ids: [id], status: 'C' })));
      expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
      const numbers = await Promise.all(ids.map(async (id) => (await ok('GET', `quotations/${id}`)).quotation_no as string));
      const taken = numbers.map((n) => Number(n.replace('QUO-', ''))).sort((a, b) => a - b);
      expect(taken).toEqual(ids.map((_, i) => start + i));
      expect(Number((await ok('GET', `numbering_series/${series.id}`)).next_number)).toBe(start + 200);
      const report = (await ok('GET', 'numbering_series/gaps')).find((r: Doc) => r.code === 'quotation');
      expect(report).toMatchObject({ prefix: 'QUO-', missing_count: 0, missing: [], next_number: start + 200 });
      expect(report.issued).toBe(start + 199); // every quotation confirmed in this file, numbered from 1
    });

    describe("the chain's joints", () => {
      let supplierId: number;
      let customer: Doc;
      beforeAll(async () => {
        supplierId = (await ok('POST', 'companies', { company_id: 'SUP1', company_name: 'Tools Supply Pte Ltd', co_type: 'Supplier', email: 'sales@tools.test' })).id;
        customer = await ok('POST', 'companies', { company_id: 'CUS-J', company_name: 'Joint Customer Pte Ltd', attn: 'Ms Lee', email: 'lee@joint.test' });
      });

      it('delivers a service line without stock; a stocked line short of stock is refused in a sentence', async () => {
        // A fresh install's default warehouse (reference data).
        const main = ((await ok('GET', 'warehouses')) as Doc[]).find((w) => w.is_default)!;
        const servicing = await ok('POST', 'products', { name: 'General servicing', sku: 'SVC-1', price: 60, type: 'Service' });
        const filter = await ok('POST', 'products', { name: 'Aircon filter', sku: 'FLT-1', price: 12, type: 'Goods' });
        const order = await ok('POST', 'sales_orders', {
          company_id: customer.id,
          order_date: singaporeDate('2026-11-02'),
          lines: [
            { product_id: servicing.id, description: 'General servicing', qty: 7, unit_price: 60 },
            { product_id: filter.id, description: 'Aircon filter', qty: 2, unit_price: 12 },
          ],
        });
        await confirm('sales_orders', order.id);
        const [svcLine, filterLine] = order.lines;
        // A delivery of the service alone: nothing on hand, nothing taken, confirmed.
        const visit = await convert('sales_orders', order.id, { to: 'delivery_orders', lines: [{ line_id: svcLine.id, qty: 7 }] });
        await confirm('delivery_orders', visit.id);
        expect((await ok('GET', `delivery_orders/${visit.id}`)).status).toBe('C');
        // The goods: none on hand, so 409 naming them (not the service), a sentence without a field name after it.
        const goods = await convert('sales_orders', order.id, { to: 'delivery_orders', lines: [{ line_id: filterLine.id, qty: 2 }] });
        const [refusal] = expectError(await server.call('PATCH', '/api/v1/delivery_orders/status', { ids: [goods.id], status: 'C' }), 409, 'CONFLICT');
        expect(refusal.title).toBe('Not enough Aircon filter in Main warehouse: 0 on hand, 2 to take out');
        expect(errorMessage({ errors: [refusal] })).toBe(refusal.title);
        // Stocked in, then delivered: the filter's ledger moves, the service never has one.
        const received = await ok('POST', 'stock_movements', { movement_type: 'In', reason: 'Purchase', movement_date: singaporeDate('2026-11-02'), warehouse_id: main.id, lines: [{ product_id: filter.id, description: 'Aircon filter', qty: 5 }] });
        await confirm('stock_movements', received.id);
        await confirm('delivery_orders', goods.id);
        expect((await ok('GET', `products/${filter.id}`)).stock_quantity).toBe(3);
        expect(await ok('GET', `stock_ledger?filterExt=product_id=${servicing.id}`)).toEqual([]);
        expect(await ok('GET', `product_stocks?filterExt=product_id=${servicing.id}`)).toEqual([]);
      });

      it("takes an RFQ from a customer only, and converts it to a quotation for that customer", async () => {
        const refused = expectError(await server.call('POST', '/api/v1/rfqs', { company_id: supplierId, rfq_date: singaporeDate('2026-11-02'), lines: [{ description: 'Chiller', qty: 1, unit_price: 100 }] }), 422, 'VALIDATION_FAILED');
        expect(refused[0]).toMatchObject({ title: 'Customer: Tools Supply Pte Ltd is a Supplier, not a Customer', meta: { field: 'company_id' } });
        const rfq = await ok('POST', 'rfqs', { company_id: customer.id, rfq_date: singaporeDate('2026-11-02'), contact_email: 'lee@joint.test', lines: [{ description: 'Chiller', qty: 1, unit_price: 100 }] });
        await confirm('rfqs', rfq.id);
        const quotation = await convert('rfqs', rfq.id, { to: 'quotations' });
        expect(quotation).toMatchObject({ company_id: customer.id, contact_email: 'lee@joint.test', source_collection: 'rfqs' });
        // Nor does a quotation go to a supplier.
        expectError(await server.call('PATCH', `/api/v1/quotations/${quotation.id}`, { company_id: supplierId }), 422, 'VALIDATION_FAILED');
      });

      it('keeps a typed exchange rate, through a conversion; the masterlist\'s only when none is given', async () => {
        const usd = (await ok('GET', `currencies?filterExt=${encodeURIComponent("code='USD'")}`))[0];
        await ok('POST', 'exchange_rates', { currency_id: usd.id, rate: 1.305, rate_date: singaporeDate('2026-11-01') });
        const lines = [{ description: 'Chiller parts', qty: 1, unit_price: 100 }];
        const typed = await ok('POST', 'quotations', { company_id: customer.id, quotation_date: singaporeDate('2026-11-02'), currency_id: 'USD', exchange_rate: 1.3456, lines });
        expect([typed.exchange_rate, typed.total, typed.total_base]).toEqual([1.3456, 109, 146.67]); // 109 x 1.3456 = 146.6704
        const stored = await ok('POST', 'quotations', { company_id: customer.id, quotation_date: singaporeDate('2026-11-02'), currency_id: 'USD', lines });
        expect(stored.exchange_rate).toBe(1.305);
        // An update that leaves the rate out keeps it; one that types another takes that.
        expect((await ok('PATCH', 'quotations', { id: typed.id, remarks: 'Revised parts' })).exchange_rate).toBe(1.3456);
        expect((await ok('PATCH', 'quotations', { id: typed.id, exchange_rate: 1.35 })).exchange_rate).toBe(1.35);
        const order = await convert('quotations', typed.id, { to: 'sales_orders' });
        expect([order.currency_id, order.exchange_rate, order.total_base]).toEqual(['USD', 1.35, 147.15]);
      });

      it('carries the contact email from the order to the invoice, and invoices a delivery order only once it is confirmed', async () => {
        const order = await ok('POST', 'sales_orders', { company_id: customer.id, order_date: singaporeDate('2026-11-02'), contact_person: 'Ms Lee', contact_email: 'lee@joint.test', lines: [{ description: 'Copper pipe', qty: 3, unit_price: 10 }] });
        await confirm('sales_orders', order.id);
        const delivery = await convert('sales_orders', order.id, { to: 'delivery_orders' });
        expect(delivery.contact_email).toBe('lee@joint.test');
        const [early] = expectError(await server.call('POST', `/api/v1/delivery_orders/${delivery.id}/convert`, { to: 'sales_invoices' }), 409, 'CONFLICT');
        expect(early.title).toBe('Confirm this delivery order before invoicing it: only goods delivered are invoiced');
        await confirm('delivery_orders', delivery.id);
        const invoice = await convert('delivery_orders', delivery.id, { to: 'sales_invoices' });
        expect(invoice).toMatchObject({ contact_person: 'Ms Lee', contact_email: 'lee@joint.test', total: 32.7 });
      });
    });

    it('reports a gap in a series: a confirmed number deleted leaves a hole the report shows', async () => {
      const a = await ok('POST', 'rfqs', { company_id: companyId, rfq_date: singaporeDate('2024-03-01'), status: 'C' });
      const b = await ok('POST', 'rfqs', { company_id: companyId, rfq_date: singaporeDate('2024-03-02'), status: 'C' });
      expect(Number(b.rfq_no.slice(4))).toBe(Number(a.rfq_no.slice(4)) + 1);
      // Reopened and deleted (confirm locks; an admin reopens first): its number is gone.
      await ok('PATCH', 'rfqs/status', { ids: [a.id], status: 'O' });
      expect((await server.call('DELETE', `/api/v1/rfqs/${a.id}`)).statusCode).toBe(200);
      const report = (await ok('GET', 'numbering_series/gaps')).find((r: Doc) => r.code === 'rfq');
      expect(report).toMatchObject({ collections: ['rfqs'], missing_count: 1, missing: [Number(a.rfq_no.slice(4))] });
    });
  });
}
