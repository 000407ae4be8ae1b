/**
 * Benchmark 1, API lists, each figure against its own like (issue 12, item 6):
 *
 *   - plain page: GET /api/v1/products?sort=-updated_at&page[size]=10&page[after]=3&status=O (no
 *     search) against the ceiling, a bare node:http server in its own process answering that
 *     very answer's body from memory; as the server runs by default (KEEP_ANSWERS=on: the answer
 *     kept until the table changes) and read afresh for every request (KEEP_ANSWERS=off);
 *   - search: the same list with filter=<text> (barcodes, SKUs, model codes, product words; a
 *     fixed set of 100 requests in turn) against the same SQL run directly on the database (the
 *     statements the server runs for those requests, captured and replayed: on SQLite on as many
 *     read threads as the server has, on PostgreSQL on a pool of that size), the physical limit
 *     of those queries. The searches run with KEEP_ANSWERS=off, so each is a database read.
 *
 *
 * and, to show where the request stack itself stands, `GET /api/v1/auth/me` (the token and the
 * session, no list) and an anonymous 404, each against the same ceiling.
 *
 * Cold pages (issue 27), on the server as it runs by default, with one writer adding a product
 * through the API, one add at a time, every 2.5 ms at most (so kept answers and kept totals keep
 * going stale, as in an office; the table shows the adds it made):
 *   - cold sorted pages: every sortable column of products both ways, in turn, each on a random
 *     page from 1 to 150 (600 requests), against the ceiling and against the same statements run
 *     directly (the page statement, and the count where the server counts: first pages) with a
 *     writer inserting a product straight into the table at the pace the API's writer kept;
 *   - cold searches: the 100 searches above, with the writer, against the ceiling and their SQL;
 *   - per column (BENCH_PARTS=...,columns): each sort alone, BENCH_COLUMN_DURATION s (2) each, API
 *     and direct.
 * Each cold figure follows 2 s of its paths and writer unmeasured, and is the median of
 * BENCH_COLD_ROUNDS (3) rounds, API and direct alike. The bench runs on a copy of the cached
 * catalogue, so every run starts from the same rows.
 * The kept page and the cold pages are printed side by side, each labelled.
 *
 * On 20,000 and 1,000,000 products, SQLite and (with DATABASE_URL=postgres://...) PostgreSQL.
 * 50 connections, BENCH_DURATION seconds (5) per figure. The server runs in its own process.
 *
 *   npx tsx bench/api-list.ts          BENCH_PRODUCTS=20000,1000000, BENCH_DATABASES=sqlite,postgres
 *                                      and BENCH_DURATION adjust it; BENCH_PARTS=plain,afresh,search,stack,cold
 *                                      (and columns) picks the figures (plain alone: a profile of the plain page).
 *
 * BENCH_IDLE_SOCKETS=200 (0 by default): before the plain page is measured, a burst of that many
 * concurrent requests on keep-alive sockets that then stay open and idle through the figure, as a
 * browser's pool does after a page load (issue 41: an office behind one address). The server's
 * MAX_CONNECTIONS_PER_ADDRESS is passed on when it is set here (0: no cap).
 */
import { Agent, request as httpRequest } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { Records } from '../src/server/db/records';
import { ReadPool } from '../src/server/db/read-pool';
import { SERVER_CONNECTION_OPTIONS, type Database } from '../src/server/db/connect';
import { TableVersions } from '../src/server/db/table-versions';
import { defaultReadConnections } from '../src/server/config';
import { Registry } from '../src/server/registry';
import { parseListQuery } from '../src/shared/list-query';
import { coldPaths, PLAIN_PAGE, searchPaths } from './lib/catalogue';
import { load, type LoadResult } from './lib/load';
import { cpuTicks, postgresCpuByPid, postgresCpuSince, postgresCpuUs, TICK_US } from './lib/proc-cpu';
import { startBenchServer, startCeiling } from './lib/processes';
import { printTable, round, saveResults } from './lib/report';
import { onPostgresCatalogue, onSqliteCatalogue } from './lib/seed';

