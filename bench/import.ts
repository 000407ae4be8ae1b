/**
 * Benchmark: importing products from one XLSX (issue 36, "Speed and size"). For each database, a
 * server in its own process on a copy of the 20,000-product catalogue, and four imports:
 *
 *   - BENCH_IMPORT_ROWS (100,000) plain products (SKU, name, description, price, type, category):
 *     a dry run, then the real run (mode insert, on_error skip);
 *   - BENCH_IMPORT_STOCK_ROWS (5,000) products with opening stock (a stock movement into the
 *     default warehouse each): a dry run, then the real run.
 *
 * Each file is written with the `xlsx` package as Excel writes it (shared strings) and sent as
 * JSON base64; above IMPORT_BACKGROUND_ROWS the server answers 202 and the bench reads
 * GET /imports/{id} every 250 ms until the import ends. Printed for each: the time from the POST
 * to the end, the rows a second, the server's RSS before and its peak during the import (sampled
 * every 100 ms from /proc), and, as other users, two clients each requesting a varied list page
 * (products sorted and paged, a search, companies, stock movements) one after another for the
 * whole import: their count, p50 and p99; and a third changing a product's price every 100 ms
 * (its writes' count, p50 and p99 apart; the five slowest printed with when they were sent after
 * the import's request). The targets: each import at most 60 s, RSS growth under 300 MB,
 * other users' p99 under 300 ms.
 *
 *   npx tsx bench/import.ts     BENCH_IMPORT_ROWS, BENCH_IMPORT_STOCK_ROWS, BENCH_DATABASES=sqlite,postgres, BENCH_IMPORT_PARTS=plain,stock
 *                               (PostgreSQL needs DATABASE_URL=postgres://...)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { startBenchServer } from './lib/processes';
import { printTable, round, saveResults } from './lib/report';
import { onPostgresCatalogue, onSqliteCatalogue } from './lib/seed';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const STOCK_ROWS = Number(process.env.BENCH_IMPORT_STOCK_ROWS ?? 5_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
/** plain, stock or both. */
const PARTS = (process.env.BENCH_IMPORT_PARTS ?? 'plain,stock').split(',');
const CATALOGUE = 20_000;
const ADMIN_PASSWORD = 'bench-admin-password';
const OTHER_USERS = 2;
/** The writing user's pause between two changes. */
const WRITE_PAUSE_MS = 100;
const TARGETS = { seconds: 60, rssMb: 300, othersP99Ms: 300 };

