/**
 * The buying side walked end to end, as issue 38's "done when" puts it, on both databases and on
 * today's date: a purchasing user orders from a supplier and receives the goods in two parts; finance
 * bills what arrived and pays it in part and then in full. Stock per warehouse and the product's
 * moving-average cost are checked after every step (the money steps must leave them alone), the
 * bill's amount paid, balance and status after every payment, and what is owed to the supplier on
 * the payables report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { singaporeDate } from '../../src/shared/singapore-time';

type Doc = Record<string, any>;
/** Today in Singapore, YYYY-MM-DD. */
const todayInSingapore = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

for (const dialect of DIALECTS) {
  describe(`[${dialect}] buying: order, two receipts, a bill, paid in two parts`, () => {
    let server: TestServer;
    let calls: ReturnType<typeof workingCalls>;
    let buyer: string;
    let finance: string;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      calls = workingCalls(server);
      buyer = (await calls.signIn('walk-buyer', 'purchasing')).token;
      finance = (await calls.signIn('walk-finance', 'finance')).token;
    });
    afterAll(async () => server?.close());

    it('keeps stock, cost and what is owed right after each step', async () => {
      const { ok } = calls;
      const today = todayInSingapore();
      const supplier = await ok('POST', 'companies', { company_id: 'WALK-SUP', company_name: 'Walk Coils Pte Ltd', co_type: 'Supplier', email: 'orders@walkcoils.sg' }, buyer, 201);
      const store = await ok('POST', 'warehouses', { code: 'WALK', name: 'Walk store' }, undefined, 201);
      // 10 coils already in stock elsewhere at 5.00 each.
      const coil = await ok('POST', 'products', { name: 'Fan coil', sku: 'WALK-COIL', uom: 'PC', cost: '5.00', stock_quantity: 10 }, undefined, 201);
      const inStore = async () =>
        Number((await server.database.db.selectFrom('product_stocks').select('qty_on_hand').where('product_id', '=', coil.id).where('warehouse_id', '=', store.id).executeTakeFirst())?.qty_on_hand ?? 0);
      const stockAndCost = async () => {
        const product = await ok('GET', `products/${coil.id}`);
        return { total: product.stock_quantity, inStore: await inStore(), cost: product.cost };
      };

      // The purchasing user orders 10 at 7.50 (TX: GST at today's rate, 9%) and confirms.
      const draft = await ok('POST', 'purchase_orders', { company_id: supplier.id, order_date: singaporeDate(today), warehouse_id: store.id, lines: [{ product_id: coil.id, description: 'Fan coil', qty: 10, uom: 'PC', unit_cost: '7.50', tax_code: 'TX' }] }, buyer, 201);
      expect([draft.subtotal, draft.gst_amount, draft.total]).toEqual([75, 6.75, 81.75]);
      await ok('PATCH', 'purchase_orders/status', { ids: [draft.id], status: 'C' }, buyer);
      const order = await ok('GET', `purchase_orders/${draft.id}`, undefined, buyer);
      expect(order.po_no).toMatch(/^PO-\d{5}$/);
      const line = order.lines[0];
      expect(await stockAndCost()).toEqual({ total: 10, inStore: 0, cost: 5 });

      // First receipt: 4 arrive. (10 x 5.00 + 4 x 7.50) / 14 = 5.714 -> 5.71.
      const first = await ok('POST', `purchase_orders/${order.id}/receive`, { lines: [{ line_id: line.id, qty: 4 }] }, buyer, 201);
      expect([first.receipt_status, first.lines[0].received_qty]).toEqual(['Partially received', 4]);
      expect(await stockAndCost()).toEqual({ total: 14, inStore: 4, cost: 5.71 });

      // More than the 6 still open is refused in a sentence, and nothing moves.
      const over = await server.call('POST', `/api/v1/purchase_orders/${order.id}/receive`, { lines: [{ line_id: line.id, qty: 7 }] }, buyer);
      expect(over.statusCode, over.body).toBe(409);
      expect(over.json().errors[0].title).toBe(`Only 6 of "Fan coil" are still to be received on ${order.po_no}, not 7`);
      expect(await stockAndCost()).toEqual({ total: 14, inStore: 4, cost: 5.71 });

      // Second receipt: the other 6. (14 x 5.71 + 6 x 7.50) / 20 = 6.247 -> 6.25.
      const second = await ok('POST', `purchase_orders/${order.id}/receive`, { lines: [{ line_id: line.id, qty: 6 }] }, buyer, 201);
      expect([second.receipt_status, second.lines[0].received_qty]).toEqual(['Received', 10]);
      expect(await stockAndCost()).toEqual({ total: 20, inStore: 10, cost: 6.25 });

      // Finance bills what was received and confirms the bill.
      const billed = await ok('POST', `purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'WC-2026-118', bill_date: singaporeDate(today), payment_terms: 'Net 30' }, finance, 201);
      expect(billed.lines.map((l: Doc) => [l.qty, l.unit_cost, l.tax_code])).toEqual([[10, 7.5, 'TX']]);
      await ok('PATCH', 'supplier_bills/status', { ids: [billed.id], status: 'C' }, finance);
      const bill = await ok('GET', `supplier_bills/${billed.id}`, undefined, finance);
      const figures = async () => {
        const now = await ok('GET', `supplier_bills/${bill.id}`, undefined, finance);
        return [now.total, now.amount_paid, now.balance_due, now.payment_status];
      };
      const owedToSupplier = async () => {
        const rows = await ok('GET', `reports/payables?as_of=${today}`, undefined, finance);
        return rows.find((r: Doc) => r.company_id === supplier.id)?.total ?? 0;
      };
      expect(await figures()).toEqual([81.75, 0, 81.75, 'Unpaid']);
      expect(await owedToSupplier()).toBe(81.75);
      expect(await stockAndCost()).toEqual({ total: 20, inStore: 10, cost: 6.25 });

      // Paid in part, then in full: the balance follows, stock and cost do not move.
      const pay = (amount: string) =>
        ok('POST', 'supplier_payments', { company_id: supplier.id, payment_date: singaporeDate(today), method: 'Bank transfer', amount, allocations: [{ bill_id: bill.id, amount }] }, finance, 201);
      await pay('50.00');
      expect(await figures()).toEqual([81.75, 50, 31.75, 'Partly paid']);
      expect(await owedToSupplier()).toBe(31.75);
      expect(await stockAndCost()).toEqual({ total: 20, inStore: 10, cost: 6.25 });
      await pay('31.75');
      expect(await figures()).toEqual([81.75, 81.75, 0, 'Paid']);
      expect(await owedToSupplier()).toBe(0);
      expect(await stockAndCost()).toEqual({ total: 20, inStore: 10, cost: 6.25 });

      // Nothing is left to bill of what was received.
      const again = await server.call('POST', `/api/v1/purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'WC-2026-119' }, finance);
      expect(again.statusCode, again.body).toBe(409);
    });
  });
}
