/**
 * Where a request's machine time goes, thread by thread: the server in its own process under
 * autocannon (50 connections, 5 s a run), with the CPU time of its main thread (and the system
 * part of it), of each of its other busy threads (the SQLite read threads), of the rest of its
 * threads (GC, libuv), of the load generator (this process), of PostgreSQL's processes, and the
 * share of the machine left idle, each per request. On a machine that the load generator shares
 * with the server, this says which part of a rate is the server's.
 *
 *   npx tsx bench/thread-cpu.ts [sqlite|postgres]     (ONLY=search|plain|me|404, RUNS=2)
 *
 * `search` runs the 100 searches of bench/api-list.ts with KEEP_ANSWERS=off (each one a read);
 * the others run with answers kept, as the server runs by default. 20,000 products: SQLite uses
 * the bench catalogue, PostgreSQL a catalogue made in a fresh database of DATABASE_URL's server,
 * dropped afterwards. Linux only (/proc).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAIN_PAGE, searchPaths } from './lib/catalogue';
import { load } from './lib/load';
import { cpuTicks, postgresCpuUs, TICK_US } from './lib/proc-cpu';
import { startBenchServer } from './lib/processes';
import { postgresCatalogue, sqliteCatalogue } from './lib/seed';

const kind = process.argv[2] ?? 'sqlite';
const ONLY = process.env.ONLY ?? 'search';
const RUNS = Number(process.env.RUNS ?? 2);
const PRODUCTS = 20_000;
/** Threads that used less than this a request are summed as "other threads". */
const BUSY_US = 20;

/** CPU ticks by thread id of the process `pid`. */
function threadTicks(pid: number): Map<string, { user: number; system: number }> {
  const out = new Map<string, { user: number; system: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      out.set(tid, cpuTicks(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
    } catch {
      // the thread ended while we looked
    }
  }
  return out;
}

/** The machine's total and idle ticks so far (/proc/stat, all cores). */
function machineTicks(): { total: number; idle: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3] };
}

const snapshot = (serverPid: number) => ({ server: threadTicks(serverPid), bench: threadTicks(process.pid), postgres: postgresCpuUs(), machine: machineTicks() });

const catalogue = kind === 'sqlite' ? { url: `sqlite://${await sqliteCatalogue(PRODUCTS)}`, drop: async () => {} } : await postgresCatalogue(process.env.DATABASE_URL!, PRODUCTS);
const dataDir = mkdtempSync(join(tmpdir(), 'fsb-thread-cpu-'));
const server = await startBenchServer({ databaseUrl: catalogue.url, dataDir, adminPassword: 'bench-admin-password', startTimeoutMs: 900_000, env: { KEEP_ANSWERS: ONLY === 'search' ? 'off' : 'on' } });
try {
  const pid = server.child.pid!;
  const headers = ONLY === '404' ? undefined : { authorization: `Bearer ${await server.signIn()}` };
  const paths = { search: searchPaths(PRODUCTS), plain: [PLAIN_PAGE], me: ['/api/v1/auth/me'], '404': ['/no-such-page'] }[ONLY];
  if (!paths) throw new Error(`ONLY=${ONLY}: search, plain, me or 404`);
  const run = (duration: number) => load({ url: server.origin, connections: 50, duration, headers, paths });
  await run(3); // warm up
  console.log(`${kind}, ${PRODUCTS.toLocaleString('en')} products, ${ONLY}: CPU µs a request, ${availableParallelism()} cores`);
  for (let i = 0; i < RUNS; i++) {
    const before = snapshot(pid);
    const result = await run(5);
    const after = snapshot(pid);
    const us = (ticks: number) => Math.round((ticks * TICK_US) / result.requests);
    const lines: string[] = [];
    let others = 0;
    for (const [tid, t] of after.server) {
      const was = before.server.get(tid) ?? { user: 0, system: 0 };
      const used = t.user + t.system - was.user - was.system;
      if (tid === String(pid)) lines.unshift(`  main thread ${us(used)} (system ${us(t.system - was.system)})`);
      else if (us(used) >= BUSY_US) lines.push(`  thread ${tid} ${us(used)}`);
      else others += used;
    }
    let generator = 0;
    for (const [tid, t] of after.bench) {
      const was = before.bench.get(tid) ?? { user: 0, system: 0 };
      generator += t.user + t.system - was.user - was.system;
    }
    const total = after.machine.total - before.machine.total;
    const idle = after.machine.idle - before.machine.idle;
    console.log(`run ${i + 1}: ${Math.round(result.rps).toLocaleString('en')} req/s, machine ${Math.round((availableParallelism() * 1e6) / result.rps)} µs a request, idle ${Math.round((100 * idle) / total)}%`);
    console.log([...lines, `  other threads ${us(others)}`, `  load generator ${us(generator)}`, ...(kind === 'postgres' ? [`  postgres ${Math.round((after.postgres - before.postgres) / result.requests)}`] : [])].join('\n'));
  }
} finally {
  await server.finish();
  rmSync(dataDir, { recursive: true, force: true });
  await catalogue.drop();
}
