/**
 * Benchmark 1, API list throughput: autocannon (50 connections, 10 s) against
 *   GET /api/v1/products?sort=-updated_at&page[size]=10&page[after]=N&status=O&filter=<text>
 * on 1,000,000 products, with N (1 to 5) and the text different on every request, beside
 *   - the ceiling: a bare node:http server in its own process answering a real answer's body;
 *   - json-server 0.17 serving 100,000 of the same products with its equivalent query
 *     (_page, _limit, _sort, _order, status, q).
 * The server runs in its own process (src/server/main.ts, LOG_LEVEL=warn), on SQLite and, when
 * DATABASE_URL is a postgres:// URL, on PostgreSQL too (a database made for the run and dropped).
 *
 * Also measured, to explain the figures: the same load with only selective texts, what the server
 * stack answers without a list (an anonymous 404, GET /auth/me), and one request at a time per
 * kind of search text.
 *
 *   npx tsx bench/api-list.ts        BENCH_PRODUCTS, BENCH_DURATION and BENCH_PROFILE=1 (CPU
 *                                    profile of the API process into bench/results/profiles/) adjust it.
 */
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerProcess } from '../tests/support/process-server';
import { BRANDS, product, random, searchText, SEARCH_KINDS, type SearchKind } from './lib/catalogue';
import { load, type LoadResult } from './lib/load';
import { startBenchServer, startCeiling, startJsonServer } from './lib/processes';
import { median, printTable, round, saveResults } from './lib/report';
import { CACHE_DIR, onPostgresCatalogue, sqliteCatalogue } from './lib/seed';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const JSON_SERVER_ROWS = Math.min(100_000, PRODUCTS);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const ADMIN_PASSWORD = 'bench-admin-password';
const TARGETS = { ofCeiling: 0.5, timesJsonServer: 10, p99Ms: 25 };

/** Endless request paths: each call a new page number and search text. */
function listPaths(seed: number, rows: number, kinds: SearchKind[] = SEARCH_KINDS) {
  const r = random(seed);
  return () => {
    const text = searchText(r, rows, kinds[Math.floor(r() * kinds.length)]);
    const page = 1 + Math.floor(r() * 5);
    return { path: `/api/v1/products?sort=-updated_at&page[size]=10&page[after]=${page}&status=O&filter=${encodeURIComponent(text)}` };
  };
}

function jsonServerPaths(seed: number) {
  const r = random(seed);
  return () => {
    const text = searchText(r, JSON_SERVER_ROWS, SEARCH_KINDS[Math.floor(r() * SEARCH_KINDS.length)]);
    const page = 1 + Math.floor(r() * 5);
    return { path: `/products?_page=${page}&_limit=10&_sort=updated_at&_order=desc&status=O&q=${encodeURIComponent(text)}` };
  };
}

interface KindLatency {
  kind: string;
  medianMs: number;
  p95Ms: number;
  medianTotal: number;
}

