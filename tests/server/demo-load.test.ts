/**
 * The demo load (`npm run seed:demo`, scripts/seed-demo.ts) completes on PostgreSQL too (issue 23,
 * item 4: it stopped half-way with "POST /api/v1/employees answered 500", an empty competencies
 * list checked with `in ()`). demo-data.test.ts checks the load itself on SQLite; this is one load
 * on PostgreSQL, with the counts it promises read back through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { seedDemoData, type DemoReport } from '../../src/server/seed/demo-data';

describe.runIf(DIALECTS.includes('postgres'))('[postgres] the demo load', { timeout: 300_000 }, () => {
  let server: TestServer;
  let report: DemoReport;

  beforeAll(async () => {
    server = await startTestServer('postgres', { visitPlanning: false });
    report = await seedDemoData(server, server.settings);
  }, 300_000);
  afterAll(async () => server?.close());

  const total = async (collection: string) => {
    const res = await server.call('GET', `/api/v1/${collection}?status=all&page[size]=1`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().meta.page.total as number;
  };

  it('loads every collection it promises, employees with and without competencies among them', async () => {
    expect(report.created).toMatchObject({ companies: 50, employees: 30, products: 200, joborder_headers: 300, quotations: 100, sales_orders: 100, sales_invoices: 100, contract_headers: 40 });
    for (const collection of ['companies', 'employees', 'joborder_headers', 'sales_invoices', 'contract_headers']) expect(await total(collection), collection).toBeGreaterThanOrEqual(report.created[collection]);
    const employees = (await server.call('GET', '/api/v1/employees?status=all&page[size]=100')).json().data as Array<{ competencies: number[] }>;
    expect(employees.some((e) => e.competencies.length === 0)).toBe(true);
    expect(employees.some((e) => e.competencies.length > 0)).toBe(true);
  });
});
