/**
 * Benchmark: the sales pivot (`GET /reports/sales`) over 100,000 confirmed invoice lines
 * (20,000 invoices of 5 lines, 200 customers, 500 products in 20 categories, 24 months), from
 * request to answer through the whole server stack (Fastify inject: routing, ability, query,
 * shaping, JSON), for the layouts a user asks for; target ≤ 1 s to the grid. Beside each, the
 * pivot's own work (the grouped SQL and the shaping) without the HTTP stack, and their ratio.
 * SQLite always; PostgreSQL too with DATABASE_URL=postgres://...
 *
 *   npx tsx bench/pivot.ts      (BENCH_PIVOT_RUNS adjusts the runs per layout, default 15)
 */
import { startTestServer, type TestServer } from '../tests/support/api';
import { DIALECTS, type TestDialect } from '../tests/support/databases';
import { parsePivotQuery, SalesPivot } from '../src/server/reports/sales-pivot';
import { median, printTable, round, saveResults } from './lib/report';

const INVOICES = 20_000;
const LINES_PER_INVOICE = 5;
const CUSTOMERS = 200;
const PRODUCTS = 500;
const CATEGORIES = 20;
const MONTHS = 24;
const RUNS = Number(process.env.BENCH_PIVOT_RUNS ?? 15);
const TARGET_MS = 1000;
const LAYOUTS = [
  'rows=company&columns=month&measures=amount',
  'rows=category,product&columns=status&measures=qty,amount,gst,margin',
  'rows=salesperson&columns=month&measures=amount,margin',
  'rows=month&measures=amount,gst',
];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

async function seed(server: TestServer): Promise<void> {
  const db = server.database.db;
  const now = Math.floor(Date.now() / 1000);
  const stamp = { status: 'O', created_at: now, updated_at: now };
  const insert = async (table: string, rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += 500) await db.insertInto(table).values(rows.slice(i, i + 500)).execute();
  };
  await insert('categories', Array.from({ length: CATEGORIES }, (_, i) => ({ ...stamp, code: `CAT${i}`, name: `Category ${i}`, sort_order: i })));
  const categories = (await db.selectFrom('categories').select('id').execute()).map((r) => Number(r.id));
  await insert('companies', Array.from({ length: CUSTOMERS }, (_, i) => ({ ...stamp, company_id: `B${i}`, company_name: `Customer ${i}`, email: `c${i}@bench.test`, type: 'company' })));
  const companies = (await db.selectFrom('companies').select('id').execute()).map((r) => Number(r.id));
  await insert('products', Array.from({ length: PRODUCTS }, (_, i) => ({ ...stamp, name: `Product ${i}`, sku: `P-${i}`, price: 1000 + i * 10, new_price: 0, cost: 600 + i * 5, stock_quantity: 0, type: 'Goods', category_id: categories[i % CATEGORIES] })));
  const products = (await db.selectFrom('products').select('id').execute()).map((r) => Number(r.id));
  const month = 30 * 86_400;
  const payment = ['Unpaid', 'Partially paid', 'Paid'];
  await insert(
    'sales_invoices',
    Array.from({ length: INVOICES }, (_, i) => ({
      ...stamp,
      status: 'C',
      company_id: companies[i % CUSTOMERS],
      invoice_date: now - (i % MONTHS) * month,
      payment_status: payment[i % 3],
      gst_percent: 9,
      subtotal: 5 * 2000,
      gst_amount: 900,
      total: 10_900,
      created_by: (i % 3) + 1,
    })),
  );
  const invoices = (await db.selectFrom('sales_invoices').select('id').execute()).map((r) => Number(r.id));
  const lines = invoices.flatMap((header_id, i) =>
    Array.from({ length: LINES_PER_INVOICE }, (_, j) => ({ ...stamp, header_id, product_id: products[(i * LINES_PER_INVOICE + j) % PRODUCTS], description: 'Bench line', qty: 2, unit_price: 1000, discount: 0, amount: 2000 })),
  );
  await insert('sales_invoice_lines', lines);
}

const results: Record<string, unknown> = {};
for (const dialect of DIALECTS as TestDialect[]) {
  const server = await startTestServer(dialect);
  const seeded = Date.now();
  await seed(server);
  console.log(`${dialect}: ${INVOICES * LINES_PER_INVOICE} lines seeded in ${round((Date.now() - seeded) / 1000)} s`);
  const pivot = new SalesPivot(server.registry, server.database.dialect);
  const rows: Array<Array<string | number>> = [];
  for (const layout of LAYOUTS) {
    const http: number[] = [];
    const sqlOnly: number[] = [];
    let cells = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      let t = performance.now();
      const res = await server.call('GET', `/api/v1/reports/sales?${layout}`);
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${layout}: ${res.statusCode} ${res.body}`);
      cells = res.json().data.cells.length;
      t = performance.now();
      await pivot.run(server.database.db, parsePivotQuery(Object.fromEntries(new URLSearchParams(layout))));
      const direct = performance.now() - t;
      // The first two runs warm the caches.
      if (i >= 2) http.push(ms), sqlOnly.push(direct);
    }
    rows.push([layout, cells, round(median(http)), round(percentile(http, 95)), round(median(sqlOnly)), round(median(sqlOnly) / median(http), 2), percentile(http, 95) <= TARGET_MS ? 'yes' : 'NO']);
  }
  printTable(`Sales pivot over ${INVOICES * LINES_PER_INVOICE} lines, ${dialect} (ms, ${RUNS} runs)`, ['layout', 'cells', 'p50', 'p95', 'query+shape p50', 'query÷request', `p95 ≤ ${TARGET_MS} ms`], rows);
  results[dialect] = rows;
  await server.close();
}
saveResults('pivot', results);
process.exit(0);
