/**
 * Issue 36 items 4 and 6, on both databases: line documents imported from one sheet (the header
 * columns repeated on each line row, or a Document key column), priced, numbered and started as a
 * form's, with errors at their row and column, a dry run answering what the run does, and undo
 * taking a document back with its lines; and the opening balances: open invoices (kept as numbered,
 * confirmed, flagged, their balance and due date as given, the series moved past their number) and
 * stock on hand per warehouse (confirmed movements in). Plus GET /imports (the history) and
 * GET /imports/{id}'s contract names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { readSpreadsheet } from '../../src/server/import/read';

const xlsx = (rows: unknown[][], name = 'docs.xlsx') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return { name, base64: Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer).toString('base64') };
};

for (const dialect of DIALECTS) {
  describe(`[${dialect}] line documents and opening balances from a spreadsheet`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    let signIn: ReturnType<typeof workingCalls>['signIn'];
    const post = (collection: string, body: unknown, query = '', token?: string) => server.call('POST', `/api/v1/${collection}/import${query}`, body, token);
    const imported = async (collection: string, body: unknown, query = '', token?: string) => {
      const res = await post(collection, body, query, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const stockOf = async (productId: number, warehouseId: number) =>
      Number((await server.database.db.selectFrom('product_stocks').select('qty_on_hand').where('product_id', '=', productId).where('warehouse_id', '=', warehouseId).executeTakeFirst())?.qty_on_hand ?? 0);
    let pump: { id: number };
    let valve: { id: number };
    let north: { id: number };
    let south: { id: number };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      ({ ok, signIn } = workingCalls(server));
      await ok('POST', 'companies', { company_id: 'CUS-1', company_name: 'Harbour Foods', co_type: 'Customer', email: 'a@harbour.test' }, undefined, 201);
      await ok('POST', 'companies', { company_id: 'CUS-2', company_name: 'Lion Clinic', co_type: 'Customer', email: 'a@lion.test' }, undefined, 201);
      pump = await ok('POST', 'products', { name: 'Pump', sku: 'P-1', uom: 'PC', price: '100.00', cost: '40.00' }, undefined, 201);
      valve = await ok('POST', 'products', { name: 'Valve', sku: 'V-1', uom: 'PC', price: '12.50' }, undefined, 201);
      north = await ok('POST', 'warehouses', { code: 'NORTH', name: 'North store' }, undefined, 201);
      south = await ok('POST', 'warehouses', { code: 'SOUTH', name: 'South store' }, undefined, 201);
    }, 120_000);
    afterAll(async () => server?.close());

    it("shows a line document's line columns in its template", async () => {
      const res = await server.call('GET', '/api/v1/quotations/import/template?format=csv');
      expect(res.statusCode).toBe(200);
      const t = readSpreadsheet(res.rawPayload, { name: 't.csv', limit: 1e7 });
      expect(t.headers[0]).toBe('Document key');
      expect(t.headers).toEqual(expect.arrayContaining(['Customer', 'Product', 'Description', 'Qty', 'Unit price']));
      const opening = readSpreadsheet((await server.call('GET', '/api/v1/sales_invoices/import/template?format=csv&kind=opening_balances')).rawPayload, { name: 't.csv', limit: 1e7 });
      expect(opening.headers).toEqual(['Customer', 'Invoice No.', 'Invoice date', 'Due date', 'Amount outstanding', 'Currency']);
      expect((await server.call('GET', '/api/v1/quotations/import/template?kind=opening_stock')).statusCode).toBe(400);
    });

    it('groups rows into documents with their lines (header columns repeated), priced and started as a form does; a dry run answers the same; undo takes them back', async () => {
      const rows = [
        ['Customer', 'Quotation date', 'Product', 'Qty', 'Unit price'],
        ['CUS-1', '01/03/2026', 'P-1', 2, ''],
        ['CUS-1', '01/03/2026', 'V-1', 4, '10'],
        ['Lion Clinic', '02/03/2026', 'V-1', 1, ''],
      ];
      const dry = await imported('quotations', xlsx(rows), '?dry_run=true');
      expect(dry).toMatchObject({ state: 'dry_run', rows: 2, created: 2, skipped: 0, errors: [] });
      expect((await ok('GET', 'quotations?status=all')).length).toBe(0);
      const run = await imported('quotations', xlsx(rows));
      expect(run).toMatchObject({ state: 'done', rows: 2, created: 2, errors: [] });
      const quotations = await ok('GET', 'quotations?status=all&sort=id');
      expect(quotations).toHaveLength(2);
      const first = await ok('GET', `quotations/${quotations[0].id}`);
      // The price the product fills when a line gives none; the totals the server works out; a draft, as a form starts one.
      expect(first.lines.map((l: Record<string, unknown>) => [l.description, Number(l.qty), Number(l.unit_price), Number(l.amount)])).toEqual([
        ['Pump', 2, 100, 200],
        ['Valve', 4, 10, 40],
      ]);
      expect(Number(first.subtotal)).toBe(240);
      expect(first.status).toBe('O');
      const undo = await ok('POST', `imports/${run.import_id}/undo`);
      expect(undo).toMatchObject({ removed: 2, left: [] });
      expect((await ok('GET', 'quotations?status=all')).length).toBe(0);
      const lines = await server.database.db.selectFrom('quotation_lines').select('id').execute();
      expect(lines).toHaveLength(0);
    });

    it('groups by a Document key column, and names a bad line by its row and column', async () => {
      const rows = [
        ['Document key', 'Customer', 'Order date', 'Product', 'Qty'],
        ['A', 'CUS-1', '2026-03-01', 'P-1', 1],
        ['B', 'CUS-2', '2026-03-02', 'V-1', 'many'],
        ['A', '', '', 'NOPE', 3],
        ['B', '', '', 'P-1', 1],
      ];
      const res = await imported('sales_orders', xlsx(rows), '?on_error=skip');
      expect(res).toMatchObject({ rows: 2, created: 0, skipped: 2 });
      expect(res.errors).toEqual([
        { row: 4, column: 'D', field: 'line_product_id', title: expect.stringContaining('there is no product "NOPE"') },
        { row: 3, column: 'E', field: 'line_qty', title: expect.stringContaining('must be a number') },
      ]);
      // The error file holds every row of each failed document.
      const file = await server.call('GET', `/api/v1/imports/${res.import_id}/errors?format=csv`);
      const back = readSpreadsheet(file.rawPayload, { name: 'e.csv', limit: 1e7 });
      expect(back.rows.map((r) => r[0])).toEqual(['A', 'A', 'B', 'B']);
      expect(String(back.rows[1][5])).toContain('D: ');
    });

    it('refuses update and upsert for line documents, and a kind where it does not apply, in sentences', async () => {
      const rows = [['Customer', 'Quotation date', 'Description', 'Qty'], ['CUS-1', '01/03/2026', 'Work', 1]];
      const upsert = await post('quotations', xlsx(rows), '?mode=upsert');
      expect(upsert.statusCode).toBe(422);
      expect(upsert.body).toContain('mode=insert only');
      const wrong = await post('quotations', xlsx(rows), '?kind=opening_balances');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].title).toContain('Sales invoices');
    });

    it('imports open invoices as confirmed opening balances: numbered as given, due as given, in receivables, the series moved past them; undo voids and removes them', async () => {
      const series = await server.database.db.selectFrom('numbering_series').select(['prefix', 'next_number']).where('code', '=', 'invoice').executeTakeFirst();
      const prefix = String(series?.prefix ?? 'INV-');
      const rows = [
        ['Customer', 'Invoice No.', 'Invoice date', 'Due date', 'Amount outstanding', 'Currency'],
        ['CUS-1', 'OLD-1001', '15/01/2026', '14/02/2026', '1,090.00', 'SGD'],
        ['CUS-2', `${prefix}00950`, '20/01/2026', '19/02/2026', '$250.50', ''],
        ['CUS-2', 'OLD-1003', '20/01/2026', '', '10', ''],
      ];
      const dry = await imported('sales_invoices', xlsx(rows), '?kind=opening_balances&dry_run=true&on_error=skip');
      expect(dry).toMatchObject({ state: 'dry_run', created: 2, skipped: 1 });
      expect(dry.errors).toEqual([{ row: 4, column: 'D', field: 'due_date', title: 'Due date is required' }]);
      const run = await imported('sales_invoices', xlsx(rows), '?kind=opening_balances&on_error=skip');
      expect(run).toMatchObject({ state: 'done', created: 2, skipped: 1, errors: dry.errors });
      const [old] = await ok('GET', `sales_invoices?status=all&filterExt=${encodeURIComponent("invoice_no='OLD-1001'")}`);
      const invoice = await ok('GET', `sales_invoices/${old.id}`);
      expect(invoice).toMatchObject({ status: 'C', invoice_no: 'OLD-1001', total: 1090, gst_amount: 0, balance_due: 1090, payment_status: 'Overdue' });
      expect(invoice.opening_balance).toBe(true);
      expect(new Date(Number(invoice.due_date) * 1000 + 8 * 3600_000).toISOString().slice(0, 10)).toBe('2026-02-14');
      expect(invoice.lines).toHaveLength(1);
      expect(invoice.lines[0]).toMatchObject({ description: 'Opening balance', tax_code: 'OS' });
      const receivables = await ok('GET', 'reports/receivables');
      expect(JSON.stringify(receivables)).toContain('1090');
      // The series goes on past an opening number written as it writes its own.
      const after = await server.database.db.selectFrom('numbering_series').select('next_number').where('code', '=', 'invoice').executeTakeFirst();
      expect(Number(after?.next_number)).toBe(951);
      const undo = await ok('POST', `imports/${run.import_id}/undo`);
      expect(undo).toMatchObject({ removed: 2, left: [] });
      expect(await ok('GET', `sales_invoices?status=all&filterExt=${encodeURIComponent("invoice_no='OLD-1001'")}`)).toHaveLength(0);
    });

    it('imports stock on hand per warehouse as one confirmed movement in per warehouse, the cost by moving average; undo gives the stock back', async () => {
      const rows = [
        ['Product', 'Warehouse', 'Qty on hand', 'Unit cost'],
        ['P-1', 'NORTH', 10, 60],
        ['V-1', 'NORTH', 5, ''],
        ['P-1', 'SOUTH', 3, ''],
      ];
      const run = await imported('stock_movements', xlsx(rows), '?kind=opening_stock');
      expect(run).toMatchObject({ state: 'done', rows: 2, created: 2, errors: [] });
      expect(await stockOf(pump.id, north.id)).toBe(10);
      expect(await stockOf(valve.id, north.id)).toBe(5);
      expect(await stockOf(pump.id, south.id)).toBe(3);
      const movements = await ok('GET', 'stock_movements?status=all');
      expect(movements.map((m: Record<string, unknown>) => [m.status, m.reason])).toEqual([
        ['C', 'Opening'],
        ['C', 'Opening'],
      ]);
      expect(Number((await ok('GET', `products/${pump.id}`)).cost)).toBe(60);
      const bad = await imported('stock_movements', xlsx([rows[0], ['P-1', 'NOWHERE', 1, ''], ['V-1', 'SOUTH', -2, '']]), '?kind=opening_stock&on_error=skip');
      expect(bad.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
        [2, 'B'],
        [3, 'C'],
      ]);
      const undo = await ok('POST', `imports/${run.import_id}/undo`);
      expect(undo).toMatchObject({ removed: 2, left: [] });
      expect(await stockOf(pump.id, north.id)).toBe(0);
    });

    it("lists the imports made, newest first: everyone's for an administrator, one's own for a coordinator; GET /imports/{id} names import_id and the unknown columns", async () => {
      const { token } = await signIn(`cora-docs-${dialect}`, 'coordinator');
      const mine = await imported('companies', xlsx([['Company ID', 'Company name', 'Company type', 'Email', 'Shoe size'], ['CUS-9', 'Coordinated', 'Customer', 'c@co.test', '42']]), '', token);
      const one = await ok('GET', `imports/${mine.import_id}`, undefined, token);
      expect(Object.keys(one)[0]).toBe('import_id');
      expect(one).toMatchObject({ import_id: mine.import_id, id: mine.import_id, unknown_columns: [{ column: 'E', header: 'Shoe size' }] });
      const theirs = await ok('GET', 'imports?perPage=200', undefined, token);
      expect(theirs.map((i: { import_id: number }) => i.import_id)).toEqual([mine.import_id]);
      expect(theirs[0]).toMatchObject({ collection: 'companies', username: `cora-docs-${dialect}`, created: 1, undoable: true, errors: 0 });
      const all = await server.call('GET', '/api/v1/imports?perPage=200');
      expect(all.json().total).toBeGreaterThan(5);
      expect(all.json().data[0].import_id).toBe(mine.import_id);
      const { token: nobody } = await signIn(`nobody-docs-${dialect}`, 'readonly');
      const refused = await server.call('GET', '/api/v1/imports', undefined, nobody);
      expect(refused.statusCode).toBe(403);
    });
  });
}