const SIZES = (process.env.BENCH_PRODUCTS ?? '20000,1000000').split(',').map(Number);
/** sqlite, postgres or both (PostgreSQL also needs DATABASE_URL). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;
const ADMIN_PASSWORD = 'bench-admin-password';
const TARGETS = { plainOfCeiling: 0.5, plainP99Ms: 25, searchOfDirect: 0.7, coldOfCeiling: 0.1, coldP99Ms: 50, coldP99MsLarge: 100, coldOfDirect: 0.7, coldLargeOfSmall: 0.5, coldSearchOfCeiling: 0.05 };
const PARTS = new Set((process.env.BENCH_PARTS ?? 'plain,afresh,search,stack,cold').split(','));
const COLUMN_DURATION = Number(process.env.BENCH_COLUMN_DURATION ?? 2);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 0);
const SERVER_ENV: Record<string, string> = process.env.MAX_CONNECTIONS_PER_ADDRESS !== undefined ? { MAX_CONNECTIONS_PER_ADDRESS: process.env.MAX_CONNECTIONS_PER_ADDRESS } : {};
/** The writer's pace while cold pages are measured: a product every 2.5 ms. */
const WRITE_EVERY_MS = 2.5;
/** Every sortable column of products, both ways (the registry's `sortable`). */
const SORTS = [...new Registry().require('products').sortable].flatMap((f) => [f, `-${f}`]);

/**
 * CPU seconds (all threads) the process `pid` has used so far, from /proc (Linux; NaN elsewhere).
 * Per request it is a steadier figure than the rate on a shared machine: waiting for a core the
 * others hold costs the rate but not this.
 */
function cpuSeconds(pid: number | undefined): number {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return NaN;
  const { user, system } = cpuTicks(readFileSync(file, 'utf8'));
  return ((user + system) * TICK_US) / 1e6;
}

/**
 * Wait until the server (and PostgreSQL) has gone quiet: the warm-up's searches that were still
 * queued when it stopped asking (on 1,000,000 rows, seconds of reads on the read threads or the
 * backends) would otherwise run during the next figure and count as its CPU. Quiet: under a
 * tenth of a core over a quarter second; at most 60 s.
 */
async function settled(pid: number | undefined): Promise<void> {
  const busy = () => (pid === undefined ? 0 : cpuSeconds(pid)) + postgresCpuUs() / 1e6;
  const deadline = Date.now() + 60_000;
  for (let last = busy(); Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = busy();
    if (now - last < 0.025) return;
    last = now;
  }
}

type Measured = LoadResult & { cpuUsPerRequest: number; dbCpuUsPerRequest: number };

/**
 * `count` concurrent requests, each on a keep-alive socket of its own, left open and idle in the
 * agent's pool until `close`; `open()` says how many the server has not closed meanwhile.
 */
async function idleSockets(origin: string, count: number): Promise<{ open(): number; close(): void }> {
  const agent = new Agent({ keepAlive: true, maxSockets: count, maxFreeSockets: count });
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = httpRequest(`${origin}/api/v1/auth/config`, { agent }, (res) => res.resume().on('end', resolve));
          req.on('error', reject);
          req.end();
        }),
    ),
  );
  return { open: () => Object.values(agent.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0), close: () => agent.destroy() };
}

/**
 * A load run, with the server's CPU time per request (µs, all its threads) during it, and
 * PostgreSQL's (every backend's; 0 on SQLite).
 */
async function measured(pid: number | undefined, run: () => Promise<LoadResult>): Promise<Measured> {
  const before = cpuSeconds(pid);
  const dbBefore = postgresCpuByPid();
  const result = await run();
  return { ...result, cpuUsPerRequest: Math.round(((cpuSeconds(pid) - before) / result.requests) * 1e6), dbCpuUsPerRequest: Math.round(postgresCpuSince(dbBefore) / result.requests) };
}

/**
 * The statements the server runs for each path, captured from the server's own list code
 * (Records.list) on a connection that logs what it runs.
 */
