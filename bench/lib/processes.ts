/** The peers the benchmarks compare with, each in its own process like the server under test. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/server/config';
import { freePort, startServerProcess, type ServerProcess, type ServerProcessOptions } from '../../tests/support/process-server';
import { RESULTS_DIR } from './report';

export interface Peer {
  origin: string;
  /** Its process, for its CPU time (/proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

async function startPeer(args: string[], port: number, label: string): Promise<Peer> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (c: Buffer) => (errors += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited: ${errors}`);
    try {
      await (await fetch(origin, { signal: AbortSignal.timeout(5000) })).arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${label} did not answer: ${errors}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    origin,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The bare node:http server answering `bodyFile` to everything. */
export async function startCeiling(bodyFile: string): Promise<Peer> {
  const port = await freePort();
  return startPeer(['--import', 'tsx', join(PROJECT_ROOT, 'bench/lib/ceiling-server.ts'), String(port), bodyFile], port, 'the ceiling server');
}

/** json-server 0.17 over a db.json file. */
export async function startJsonServer(dbFile: string): Promise<Peer> {
  const port = await freePort();
  const cli = join(PROJECT_ROOT, 'node_modules/json-server/lib/cli/bin.js');
  return startPeer([cli, '--port', String(port), '--host', '127.0.0.1', '--quiet', dbFile], port, 'json-server');
}

/**
 * The API server under test in its own process (src/server/main.ts). With BENCH_PROFILE=1 it
 * writes a CPU profile into bench/results/profiles/ when `finish` stops it cleanly; otherwise
 * `finish` kills it at once. With BENCH_PROFILE=perf it writes /tmp/perf-<pid>.map, so that Linux
 * `perf record -g -p <pid>` over one figure names its JavaScript functions (perf-summary.ts): a
 * V8 profile covers the process's whole life, warm-ups and idle waits included.
 */
export async function startBenchServer(options: Omit<ServerProcessOptions, 'nodeArgs'>): Promise<ServerProcess & { finish(): Promise<void> }> {
  const profiling = process.env.BENCH_PROFILE === '1';
  const profile = profiling
    ? ['--cpu-prof', `--cpu-prof-dir=${join(RESULTS_DIR, 'profiles')}`]
    : process.env.BENCH_PROFILE === 'perf'
      ? ['--perf-basic-prof-only-functions', '--interpreted-frames-native-stack']
      : [];
  // BENCH_NODE_ARGS: V8 flags to try on the server (heap sizes), space-separated.
  const nodeArgs = [...profile, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const server = await startServerProcess({ ...options, ...(nodeArgs.length ? { nodeArgs } : {}) });
  return { ...server, finish: () => (profiling ? server.stop() : server.kill()) };
}
