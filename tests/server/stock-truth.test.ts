/**
 * Stock tells the truth (issue 25.6): a fresh install has a default warehouse; the stock quantity
 * given when a product is added is opening stock, an audited movement into the default warehouse
 * (or the one chosen); a product's stock is the sum of its warehouses after every delivery and
 * stock-in, and nobody types it afterwards; an install whose products show stock that no
 * warehouse holds is put right on start with an opening movement for the difference. As the
 * people who do the work: the business's custadmin adds products, sales delivers and receives.
 * Both databases.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuiltApp } from '../../src/server/app';
import { unixNow } from '../../src/server/clock';
import { STOCK_RECONCILED } from '../../src/server/stock/opening';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';

type Rec = Record<string, any>;
type Method = 'GET' | 'POST' | 'PATCH';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] stock tells the truth`, () => {
    let server: TestServer;
    let owner: string;
    let seller: string;
    let main: Rec;
    let annex: Rec;

    const as =
      (token: () => string) =>
      async (method: Method, url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<any> => {
        const res = await server.call(method, `/api/v1/${url}`, body, token());
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
        return res.json().data;
      };
    const admin = as(() => server.token);
    const custadmin = as(() => owner);
    const sales = as(() => seller);
    const onHand = async (product: Rec) => {
      const rows: Rec[] = await admin('GET', `product_stocks?filterExt=product_id=${product.id}`);
      return Object.fromEntries(rows.map((r) => [r.warehouse_id, r.qty_on_hand]));
    };
    const shown = async (product: Rec) => (await admin('GET', `products/${product.id}`)).stock_quantity;
    const signIn = async (username: string, role: string) => {
      await admin('POST', 'users', { username, email: `${username}@example.com`, role, password: `${username}-password-1` });
      return (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password: `${username}-password-1` } })).json().data.token as string;
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      owner = await signIn('olivia', 'custadmin');
      seller = await signIn('sam', 'sales');
      annex = await admin('POST', 'warehouses', { code: 'ANX', name: 'Annex' });
    });
    afterAll(async () => server?.close());

    it('starts a fresh install with a default warehouse', async () => {
      const warehouses: Rec[] = await admin('GET', 'warehouses');
      main = warehouses.find((w) => w.is_default)!;
      expect(main).toMatchObject({ code: 'MAIN', name: 'Main warehouse', is_default: true, status: 'O' });
      expect(warehouses.filter((w) => w.is_default)).toHaveLength(1);
    });

    it('takes opening stock into the default warehouse, and keeps the product at the sum of its warehouses', async () => {
      const drill = await custadmin('POST', 'products', { name: 'Cordless drill', sku: 'DR-10', price: 120, stock_quantity: 10 });
      expect(drill.stock_quantity).toBe(10);
      expect(await onHand(drill)).toEqual({ [main.id]: 10 });
      // The opening is a confirmed stock-in of its own, in the product's history.
      const [opening]: Rec[] = await admin('GET', `stock_ledger?filterExt=product_id=${drill.id}`);
      expect(opening).toMatchObject({ warehouse_id: main.id, qty: 10, balance: 10, source_collection: 'stock_movements' });
      expect(await admin('GET', `stock_movements/${opening.source_id}`)).toMatchObject({ movement_type: 'In', reason: 'Opening', status: 'C', warehouse_id: main.id, movement_no: opening.source_no });

      // Sales delivers 3: the product shows 7, as its warehouse holds.
      const customer = await sales('POST', 'companies', { company_id: 'TAN', company_name: 'Tan Builders Pte Ltd', email: 'office@tan.test' });
      const order = await sales('POST', 'sales_orders', { company_id: customer.id, order_date: unixNow(), lines: [{ product_id: drill.id, description: drill.name, qty: 3, unit_price: 120 }] });
      const delivery = await sales('POST', 'delivery_orders', { sales_order_id: order.id, company_id: customer.id, delivery_date: unixNow(), lines: [{ product_id: drill.id, description: drill.name, qty_ordered: 3, qty_delivered: 3 }] });
      await sales('PATCH', 'delivery_orders/status', { ids: [delivery.id], status: 'C' });
      expect(await onHand(drill)).toEqual({ [main.id]: 7 });
      expect(await shown(drill)).toBe(7);

      // A stock-in of 5: 12 on both.
      const received = await sales('POST', 'stock_movements', { movement_type: 'In', reason: 'Purchase', movement_date: unixNow(), warehouse_id: main.id, lines: [{ product_id: drill.id, description: drill.name, qty: 5 }] });
      await sales('PATCH', 'stock_movements/status', { ids: [received.id], status: 'C' });
      expect(await onHand(drill)).toEqual({ [main.id]: 12 });
      expect(await shown(drill)).toBe(12);
    });

    it('refuses a typed stock figure with what to do instead, and takes the same figure sent back', async () => {
      const saw = await custadmin('POST', 'products', { name: 'Circular saw', sku: 'SW-10', price: 200, stock_quantity: 2 });
      const [error] = expectError(await server.call('PATCH', `/api/v1/products/${saw.id}`, { stock_quantity: 9 }, owner), 422, 'VALIDATION_FAILED');
      expect(error).toMatchObject({ title: "Stock quantity is the sum of the product's warehouses: record a stock in or out to change it", meta: { field: 'stock_quantity' } });
      // The edit form sends the record back as it read it.
      expect(await custadmin('PATCH', `products/${saw.id}`, { ...saw, name: 'Circular saw 185 mm' })).toMatchObject({ name: 'Circular saw 185 mm', stock_quantity: 2 });
      expect(await onHand(saw)).toEqual({ [main.id]: 2 });
    });

    it('takes opening stock into the warehouse chosen, which then stays as given', async () => {
      const pump = await custadmin('POST', 'products', { name: 'Condensate pump', sku: 'CP-10', price: 80, stock_quantity: 4, opening_warehouse_id: annex.id });
      expect(await onHand(pump)).toEqual({ [annex.id]: 4 });
      expect(await shown(pump)).toBe(4);
      const [error] = expectError(await server.call('PATCH', `/api/v1/products/${pump.id}`, { opening_warehouse_id: main.id }, owner), 422, 'VALIDATION_FAILED');
      expect(error).toMatchObject({ title: 'Opening stock warehouse is given when the product is added and cannot be changed afterwards', meta: { field: 'opening_warehouse_id' } });
      // No opening stock, no movement.
      const service = await custadmin('POST', 'products', { name: 'General servicing', sku: 'SV-10', price: 60, type: 'Service' });
      expect(await onHand(service)).toEqual({});
      expect(await admin('GET', `stock_ledger?filterExt=product_id=${service.id}`)).toEqual([]);
    });
  });

  describe(`[${dialect}] an install whose products show stock no warehouse holds`, () => {
    let server: TestServer;
    let again: BuiltApp | undefined;

    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => {
      await again?.app.close();
      await server?.close();
    });

    it('puts it right on start: each product at its warehouses sum, what they lacked taken in as audited opening stock', async () => {
      const db = server.database.db;
      const now = unixNow();
      // As issue 16's app left it: the default warehouse not shipped yet, a product typed with 10
      // that then had a stock-in of 5 (the warehouse holds 5, the product shows 15), and one typed down.
      await db.deleteFrom('warehouses').execute();
      // A fresh start recorded that it had nothing to reconcile; an install of issue 16 had no such record.
      expect(await db.selectFrom('migrations').select('id').where('id', '=', STOCK_RECONCILED).executeTakeFirst()).toBeDefined();
      await db.deleteFrom('migrations').where('id', '=', STOCK_RECONCILED).execute();
      await db.deleteFrom('reference_data').where('resource', '=', 'warehouses').execute();
      const store = await db.insertInto('warehouses').values({ code: 'OLD', name: 'Old store', country: 'Singapore', is_default: 0, status: 'O', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      const product = (name: string, sku: string, stock: number) =>
        db.insertInto('products').values({ name, sku, price: 0, new_price: 0, cost: 0, stock_quantity: stock, type: 'Goods', status: 'O', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      const typed = await product('Copper pipe', 'CU-1', 15);
      const lower = await product('Gas R32', 'R32-1', 1);
      const right = await product('Drain hose', 'DH-1', 3);
      for (const [p, qty] of [[typed, 5], [lower, 4], [right, 3]] as const) {
        await db.insertInto('product_stocks').values({ product_id: p.id, warehouse_id: store.id, qty_on_hand: qty, status: 'O', created_at: now, updated_at: now }).execute();
      }
      const entriesBefore = Number((await db.selectFrom('audit_logs').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      await server.app.close();

      again = await build(server.settings);
      const token = (await again.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } })).json().data.token;
      const get = async (url: string) => {
        const res = await again!.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      };
      const main = ((await get('warehouses')) as Rec[]).find((w) => w.is_default)!;
      expect(main).toMatchObject({ code: 'MAIN' });
      const held = async (id: number) => Object.fromEntries(((await get(`product_stocks?filterExt=product_id=${id}`)) as Rec[]).map((r) => [r.warehouse_id, r.qty_on_hand]));
      expect(await held(typed.id)).toEqual({ [store.id]: 5, [main.id]: 10 });
      expect((await get(`products/${typed.id}`)).stock_quantity).toBe(15);
      const [opening]: Rec[] = await get(`stock_ledger?filterExt=product_id=${typed.id}`);
      expect(opening).toMatchObject({ warehouse_id: main.id, qty: 10, source_collection: 'stock_movements' });
      expect(await get(`stock_movements/${opening.source_id}`)).toMatchObject({ reason: 'Opening', status: 'C', remarks: expect.stringContaining('showed 15 while its warehouses held 5') });
      // Shown below what is held: the figure becomes what is held (nothing is taken out by guess).
      expect((await get(`products/${lower.id}`)).stock_quantity).toBe(4);
      expect(await held(lower.id)).toEqual({ [store.id]: 4 });
      // Audited as the server's own writes.
      const audit: Rec[] = await get(`audit-log?filterExt=${encodeURIComponent(`model='products',header_id=${typed.id}`)}`);
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['stock']));
      const entriesAfter = Number((await again.database.db.selectFrom('audit_logs').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      expect(entriesAfter).toBeGreaterThan(entriesBefore);
      // A product that agreed is left alone, and a second start changes nothing: it is recorded as done, and not compared again.
      expect(await again.database.db.selectFrom('migrations').select(['id', 'ran']).where('id', '=', STOCK_RECONCILED).executeTakeFirst()).toEqual({ id: STOCK_RECONCILED, ran: 1 });
      expect((await get(`audit-log?filterExt=${encodeURIComponent(`model='products',header_id=${right.id}`)}`)).map((a: Rec) => a.action)).not.toContain('stock');
      await again.app.close();
      again = await build(server.settings);
      expect(Number((await again.database.db.selectFrom('audit_logs').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)).toBe(entriesAfter);
    });
  });
}