async function capturedStatements(dialect: 'sqlite' | 'postgres', url: string, paths: string[]): Promise<CompiledQuery[][]> {
  let captured: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => void captured.push(event.query);
  const db =
    dialect === 'sqlite'
      ? new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(url.replace('sqlite://', ''), { readonly: true }) }), log })
      : new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }), log });
  const database: Database = { db, read: db, dialect, versions: new TableVersions({ deaf: true }), write: () => Promise.reject(new Error('read only')), close: () => db.destroy() };
  const registry = new Registry();
  const products = registry.require('products');
  const records = new Records(database, registry);
  const out: CompiledQuery[][] = [];
  try {
    for (const path of paths) {
      captured = [];
      const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
      await records.list(products, parseListQuery(query, products.def.sort));
      out.push(captured);
    }
  } finally {
    await database.close();
  }
  return out;
}

/** What the direct run of a list's statements did: lists a second, and the CPU per list (this process's, all threads; PostgreSQL's). */
interface DirectRun {
  rps: number;
  requests: number;
  cpuUsPerList: number;
  dbCpuUsPerList: number;
}

/** 50 clients running each list's statements directly, in turn, for DURATION seconds. */
async function direct(dialect: 'sqlite' | 'postgres', url: string, lists: CompiledQuery[][], duration = DURATION): Promise<DirectRun> {
  // As many read connections as the server has by default (READ_CONNECTIONS).
  const readers = defaultReadConnections();
  const pool = dialect === 'sqlite' ? new ReadPool(url.replace('sqlite://', ''), readers, 60_000) : null;
  const pgPool = dialect === 'postgres' ? new pg.Pool({ connectionString: url, max: readers }) : null;
  const run = (q: CompiledQuery) => (pool ? pool.run(q.sql, q.parameters) : pgPool!.query(q.sql, q.parameters as unknown[]));
  let next = 0;
  let done = 0;
  try {
    // Warm the connections and caches as the server's were by then; the figure starts after.
    for (const list of lists.slice(0, 20)) for (const q of list) await run(q);
    const started = performance.now();
    const until = started + duration * 1000;
    const cpuBefore = process.cpuUsage();
    const dbBefore = postgresCpuByPid();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          // The statements of one list run together, as the server runs them.
          await Promise.all(lists[next++ % lists.length].map(run));
          done++;
        }
      }),
    );
    // Before the pool closes: an ended backend's CPU time leaves /proc with it.
    const cpu = process.cpuUsage(cpuBefore);
    return { rps: done / ((performance.now() - started) / 1000), requests: done, cpuUsPerList: Math.round((cpu.user + cpu.system) / done), dbCpuUsPerList: Math.round(postgresCpuSince(dbBefore) / done) };
  } finally {
    await pool?.close();
    await pgPool?.end();
  }
}

