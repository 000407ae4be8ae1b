/**
 * The real server as its own process (src/server/main.ts under tsx), as it runs in production: for
 * load and crash tests and the benchmarks. `kill()` is kill -9, with no chance to clean up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/server/config';

export interface ServerProcessOptions {
  databaseUrl: string;
  dataDir: string;
  adminPassword: string;
  jwtSecret?: string;
  port?: number;
  logLevel?: string;
  /** Extra environment (BODY_LIMIT, APP_DIR, ...). */
  env?: Record<string, string>;
  /** How long to wait for the first answer; a large database can take a while to sync. */
  startTimeoutMs?: number;
  /** Extra node flags, e.g. --cpu-prof (the profile is written on a clean stop()). */
  nodeArgs?: string[];
}

export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for the failure message of a test. */
  output(): string;
  /** Sign in as the admin (or as `username`); the access token. */
  signIn(username?: string, password?: string): Promise<string>;
  /** A JSON call; `body` is sent as JSON. Network failures (a killed server) reject. */
  call(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: any }>;
  /** kill -9, then wait for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean shutdown), then wait. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// `node --import tsx` rather than the tsx command: the command runs the script in a second
// process, which a kill -9 of the first would leave running.
const SERVER_ARGS = ['--import', 'tsx', join(PROJECT_ROOT, 'src/server/main.ts')];

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...SERVER_ARGS], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      STORAGE_DIR: join(options.dataDir, 'files'),
      APP_DIR: join(options.dataDir, 'no-app'),
      ADMIN_PASSWORD: options.adminPassword,
      JWT_SECRET: options.jwtSecret ?? 'process-server-secret-process-server-secret',
      LOG_LEVEL: options.logLevel ?? 'warn',
      VISIT_PLANNING: 'off',
      OVERDUE_REMINDERS: 'off',
      MAP_TILE_URL: 'off', // no test reaches the internet: the maps draw the shipped outline
      ONEMAP_URL: 'off',
      MFA_ENFORCE: 'off', // admin and finance would have to set up a second factor first
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const waitForExit = async (signal: NodeJS.Signals) => {
    if (!gone) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`the server exited before answering:\n${output}`);
    try {
      // Any answer means it is listening: this route answers 401 to an anonymous caller.
      const res = await fetch(`${origin}/api/v1/auth/me`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await waitForExit('SIGKILL');
        throw new Error(`the server did not answer within ${options.startTimeoutMs ?? 60_000} ms:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    origin,
    port,
    child,
    output: () => output,
    signIn: async (username = 'admin', password = options.adminPassword) => {
      const res = await fetch(`${origin}/api/v1/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { token: string } }).data.token;
    },
    call: async (method, path, token, body) => {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    kill: () => waitForExit('SIGKILL'),
    stop: () => waitForExit('SIGTERM'),
  };
}
