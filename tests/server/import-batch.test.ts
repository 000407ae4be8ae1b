/**
 * mode=insert writes a batch of rows together (import/run.ts batch, records.ts createManyIn) and a
 * row that would fail alone in its turn: the outcome must be row by row's, on both databases. A
 * file of three batches with a missing reference, a required cell left empty, a SKU repeated
 * within a batch and across batches, the SKU of a failed row used again later (written), and
 * opening stock (the products' created step, per row).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] an import's rows written together`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    beforeAll(async () => {
      server = await startTestServer(dialect);
      ({ ok } = workingCalls(server));
      await ok('POST', 'categories', { code: 'BATCH', name: 'Batch parts' }, undefined, 201);
    }, 120_000);
    afterAll(async () => server?.close());

    it('answers and writes what row by row would: each failed row at its row, the others written in order, per-row steps run', async () => {
      const lines = ['SKU,Name,Category,Stock quantity'];
      for (let i = 0; i < 450; i++) {
        const sku = i === 10 ? 'BT-2' : i === 250 ? 'BT-3' : i === 300 ? 'BT-5' : `BT-${i}`;
        lines.push(`${sku},${i === 9 ? '' : `Batch part ${i}`},${i === 3 ? 'NOPE' : 'BATCH'},${i === 7 ? 4 : ''}`);
      }
      const body = { name: 'batch.csv', base64: Buffer.from(`${lines.join('\n')}\n`).toString('base64') };
      const call = async (query: string) => {
        const res = await server.call('POST', `/api/v1/products/import${query}`, body);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      };
      const dry = await call('?dry_run=true&on_error=skip');
      const real = await call('?on_error=skip');
      const { import_id: _a, state: s1, ...dryRest } = dry;
      const { import_id: _b, state: s2, ...realRest } = real;
      expect([s1, s2]).toEqual(['dry_run', 'done']);
      expect(dryRest).toEqual(realRest);
      expect(real).toMatchObject({ rows: 450, created: 446, skipped: 4 });
      expect(real.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
        [5, 'C'],
        [11, 'B'],
        [12, 'A'],
        [302, 'A'],
      ]);
      expect(real.errors[0].title).toMatch(/Category: there is no category "NOPE"/);
      expect(real.errors[2].title).toBe('SKU "BT-2" is already used');
      expect(real.errors[3].title).toBe('SKU "BT-5" is already used');
      const rows = await server.database.db.selectFrom('products').select(['id', 'sku', 'name', 'stock_quantity']).where('sku', 'like', 'BT-%').orderBy('id').execute();
      expect(rows).toHaveLength(446);
      // In the file's order; the failed row's SKU taken by the later row that gives it again.
      expect(rows[0].sku).toBe('BT-0');
      expect(rows.find((r) => r.sku === 'BT-3')?.name).toBe('Batch part 250');
      expect(Number(rows.find((r) => r.sku === 'BT-7')?.stock_quantity)).toBe(4);
      const movements = await server.database.db.selectFrom('stock_movements').select('id').execute();
      expect(movements.length).toBeGreaterThan(0);
      const audits = await server.database.db.selectFrom('audit_logs').select('log').where('model', '=', 'products').execute();
      expect(audits.filter((a) => JSON.parse(String(a.log)).import_id === real.import_id)).toHaveLength(446 + 1); // the opening stock's ledger update of BT-7
      const undo = await ok('POST', `imports/${real.import_id}/undo`);
      // The product with opening stock stays, as a form's would: its stock holds it (undo's own rule).
      expect(undo).toMatchObject({ removed: 445, left: [{ row: 9, title: expect.stringMatching(/still used by stock by warehouse/) }] });
    }, 180_000);

    it("takes the opening stock of products imported together in with one movement a warehouse, each product's stock and ledger as a form's", async () => {
      await ok('POST', 'warehouses', { code: 'OPEN-N', name: 'Opening north' }, undefined, 201);
      // 40 products: stock on three in four; the odd ones into the north store, the even into the default one.
      const lines = ['SKU,Name,Category,Stock quantity,Opening stock warehouse'];
      for (let i = 0; i < 40; i++) lines.push(`OS-${i},Opening part ${i},BATCH,${i % 4 === 3 ? '' : i + 1},${i % 2 ? 'OPEN-N' : ''}`);
      const body = { name: 'opening.csv', base64: Buffer.from(`${lines.join('\n')}\n`).toString('base64') };
      const res = await server.call('POST', '/api/v1/products/import?on_error=stop', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ state: 'done', created: 40, skipped: 0, errors: [] });
      const db = server.database.db;
      const products = await db.selectFrom('products').select(['id', 'sku', 'stock_quantity']).where('sku', 'like', 'OS-%').execute();
      const movements = await db.selectFrom('stock_movements').select(['id', 'warehouse_id', 'status', 'reason', 'remarks']).where('id', 'in', db.selectFrom('stock_movement_lines').select('header_id').where('product_id', 'in', products.map((p) => p.id))).execute();
      // One movement for each warehouse a batch, confirmed, with a line a product: on PostgreSQL the
      // file is one batch; SQLite's batches are timed, the first of 20 rows (15 with stock) then as
      // many as took 40 ms, so fewer movements than products however slow the machine.
      if (dialect === 'postgres') expect(movements).toHaveLength(2);
      else expect(movements.length).toBeLessThan(30);
      expect(movements.every((m) => m.status === 'C' && m.reason === 'Opening')).toBe(true);
      const movementLines = await db.selectFrom('stock_movement_lines').select(['header_id', 'product_id', 'qty']).where('header_id', 'in', movements.map((m) => m.id)).execute();
      expect(movementLines).toHaveLength(30);
      const north = (await db.selectFrom('warehouses').select('id').where('code', '=', 'OPEN-N').executeTakeFirstOrThrow()).id;
      for (const m of movements) expect(m.remarks).toMatch(/^<p>Opening stock given when (these \d+ products were|the product was) added<\/p>$/);
      if (dialect === 'postgres') expect(movements.find((m) => Number(m.warehouse_id) === Number(north))?.remarks).toBe('<p>Opening stock given when these 10 products were added</p>');
      for (const p of products) {
        const i = Number(String(p.sku).slice(3));
        const qty = i % 4 === 3 ? 0 : i + 1;
        expect(Number(p.stock_quantity), String(p.sku)).toBe(qty);
        const held = await db.selectFrom('product_stocks').select(['warehouse_id', 'qty_on_hand']).where('product_id', '=', p.id).execute();
        const ledger = await db.selectFrom('stock_ledger').select(['warehouse_id', 'qty', 'balance']).where('product_id', '=', p.id).execute();
        if (!qty) {
          expect([held, ledger]).toEqual([[], []]);
          continue;
        }
        const where = i % 2 ? Number(north) : Number(movements.find((m) => Number(m.warehouse_id) !== Number(north))!.warehouse_id);
        expect(held.map((h) => [Number(h.warehouse_id), Number(h.qty_on_hand)])).toEqual([[where, qty]]);
        expect(ledger.map((l) => [Number(l.warehouse_id), Number(l.qty), Number(l.balance)])).toEqual([[where, qty, qty]]);
      }
    }, 180_000);
  });
}
