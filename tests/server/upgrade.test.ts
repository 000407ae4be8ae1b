/**
 * Upgrading (issue 34 item 5; docs/operations.md "Upgrading"): today's server started on databases
 * made by the two releases before payments (tests/fixtures/upgrade/, made by
 * scripts/make-upgrade-fixtures.ts with each release's own code) brings every invoice to today's
 * model: due dates from terms, balances that explain themselves, a Paid invoice settled by a
 * recorded payment and refusing a second one, old unpaid ones Overdue, what it cannot work out
 * listed for finance; receivables add up to what is owed; products keep who last edited them; job
 * orders name their job type by reference; a restart changes nothing. Both databases.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuiltApp } from '../../src/server/app';
import { createTestDatabase, DIALECTS, testSettings, type TestDatabase, type TestDialect } from '../support/databases';

/** The releases whose databases are upgraded: the one before payments, and the landed stop before it. */
const RELEASES = ['2026-11-25-b852026', '2026-11-27-c9e8745'];
const FIXTURES = join(import.meta.dirname, '../fixtures/upgrade');
/** The fixtures' administrator (scripts/make-upgrade-fixtures.ts). */
const ADMIN_PASSWORD = 'upgrade-fixture-admin';

type Doc = Record<string, any>;
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`) / 1000;

/** A fresh database of `dialect` holding the release's fixture, as that release left it. */
async function restore(dialect: TestDialect, release: string): Promise<TestDatabase> {
  const testDb = await createTestDatabase(dialect);
  const dump = gunzipSync(readFileSync(join(FIXTURES, `${release}.${dialect}.sql.gz`))).toString('utf8');
  if (dialect === 'sqlite') {
    const file = new BetterSqlite3(testDb.url.slice('sqlite://'.length));
    file.unsafeMode(true); // the dump sets writable_schema for its full-text tables
    file.exec(dump);
    file.close();
  } else {
    const client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    // psql's own commands (\restrict) are not SQL.
    await client.query(dump.split('\n').filter((l) => !l.startsWith('\\')).join('\n'));
    await client.end();
  }
  return testDb;
}

/** The rows a restart must leave as they are. */
async function snapshot(server: BuiltApp): Promise<Doc> {
  const db = server.database.db;
  const rows = (table: string) => db.selectFrom(table).selectAll().orderBy('id').execute();
  return { invoices: await rows('sales_invoices'), products: await rows('products'), payments: await rows('payments'), allocations: await rows('payment_allocations'), audit: (await rows('audit_logs')).length };
}

for (const dialect of DIALECTS) {
  for (const release of RELEASES) {
    describe(`[${dialect}] upgrading a database of ${release}`, () => {
      const made: Doc = JSON.parse(readFileSync(join(FIXTURES, `${release}${dialect === 'postgres' ? '.postgres' : ''}.json`), 'utf8')).made;
      let testDb: TestDatabase;
      let server: BuiltApp;
      let token: string;
      const call = (method: InjectOptions['method'], url: string, body?: unknown) =>
        server.app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' }, ...(body !== undefined ? { payload: body as object } : {}) });
      const start = async () => {
        server = await build(testSettings(testDb));
        const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: ADMIN_PASSWORD } });
        token = login.json().data.token;
      };
      const invoice = async (key: string): Promise<Doc> => (await call('GET', `sales_invoices/${made.invoices[key].id}`)).json().data;

      // A start on a restored database is a first start: the sync builds every table's indexes.
      beforeAll(async () => {
        testDb = await restore(dialect, release);
        await start();
      }, 180_000);
      afterAll(async () => {
        await server?.app.close();
        await testDb?.drop();
      });

      it('brings every invoice to today’s model: due dates from terms, balances, statuses', async () => {
        const expected: Record<string, Doc> = {
          // Marked Paid, nothing recorded: settled by a payment the upgrade records.
          paid: { status: 'C', due_date: day('2026-07-01'), amount_paid: 1090, amount_credited: 0, balance_due: 0, balance_due_base: 0, payment_status: 'Paid' },
          // Partially paid, no amount known: all of it owed, and past due.
          partly: { status: 'C', due_date: day('2026-07-31'), amount_paid: 0, balance_due: 545, balance_due_base: 545, payment_status: 'Overdue' },
          unpaidOverdue: { status: 'C', due_date: day('2026-09-02'), amount_paid: 0, balance_due: 218, payment_status: 'Overdue' },
          unpaidCod: { status: 'C', due_date: day('2026-09-01'), balance_due: 87.2, payment_status: 'Overdue' },
          notDue: { status: 'C', due_date: day('2099-01-19'), balance_due: 109, payment_status: 'Unpaid' },
          // A due date typed on the old form stays.
          givenDue: { status: 'C', due_date: day('2099-02-15'), balance_due: 327, payment_status: 'Unpaid' },
          noTerms: { status: 'C', due_date: null, balance_due: 163.5, payment_status: 'Unpaid' },
          draftPaid: { status: 'O', amount_paid: 0, balance_due: 98.1, payment_status: 'Unpaid' },
          voidPaid: { status: 'V', amount_paid: 0, balance_due: 76.3, payment_status: 'Unpaid' },
        };
        for (const [key, values] of Object.entries(expected)) expect({ key, ...(await invoice(key)) }).toMatchObject({ key, ...values });
        // The invoices' bookkeeping left who last edited them as it was.
        for (const key of Object.keys(expected)) expect(await invoice(key)).toMatchObject({ updated_at: made.invoices[key].updated_at, updated_by: made.invoices[key].updated_by });
      });

      it('gives every document its SGD amounts, as a save today would (step 0004)', async () => {
        for (const key of Object.keys(made.invoices)) {
          const i = await invoice(key);
          // The releases knew SGD alone: the SGD amounts are the document's own.
          expect({ key, subtotal_base: i.subtotal_base, gst_amount_base: i.gst_amount_base, total_base: i.total_base, balance_due_base: i.balance_due_base }).toEqual({
            key,
            subtotal_base: i.subtotal,
            gst_amount_base: i.gst_amount,
            total_base: i.total,
            balance_due_base: i.balance_due,
          });
        }
        const payments = (await call('GET', 'payments?status=all')).json().data as Doc[];
        for (const p of payments) expect(p).toMatchObject({ currency_id: 'SGD', amount_base: p.amount });
      });

      it('settles a Paid invoice by a recorded payment and refuses a second one in a sentence', async () => {
        const paid = await invoice('paid');
        const payments = (await call('GET', 'payments')).json().data as Doc[];
        expect(payments).toHaveLength(1);
        expect(payments[0]).toMatchObject({ status: 'C', company_id: made.companies.tan, amount: 1090, unallocated: 0, payment_date: day('2026-06-01'), reference: 'Upgrade' });
        expect((await call('GET', `payments/${payments[0].id}`)).json().data.allocations).toMatchObject([{ invoice_id: paid.id, amount: 1090 }]);
        const again = await call('POST', 'payments', { company_id: made.companies.tan, payment_date: day('2026-11-20'), method: 'Cash', amount: '1090', allocations: [{ invoice_id: paid.id, amount: '1090' }], status: 'C' });
        expect(again.statusCode, again.body).toBe(422);
        expect(again.json().errors[0].title).toMatch(new RegExp(`^${paid.invoice_no} has 0\\.00 left to pay`));
        // The old unpaid one takes a payment as today's do.
        const overdue = await invoice('unpaidOverdue');
        const pays = await call('POST', 'payments', { company_id: made.companies.lim, payment_date: day('2026-11-20'), method: 'Cash', amount: '18', allocations: [{ invoice_id: overdue.id, amount: '18' }], status: 'C' });
        expect(pays.statusCode, pays.body).toBe(201);
        expect(await invoice('unpaidOverdue')).toMatchObject({ amount_paid: 18, balance_due: 200, payment_status: 'Overdue' });
      });

      it('lists for finance what it could not work out, and receivables add up to what is owed', async () => {
        // As an administrator lists them (docs/operations.md, "Upgrading").
        const listed = await call('GET', `audit-log?filterExt=${encodeURIComponent("action='upgrade-review'")}&sort=header_id`);
        const review = listed.json().data as Doc[];
        expect(review.map((r) => [r.model, r.header_id, r.user_id]), listed.body).toEqual(['paid', 'partly', 'noTerms', 'draftPaid'].map((k) => ['sales_invoices', made.invoices[k].id, null]));
        const notes = review.map((r) => r.log.note);
        expect(notes[0]).toMatch(/^INV-\d+ was marked Paid with 1,090\.00 of it not recorded as payments: the upgrade recorded PAY-\d+/);
        expect(notes[1]).toMatch(/was marked Partially paid with no amount recorded: its whole 545\.00 is shown as owed/);
        const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10); // Singapore's day
        const owed = (await call('GET', 'reports/receivables')).json();
        // Confirmed invoices dated by today, less the 18.00 paid above when it ran first.
        const invoices = await Promise.all(['paid', 'partly', 'unpaidOverdue', 'unpaidCod', 'noTerms'].map(invoice));
        const balances = invoices.reduce((s, i) => s + Math.round(i.balance_due * 100), 0);
        expect(owed.meta.as_of).toBe(today);
        expect(Math.round(owed.meta.totals.total * 100)).toBe(balances);
        expect([545 + 218 + 87.2 + 163.5, 545 + 200 + 87.2 + 163.5].map((v) => Math.round(v * 100))).toContain(balances);
      });

      it('keeps who last edited each product, and names job types by reference', async () => {
        for (const product of Object.values(made.products) as Doc[]) {
          expect((await call('GET', `products/${product.id}`)).json().data).toMatchObject({ updated_at: product.updated_at, updated_by: made.clerk });
        }
        // The stock typed on the old form came in as opening stock all the same.
        expect((await call('GET', `products/${made.products.filter.id}`)).json().data.stock_quantity).toBe(40);
        const jobType = async (key: string) => (await call('GET', `joborder_headers/${made.jobs[key]}`)).json().data.job_type_id;
        expect([await jobType('byName'), await jobType('byCode'), await jobType('unknown')]).toEqual([made.jobTypes.servicing, made.jobTypes.repair, null]);
      });

      it('changes nothing on a restart', async () => {
        const before = await snapshot(server);
        await server.app.close();
        await start();
        expect(await snapshot(server)).toEqual(before);
      }, 120_000);
    });
  }
}
