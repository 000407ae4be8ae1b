/**
 * Purchase orders and receiving (issue 38 items 1, 2 and 5; api-contract.md "Purchases and
 * payables"): a purchase order to a supplier priced per input tax code (GST on TX and BL lines
 * only), numbered PO- at confirm, two partial receipts into a warehouse with the stock
 * (product_stocks, stock_ledger, the product's total) and the moving-average cost checked after
 * each, more than is open refused in a sentence with nothing written, two receipts at once that
 * together exceed what is open (one is refused, the stock counts the other), a confirmed order's
 * line refused through its own route, a receipt's movement not voided alone, an order with goods
 * received not cancelled; its PDF; Reorder; and who may do what (technician nothing, purchasing
 * everything of it, finance reads).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { pdfToText } from '../support/pdf';
import { singaporeDate } from '../../src/shared/singapore-time';

type Doc = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] purchase orders and receiving`, () => {
    let server: TestServer;
    let calls: ReturnType<typeof workingCalls>;
    let supplier: Doc;
    let customer: Doc;
    let store: Doc;
    let filter: Doc;
    let compressor: Doc;
    let buyer: string;
    let technician: string;
    let finance: string;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      calls = workingCalls(server);
      const { ok, signIn } = calls;
      supplier = await ok('POST', 'companies', { company_id: 'S1', company_name: 'Cool Parts Pte Ltd', co_type: 'Supplier', email: 'sales@coolparts.sg', attn: 'Mr Tan' }, undefined, 201);
      customer = await ok('POST', 'companies', { company_id: 'C1', company_name: 'Acme', email: 'a@acme.sg' }, undefined, 201);
      store = await ok('POST', 'warehouses', { code: 'W2', name: 'Second store' }, undefined, 201);
      // 10 filters at 5.00 each in the main warehouse; no compressor yet.
      filter = await ok('POST', 'products', { name: 'Filter', sku: 'F-1', uom: 'PC', cost: '5.00', stock_quantity: 10 }, undefined, 201);
      compressor = await ok('POST', 'products', { name: 'Compressor', sku: 'C-1', uom: 'PC', type: 'Spare part' }, undefined, 201);
      buyer = (await signIn('buyer', 'purchasing')).token;
      technician = (await signIn('tech', 'technician')).token;
      finance = (await signIn('money', 'finance')).token;
    });
    afterAll(async () => server?.close());

    const product = (id: number) => calls.ok('GET', `products/${id}`);
    const stockIn = async (productId: number, warehouseId: number) =>
      Number((await server.database.db.selectFrom('product_stocks').select('qty_on_hand').where('product_id', '=', productId).where('warehouse_id', '=', warehouseId).executeTakeFirst())?.qty_on_hand ?? 0);
    const ledgerOf = (productId: number) =>
      server.database.db.selectFrom('stock_ledger').select(['warehouse_id', 'qty', 'balance', 'source_collection']).where('product_id', '=', productId).orderBy('id').execute();
    const newOrder = (lines: Doc[], token = buyer) =>
      calls.ok('POST', 'purchase_orders', { company_id: supplier.id, order_date: singaporeDate('2025-03-01'), warehouse_id: store.id, lines }, token, 201);
    const confirm = (id: number, token = buyer) => calls.ok('PATCH', 'purchase_orders/status', { ids: [id], status: 'C' }, token);
    const receive = (id: number, lines: Doc[], token = buyer) => server.call('POST', `/api/v1/purchase_orders/${id}/receive`, { lines }, token);

    it('orders, confirms as PO-, and receives in two parts: stock and moving-average cost after each', async () => {
      const { ok } = calls;
      // Only a supplier can be ordered from.
      const toCustomer = await server.call('POST', '/api/v1/purchase_orders', { company_id: customer.id, order_date: singaporeDate('2025-03-01'), warehouse_id: store.id, lines: [{ description: 'x', qty: 1, unit_cost: 1 }] }, buyer);
      expect(expectError(toCustomer, 422, 'VALIDATION_FAILED').map((e) => e.meta?.field)).toEqual(['company_id']);

      const order = await newOrder([
        { product_id: filter.id, description: 'Filter', qty: 10, uom: 'PC', unit_cost: '7.50', tax_code: 'TX' },
        { product_id: compressor.id, description: 'Compressor', qty: 4, uom: 'PC', unit_cost: '120.00', tax_code: 'ZP' },
        { description: 'Freight', qty: 1, unit_cost: '33.33', tax_code: 'OP' },
        { description: 'Client lunch', qty: 1, unit_cost: '10.01', tax_code: 'BL' },
      ]);
      // GST per code at the 2025 rate, 9%: TX 75.00 -> 6.75, BL 10.01 -> 0.90; ZP and OP none.
      expect(order.lines.map((l: Doc) => l.amount)).toEqual([75, 480, 33.33, 10.01]);
      expect([order.subtotal, order.gst_percent, order.gst_amount, order.total]).toEqual([598.34, 9, 7.65, 605.99]);
      expect(order).toMatchObject({ po_no: null, status: 'O', receipt_status: 'Not received' });
      const [filterLine, compressorLine, freightLine, lunchLine] = order.lines;

      // A draft receives nothing.
      const early = await receive(order.id, [{ line_id: filterLine.id, qty: 1 }]);
      expect(expectError(early, 409, 'CONFLICT')[0].title).toBe('Confirm this purchase order before receiving goods against it');

      await confirm(order.id);
      const confirmed = await ok('GET', `purchase_orders/${order.id}`, undefined, buyer);
      expect(confirmed.po_no).toMatch(/^PO-\d{5}$/);
      const number = confirmed.po_no;

      // A confirmed order's line is not changed through its own route, nor the order itself.
      const lineEdit = await server.call('PATCH', `/api/v1/purchase_order_lines/${filterLine.id}`, { qty: 99 }, buyer);
      expect(expectError(lineEdit, 409, 'CONFLICT')[0].title).toMatch(/purchase order/i);
      const orderEdit = await server.call('PATCH', `/api/v1/purchase_orders/${order.id}`, { remarks: 'changed' }, buyer);
      expect(expectError(orderEdit, 409, 'CONFLICT')[0].title).toBe('This purchase order is confirmed and can no longer be changed');

      // First receipt: 4 filters and 1 compressor into the second store.
      const first = await receive(order.id, [
        { line_id: filterLine.id, qty: 4 },
        { line_id: compressorLine.id, qty: 1 },
      ]);
      expect(first.statusCode, first.body).toBe(201);
      const afterFirst = first.json();
      expect(afterFirst.data.receipt_status).toBe('Partially received');
      expect(afterFirst.data.lines.map((l: Doc) => l.received_qty)).toEqual([4, 1, 0, 0]);
      const movement = await ok('GET', `supplier_movements/${afterFirst.movement.id}`);
      expect(movement).toMatchObject({ status: 'C', movement_type: 'In', reason: 'Purchase', purchase_order_id: order.id, company_id: supplier.id, warehouse_id: store.id });
      expect(await stockIn(filter.id, store.id)).toBe(4);
      expect(await stockIn(compressor.id, store.id)).toBe(1);
      // (10 x 5.00 + 4 x 7.50) / 14 = 5.714... -> 5.71; a compressor with no stock takes the received cost.
      expect(await product(filter.id)).toMatchObject({ stock_quantity: 14, cost: 5.71 });
      expect(await product(compressor.id)).toMatchObject({ stock_quantity: 1, cost: 120 });
      expect((await ledgerOf(filter.id)).at(-1)).toMatchObject({ warehouse_id: store.id, qty: 4, balance: 4, source_collection: 'supplier_movements' });

      // More than is open: 409 in a sentence, nothing written.
      const tooMany = await receive(order.id, [
        { line_id: compressorLine.id, qty: 1 },
        { line_id: filterLine.id, qty: 7 },
      ]);
      expect(expectError(tooMany, 409, 'CONFLICT')[0]).toMatchObject({ title: `Only 6 of "Filter" are still to be received on ${number}, not 7`, meta: { field: 'lines.1.qty' } });
      expect(await stockIn(compressor.id, store.id)).toBe(1);
      expect((await ok('GET', `purchase_orders/${order.id}`)).lines.map((l: Doc) => l.received_qty)).toEqual([4, 1, 0, 0]);
      // Bad input: a line of another order, a quantity of 0.
      const bad = await receive(order.id, [
        { line_id: 999999, qty: 1 },
        { line_id: filterLine.id, qty: 0 },
      ]);
      expect(expectError(bad, 422, 'VALIDATION_FAILED').map((e) => e.title)).toEqual([`Line 999999 is not a line of ${number}`, 'The quantity of "Filter" received is more than 0, not 0']);

      // Second receipt: the rest of everything.
      const second = await receive(order.id, [
        { line_id: filterLine.id, qty: 6 },
        { line_id: compressorLine.id, qty: 3 },
        { line_id: freightLine.id, qty: 1 },
        { line_id: lunchLine.id, qty: 1 },
      ]);
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().data.receipt_status).toBe('Received');
      expect(await stockIn(filter.id, store.id)).toBe(10);
      expect(await stockIn(compressor.id, store.id)).toBe(4);
      // (14 x 5.71 + 6 x 7.50) / 20 = 6.247 -> 6.25; (1 x 120 + 3 x 120) / 4 = 120.
      expect(await product(filter.id)).toMatchObject({ stock_quantity: 20, cost: 6.25 });
      expect(await product(compressor.id)).toMatchObject({ stock_quantity: 4, cost: 120 });
      const done = await receive(order.id, [{ line_id: filterLine.id, qty: 1 }]);
      expect(expectError(done, 409, 'CONFLICT')[0].title).toBe(`Nothing more of "Filter" is open on ${number}: all 10 are received`);

      // Goods received: the order is not cancelled, and its receipt is not voided on its own.
      const cancel = await server.call('PATCH', '/api/v1/purchase_orders/status', { ids: [order.id], status: 'V' }, buyer);
      expect(expectError(cancel, 409, 'CONFLICT')[0].title).toBe(`${number} has goods received against it: it can no longer be cancelled`);
      const voidReceipt = await server.call('PATCH', '/api/v1/supplier_movements/status', { ids: [afterFirst.movement.id], status: 'V' });
      expect(expectError(voidReceipt, 409, 'CONFLICT')[0].title).toMatch(/received goods against a purchase order/);
      expect(await stockIn(filter.id, store.id)).toBe(10);

      // Its PDF, as a quotation's.
      const pdf = pdfToText(Buffer.from((await ok('GET', `purchase_orders/${order.id}/pdf`, undefined, buyer)).join(''), 'base64'));
      for (const text of ['PURCHASE ORDER', number, 'Cool Parts Pte Ltd', 'Compressor', '605.99', 'Second store']) expect(pdf).toContain(text);

      // Its history (the Logs panel): confirm and both receipts are in its audit trail.
      const history: Doc[] = await ok('GET', `audit-log?sort=id&filterExt=${encodeURIComponent(`model='purchase_orders',header_id=${order.id}`)}`);
      expect(history.map((e) => e.action).filter((a) => a !== 'create')).toEqual(expect.arrayContaining(['receive', 'receive']));
      expect(history.filter((e) => e.action === 'receive')).toHaveLength(2);
    });

    it("moves the cost in SGD at the order's rate for a foreign-currency order", async () => {
      const valve = await calls.ok('POST', 'products', { name: 'Valve', sku: 'V-1', uom: 'PC', cost: '10.00', stock_quantity: 3 }, undefined, 201);
      const order = await calls.ok(
        'POST',
        'purchase_orders',
        { company_id: supplier.id, order_date: singaporeDate('2025-03-01'), warehouse_id: store.id, currency_id: 'USD', exchange_rate: 1.35, lines: [{ product_id: valve.id, description: 'Valve', qty: 2, unit_cost: '10.00', tax_code: 'TX' }] },
        buyer,
        201,
      );
      expect([order.total, order.total_base]).toEqual([21.8, 29.43]); // 20.00 + 1.80 GST; 27.00 + 2.43 in SGD
      await confirm(order.id);
      expect((await receive(order.id, [{ line_id: order.lines[0].id, qty: 2 }])).statusCode).toBe(201);
      // (3 x 10.00 + 2 x 10.00 USD x 1.35) / 5 = (30 + 27) / 5 = 11.40 SGD
      expect(await product(valve.id)).toMatchObject({ stock_quantity: 5, cost: 11.4 });
    });

    it('never receives more than is open when two receipts come at once', async () => {
      const order = await newOrder([{ product_id: filter.id, description: 'Filter', qty: 5, uom: 'PC', unit_cost: '6.25', tax_code: 'TX' }]);
      await confirm(order.id);
      const line = order.lines[0].id;
      const before = await stockIn(filter.id, store.id);
      const answers = await Promise.all([receive(order.id, [{ line_id: line, qty: 3 }]), receive(order.id, [{ line_id: line, qty: 3 }])]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().errors[0].title).toMatch(/^Only 2 of "Filter" are still to be received on PO-\d{5}, not 3$/);
      expect(await stockIn(filter.id, store.id)).toBe(before + 3);
      expect((await calls.ok('GET', `purchase_orders/${order.id}`)).lines[0].received_qty).toBe(3);
    });

    it('suggests what to reorder per supplier from the reorder level and what open sales orders and job orders need', async () => {
      const { ok } = calls;
      const gasket = await ok('POST', 'products', { name: 'Gasket', sku: 'G-1', uom: 'PC', cost: '2.00', supplier_id: supplier.id, reorder_level: 20, stock_quantity: 3 }, undefined, 201);
      const order = await ok('POST', 'sales_orders', { company_id: customer.id, order_date: singaporeDate('2025-03-01'), lines: [{ product_id: gasket.id, description: 'Gasket', qty: 5, unit_price: '4.00' }] }, undefined, 201);
      await ok('PATCH', 'sales_orders/status', { ids: [order.id], status: 'C' });
      // 4 already on a draft order.
      await newOrder([{ product_id: gasket.id, description: 'Gasket', qty: 4, unit_cost: '2.00' }]);
      // An open job's report lists 2 gaskets to fit; a completed job's parts are not needed any more.
      const job = await ok('POST', 'joborder_headers', { company_id: customer.id, company_name: customer.company_name, problem_description: 'Door seal torn' }, undefined, 201);
      await ok('POST', 'service_reports', { joborder_header_id: job.id, time_in: singaporeDate('2025-03-01'), work_done: '<p>Seal to replace</p>', parts: [{ product_id: gasket.id, description: 'Gasket', qty: 2 }] }, undefined, 201);
      const done = await ok('POST', 'joborder_headers', { company_id: customer.id, company_name: customer.company_name, problem_description: 'Old job' }, undefined, 201);
      await ok('POST', 'service_reports', { joborder_header_id: done.id, time_in: singaporeDate('2025-03-01'), work_done: '<p>Done</p>', parts: [{ product_id: gasket.id, description: 'Gasket', qty: 7 }] }, undefined, 201);
      await server.database.db.updateTable('joborder_headers').set({ job_status: '5' }).where('id', '=', done.id).execute();
      const groups: Doc[] = await ok('GET', 'purchase_orders/reorder-suggestions', undefined, buyer);
      const line = groups.find((g) => g.supplier_id === supplier.id)?.lines.find((l: Doc) => l.product_id === gasket.id);
      // 20 + 5 for the sales order + 2 for the job - 3 on hand - 4 on order = 20.
      expect(line).toMatchObject({ on_hand: 3, reorder_level: 20, on_order: 4, needed_by_sales: 5, needed_by_jobs: 2, suggested_qty: 20, unit_cost: 2 });
      // A product with enough stock is not suggested.
      expect(groups.flatMap((g) => g.lines).some((l: Doc) => l.product_id === compressor.id)).toBe(false);
    });

    it('purchasing handles orders and receipts, finance reads them, a technician sees nothing of them', async () => {
      const order = await newOrder([{ product_id: filter.id, description: 'Filter', qty: 2, unit_cost: '6.00' }]);
      for (const url of ['purchase_orders', `purchase_orders/${order.id}`, 'purchase_orders/reorder-suggestions', `purchase_orders/${order.id}/pdf`]) {
        expectError(await server.call('GET', `/api/v1/${url}`, undefined, technician), 403, 'FORBIDDEN');
      }
      expectError(await server.call('POST', '/api/v1/purchase_orders', { company_id: supplier.id, order_date: singaporeDate('2025-03-01'), warehouse_id: store.id, lines: [] }, technician), 403, 'FORBIDDEN');
      expectError(await receive(order.id, [{ line_id: order.lines[0].id, qty: 1 }], technician), 403, 'FORBIDDEN');

      // Finance reads purchase orders, does not write or receive them.
      expect((await calls.ok('GET', `purchase_orders/${order.id}`, undefined, finance)).id).toBe(order.id);
      expectError(await server.call('POST', '/api/v1/purchase_orders', { company_id: supplier.id, order_date: singaporeDate('2025-03-01'), warehouse_id: store.id, lines: [] }, finance), 403, 'FORBIDDEN');
      await confirm(order.id);
      expectError(await receive(order.id, [{ line_id: order.lines[0].id, qty: 1 }], finance), 403, 'FORBIDDEN');

      // Purchasing receives, reads products, stock and suppliers, and mails the order to the supplier.
      expect((await receive(order.id, [{ line_id: order.lines[0].id, qty: 1 }])).statusCode).toBe(201);
      await calls.ok('GET', `products/${filter.id}`, undefined, buyer);
      await calls.ok('GET', `product_stocks?filterExt=${encodeURIComponent(`product_id=${filter.id}`)}`, undefined, buyer);
      await calls.ok('GET', `companies/${supplier.id}`, undefined, buyer);
      const sent = await calls.ok('POST', `purchase_orders/${order.id}/send`, { to: ['sales@coolparts.sg'] }, buyer);
      expect(sent.sent + sent.queued).toBe(1);
      // The order names no contact: the letter greets the supplier by name, not "Dear customer".
      const mail = await server.database.db.selectFrom('outbox').select('body').where('to_address', '=', 'sales@coolparts.sg').orderBy('id', 'desc').executeTakeFirst();
      expect(mail?.body).toMatch(/^Dear Cool Parts Pte Ltd,\n/);
    });
  });
}
