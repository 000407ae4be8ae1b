/**
 * Demo data (issue 3, item 7): `seedDemoData` into a fresh database gives the promised counts of
 * plausible Singapore records with computed totals, and rows in every list route of the menu
 * (with the route's own filter); the same seed gives the same rows; a second load is refused
 * unless forced. SQLite only: each load makes about three thousand API writes.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api';
import { resources } from '../../generated/server/registry';
import { DemoAlreadyLoaded, demoToday, seedDemoData, type DemoReport } from '../../src/server/seed/demo-data';
import { singaporeDate, singaporeMidnight } from '../../src/shared/singapore-time';
import { unixNow } from '../../src/server/clock';

type Rec = Record<string, any>;

/** Columns that differ between two loads of the same data: times (a signature's and a filed GST period's too), uuids (an e-invoice's too), authors, password hashes, a job's SLA state (as of the clock). */
const SYSTEM_COLUMNS = new Set(['uuid', 'created_at', 'updated_at', 'created_by', 'updated_by', 'password', 'signed_at', 'sla_state', 'einvoice_uuid', 'filed_at']);
/** Every table of the catalogue but the audit log (whose entries hold times). */
const HASHED_TABLES = resources.filter((d) => !d.readonly).map((d) => d.table);

/** filterExt for a route's permanent filter: `placement='Header'`, `header_id=12`. */
const filterExtOf = (filter: Record<string, string | number>) =>
  Object.entries(filter)
    .map(([field, value]) => (typeof value === 'number' ? `${field}=${value}` : `${field}='${value.replace(/'/g, "''")}'`))
    .join(',');

/** A digest of every demo row's own values (ids included; times, uuids and authors left out). */
async function digest(server: TestServer): Promise<{ hash: string; rows: number }> {
  const hash = createHash('sha256');
  let rows = 0;
  for (const table of HASHED_TABLES) {
    for (const row of await server.database.db.selectFrom(table).selectAll().orderBy('id').execute()) {
      hash.update(`${table}:${JSON.stringify(Object.entries(row).filter(([k]) => !SYSTEM_COLUMNS.has(k)))}\n`);
      rows++;
    }
  }
  return { hash: hash.digest('hex'), rows };
}

/** Postal sectors: the first two digits of a Singapore postal code (74 is not one). */
const isPostalCode = (code: string) => /^\d{6}$/.test(code) && Number(code.slice(0, 2)) >= 1 && Number(code.slice(0, 2)) <= 82 && code.slice(0, 2) !== '74';