/** Until `stop`: `write` every `everyMs` (one at a time; a late one is not made up for). Answers the writes made per second. */
function writer(write: (n: number) => Promise<void>, everyMs = WRITE_EVERY_MS): { stop(): Promise<number> } {
  let stopped = false;
  let n = 0;
  const started = performance.now();
  const running = (async () => {
    while (!stopped) {
      await write(++n);
      const wait = started + n * everyMs - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
      return n / ((performance.now() - started) / 1000);
    },
  };
}

/** A writer adding a product through the API (an audited write, as a person's). */
function apiWriter(origin: string, headers: Record<string, string>): { stop(): Promise<number> } {
  const run = Date.now().toString(36);
  return writer(async (n) => {
    const res = await fetch(`${origin}/api/v1/products`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Cold writer ${n}`, sku: `CW-${run}-${n}`, brand: 'Bosch', price: 12.5, cost: n % 100 }) });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`the writer's add answered ${res.status}`);
  });
}

/**
 * A writer inserting a product straight into the table (beside the direct statements), one every
 * `everyMs`: the pace the API's writer kept beside the cold figure, so that both read under the same
 * writes (under 50 reading connections an audited add waits its turn, and one writer that waits for
 * each add makes 15 to 60 a second, not 400).
 */
function directWriter(dialect: 'sqlite' | 'postgres', url: string, everyMs: number): { stop(): Promise<number> } {
  const run = Date.now().toString(36);
  const text = 'insert into products (name, sku, brand, price, stock_quantity, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)';
  const values = (n: number) => [`Direct writer ${n}`, `DW-${run}-${n}`, 'Bosch', 1250, 0, 'O', Math.floor(Date.now() / 1000), Math.floor(Date.now() / 1000)];
  if (dialect === 'sqlite') {
    const file = new SQLite(url.replace('sqlite://', ''));
    file.pragma('busy_timeout = 5000');
    const insert = file.prepare(text);
    const w = writer(async (n) => void insert.run(...values(n)), everyMs);
    return { stop: async () => { const rate = await w.stop(); file.close(); return rate; } };
  }
  // Its connection folds new entries into the trigram indexes as the server's do (connect.ts): at
  // PostgreSQL's default, the pending lists it left behind made every later search read megabytes.
  const client = new pg.Client({ connectionString: url, options: SERVER_CONNECTION_OPTIONS });
  const connected = client.connect();
  let i = 0;
  const numbered = text.replace(/\?/g, () => `$${++i}`);
  const w = writer(async (n) => { await connected; await client.query(numbered, values(n)); }, everyMs);
  return { stop: async () => { const rate = await w.stop(); await client.end(); return rate; } };
}

/** A list's capped count statement (list-statements.ts, build); a search counts inside its page statement, which this is not. */
const isCount = (q: CompiledQuery) => /^select count\(\*\) as "total" from \(select 1 as "one"/i.test(q.sql);

/** The captured statements as the server runs them: the count only on a first page (a later page takes the kept total, Records.list). */
const asServed = (paths: string[], lists: CompiledQuery[][]) =>
  lists.map((list, i) => (/[?&]page\[after\]=1(&|$)/.test(paths[i]) ? list : list.filter((q) => !isCount(q))));

/** How many times each cold figure is taken; the median is shown (this machine's rate wanders by a third from one 5 s figure to the next). */
const COLD_ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 3);

/** The round whose `rps` is the median. */
function median<T extends { rps: number }>(rounds: T[]): T {
  return [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)];
}

/**
 * `paths` on the server under load with a writer, then their statements directly with a direct
 * writer; each COLD_ROUNDS times, the medians. First the paths and the writer run for a while
 * unmeasured: a server that has run for days has compiled its cold paths, the warm-up's kept pages
 * did not reach them.
 */
async function coldFigure(dialect: 'sqlite' | 'postgres', url: string, server: { origin: string; pid: number | undefined; signIn(): Promise<string> }, paths: string[], duration: number): Promise<Cold> {
  // Signed in afresh for every figure: on a loaded machine a run with every column outlives an access token.
  const headers = { authorization: `Bearer ${await server.signIn()}` };
  const warm = apiWriter(server.origin, headers);
  await load({ url: server.origin, connections: CONNECTIONS, duration: 2, headers, paths });
  await warm.stop();
  await settled(server.pid);
  const apiRounds: Array<Cold['api'] & { writesPerS: number }> = [];
  for (let round = 0; round < COLD_ROUNDS; round++) {
    const apiWrites = apiWriter(server.origin, headers);
    const api = await measured(server.pid, () => load({ url: server.origin, connections: CONNECTIONS, duration, headers, paths }));
    apiRounds.push({ ...api, writesPerS: await apiWrites.stop() });
    await settled(server.pid);
  }
  const { writesPerS, ...api } = median(apiRounds);
  const lists = asServed(paths, await capturedStatements(dialect, url, paths));
  const directRounds: Array<DirectRun & { writesPerS: number }> = [];
  for (let round = 0; round < COLD_ROUNDS; round++) {
    const directWrites = directWriter(dialect, url, 1000 / writesPerS);
    const run = await direct(dialect, url, lists, duration);
    directRounds.push({ ...run, writesPerS: await directWrites.stop() });
  }
  const { writesPerS: directWritesPerS, ...directRun } = median(directRounds);
  return { api, direct: directRun, writesPerS, directWritesPerS };
}

interface Cold {
  api: Measured;
  direct: DirectRun;
  /** The writer's adds per second through the API during the figure, and straight into the table beside the direct run. */
  writesPerS: number;
  directWritesPerS: number;
}

async function ceilingFor(body: string): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), 'fsb-ceiling-'));
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, body);
  const ceiling = await startCeiling(bodyFile);
  try {
    return await measured(ceiling.pid, () => load({ url: ceiling.origin, connections: CONNECTIONS, duration: DURATION, paths: [PLAIN_PAGE] }));
  } finally {
    await ceiling.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Run {
  dialect: string;
  products: number;
  plain: Measured;
  /** The plain page with KEEP_ANSWERS=off: its rows read and its JSON written for every request. */
  afresh?: Measured;
  ceiling: Measured;
  search?: Measured;
  direct?: DirectRun;
  /** GET /auth/me and an anonymous 404: the stack without a list. */
  me?: Measured;
  notFound?: Measured;
  /** Cold sorted pages (every sortable column, random pages to 150) and cold searches, with a writer. */
  cold?: Cold;
  coldSearch?: Cold;
  /** Cold pages of each sort alone (BENCH_PARTS=...,columns). */
  columns?: Array<{ sort: string } & Cold>;
  plainTotal: unknown;
  loadavg: number[];
}

async function runOne(dialect: 'sqlite' | 'postgres', url: string, products: number): Promise<Run> {
  const label = `${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${products.toLocaleString('en')}`;
  const paths = searchPaths(products);
  const cold = coldPaths(SORTS);
  /** A server in its own process, signed in and warmed up; `keep` is its KEEP_ANSWERS. */
  const started = async (keep: boolean) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fsb-bench-'));
    const server = await startBenchServer({ databaseUrl: url, dataDir, adminPassword: ADMIN_PASSWORD, startTimeoutMs: 900_000, env: { KEEP_ANSWERS: keep ? 'on' : 'off', ...SERVER_ENV } });
    const headers = { authorization: `Bearer ${await server.signIn()}` };
    const sample = await fetch(`${server.origin}${PLAIN_PAGE}`, { headers });
    const body = await sample.text();
    if (sample.status !== 200) throw new Error(`${label}: ${sample.status} ${body}`);
    console.log(`  ${label}${keep ? '' : ', answers not kept'}: warming up…`);
    await load({ url: server.origin, connections: CONNECTIONS, duration: 2, headers, paths: [PLAIN_PAGE, ...paths, ...(keep && PARTS.has('cold') ? cold : [])] });
    await settled(server.child.pid);
    const plain = () => measured(server.child.pid, () => load({ url: server.origin, connections: CONNECTIONS, duration: DURATION, headers, paths: [PLAIN_PAGE] }));
    const finish = async () => {
      await server.finish();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { server, headers, body, plain, finish };
  };

  // Answers kept (the default, KEEP_ANSWERS=on): the plain page, and the stack without a list.
  const kept = await started(true);
  let plain: Run['plain'];
  let me: Run['me'];
  let notFound: Run['notFound'];
  let coldSorted: Run['cold'];
  let coldSearch: Run['coldSearch'];
  let columns: Run['columns'];
  try {
    console.log(`  ${label}: plain page, ${CONNECTIONS} connections, ${DURATION} s${IDLE_SOCKETS ? `, after a burst of ${IDLE_SOCKETS} whose sockets stay open` : ''}…`);
    const idle = IDLE_SOCKETS ? await idleSockets(kept.server.origin, IDLE_SOCKETS) : undefined;
    try {
      plain = await kept.plain();
      if (idle) console.log(`    the burst's sockets still open after the figure: ${idle.open()} of ${IDLE_SOCKETS}; the page's failed requests: ${plain.failed} (answers ${JSON.stringify(plain.statusCounts)})`);
    } finally {
      idle?.close();
    }
    if (PARTS.has('cold')) {
      // After the plain page (whose kept answer the writer would spoil), on the same server.
      const server = { origin: kept.server.origin, pid: kept.server.child.pid, signIn: () => kept.server.signIn() };
      console.log(`  ${label}: cold pages (${SORTS.length} sorts, pages to 150) with a writer, then their statements directly…`);
      coldSorted = await coldFigure(dialect, url, server, cold, DURATION);
      await settled(kept.server.child.pid);
      console.log(`  ${label}: cold searches with a writer, then their statements directly…`);
      coldSearch = await coldFigure(dialect, url, server, paths, DURATION);
      if (PARTS.has('columns')) {
        columns = [];
        for (const sort of SORTS) {
          await settled(kept.server.child.pid);
          console.log(`  ${label}: cold pages sorted by ${sort}…`);
          columns.push({ sort, ...(await coldFigure(dialect, url, server, coldPaths([sort], 150), COLUMN_DURATION)) });
        }
      }
    }
    if (PARTS.has('stack')) {
      console.log(`  ${label}: /auth/me and an anonymous 404…`);
      me = await measured(kept.server.child.pid, () => load({ url: kept.server.origin, connections: CONNECTIONS, duration: DURATION, headers: kept.headers, paths: ['/api/v1/auth/me'] }));
      notFound = await measured(kept.server.child.pid, () => load({ url: kept.server.origin, connections: CONNECTIONS, duration: DURATION, paths: ['/no-such-page'] }));
    }
  } finally {
    await kept.finish();
  }
  // Answers read afresh every time (KEEP_ANSWERS=off): the plain page, and the searches that are
  // compared with their own SQL run directly (kept, the 100 searches would be answered from memory).
  let afresh: Run['afresh'];
  let search: Measured | undefined;
  if (PARTS.has('afresh') || PARTS.has('search')) {
    const fresh = await started(false);
    try {
      if (PARTS.has('afresh')) {
        console.log(`  ${label}: plain page read afresh…`);
        afresh = await fresh.plain();
      }
      if (PARTS.has('search')) {
        console.log(`  ${label}: searches…`);
        search = await measured(fresh.server.child.pid, () => load({ url: fresh.server.origin, connections: CONNECTIONS, duration: DURATION, headers: fresh.headers, paths }));
      }
    } finally {
      await fresh.finish();
    }
  }
  let directRun: Run['direct'];
  if (PARTS.has('search')) {
    console.log(`  ${label}: the same SQL directly…`);
    await settled(undefined); // the backends of the server just stopped may still be reading
    directRun = await direct(dialect, url, await capturedStatements(dialect, url, paths));
  }
  console.log(`  ${label}: the ceiling…`);
  const ceiling = await ceilingFor(kept.body);
  return { dialect: label.split(',')[0], products, plain, afresh, ceiling, search, direct: directRun, me, notFound, cold: coldSorted, coldSearch, columns, plainTotal: JSON.parse(kept.body).meta.page, loadavg: loadavg() };
}

const runs: Run[] = [];
for (const products of SIZES) {
  console.log(`API lists on ${products.toLocaleString('en')} products (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  if (DATABASES.includes('sqlite')) runs.push(await onSqliteCatalogue(products, (url) => runOne('sqlite', url, products)));
  const onPostgres = DATABASES.includes('postgres') ? await onPostgresCatalogue(products, (url) => runOne('postgres', url, products)) : undefined;
  if (onPostgres) runs.push(onPostgres);
}

printTable(
  `Plain page (${PLAIN_PAGE}) against the bare node:http ceiling, ${CONNECTIONS} connections, ${DURATION} s`,
  ['database', 'products', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'server CPU µs/request', 'ceiling req/s', 'ceiling CPU µs/request', 'load generator CPU µs/request (page, ceiling)', 'of ceiling (>= 0.5)', 'p99 <= 25 ms', 'load avg (1 min)'],
  runs.map((r) => [r.dialect, r.products, Math.round(r.plain.rps), r.plain.p50, r.plain.p99, r.plain.failed, r.plain.cpuUsPerRequest, Math.round(r.ceiling.rps), r.ceiling.cpuUsPerRequest, `${r.plain.clientCpuUs}, ${r.ceiling.clientCpuUs}`, round(r.plain.rps / r.ceiling.rps, 2), r.plain.p99 <= TARGETS.plainP99Ms, round(r.loadavg[0], 1)]),
);
if (PARTS.has('afresh')) {
  printTable(
    `Plain page read afresh (KEEP_ANSWERS=off: no answer kept), against the same ceiling`,
    ['database', 'products', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'server CPU µs/request', 'of ceiling', 'kept ÷ afresh'],
    runs.map((r) => [r.dialect, r.products, Math.round(r.afresh!.rps), r.afresh!.p50, r.afresh!.p99, r.afresh!.failed, r.afresh!.cpuUsPerRequest, round(r.afresh!.rps / r.ceiling.rps, 2), round(r.plain.rps / r.afresh!.rps, 1)]),
  );
}
if (PARTS.has('search')) {
  printTable(
    `Search (100 texts in turn) against the same SQL run directly, ${CONNECTIONS} connections, ${DURATION} s`,
    ['database', 'products', 'API req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'CPU µs/request: server, PostgreSQL, load generator', 'direct SQL lists/s', 'CPU µs/list: direct, PostgreSQL', 'of direct (>= 0.7)'],
    runs.map((r) => [r.dialect, r.products, Math.round(r.search!.rps), r.search!.p50, r.search!.p99, r.search!.failed, `${r.search!.cpuUsPerRequest}, ${r.search!.dbCpuUsPerRequest}, ${r.search!.clientCpuUs}`, Math.round(r.direct!.rps), `${r.direct!.cpuUsPerList}, ${r.direct!.dbCpuUsPerList}`, round(r.search!.rps / r.direct!.rps, 2)]),
  );
}
if (PARTS.has('stack')) {
  printTable(
    `The stack without a list against the same ceiling: GET /api/v1/auth/me (signed in) and an anonymous 404, ${CONNECTIONS} connections, ${DURATION} s`,
    ['database', 'products', '/auth/me req/s', 'p99 ms', 'CPU µs/request', 'of ceiling', '404 req/s', 'p99 ms', 'CPU µs/request', 'of ceiling'],
    runs.map((r) => [r.dialect, r.products, Math.round(r.me!.rps), r.me!.p99, r.me!.cpuUsPerRequest, round(r.me!.rps / r.ceiling.rps, 2), Math.round(r.notFound!.rps), r.notFound!.p99, r.notFound!.cpuUsPerRequest, round(r.notFound!.rps / r.ceiling.rps, 2)]),
  );
}
if (PARTS.has('cold')) {
  const large = (r: Run) => r.products >= 1_000_000;
  const cpuOf = (c: Cold) => `${c.api.cpuUsPerRequest}, ${c.api.dbCpuUsPerRequest}`;
  const directCpuOf = (c: Cold) => `${c.direct.cpuUsPerList}, ${c.direct.dbCpuUsPerList}`;
  printTable(
    `Kept and cold, side by side, against the same ceiling (${CONNECTIONS} connections, ${DURATION} s each). KEPT: the plain page asked again and again, no writer. COLD: pages sorted by every sortable column both ways (${SORTS.length} sorts) on random pages 1 to 150, and the 100 searches, with one writer adding a product through the API every ${WRITE_EVERY_MS} ms. DIRECT: the same statements run straight on the database (the count only on first pages, as the server runs it) with a writer inserting at the pace the API's writer kept`,
    ['database', 'products', 'KEPT plain req/s', 'KEPT p99 ms', 'KEPT ÷ ceiling', 'COLD sorted req/s', 'COLD p99 ms', 'COLD CPU µs/request (server, PostgreSQL)', 'COLD ÷ ceiling (>= 0.1)', 'COLD p99 target met (<= 50 ms; 1M: <= 100)', 'DIRECT lists/s', 'DIRECT CPU µs/list (bench, PostgreSQL)', 'COLD ÷ DIRECT (>= 0.7)', 'COLD search req/s', 'COLD search p99 ms', 'COLD search CPU µs/request (server, PostgreSQL)', 'COLD search ÷ ceiling (>= 0.05)', 'DIRECT search/s', 'DIRECT search CPU µs/list (bench, PostgreSQL)', 'COLD search ÷ DIRECT (>= 0.7)', 'writer adds/s (API, direct)', 'load avg (1 min)'],
    runs.filter((r) => r.cold).map((r) => [
      r.dialect, r.products, Math.round(r.plain.rps), r.plain.p99, round(r.plain.rps / r.ceiling.rps, 2),
      Math.round(r.cold!.api.rps), r.cold!.api.p99, cpuOf(r.cold!), round(r.cold!.api.rps / r.ceiling.rps, 3), r.cold!.api.p99 <= (large(r) ? TARGETS.coldP99MsLarge : TARGETS.coldP99Ms),
      Math.round(r.cold!.direct.rps), directCpuOf(r.cold!), round(r.cold!.api.rps / r.cold!.direct.rps, 2),
      Math.round(r.coldSearch!.api.rps), r.coldSearch!.api.p99, cpuOf(r.coldSearch!), round(r.coldSearch!.api.rps / r.ceiling.rps, 3), Math.round(r.coldSearch!.direct.rps), directCpuOf(r.coldSearch!), round(r.coldSearch!.api.rps / r.coldSearch!.direct.rps, 2),
      `${Math.round(r.cold!.writesPerS)}, ${Math.round(r.cold!.directWritesPerS)}`, round(r.loadavg[0], 1),
    ]),
  );
  if (PARTS.has('columns')) {
    for (const r of runs.filter((x) => x.columns)) {
      printTable(
        `COLD pages by one sort at a time, ${r.dialect}, ${r.products.toLocaleString('en')} products: random pages 1 to 150, writer on, ${COLUMN_DURATION} s each, against the same ceiling (${Math.round(r.ceiling.rps)} req/s) and the same statements run directly`,
        ['sort', 'COLD req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'COLD ÷ ceiling', 'DIRECT lists/s', 'COLD ÷ DIRECT', 'writer adds/s'],
        r.columns!.map((c) => [c.sort, Math.round(c.api.rps), c.api.p50, c.api.p99, c.api.failed, round(c.api.rps / r.ceiling.rps, 3), Math.round(c.direct.rps), round(c.api.rps / c.direct.rps, 2), Math.round(c.writesPerS)]),
      );
    }
  }
}
const bySize = (dialect: string, products: number) => runs.find((r) => r.dialect === dialect && r.products === products);
if (PARTS.has('cold')) {
  printTable(
    'COLD sorted pages, 1,000,000 against 20,000 products (target: rate at least 0.5)',
    ['database', 'ratio'],
    [...new Set(runs.map((r) => r.dialect))].map((d) => {
      const small = bySize(d, 20_000)?.cold;
      const large = bySize(d, 1_000_000)?.cold;
      return [d, small && large ? round(large.api.rps / small.api.rps, 2) : null];
    }),
  );
}
printTable(
  'Plain page rate, 1,000,000 against 20,000 products (target: at least 0.5)',
  ['database', 'ratio'],
  [...new Set(runs.map((r) => r.dialect))].map((d) => {
    const small = bySize(d, 20_000);
    const large = bySize(d, 1_000_000);
    return [d, small && large ? round(large.plain.rps / small.plain.rps, 2) : null];
  }),
);
saveResults(process.env.BENCH_RESULTS ?? 'api-list', { connections: CONNECTIONS, durationS: DURATION, cores: availableParallelism(), targets: TARGETS, runs });