/** One request at a time, per kind of text: what each costs the server on its own. */
async function latencyByKind(server: ServerProcess, token: string, rows: number): Promise<KindLatency[]> {
  const r = random(99);
  const kinds: Array<{ kind: string; text: () => string }> = [
    ...SEARCH_KINDS.map((kind) => ({ kind, text: () => searchText(r, rows, kind) })),
    { kind: 'brand (2.5% of rows)', text: () => BRANDS[Math.floor(r() * BRANDS.length)].toLowerCase() },
    { kind: '2 characters (no trigram)', text: () => `${Math.floor(r() * 100)}`.padStart(2, '0') },
  ];
  const out: KindLatency[] = [];
  for (const { kind, text } of kinds) {
    const times: number[] = [];
    const totals: number[] = [];
    const runs = kind.startsWith('2 char') ? 5 : 40;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const res = await fetch(`${server.origin}/api/v1/products?sort=-updated_at&page[size]=10&page[after]=1&status=O&filter=${encodeURIComponent(text())}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { meta: { page: { total: number } } };
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`list answered ${res.status}`);
      totals.push(body.meta.page.total);
    }
    times.sort((a, b) => a - b);
    out.push({ kind, medianMs: round(median(times), 2), p95Ms: round(times[Math.floor(times.length * 0.95)] ?? times.at(-1)!, 2), medianTotal: median(totals) });
  }
  return out;
}

interface ApiRun {
  dialect: string;
  result: LoadResult;
  /** The same load with only the selective texts (barcode, SKU, model): the server at its best. */
  selective: LoadResult;
  /** What the stack costs without a list: an anonymous 404, and GET /auth/me (token + session check). */
  floors?: { notFound: LoadResult; authMe: LoadResult };
  byKind: KindLatency[];
  sampleBody: string;
}

async function runApi(dialect: string, databaseUrl: string): Promise<ApiRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsb-bench-'));
  const server = await startBenchServer({ databaseUrl, dataDir, adminPassword: ADMIN_PASSWORD, startTimeoutMs: 600_000 });
  try {
    const token = await server.signIn();
    const headers = { authorization: `Bearer ${token}` };
    const sample = listPaths(1, PRODUCTS, ['name'])();
    const sampleRes = await fetch(`${server.origin}${sample.path}`, { headers });
    const sampleBody = await sampleRes.text();
    if (sampleRes.status !== 200) throw new Error(`${dialect}: ${sampleRes.status} ${sampleBody}`);
    console.log(`  ${dialect}: warming up (3 s)…`);
    await load({ url: server.origin, connections: CONNECTIONS, duration: 3, headers, next: listPaths(2, PRODUCTS) });
    console.log(`  ${dialect}: ${CONNECTIONS} connections, ${DURATION} s…`);
    const result = await load({ url: server.origin, connections: CONNECTIONS, duration: DURATION, headers, next: listPaths(3, PRODUCTS) });
    console.log(`  ${dialect}: the same with selective texts only…`);
    const selective = await load({ url: server.origin, connections: CONNECTIONS, duration: DURATION, headers, next: listPaths(4, PRODUCTS, ['barcode', 'sku', 'model']) });
    let floors: ApiRun['floors'];
    if (dialect === 'SQLite') {
      console.log(`  ${dialect}: the stack without a list (404, /auth/me)…`);
      floors = {
        notFound: await load({ url: server.origin, connections: CONNECTIONS, duration: 5, next: () => ({ path: '/api/v1/no/such/route' }) }),
        authMe: await load({ url: server.origin, connections: CONNECTIONS, duration: 5, headers, next: () => ({ path: '/api/v1/auth/me' }) }),
      };
    }
    console.log(`  ${dialect}: one request at a time per kind of text…`);
    const byKind = await latencyByKind(server, token, PRODUCTS);
    return { dialect, result, selective, floors, byKind, sampleBody };
  } finally {
    await server.finish();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runCeiling(body: string): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'fsb-ceiling-'));
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, body);
  const ceiling = await startCeiling(bodyFile);
  try {
    console.log(`  ceiling: ${CONNECTIONS} connections, ${DURATION} s…`);
    return await load({ url: ceiling.origin, connections: CONNECTIONS, duration: DURATION, next: listPaths(3, PRODUCTS) });
  } finally {
    await ceiling.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runJsonServer(): Promise<LoadResult> {
  const dbFile = join(CACHE_DIR, `json-server-${JSON_SERVER_ROWS}.json`);
  if (!existsSync(dbFile)) {
    const rows = Array.from({ length: JSON_SERVER_ROWS }, (_, i) => product(i + 1));
    writeFileSync(dbFile, JSON.stringify({ products: rows }));
  }
  const server = await startJsonServer(dbFile);
  try {
    console.log(`  json-server: ${CONNECTIONS} connections, ${DURATION} s…`);
    return await load({ url: server.origin, connections: CONNECTIONS, duration: DURATION, timeout: 30, next: jsonServerPaths(3) });
  } finally {
    await server.stop();
  }
}

const runs: ApiRun[] = [];
console.log(`API list throughput on ${PRODUCTS.toLocaleString('en')} products`);
const sqlitePath = await sqliteCatalogue(PRODUCTS);
runs.push(await runApi('SQLite', `sqlite://${sqlitePath}`));
const onPostgres = await onPostgresCatalogue(PRODUCTS, (url) => runApi('PostgreSQL', url));
if (onPostgres) runs.push(onPostgres);
const ceiling = await runCeiling(runs[0].sampleBody);
const jsonServer = await runJsonServer();

const row = (label: string, rowsServed: number, r: LoadResult, api?: boolean): Array<string | number | boolean> => [
  label,
  rowsServed,
  Math.round(r.rps),
  r.p50,
  r.p99,
  r.failed,
  api ? round(r.rps / ceiling.rps, 2) : '',
  api ? round(r.rps / jsonServer.rps, 1) : '',
  api ? r.rps / ceiling.rps >= TARGETS.ofCeiling && r.rps / jsonServer.rps >= TARGETS.timesJsonServer && r.p99 <= TARGETS.p99Ms : '',
];
printTable(
  `GET /api/v1/products?sort=-updated_at&page[size]=10&page[after]=N&status=O&filter=<text>, ${CONNECTIONS} connections, ${DURATION} s`,
  ['server', 'rows', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'of ceiling (>= 0.5)', 'x json-server (>= 10)', 'targets met (p99 <= 25 ms)'],
  [
    ...runs.map((run) => row(`API on ${run.dialect}`, PRODUCTS, run.result, true)),
    ...runs.map((run) => row(`API on ${run.dialect}, selective texts only (barcode, SKU, model)`, PRODUCTS, run.selective, true)),
    ...runs.flatMap((run) =>
      run.floors ? [row(`${run.dialect} server: anonymous 404 (no database)`, 0, run.floors.notFound), row(`${run.dialect} server: GET /auth/me (token and session)`, 0, run.floors.authMe)] : [],
    ),
    row('ceiling: bare node:http, same body', 0, ceiling),
    row('json-server 0.17 (_page, _limit, _sort, _order, q)', JSON_SERVER_ROWS, jsonServer),
  ],
);
printTable(
  'One request at a time, by kind of search text (page 1)',
  ['text', ...runs.flatMap((run) => [`${run.dialect} median ms`, `${run.dialect} p95 ms`]), 'matching rows (median)'],
  runs[0].byKind.map((k, i) => [k.kind, ...runs.flatMap((run) => [run.byKind[i].medianMs, run.byKind[i].p95Ms]), k.medianTotal]),
);
saveResults('api-list', {
  products: PRODUCTS,
  jsonServerRows: JSON_SERVER_ROWS,
  connections: CONNECTIONS,
  durationS: DURATION,
  targets: TARGETS,
  api: runs.map(({ dialect, result, selective, floors, byKind }) => ({
    dialect,
    ...result,
    ofCeiling: result.rps / ceiling.rps,
    timesJsonServer: result.rps / jsonServer.rps,
    selective: { ...selective, ofCeiling: selective.rps / ceiling.rps },
    floors,
    byKind,
  })),
  ceiling,
  jsonServer,
});