describe('[sqlite] demo data', { timeout: 180_000 }, () => {
  let first: TestServer;
  let second: TestServer;
  let report: DemoReport;
  /** Rows per collection before the load: reference data, the first start's admin and roles. */
  const before: Record<string, number> = {};

  const all = async (server: TestServer, collection: string, query = ''): Promise<Rec[]> => {
    const res = await server.call('GET', `/api/v1/${collection}?status=all&sort=id&page[size]=10000${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    [first, second] = await Promise.all([startTestServer('sqlite'), startTestServer('sqlite')]);
    for (const def of resources) before[def.resource] = (await all(first, def.resource)).length;
    report = await seedDemoData(first, first.settings);
  }, 180_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('loads the promised counts, reported and through the API', async () => {
    expect(report.load).toBe(1);
    expect(report.created).toMatchObject({
      companies: 50,
      employees: 30,
      products: 200,
      joborder_headers: 300,
      quotations: 100,
      sales_orders: 100,
      sales_invoices: 100,
      contract_headers: 40,
    });
    // Every workflow transition also writes a timeline entry on its record (and the record's timeline
    // when it has none); a product added with stock also writes its opening stock-in.
    const alsoWrittenByTransitions = new Set(['timeline_headers', 'timelines', 'stock_movements']);
    for (const [collection, n] of Object.entries(report.created)) {
      const rows = (await all(first, collection)).length;
      if (alsoWrittenByTransitions.has(collection)) expect(rows, collection).toBeGreaterThan(before[collection] + n);
      else expect(rows, collection).toBe(before[collection] + n);
    }
  });

  it('has rows in every list route of the menu, with the route\'s own filter and the default status', async () => {
    const routes = resources.flatMap((def) => def.routes.map((route) => ({ def, route })));
    expect(routes.length).toBeGreaterThan(75);
    const empty: string[] = [];
    for (const { def, route } of routes) {
      const filterExt = Object.keys(route.filter).length ? `&filterExt=${encodeURIComponent(filterExtOf(route.filter))}` : '';
      const res = await first.call('GET', `/api/v1/${def.resource}?status=${def.defaultStatus}&page[size]=1${filterExt}`);
      expect(res.statusCode, `${route.path}: ${res.body}`).toBe(200);
      if (!(res.json().meta.page.total > 0)) empty.push(route.path);
    }
    expect(empty).toEqual([]);
    // Beyond the menu: the records' notes, documents and comment threads.
    for (const collection of ['notes', 'documents', 'timelines']) expect(report.created[collection], collection).toBeGreaterThan(10);
  });

  it('refers the later lists to the demo\'s own records', async () => {
    const byId = async (collection: string) => new Map((await all(first, collection)).map((r) => [r.id, r]));
    const orders = await byId('sales_orders');
    const jobs = await byId('joborder_headers');
    const users = await byId('users');
    for (const d of await all(first, 'delivery_orders')) expect(orders.get(d.sales_order_id)?.company_id, d.delivery_no).toBe(d.company_id);
    for (const r of await all(first, 'service_reports')) expect(['4', '5'], r.report_no).toContain(jobs.get(r.joborder_header_id)?.job_status);
    for (const r of await all(first, 'service_requests')) {
      if (r.joborder_header_id !== null) expect(jobs.get(r.joborder_header_id)?.company_id, r.request_no).toBe(r.company_id);
    }
    // Leave and standby of the field staff: technicians and their supervisors.
    for (const a of await all(first, 'user_availabilities')) expect(['technician', 'coordinator'], String(a.id)).toContain(users.get(a.user_id)?.role);
    const employees = await all(first, 'employees');
    expect(employees.every((e) => users.has(e.user_id))).toBe(true);
    // Demo accounts cannot sign in until an administrator gives them a password, and mail nobody.
    expect((await first.database.db.selectFrom('users').select('id').where('password', 'is not', null).execute()).length).toBe(1);
    expect(await first.database.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('has Singapore companies with sites: UEN, mail, +65 phones, postal codes and points inside Singapore', async () => {
    const companies = await all(first, 'companies');
    expect(companies.filter((c) => c.co_type === 'Supplier').length).toBeGreaterThanOrEqual(5);
    expect(new Set(companies.map((c) => c.company_name)).size).toBe(companies.length);
    for (const c of companies) {
      expect(c.company_name).toMatch(/Pte Ltd$|\(MCST \d{4}\)$|Town Council$/);
      expect(c.uen).toMatch(/^(19|20)\d{7}[A-Z]$/);
      expect(c.email).toMatch(/^[a-z]+@[a-z0-9]+\.example$/);
      expect(c.tel).toMatch(/^\+65 6\d{3} \d{4}$/);
      expect(isPostalCode(c.postal), c.postal).toBe(true);
    }
    const sites = await all(first, 'company_locations');
    const perCompany = new Map<number, Rec[]>();
    for (const s of sites) perCompany.set(s.header_id, [...(perCompany.get(s.header_id) ?? []), s]);
    expect(perCompany.size).toBe(companies.length);
    for (const own of perCompany.values()) {
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.filter((s) => s.is_default)).toHaveLength(1);
    }
    for (const s of sites) {
      expect(isPostalCode(s.postal), s.postal).toBe(true);
      expect(s.latitude).toBeGreaterThanOrEqual(1.24);
      expect(s.latitude).toBeLessThanOrEqual(1.46);
      expect(s.longitude).toBeGreaterThanOrEqual(103.62);
      expect(s.longitude).toBeLessThanOrEqual(104.0);
    }
  });

  it('has employees with designations and competencies, and job orders over every status with assignees and coordinates', async () => {
    const employees = await all(first, 'employees');
    expect(employees.every((e) => e.designation_id !== null && e.department_id !== null && /^\+65 [89]\d{3} \d{4}$/.test(e.mobile))).toBe(true);
    expect(employees.filter((e) => e.competencies.length > 0).length).toBeGreaterThanOrEqual(15);
    const ids = new Set(employees.map((e) => e.id));

    const jobs = await all(first, 'joborder_headers');
    const byStatus = new Map<string, Rec[]>();
    for (const j of jobs) byStatus.set(j.job_status, [...(byStatus.get(j.job_status) ?? []), j]);
    expect([...byStatus.keys()].sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    for (const j of jobs) {
      expect(j.ticket_no).toMatch(/^JOB-\d{5}$/);
      if (j.joborder_employee_one !== null) expect(ids.has(j.joborder_employee_one)).toBe(true);
      if (j.job_status !== '0') expect(j.joborder_employee_one).not.toBeNull();
      if (j.service_location === 'On-site') expect(j.latitude).toBeGreaterThan(1.2);
    }
    // Some new jobs wait for an assignee (the job card's 'All' star).
    expect(byStatus.get('0')!.some((j) => j.joborder_employee_one === null)).toBe(true);
  });

  it('is dated around the day it runs unless --today is given: today has jobs on the board and the map, and not every open job is late', async () => {
    expect(demoToday({ today: '2026-11-02' })).toBe(singaporeDate('2026-11-02'));
    expect(demoToday({}, singaporeDate('2027-03-04') + 23 * 3600)).toBe(singaporeDate('2027-03-04'));
    const today = singaporeMidnight(unixNow());
    const jobs = await all(first, 'joborder_headers');
    const todays = jobs.filter((j) => j.job_eta >= today && j.job_eta < today + 86_400);
    expect(todays.length).toBeGreaterThan(0);
    expect(todays.some((j) => j.service_location === 'On-site' && j.latitude !== null)).toBe(true);
    const open = jobs.filter((j) => !['4', '5'].includes(j.job_status));
    expect(open.every((j) => typeof j.due_by === 'number' && j.job_type_id !== null)).toBe(true);
    const late = open.filter((j) => j.sla_state === 'late');
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(open.length / 2);
    // Technicians are field staff with a base; office staff are not.
    const employees = await all(first, 'employees');
    expect(employees.filter((e) => e.field_staff).length).toBeGreaterThan(5);
    expect(employees.filter((e) => e.field_staff).every((e) => typeof e.base_latitude === 'number' && typeof e.base_longitude === 'number')).toBe(true);
    expect(employees.some((e) => !e.field_staff)).toBe(true);
    // Checklists name their job type.
    expect((await all(first, 'checklists')).every((c) => c.job_type_id !== null)).toBe(true);
  });

  it('has priced documents with 1-6 lines whose totals the server computed', async () => {
    const products = await all(first, 'products');
    expect(new Set(products.map((p) => p.sku)).size).toBe(200);
    expect(products.every((p) => p.price > 0 && p.uom)).toBe(true);
    for (const collection of ['quotations', 'sales_orders', 'sales_invoices']) {
      const headers = await all(first, collection);
      expect(headers).toHaveLength(100);
      for (const id of [headers[0].id, headers[57].id, headers[99].id]) {
        const doc = (await first.call('GET', `/api/v1/${collection}/${id}`)).json().data;
        expect(doc.lines.length).toBeGreaterThanOrEqual(1);
        expect(doc.lines.length).toBeLessThanOrEqual(6);
        const subtotalCents = doc.lines.reduce((sum: number, l: Rec) => sum + Math.round(l.amount * 100), 0);
        expect(Math.round(doc.subtotal * 100)).toBe(subtotalCents);
        expect(subtotalCents).toBeGreaterThan(0);
        expect(Math.round(doc.gst_amount * 100)).toBe(Math.round((subtotalCents * doc.gst_percent) / 100));
        expect(Math.round(doc.total * 100)).toBe(subtotalCents + Math.round(doc.gst_amount * 100));
      }
    }
    const contract = (await first.call('GET', `/api/v1/contract_headers/${(await all(first, 'contract_headers'))[0].id}`)).json().data;
    expect(contract.sites.length).toBeGreaterThanOrEqual(1);
    expect(contract.equipment.length).toBeGreaterThanOrEqual(1);
    expect(contract.refnum).toMatch(/^CT-\d{5}$/);
  });

  it('gives identical rows for the same seed', async () => {
    await seedDemoData(second, second.settings);
    const a = await digest(first);
    const b = await digest(second);
    expect(a.rows).toBeGreaterThan(1500);
    expect(b).toEqual(a);
  });

  it('refuses a second load unless forced; a forced one adds a batch with new codes', async () => {
    const before = await digest(first);
    await expect(seedDemoData(first, first.settings)).rejects.toThrow(DemoAlreadyLoaded);
    expect(await digest(first)).toEqual(before);

    const again = await seedDemoData(first, first.settings, { force: true });
    expect(again.load).toBe(2);
    const companyIds = (await all(first, 'companies')).map((c) => c.company_id);
    expect(companyIds).toHaveLength(100);
    expect(companyIds).toContain('CUS0001-2');
    expect((await all(first, 'joborder_headers')).length).toBe(600);
  });
});
