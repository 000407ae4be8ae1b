/**
 * Benchmark 2, writes: audited adds (POST /api/v1/products) and updates (PATCH /api/v1/products/:id)
 * per second, 10 concurrent clients, 10 s each, against the server in its own process on a
 * catalogue of 100,000 products (SQLite; PostgreSQL too when DATABASE_URL is a postgres:// URL).
 * Each write commits with its audit entry; afterwards the audit log is counted against the
 * acknowledged writes, so the figure is of writes that really happened.
 *
 *   npx tsx bench/writes.ts        (BENCH_DURATION adjusts the seconds; BENCH_PROFILE=1 writes a CPU
 *                                  profile of the API process into bench/results/profiles/)
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/server/db/connect';
import { random } from './lib/catalogue';
import { load, type LoadResult } from './lib/load';
import { startBenchServer } from './lib/processes';
import { printTable, saveResults } from './lib/report';
import { onPostgresCatalogue, sqliteCatalogue } from './lib/seed';

const PRODUCTS = 100_000;
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ADMIN_PASSWORD = 'bench-admin-password';
const TARGET_PER_S = 2000;

interface WriteRun {
  dialect: string;
  inserts: LoadResult;
  updates: LoadResult;
  audited: { create: number; update: number };
}

async function auditCounts(databaseUrl: string): Promise<{ create: number; update: number }> {
  const database = connect(databaseUrl);
  try {
    const rows = await database.db
      .selectFrom('audit_logs')
      .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
      .where('model', '=', 'products')
      .groupBy('action')
      .execute();
    const count = (action: string) => Number(rows.find((r) => r.action === action)?.n ?? 0);
    return { create: count('create'), update: count('update') };
  } finally {
    await database.close();
  }
}

async function runWrites(dialect: string, databaseUrl: string): Promise<WriteRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsb-bench-writes-'));
  const server = await startBenchServer({ databaseUrl, dataDir, adminPassword: ADMIN_PASSWORD, startTimeoutMs: 300_000 });
  try {
    const token = await server.signIn();
    const headers = { authorization: `Bearer ${token}` };
    const before = await auditCounts(databaseUrl);
    let n = 0;
    const runId = Date.now().toString(36);
    console.log(`  ${dialect}: adds, ${CONNECTIONS} clients, ${DURATION} s…`);
    const inserts = await load({
      url: server.origin,
      connections: CONNECTIONS,
      duration: DURATION,
      method: 'POST',
      headers,
      next: () => {
        n++;
        return { path: '/api/v1/products', body: JSON.stringify({ name: `Bench product ${n}`, sku: `W-${runId}-${n}`, brand: 'Bench', model: `BM-${n}`, price: 12.5, cost: n % 100 }) };
      },
    });
    const r = random(5);
    console.log(`  ${dialect}: updates, ${CONNECTIONS} clients, ${DURATION} s…`);
    const updates = await load({
      url: server.origin,
      connections: CONNECTIONS,
      duration: DURATION,
      method: 'PATCH',
      headers,
      next: () => ({ path: `/api/v1/products/${1 + Math.floor(r() * PRODUCTS)}`, body: JSON.stringify({ cost: Math.floor(r() * 1000), price: Math.floor(r() * 10_000) / 100 }) }),
    });
    const after = await auditCounts(databaseUrl);
    const audited = { create: after.create - before.create, update: after.update - before.update };
    const acknowledged = { create: inserts.statusCounts['201'] ?? 0, update: updates.statusCounts['200'] ?? 0 };
    // autocannon stops counting at the deadline with up to one request per connection still in
    // flight; those the server completes too, so they have entries but no counted answer.
    for (const action of ['create', 'update'] as const) {
      const extra = audited[action] - acknowledged[action];
      if (extra < 0 || extra > CONNECTIONS) {
        throw new Error(`${dialect}: ${audited[action]} ${action} entries in the audit log for ${acknowledged[action]} acknowledged writes`);
      }
    }
    return { dialect, inserts, updates, audited };
  } finally {
    await server.finish();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs: WriteRun[] = [];
console.log(`Audited writes on a catalogue of ${PRODUCTS.toLocaleString('en')} products`);
const cached = await sqliteCatalogue(PRODUCTS);
const scratch = mkdtempSync(join(tmpdir(), 'fsb-bench-writes-db-'));
try {
  const file = join(scratch, 'products.sqlite');
  copyFileSync(cached, file); // the cached catalogue stays as it was
  runs.push(await runWrites('SQLite', `sqlite://${file}`));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const onPostgres = await onPostgresCatalogue(PRODUCTS, (url) => runWrites('PostgreSQL', url));
if (onPostgres) runs.push(onPostgres);

printTable(
  `Audited writes, ${CONNECTIONS} concurrent clients, ${DURATION} s each (target on SQLite: >= ${TARGET_PER_S}/s)`,
  ['database', 'write', 'per second', 'p50 ms', 'p99 ms', 'failed', 'audit entries (acknowledged + in flight at the end)'],
  runs.flatMap((run) => [
    [run.dialect, 'add (POST)', Math.round(run.inserts.rps), run.inserts.p50, run.inserts.p99, run.inserts.failed, run.audited.create],
    [run.dialect, 'update (PATCH)', Math.round(run.updates.rps), run.updates.p50, run.updates.p99, run.updates.failed, run.audited.update],
  ]),
);
saveResults('writes', { products: PRODUCTS, connections: CONNECTIONS, durationS: DURATION, targetPerS: TARGET_PER_S, runs });
