/**
 * api-contract.md "Reports": the sales pivot aggregates confirmed sales-invoice lines on the
 * server (months in Singapore time, GST shared over a document's lines, margin at cost), refuses
 * bad dimensions and too many cells with 422, and is read only by who may read invoices; the
 * dashboard answers the home's figures in one call, each only for what the caller may read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { SalesPivot, parsePivotQuery } from '../../src/server/reports/sales-pivot';
import { singaporeCalendar } from '../../src/shared/singapore-time';

type Rec = Record<string, any>;
/** Unix seconds of a Singapore wall-clock time. */
const sgt = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h - 8, min) / 1000;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] reports: the sales pivot and the dashboard`, () => {
    let server: TestServer;
    let acme: Rec;
    let bistro: Rec;
    let aircon: Rec;
    let filter: Rec;
    let techToken: string;

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token?: string, status = 200): Promise<Rec> => {
      const res = await server.call(method, `/api/v1/${url}`, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const db = () => server.database.db;
    /** An invoice through the API (the server prices it), then confirmed unless `status` says otherwise. */
    const invoice = async (company: Rec, date: number, lines: Rec[], status = 'C') => {
      const made = await ok('POST', 'sales_invoices', { company_id: company.id, invoice_date: date, gst_percent: 9, lines }, undefined, 201);
      await db().updateTable('sales_invoices').set({ status }).where('id', '=', made.id).execute();
      return made;
    };
    const line = (product: Rec, qty: number, discount = 0) => ({ product_id: product.id, description: product.name, qty, unit_price: product.price, discount });

    beforeAll(async () => {
      server = await startTestServer(dialect);
      acme = await ok('POST', 'companies', { company_id: 'ACME', company_name: 'Acme Pte Ltd', email: 'acme@x.test' }, undefined, 201);
      bistro = await ok('POST', 'companies', { company_id: 'BIS', company_name: 'Bistro Tan', email: 'bis@x.test' }, undefined, 201);
      const cooling = await ok('POST', 'categories', { code: 'COOL', name: 'Cooling' }, undefined, 201);
      const parts = await ok('POST', 'categories', { code: 'PART', name: 'Parts' }, undefined, 201);
      aircon = await ok('POST', 'products', { name: 'Aircon unit', sku: 'AC-1', price: 100, cost: 60, category_id: cooling.id }, undefined, 201);
      filter = await ok('POST', 'products', { name: 'Filter', sku: 'F-1', price: 10, cost: 4, category_id: parts.id }, undefined, 201);
      // January: 2 units and 5 filters; 250.00 + 9% GST 22.50.
      await invoice(acme, sgt(2026, 1, 15), [line(aircon, 2), line(filter, 5)]);
      // 00:30 on 1 February in Singapore is still 31 January in UTC: a February sale.
      await invoice(acme, sgt(2026, 2, 1, 0, 30), [line(filter, 1)]);
      await invoice(bistro, sgt(2026, 2, 3), [line(aircon, 1, 10)]);
      // Neither a draft nor a void invoice is a sale.
      await invoice(acme, sgt(2026, 2, 20), [line(aircon, 50)], 'O');
      await invoice(bistro, sgt(2026, 2, 21), [line(aircon, 70)], 'V');
      const user = await ok('POST', 'users', { username: 'tom', password: 'tom-password-1', role: 'technician' }, undefined, 201);
      await ok('POST', 'employees', { code: 'E1', first_name: 'Tom', display_name: 'Tom Lee', user_id: user.id }, undefined, 201);
      techToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tom', password: 'tom-password-1' } })).json().data.token;
    });
    afterAll(async () => server?.close());

    it('sums confirmed lines by company and Singapore month, with GST shared by amount and margin at cost', async () => {
      const pivot = await ok('GET', 'reports/sales?rows=company&columns=month&measures=amount,qty,gst,margin');
      expect(pivot.rows).toEqual([{ company: 'Acme Pte Ltd' }, { company: 'Bistro Tan' }]);
      expect(pivot.columns).toEqual([{ month: '2026-01' }, { month: '2026-02' }]);
      expect(pivot.cells).toEqual([
        { row: 0, column: 0, amount: 250, qty: 7, gst: 22.5, margin: 110 },
        { row: 0, column: 1, amount: 10, qty: 1, gst: 0.9, margin: 6 },
        { row: 1, column: 1, amount: 90, qty: 1, gst: 8.1, margin: 30 },
      ]);
      expect(pivot.totals.rows).toEqual([
        { amount: 260, qty: 8, gst: 23.4, margin: 116 },
        { amount: 90, qty: 1, gst: 8.1, margin: 30 },
      ]);
      expect(pivot.totals.columns).toEqual([
        { amount: 250, qty: 7, gst: 22.5, margin: 110 },
        { amount: 100, qty: 2, gst: 9, margin: 36 },
      ]);
      expect(pivot.totals.grand).toEqual({ amount: 350, qty: 9, gst: 31.5, margin: 146 });
    });

    it('groups by two row dimensions and filters by date and customer', async () => {
      const byCategory = await ok('GET', 'reports/sales?rows=category,product&measures=qty');
      expect(byCategory.rows).toEqual([
        { category: 'Cooling', product: 'Aircon unit' },
        { category: 'Parts', product: 'Filter' },
      ]);
      expect(byCategory.columns).toEqual([{}]);
      expect(byCategory.totals.rows).toEqual([{ qty: 3 }, { qty: 6 }]);
      const february = await ok('GET', `reports/sales?rows=company&measures=amount&from=${sgt(2026, 2, 1)}&to=${sgt(2026, 3, 1)}&company_id=${acme.id}`);
      expect(february.rows).toEqual([{ company: 'Acme Pte Ltd' }]);
      expect(february.totals.grand).toEqual({ amount: 10 });
      const none = await ok('GET', `reports/sales?rows=company&from=${sgt(2027, 1, 1)}`);
      expect(none).toMatchObject({ rows: [], cells: [], totals: { grand: { amount: 0 } } });
    });

    it('refuses unknown or repeated dimensions and measures with 400 naming the parameter', async () => {
      const refused = async (query: string, parameter: string) => {
        const [error] = expectError(await server.call('GET', `/api/v1/reports/sales?${query}`), 400, 'BAD_REQUEST');
        expect(error.meta, query).toEqual({ parameter });
      };
      await refused('rows=colour', 'rows');
      await refused('rows=company&columns=company', 'columns');
      await refused('measures=profit', 'measures');
      await refused('measures=amount,amount', 'measures');
      await refused('from=yesterday', 'from');
    });

    it('asks for a narrower filter past the cell limit, whatever the shape', async () => {
      const tiny = new SalesPivot(server.registry, server.database.dialect, 2);
      // Three grouped cells: more than two.
      await expect(tiny.run(server.database.db, parsePivotQuery({ rows: 'company', columns: 'month' }))).rejects.toMatchObject({ status: 422 });
      // Two rows and two columns make four cells though only three hold sales.
      const sparse = new SalesPivot(server.registry, server.database.dialect, 3);
      await expect(sparse.run(server.database.db, parsePivotQuery({ rows: 'company', columns: 'month' }))).rejects.toThrow(/4 cells \(at most 3\)/);
      await expect(sparse.run(server.database.db, parsePivotQuery({ rows: 'company' }))).resolves.toMatchObject({ rows: [{}, {}].map((_, i) => ({ company: ['Acme Pte Ltd', 'Bistro Tan'][i] })) });
    });

    it('is refused to whoever may not read sales invoices', async () => {
      expectError(await server.call('GET', '/api/v1/reports/sales', undefined, techToken), 403, 'FORBIDDEN');
    });

    it('answers the dashboard: jobs today by status, completed this week, open quotations, sales by month, top customers, contracts ending', async () => {
      const now = Math.floor(Date.now() / 1000);
      const cal = singaporeCalendar(now);
      const job = (eta: number) => ok('POST', 'joborder_headers', { company_id: acme.id, company_name: acme.company_name, problem_description: 'Leak', job_eta: eta }, undefined, 201);
      await job(cal.today + 9 * 3600);
      await job(cal.today + 15 * 3600);
      await job(cal.tomorrow + 3600); // tomorrow: not today
      await ok('POST', 'quotations', { company_id: acme.id, quotation_date: now, gst_percent: 9, lines: [line(aircon, 1)] }, undefined, 201);
      await invoice(bistro, cal.monthStart + 3600, [line(aircon, 3)]);
      await invoice(acme, cal.lastMonthStart + 3600, [line(filter, 2)]);
      const contract = (end: number) => ok('POST', 'contract_headers', { company_id: acme.id, company_name: acme.company_name, start_date: now - 300 * 86_400, end_date: end }, undefined, 201);
      const soon = await contract(cal.today + 30 * 86_400);
      await contract(cal.today + 90 * 86_400);

      const figures = await ok('GET', 'dashboard');
      expect(figures.jobs_today).toEqual({ by_status: [{ job_status: '0', count: 2 }], total: 2 });
      expect(figures.completed_this_week).toBe(0);
      expect(figures.open_quotations).toEqual({ count: 1, value: 109 });
      // Sales before GST, as the pivot counts them (issue 25, item 9): 300.00, not 327.00 with GST.
      expect(figures.sales).toEqual({ this_month: 300, last_month: 20 });
      const pivot = await ok('GET', `reports/sales?rows=company&measures=amount&from=${cal.monthStart}&to=${cal.nextMonthStart}`);
      expect(pivot.totals.grand.amount).toBe(figures.sales.this_month);
      // Over the last twelve months: February's 90.00 and this month's 300.00.
      expect(figures.top_customers[0]).toMatchObject({ company_id: bistro.id, company_name: 'Bistro Tan', total: 390 });
      expect(figures.contracts_ending).toMatchObject({ count: 1, days: 60, items: [{ id: soon.id, company_name: 'Acme Pte Ltd' }] });

      // A technician counts only their own jobs (none assigned) and sees no sales figures.
      const theirs = await ok('GET', 'dashboard', undefined, techToken);
      expect(theirs.jobs_today).toEqual({ by_status: [], total: 0 });
      expect(theirs.open_quotations).toBeNull();
      expect(theirs.sales).toBeNull();
      expect(theirs.top_customers).toBeNull();
      // (Contracts they may read: a job names its contract, so the technician role reads them.)
    });
  });
}
