/**
 * `npm start` as a person runs it (README, "Quick start"; issue 10): a short banner with the
 * address and the first administrator's password once, no request log unless LOG_REQUESTS asks
 * for it, the administrator asked to set up a second factor before anything else (MFA_ENFORCE is
 * on by default), `npm run seed:demo` into the database of a running server, and stopping npm by its
 * PID stops the server (the port closes). Runs on its own SQLite database in a temporary DATA_DIR.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { PROJECT_ROOT } from '../../src/server/config';
import { freePort } from '../support/process-server';

const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function environment(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app'), ...extra };
  // The embedded database of DATA_DIR, whatever the test run's own settings say.
  for (const name of ['DATABASE_URL', 'ADMIN_PASSWORD', 'LOG_LEVEL', 'LOG_REQUESTS', 'JWT_SECRET']) if (!(name in extra)) delete env[name];
  return env;
}

/** npm start; resolves with the process and its output once the banner is out. */
async function npmStart(port: number, extra: Record<string, string> = {}): Promise<{ npm: ChildProcess; output: () => string }> {
  const npm = spawn('npm', ['start'], { cwd: PROJECT_ROOT, env: environment(port, extra), stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(npm);
  let output = '';
  npm.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  npm.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Stop with Ctrl+C')) {
    if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { npm, output: () => output };
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function stopByPid(npm: ChildProcess, port: number): Promise<void> {
  process.kill(npm.pid!, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (await portOpen(port)) {
    if (Date.now() > deadline) throw new Error(`port ${port} still open 15 s after npm's SIGTERM`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function call(port: number, path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('npm start', () => {
  it('prints a banner with the first password once, logs no requests, takes seed:demo while running, and stops with npm', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const first = await npmStart(port);
    const banner = first.output();
    expect(banner).toContain(`http://127.0.0.1:${port}`);
    const password = /with the password\s+(\S+)/.exec(banner)?.[1];
    expect(password, banner).toBeTruthy();
    // Quiet: no JSON log lines, neither the listening lines nor the requests below.
    expect(banner).toContain('a second factor (an authenticator app) before anything else');
    expect(banner).not.toContain('MFA_ENFORCE=off');
    const signIn = await call(port, '/auth/token', { body: { username: 'admin', password } });
    expect(signIn.status).toBe(200);
    // A fresh install's administrator sets up a second factor first (README, "Quick start").
    const token = signIn.body.data.token;
    expect(signIn.body.data.user.mfa_setup_required).toBe(true);
    expect((await call(port, '/companies', { token })).body.errors[0].code).toBe('MFA_SETUP_REQUIRED');
    const { secret } = (await call(port, '/auth/me/totp', { token, body: {} })).body.data;
    const code = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate();
    expect((await call(port, '/auth/me/totp/confirm', { token, body: { code } })).status).toBe(200);
    await call(port, '/no-such-collection');
    expect(first.output()).not.toMatch(/"msg":|incoming request|Server listening/);

    // The demo data goes into the same database while the server runs, and the server sees it.
    const seeded = spawnSync('npm', ['run', 'seed:demo'], { cwd: PROJECT_ROOT, env: environment(port), encoding: 'utf8', timeout: 180_000 });
    expect(seeded.status, `${seeded.stdout}\n${seeded.stderr}`).toBe(0);
    const companies = await call(port, '/companies?page[size]=1', { token: signIn.body.data.token });
    expect(companies.status).toBe(200);
    expect(companies.body.meta.page.total).toBeGreaterThan(10);

    await stopByPid(first.npm, port);

    // A restart: no password (the user exists), and LOG_REQUESTS=true logs each request.
    const second = await npmStart(port, { LOG_REQUESTS: 'true' });
    expect(second.output()).not.toContain(password);
    expect(second.output()).not.toContain('First start');
    await call(port, '/auth/config');
    const deadline = Date.now() + 5_000;
    while (!second.output().includes('incoming request') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(second.output()).toContain('incoming request');
    await stopByPid(second.npm, port);
  });

  it('says in one line that the port is in use, with no stack trace', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const squatter = createServer().listen(port, '0.0.0.0');
    await new Promise((resolve) => squatter.once('listening', resolve));
    try {
      const result = spawnSync('npm', ['start', '--silent'], { cwd: PROJECT_ROOT, env: environment(port, { HOST: '0.0.0.0' }), encoding: 'utf8', timeout: 90_000 });
      const output = `${result.stdout}${result.stderr}`;
      expect(result.status, output).not.toBe(0);
      expect(output).toContain(`Port ${port} is already in use`);
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toMatch(/"level":\s*50/);
    } finally {
      squatter.close();
    }
  });
});
