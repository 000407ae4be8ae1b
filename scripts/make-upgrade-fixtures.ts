/**
 * Makes the databases of tests/fixtures/upgrade/ with an OLD release's own code, so that
 * tests/server/upgrade.test.ts can start today's code on them (docs/operations.md, "Upgrading").
 *
 * Run it from a checkout of the release, with this repository's node_modules beside it:
 *
 *   git worktree add --detach /tmp/rel-c9e8745 c9e8745
 *   ln -s "$PWD/node_modules" /tmp/rel-c9e8745/node_modules
 *   (cd /tmp/rel-c9e8745 && npx tsx "$OLDPWD/scripts/make-upgrade-fixtures.ts" \
 *      --name 2026-11-27-c9e8745 --out "$OLDPWD/tests/fixtures/upgrade" \
 *      --postgres postgres://postgres@127.0.0.1:5432/test)
 *   git worktree remove --force /tmp/rel-c9e8745
 *
 * A release whose dependencies differ from today's needs those few beside the link: b852026 still
 * imported @fastify/helmet 13.2.0, so its node_modules was a folder of links to this one's entries
 * plus that package, installed with `npm install --no-save` in a scratch folder.
 *
 * The fixtures made so far: 2026-11-25-b852026 (the stop of 25 November) and 2026-11-27-c9e8745
 * (the stop of 27 November morning, the last before payments and credit notes), each on SQLite and
 * on PostgreSQL 15.
 *
 * It builds the release's server in this process (its `src/server/app.ts`, from the working
 * directory) on a new SQLite file and, with --postgres, on a new PostgreSQL database, and makes
 * the same records on each through the release's API: a clerk (custadmin) who last edited three
 * products, two customers, job types and job orders with free-text job types, and confirmed,
 * draft and void invoices in every payment status that release knew. Then it writes
 *   <name>.sqlite.sql.gz    the SQLite file as `sqlite3 .dump` writes it, gzipped
 *   <name>.postgres.sql.gz  a plain `pg_dump --inserts --no-owner --no-privileges`, gzipped
 *   <name>.json         what was made (ids, numbers), for the test to find its records by
 * Only the release's public API writes records; nothing here knows today's schema.
 *
 * For the next release: check it out the same way, run this script (adding what that release
 * brought, in the same spirit: records as its users made them), and add its name to RELEASES in
 * tests/server/upgrade.test.ts with what the upgrade should make of them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({ options: { name: { type: 'string' }, out: { type: 'string' }, postgres: { type: 'string' } } });
if (!args.name || !args.out) throw new Error('usage: make-upgrade-fixtures.ts --name <release> --out <dir> [--postgres <url>]');
const release = process.cwd();
const ADMIN_PASSWORD = 'upgrade-fixture-admin';
const CLERK_PASSWORD = 'upgrade-fixture-clerk';

/** Unix seconds of a Singapore calendar day (as the old API took dates). */
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`) / 1000;

type Doc = Record<string, any>;

async function makeRecords(databaseUrl: string, dataDir: string): Promise<Doc> {
  const { build } = await import(join(release, 'src/server/app.ts'));
  const { loadSettings } = await import(join(release, 'src/server/config.ts'));
  const settings = {
    ...loadSettings({ DATA_DIR: dataDir, JWT_SECRET: 'upgrade-fixture-secret-upgrade-fixture', VISIT_PLANNING: 'off' }),
    databaseUrl,
    storageDir: join(dataDir, 'files'),
    adminPassword: ADMIN_PASSWORD,
    appDir: join(dataDir, 'no-app'),
  };
  const built = await build(settings);
  const app = built.app;
  const signIn = async (username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in ${username}: ${res.body}`);
    return res.json().data.token as string;
  };
  const call = async (token: string, method: 'POST' | 'PATCH' | 'GET', url: string, body?: unknown): Promise<Doc> => {
    const res = await app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' }, ...(body ? { payload: body as object } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const admin = await signIn('admin', ADMIN_PASSWORD);
  const made: Doc = { products: {}, jobs: {}, invoices: {} };

  const clerk = await call(admin, 'POST', 'users', { username: 'clerk', role: 'custadmin', password: CLERK_PASSWORD });
  made.clerk = clerk.id;
  const clerkToken = await signIn('clerk', CLERK_PASSWORD);

  // Products added by the admin, then last edited by the clerk; two hold stock that no warehouse
  // holds (stock came in as a typed figure then), which today's start takes in as opening stock.
  for (const [key, values] of Object.entries({
    filter: { name: 'Aircon filter', sku: 'UPG-FILTER', price: '12.50', stock_quantity: 40, type: 'Goods' },
    gas: { name: 'R32 gas (kg)', sku: 'UPG-R32', price: '35.00', stock_quantity: 7.5, type: 'Goods' },
    service: { name: 'General servicing', sku: 'UPG-SVC', price: '60.00', type: 'Service' },
  })) {
    const product = await call(admin, 'POST', 'products', values);
    const edited = await call(clerkToken, 'PATCH', `products/${product.id}`, { brand: 'Daikin', updated_at: product.updated_at });
    made.products[key] = { id: edited.id, updated_at: edited.updated_at, updated_by: edited.updated_by };
  }

  const tan = await call(admin, 'POST', 'companies', { company_id: 'TANBRO', company_name: 'Tan Brothers Engineering Pte Ltd', email: 'accounts@tanbro.example' });
  const lim = await call(admin, 'POST', 'companies', { company_id: 'LIMDTR', company_name: 'Lim & Daughters Trading', email: 'finance@limdtr.example' });
  made.companies = { tan: tan.id, lim: lim.id };

  // Job types as a masterlist, and job orders naming one in free text.
  const servicing = await call(admin, 'POST', 'job_types', { code: 'SVC', name: 'Servicing' });
  const repair = await call(admin, 'POST', 'job_types', { code: 'REP', name: 'Repair' });
  made.jobTypes = { servicing: servicing.id, repair: repair.id };
  for (const [key, jobType] of Object.entries({ byName: ' servicing ', byCode: 'rep', unknown: 'Chiller overhaul' })) {
    const job = await call(admin, 'POST', 'joborder_headers', { company_id: tan.id, company_name: tan.company_name, problem_description: `Fixture job (${key})`, job_type: jobType });
    made.jobs[key] = job.id;
  }

  // Invoices: one line each, so that the total is the line's amount with 9% GST.
  const invoice = async (key: string, companyId: number, date: string, terms: string | null, unitPrice: string, then: { status?: 'C' | 'V'; payment_status?: string; due_date?: number }) => {
    const created = await call(admin, 'POST', 'sales_invoices', {
      company_id: companyId,
      invoice_date: day(date),
      payment_terms: terms,
      ...(then.due_date !== undefined ? { due_date: then.due_date } : {}),
      lines: [{ description: `Fixture line (${key})`, qty: 1, uom: 'PC', unit_price: unitPrice }],
    });
    // The payment status was typed on the form, before or after confirming, as people did.
    if (then.payment_status) await call(admin, 'PATCH', `sales_invoices/${created.id}`, { payment_status: then.payment_status, updated_at: created.updated_at });
    if (then.status) await call(admin, 'PATCH', 'sales_invoices/status', { ids: [created.id], status: then.status });
    const row = await call(admin, 'GET', `sales_invoices/${created.id}`);
    made.invoices[key] = { id: row.id, invoice_no: row.invoice_no, total: row.total, status: row.status, payment_status: row.payment_status, due_date: row.due_date, updated_at: row.updated_at, updated_by: row.updated_by };
  };
  await invoice('paid', tan.id, '2026-06-01', 'Net 30', '1000.00', { payment_status: 'Paid', status: 'C' });
  await invoice('partly', tan.id, '2026-07-01', 'Net 30', '500.00', { payment_status: 'Partially paid', status: 'C' });
  await invoice('unpaidOverdue', lim.id, '2026-08-03', 'Net 30', '200.00', { status: 'C' });
  await invoice('unpaidCod', lim.id, '2026-09-01', 'COD', '80.00', { status: 'C' });
  await invoice('notDue', tan.id, '2099-01-05', 'Net 14', '100.00', { status: 'C' });
  await invoice('givenDue', lim.id, '2099-02-01', 'Net 30', '300.00', { status: 'C', due_date: day('2099-02-15') });
  await invoice('noTerms', lim.id, '2026-05-04', null, '150.00', { status: 'C' });
  await invoice('draftPaid', tan.id, '2026-10-01', 'Net 7', '90.00', { payment_status: 'Paid' });
  await invoice('voidPaid', tan.id, '2026-10-02', 'Net 7', '70.00', { payment_status: 'Paid', status: 'V' });
  await app.close();
  return made;
}

