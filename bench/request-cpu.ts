/**
 * The server's CPU time per request for the plain list page, GET /auth/me and an anonymous 404,
 * in process (Fastify inject: no sockets), 10 requests at a time: the figure that stays readable
 * when other work shares the machine, where the rates of bench/api-list.ts measure the
 * neighbours. The process's CPU includes the SQLite read threads; on PostgreSQL the CPU of the
 * `postgres` processes is read from /proc too (every database's on the machine: a busy neighbour
 * shows there). Best of 3 runs of 3,000 requests, after 1,000 to warm up.
 *
 *   npx tsx bench/request-cpu.ts [sqlite|postgres] [tree]
 *
 * `tree` (this one by default) is a copy of the project to measure instead, e.g. an older commit
 * from `git archive`, for before/after figures on the same machine in the same minutes.
 * ONLY=plain|search|me|404 runs one; KEEP_ANSWERS=off reads every list afresh. The main thread's
 * share is its busy time (event-loop utilisation); the rest is the read threads'. SQLite uses the
 * bench catalogue of 20,000 products (a copy of it); PostgreSQL a catalogue made in a fresh
 * database of DATABASE_URL's server, dropped afterwards.
 */
import { performance } from 'node:perf_hooks';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PLAIN_PAGE, searchPaths } from './lib/catalogue';
import { postgresCpuUs } from './lib/proc-cpu';
import { postgresCatalogue, sqliteCatalogue } from './lib/seed';

const kind = process.argv[2] ?? 'sqlite';
const tree = resolve(process.argv[3] ?? join(import.meta.dirname, '..'));
const PRODUCTS = 20_000;
const PASSWORD = 'bench-admin-password';

const dir = mkdtempSync(join(tmpdir(), 'fsb-request-cpu-'));
let url: string;
let drop = async () => {};
if (kind === 'postgres') {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) throw new Error('set DATABASE_URL=postgres://...');
  const catalogue = await postgresCatalogue(process.env.DATABASE_URL, PRODUCTS);
  url = catalogue.url;
  drop = () => catalogue.drop();
} else {
  copyFileSync(await sqliteCatalogue(PRODUCTS), join(dir, 'db.sqlite'));
  url = `sqlite://${join(dir, 'db.sqlite')}`;
}
const { loadSettings } = await import(join(tree, 'src/server/config.ts'));
const { build } = await import(join(tree, 'src/server/app.ts'));
const settings = loadSettings({ DATABASE_URL: url, DATA_DIR: dir, ADMIN_PASSWORD: PASSWORD, JWT_SECRET: 'request-cpu-secret-request-cpu-secret', LOG_LEVEL: 'warn', APP_DIR: join(dir, 'no-app'), KEEP_ANSWERS: process.env.KEEP_ANSWERS ?? 'on', MFA_ENFORCE: 'off' });
const searches = searchPaths(PRODUCTS); // those of bench/api-list.ts
const { app } = await build(settings);
try {
  const signIn = await app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: PASSWORD } });
  const headers = { authorization: `Bearer ${signIn.json().data.token}` };
  const calls = [
    { name: 'plain page', path: PLAIN_PAGE, headers, status: 200 },
    { name: 'search', path: searches, headers, status: 200 },
    { name: '/auth/me', path: '/api/v1/auth/me', headers, status: 200 },
    { name: 'anonymous 404', path: '/no-such-page', headers: {}, status: 404 },
  ].filter((c) => !process.env.ONLY || c.name.includes(process.env.ONLY));
  const run = async (call: (typeof calls)[number], count: number) => {
    let started = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (started++ < count) {
          const res = await app.inject({ method: 'GET', url: typeof call.path === 'string' ? call.path : call.path[started % call.path.length], headers: call.headers });
          if (res.statusCode !== call.status) throw new Error(`${call.name}: ${res.statusCode} ${res.body}`);
        }
      }),
    );
  };
  console.log(`tree ${tree}, ${kind}, ${PRODUCTS.toLocaleString('en')} products: CPU µs per request (best of 3, then all 3)`);
  for (const call of calls) {
    await run(call, 1000);
    const server: number[] = [];
    const main: number[] = [];
    const database: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [cpu, pgCpu, loop] = [process.cpuUsage(), kind === 'postgres' ? postgresCpuUs() : 0, performance.eventLoopUtilization()];
      await run(call, 3000);
      const used = process.cpuUsage(cpu);
      server.push((used.user + used.system) / 3000);
      main.push((performance.eventLoopUtilization(loop).active * 1000) / 3000);
      if (kind === 'postgres') database.push((postgresCpuUs() - pgCpu) / 3000);
    }
    const shown = (xs: number[]) => `${Math.round(Math.min(...xs))} (${xs.map(Math.round).join(', ')})`;
    console.log(`  ${call.name}: server ${shown(server)}; its main thread ${shown(main)}${database.length ? `; postgres ${shown(database)}` : ''}`);
  }
} finally {
  await app.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
}
