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
  });
}
