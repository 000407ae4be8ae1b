/**
 * Stock per warehouse (issue 16, "Stock"): confirming a stock or supplier movement moves its
 * lines into or out of its warehouse (product_stocks, stock_ledger, products.stock_quantity);
 * taking more than is on hand is refused with 409 and writes nothing, unless
 * ALLOW_NEGATIVE_STOCK=true; voiding a confirmed movement moves it back; a confirmed movement is
 * otherwise left as it is. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] stock per warehouse`, () => {
    let server: TestServer;
    let lenient: TestServer;
    let drill: Rec;
    let saw: Rec;
    let main: Rec;
    let annex: Rec;
    let supplier: Rec;

    const okOn = (s: () => TestServer) => async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, status = 200): Promise<any> => {
      const res = await s().call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const ok = okOn(() => server);
    const movement = (type: 'In' | 'Out', warehouse: Rec, lines: Array<[Rec, number]>, call = ok) =>
      call('POST', 'stock_movements', { movement_type: type, reason: type === 'In' ? 'Purchase' : 'Sale', movement_date: 1_770_000_000, warehouse_id: warehouse.id, lines: lines.map(([p, qty]) => ({ product_id: p.id, description: p.name, qty })) }, 201);
    const confirm = (collection: string, id: number, call = ok) => call('PATCH', `${collection}/status`, { ids: [id], status: 'C' });
    const onHand = async (product: Rec) => {
      const rows: Rec[] = await ok('GET', `product_stocks?sort=warehouse_id&filterExt=product_id=${product.id}`);
      return Object.fromEntries(rows.map((r) => [r.warehouse_id, r.qty_on_hand]));
    };
    const total = async (product: Rec) => (await ok('GET', `products/${product.id}`)).stock_quantity;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      drill = await ok('POST', 'products', { name: 'Cordless drill', sku: 'DR-1', price: 120, stock_quantity: 0 }, 201);
      saw = await ok('POST', 'products', { name: 'Circular saw', sku: 'SW-1', price: 200, stock_quantity: 0 }, 201);
      // A fresh install's default warehouse (reference data): where movements that name none go.
      main = ((await ok('GET', 'warehouses')) as Rec[]).find((w) => w.is_default)!;
      expect(main).toMatchObject({ code: 'MAIN', name: 'Main warehouse' });
      annex = await ok('POST', 'warehouses', { code: 'ANX', name: 'Annex' }, 201);
      supplier = await ok('POST', 'companies', { company_id: 'SUP', company_name: 'Tools Supply Pte Ltd', email: 'sup@x.test' }, 201);
    });
    afterAll(async () => {
      await server?.close();
      await lenient?.close();
    });

    it('moves stock in and out of each warehouse on confirm, with a ledger line and the product total', async () => {
      const received = await movement('In', main, [[drill, 10], [saw, 4], [drill, 2]]);
      expect(await onHand(drill)).toEqual({});
      await confirm('stock_movements', received.id);
      await movement('In', annex, [[drill, 5]]).then((m) => confirm('stock_movements', m.id));
      const issued = await movement('Out', main, [[drill, 7]]);
      await confirm('stock_movements', issued.id);
      expect(await onHand(drill)).toEqual({ [main.id]: 5, [annex.id]: 5 });
      expect(await onHand(saw)).toEqual({ [main.id]: 4 });
      expect(await total(drill)).toBe(10);
      const history: Rec[] = await ok('GET', `stock_ledger?sort=id&filterExt=product_id=${drill.id}`);
      expect(history.map((h) => [h.warehouse_id, h.qty, h.balance, h.source_no])).toEqual([
        [main.id, 12, 12, received.movement_no],
        [annex.id, 5, 5, expect.any(String)],
        [main.id, -7, 5, issued.movement_no],
      ]);
    });

    it('refuses to take out more than is on hand, naming it, and writes nothing', async () => {
      const tooMany = await movement('Out', annex, [[saw, 1], [drill, 6]]);
      const [error] = expectError(await server.call('PATCH', '/api/v1/stock_movements/status', { ids: [tooMany.id], status: 'C' }), 409, 'CONFLICT');
      // Products are taken in turn (by id); the first short one is named.
      expect(error.title).toBe('Not enough Cordless drill in Annex: 5 on hand, 6 to take out');
      expect((await ok('GET', `stock_movements/${tooMany.id}`)).status).not.toBe('C');
      expect(await onHand(drill)).toEqual({ [main.id]: 5, [annex.id]: 5 });
      expect(await total(saw)).toBe(4);
    });

    it('voids a confirmed movement by moving it back, and refuses any other change to it', async () => {
      const received = await movement('In', annex, [[saw, 3]]);
      await confirm('stock_movements', received.id);
      expect(await onHand(saw)).toEqual({ [main.id]: 4, [annex.id]: 3 });
      const locked = expectError(await server.call('PATCH', `/api/v1/stock_movements/${received.id}`, { reference_no: 'PO-9' }), 409, 'CONFLICT');
      expect(locked[0].title).toContain('is confirmed');
      expectError(await server.call('DELETE', `/api/v1/stock_movements/${received.id}`), 409, 'CONFLICT');
      expectError(await server.call('PATCH', '/api/v1/stock_movements/status', { ids: [received.id], status: 'O' }), 409, 'CONFLICT');
      await ok('PATCH', 'stock_movements/status', { ids: [received.id], status: 'V' });
      expect(await onHand(saw)).toEqual({ [main.id]: 4, [annex.id]: 0 });
      expect(await total(saw)).toBe(4);
    });

    it("moves a supplier's goods into the default warehouse when the movement names none", async () => {
      const delivery = await ok('POST', 'supplier_movements', { movement_type: 'In', reason: 'Purchase', company_id: supplier.id, movement_date: 1_770_000_000, lines: [{ product_id: saw.id, description: saw.name, qty: 2 }] }, 201);
      await confirm('supplier_movements', delivery.id);
      expect((await onHand(saw))[main.id]).toBe(6);
      const returned = await ok('POST', 'supplier_movements', { movement_type: 'Out', reason: 'Return', company_id: supplier.id, warehouse_id: annex.id, movement_date: 1_770_000_000, lines: [{ product_id: drill.id, description: drill.name, qty: 5 }] }, 201);
      await confirm('supplier_movements', returned.id);
      expect(await onHand(drill)).toEqual({ [main.id]: 5, [annex.id]: 0 });
    });

    it('takes a confirmed delivery order out of its warehouse (the default one), and puts it back when voided', async () => {
      const order = await ok('POST', 'sales_orders', { company_id: supplier.id, order_date: 1_770_000_000, lines: [{ product_id: saw.id, description: saw.name, qty: 3, unit_price: 200 }] }, 201);
      const delivery = (qty: number) =>
        ok('POST', 'delivery_orders', { sales_order_id: order.id, company_id: supplier.id, delivery_date: 1_770_000_000, lines: [{ product_id: saw.id, description: saw.name, qty_ordered: 3, qty_delivered: qty }] }, 201);
      const before = (await onHand(saw))[main.id];
      const delivered = await delivery(2);
      await confirm('delivery_orders', delivered.id);
      expect((await onHand(saw))[main.id]).toBe(before - 2);
      const history: Rec[] = await ok('GET', `stock_ledger?sort=-id&filterExt=product_id=${saw.id}`);
      expect(history[0]).toMatchObject({ qty: -2, source_collection: 'delivery_orders', source_id: delivered.id });
      const tooMany = await delivery(before);
      expectError(await server.call('PATCH', '/api/v1/delivery_orders/status', { ids: [tooMany.id], status: 'C' }), 409, 'CONFLICT');
      await ok('PATCH', 'delivery_orders/status', { ids: [delivered.id], status: 'V' });
      expect((await onHand(saw))[main.id]).toBe(before);
    });

    it('lets stock go below zero with ALLOW_NEGATIVE_STOCK=true', async () => {
      lenient = await startTestServer(dialect, { allowNegativeStock: true });
      const call = okOn(() => lenient);
      const product = await call('POST', 'products', { name: 'Back-ordered pump', sku: 'BP-1', price: 10 }, 201);
      const store = await call('POST', 'warehouses', { code: 'W1', name: 'Store' }, 201);
      const out = await movement('Out', store, [[product, 3]], call);
      await confirm('stock_movements', out.id, call);
      expect((await call('GET', `product_stocks?filterExt=product_id=${product.id}`))[0].qty_on_hand).toBe(-3);
      expect((await call('GET', `products/${product.id}`)).stock_quantity).toBe(-3);
    });
  });
}
