/**
 * Benchmark 2, writes: audited adds (POST /api/v1/products) and updates (PATCH /api/v1/products/:id)
 * per second, 10 concurrent clients, 10 s each, against the server in its own process on a
 * catalogue of 100,000 products (SQLite; PostgreSQL too when DATABASE_URL is a postgres:// URL).
 * Each write commits with its audit entry; afterwards the audit log is counted against the
 * acknowledged writes, so the figure is of writes that really happened.
 *
 * The write cost of the list-order indexes (issue 27): each database runs twice in turn with the
 * indexes the server makes, and with the index set of before issue 27 (the list-order indexes of
 * products and audit_logs dropped once the server has synced), so the ratio comes from one run.
 *
 *   npx tsx bench/writes.ts        (BENCH_DURATION adjusts the seconds; BENCH_ROUNDS the rounds (2);
 *                                  BENCH_PROFILE=1 writes a CPU profile of the API process into
 *                                  bench/results/profiles/)
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
import { indexName, listOrderIndexes } from '../src/server/db/sync';
import { Registry } from '../src/server/registry';

const PRODUCTS = 100_000;
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ADMIN_PASSWORD = 'bench-admin-password';
const TARGET_PER_S = 2000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** `today`: as the server makes them; `before`: without the list-order indexes of issue 27. */
type IndexSet = 'today' | 'before';

interface WriteRun {
  dialect: string;
  indexes: IndexSet;
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

/** Drops the list-order indexes of the written tables (the server re-prepares its statements). */
async function dropListOrderIndexes(databaseUrl: string): Promise<void> {
  const registry = new Registry();
  const database = connect(databaseUrl);
  try {
    for (const resource of ['products', 'audit-log']) {
      const { def } = registry.require(resource);
      for (const index of listOrderIndexes(def)) await database.db.schema.dropIndex(indexName(def.table, index)).ifExists().execute();
    }
  } finally {
    await database.close();
  }
}

async function runWrites(dialect: string, databaseUrl: string, indexes: IndexSet): Promise<WriteRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsb-bench-writes-'));
  const server = await startBenchServer({ databaseUrl, dataDir, adminPassword: ADMIN_PASSWORD, startTimeoutMs: 300_000 });
  try {
    if (indexes === 'before') await dropListOrderIndexes(databaseUrl);
    const token = await server.signIn();
    const headers = { authorization: `Bearer ${token}` };
    const before = await auditCounts(databaseUrl);
    let n = 0;
    const runId = Date.now().toString(36);
    console.log(`  ${dialect} (${indexes} indexes): adds, ${CONNECTIONS} clients, ${DURATION} s…`);
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
    console.log(`  ${dialect} (${indexes} indexes): updates, ${CONNECTIONS} clients, ${DURATION} s…`);
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
    return { dialect, indexes, inserts, updates, audited };
  } finally {
    await server.finish();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs: WriteRun[] = [];
const order: IndexSet[] = Array.from({ length: ROUNDS }, () => ['before', 'today'] as IndexSet[]).flat();
console.log(`Audited writes on a catalogue of ${PRODUCTS.toLocaleString('en')} products`);
const cached = await sqliteCatalogue(PRODUCTS);
for (const indexes of order) {
  const scratch = mkdtempSync(join(tmpdir(), 'fsb-bench-writes-db-'));
  try {
    const file = join(scratch, 'products.sqlite');
    copyFileSync(cached, file); // the cached catalogue stays as it was
    runs.push(await runWrites('SQLite', `sqlite://${file}`, indexes));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
for (const indexes of order) {
  const onPostgres = await onPostgresCatalogue(PRODUCTS, (url) => runWrites('PostgreSQL', url, indexes));
  if (onPostgres) runs.push(onPostgres);
}

printTable(
  `Audited writes, ${CONNECTIONS} concurrent clients, ${DURATION} s each (target on SQLite: >= ${TARGET_PER_S}/s)`,
  ['database', 'indexes', 'write', 'per second', 'p50 ms', 'p99 ms', 'failed', 'audit entries (acknowledged + in flight at the end)'],
  runs.flatMap((run) => [
    [run.dialect, run.indexes, 'add (POST)', Math.round(run.inserts.rps), run.inserts.p50, run.inserts.p99, run.inserts.failed, run.audited.create],
    [run.dialect, run.indexes, 'update (PATCH)', Math.round(run.updates.rps), run.updates.p50, run.updates.p99, run.updates.failed, run.audited.update],
  ]),
);
/** Writes per second of one index set on one database, adds and updates together, over the rounds. */
const rate = (dialect: string, indexes: IndexSet, write: 'inserts' | 'updates') => {
  const chosen = runs.filter((r) => r.dialect === dialect && r.indexes === indexes);
  return chosen.reduce((sum, r) => sum + r[write].rps, 0) / Math.max(1, chosen.length);
};
const ratios = [...new Set(runs.map((r) => r.dialect))].map((dialect) => ({
  dialect,
  adds: rate(dialect, 'today', 'inserts') / rate(dialect, 'before', 'inserts'),
  updates: rate(dialect, 'today', 'updates') / rate(dialect, 'before', 'updates'),
}));
printTable(
  'Write cost of the list-order indexes: today ÷ before issue 27 (target >= 0.8)',
  ['database', 'adds', 'updates'],
  ratios.map((r) => [r.dialect, r.adds.toFixed(2), r.updates.toFixed(2)]),
);
saveResults('writes', { products: PRODUCTS, connections: CONNECTIONS, durationS: DURATION, rounds: ROUNDS, targetPerS: TARGET_PER_S, runs, ratios });