async function main() {
  const out = resolve(args.out!);
  const name = args.name!;
  const work = mkdtempSync(join(tmpdir(), 'upgrade-fixture-'));
  try {
    const file = join(work, 'app.db');
    const made = await makeRecords(`sqlite://${file}`, work);
    // A dump rather than the file: a fifth of its size, and a diff says what changed.
    const dump = execFileSync('sqlite3', [file, '.dump'], { maxBuffer: 1 << 28 });
    writeFileSync(join(out, `${name}.sqlite.sql.gz`), gzipSync(dump, { level: 9 }));
    writeFileSync(join(out, `${name}.json`), `${JSON.stringify({ release: name, made }, null, 2)}\n`);
    if (args.postgres) {
      const dbName = `upgrade_fixture_${process.pid}`;
      const admin = new pg.Client({ connectionString: args.postgres });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      const url = new URL(args.postgres);
      url.pathname = `/${dbName}`;
      try {
        const pgMade = await makeRecords(url.toString(), join(work, 'pg'));
        // Same records, same ids: the test reads one description for both databases.
        if (JSON.stringify(pgMade.invoices, (k, v) => (k === 'updated_at' ? undefined : v)) !== JSON.stringify(made.invoices, (k, v) => (k === 'updated_at' ? undefined : v))) throw new Error('PostgreSQL made other records than SQLite');
        const dump = execFileSync('pg_dump', ['--inserts', '--no-owner', '--no-privileges', url.toString()], { maxBuffer: 1 << 28 });
        writeFileSync(join(out, `${name}.postgres.sql.gz`), gzipSync(dump, { level: 9 }));
        writeFileSync(join(out, `${name}.postgres.json`), `${JSON.stringify({ release: name, made: pgMade }, null, 2)}\n`);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