/** An XLSX of `n` products whose SKUs start with `prefix`; with opening stock, a Stock quantity column. */
function productsFile(n: number, prefix: string, stock: boolean): string {
  const header = ['SKU', 'Name', 'Description', 'Price', 'Type', 'Category', ...(stock ? ['Stock quantity'] : [])];
  const rows: unknown[][] = [header];
  for (let i = 0; i < n; i++) {
    rows.push([`${prefix}-${String(i).padStart(6, '0')}`, `Imported part ${i}`, `Spare part number ${i} for the ${['north', 'south', 'east', 'west'][i % 4]} sites`, 10 + (i % 900) + 0.25, ['Goods', 'Spare part', 'Service'][i % 3], ['PUMPS', 'Valves'][i % 2], ...(stock ? [1 + (i % 40)] : [])]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Products');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer).toString('base64');
}

const rssMb = (pid: number) => {
  if (!existsSync(`/proc/${pid}/status`)) return NaN; // the server has ended: said below with its output
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** The list pages other users ask for meanwhile, in turn. */
const OTHER_PAGES = [
  ...[1, 7, 40, 150].map((page) => `/api/v1/products?sort=-updated_at&page[size]=25&page[after]=${page}`),
  '/api/v1/products?sort=name&page[size]=25&page[after]=3',
  '/api/v1/products?sort=price&page[size]=50',
  '/api/v1/products?filter=pump&page[size]=25',
  '/api/v1/companies?page[size]=25',
  '/api/v1/stock_movements?page[size]=25',
  '/api/v1/categories?page[size]=50',
  // Single records, as a form or a view page opens them.
  '/api/v1/products/1',
  '/api/v1/products/12345',
];

interface Figure {
  database: string;
  import: string;
  rows: number;
  seconds: number;
  rowsPerS: number;
  state: string;
  created: number;
  errors: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  others: number;
  othersP50Ms: number;
  othersP99Ms: number;
  othersFailed: number;
  writes: number;
  writesP50Ms: number;
  writesP99Ms: number;
}

async function onDatabase(database: string, databaseUrl: string, files: Array<{ label: string; rows: number; base64: string; dryRun: boolean }>): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsb-bench-import-'));
  const server = await startBenchServer({ databaseUrl, dataDir, adminPassword: ADMIN_PASSWORD, startTimeoutMs: 300_000, env: { IMPORT_LIMIT: String(60 * 1024 * 1024), LOG_LEVEL: 'warn' } });
  const figures: Figure[] = [];
  try {
    const token = await server.signIn();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (const [code, name] of [['PUMPS', 'Pumps'], ['VALVES', 'Valves']]) await server.call('POST', '/api/v1/categories', token, { code, name });
    // Warm the paths the others ask for, and the import route.
    for (const path of OTHER_PAGES) await fetch(server.origin + path, { headers });
    for (const f of files) {
      const pid = server.child.pid!;
      const rssBefore = rssMb(pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 100);
      let running = true;
      const latencies: number[] = [];
      let othersFailed = 0;
      const other = async (start: number) => {
        for (let i = start; running; i++) {
          const t = performance.now();
          try {
            const res = await fetch(server.origin + OTHER_PAGES[i % OTHER_PAGES.length], { headers });
            await res.arrayBuffer();
            if (res.status !== 200) othersFailed++;
          } catch {
            othersFailed++; // a reset connection (printed as failed), not the end of the bench
          }
          latencies.push(performance.now() - t);
        }
      };
      // One more user changes a product's price in turn, as an office does (their own figures).
      /** Each write: when it was sent (ms after the import's request) and how long it took. */
      const writes: Array<[number, number]> = [];
      const writer = async () => {
        for (let i = 0; running; i++) {
          const t = performance.now();
          try {
            const res = await fetch(`${server.origin}/api/v1/products/${1 + ((i * 7919) % 1000)}`, { method: 'PATCH', headers, body: JSON.stringify({ price: 10 + (i % 90) }) });
            await res.arrayBuffer();
            if (res.status !== 200) othersFailed++;
          } catch {
            othersFailed++;
          }
          writes.push([t - t0, performance.now() - t]);
          await new Promise((r) => setTimeout(r, WRITE_PAUSE_MS));
        }
      };
      // The upload's body made before the clock starts: the bench's own work, not the server's.
      const upload = JSON.stringify({ name: `${f.label}.xlsx`, base64: f.base64 });
      const t0 = performance.now();
      const others = [...Array.from({ length: OTHER_USERS }, (_, k) => other(k * 3)), writer()];
      const res = await fetch(`${server.origin}/api/v1/products/import?on_error=skip&dry_run=${f.dryRun}`, { method: 'POST', headers, body: upload }).catch((e: unknown) => {
        throw new Error(`the import's request failed (${String(e)}) during ${f.label}; the server said: ${server.output().slice(-3000)}`);
      });
      const answer = (await res.json()) as { data?: { import_id: number; state: string; created: number; errors: unknown[] }; errors?: unknown };
      if (!answer.data) throw new Error(`the import was refused (${res.status}): ${JSON.stringify(answer.errors)}`);
      let report = answer.data;
      while (report.state === 'running') {
        if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`the server ended (${server.child.exitCode ?? server.child.signalCode}) during ${f.label}: ${server.output().slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 250));
        report = ((await (await fetch(`${server.origin}/api/v1/imports/${answer.data.import_id}`, { headers })).json()) as { data: typeof report }).data;
      }
      const seconds = (performance.now() - t0) / 1000;
      running = false;
      await Promise.all(others);
      clearInterval(sampler);
      const sorted = [...latencies].sort((a, b) => a - b);
      const writesSorted = writes.map(([, took]) => took).sort((a, b) => a - b);
      // What held the slowest writes is found by when they were sent.
      const slowest = [...writes].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([at, took]) => `${Math.round(took)} ms at ${Math.round(at)} ms`);
      const figure: Figure = {
        database,
        import: f.label,
        rows: f.rows,
        seconds: round(seconds, 1),
        rowsPerS: Math.round(f.rows / seconds),
        state: report.state,
        created: report.created,
        errors: report.errors.length,
        rssBeforeMb: Math.round(rssBefore),
        rssPeakMb: Math.round(rssPeak),
        rssGrowthMb: Math.round(rssPeak - rssBefore),
        others: latencies.length,
        othersP50Ms: round(pct(sorted, 50), 1),
        othersP99Ms: round(pct(sorted, 99), 1),
        othersFailed,
        writes: writes.length,
        writesP50Ms: round(pct(writesSorted, 50), 1),
        writesP99Ms: round(pct(writesSorted, 99), 1),
      };
      console.log(`  ${database} ${f.label}: ${figure.seconds} s, ${figure.state}, created ${figure.created}, errors ${figure.errors}, RSS +${figure.rssGrowthMb} MB, others p50 ${figure.othersP50Ms} ms p99 ${figure.othersP99Ms} ms (${figure.others}, ${othersFailed} failed), writes p50 ${figure.writesP50Ms} ms p99 ${figure.writesP99Ms} ms (${figure.writes}; slowest ${slowest.join(', ')})`);
      figures.push(figure);
    }
  } finally {
    await server.finish();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const started = Date.now();
console.log(`Import benchmark: ${ROWS} plain products and ${STOCK_ROWS} with opening stock, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const plain = productsFile(ROWS, 'IMP', false);
const stock = productsFile(STOCK_ROWS, 'STK', true);
console.log(`  files written: ${round(Buffer.byteLength(plain, 'base64') / 1024 / 1024, 1)} MB and ${round(Buffer.byteLength(stock, 'base64') / 1024 / 1024, 1)} MB of XLSX (${round((Date.now() - started) / 1000, 1)} s)`);
const files = [
  ...(PARTS.includes('plain') ? [{ label: 'plain, dry run', rows: ROWS, base64: plain, dryRun: true }, { label: 'plain, real run', rows: ROWS, base64: plain, dryRun: false }] : []),
  ...(PARTS.includes('stock') ? [{ label: 'opening stock, dry run', rows: STOCK_ROWS, base64: stock, dryRun: true }, { label: 'opening stock, real run', rows: STOCK_ROWS, base64: stock, dryRun: false }] : []),
];
const all: Figure[] = [];
if (DATABASES.includes('sqlite')) all.push(...(await onSqliteCatalogue(CATALOGUE, (url) => onDatabase('SQLite', url, files))));
if (DATABASES.includes('postgres')) all.push(...((await onPostgresCatalogue(CATALOGUE, (url) => onDatabase('PostgreSQL', url, files))) ?? []));

printTable(
  `Import of products from XLSX (targets: ${TARGETS.seconds} s, RSS growth < ${TARGETS.rssMb} MB, others' p99 < ${TARGETS.othersP99Ms} ms)`,
  ['database', 'import', 'rows', 's', 'rows/s', 'state', 'created', 'errors', 'RSS before MB', 'RSS peak MB', 'growth MB', 'reads n', 'p50 ms', 'p99 ms', 'writes n', 'p50 ms', 'p99 ms'],
  all.map((f) => [f.database, f.import, f.rows, f.seconds, f.rowsPerS, f.state, f.created, f.errors, f.rssBeforeMb, f.rssPeakMb, f.rssGrowthMb, f.others, f.othersP50Ms, f.othersP99Ms, f.writes, f.writesP50Ms, f.writesP99Ms]),
);
console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`saved ${saveResults('import', { rows: ROWS, stockRows: STOCK_ROWS, loadavg: loadavg(), figures: all })}`);
