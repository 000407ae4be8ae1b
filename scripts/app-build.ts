/** Build the app (vite build) when dist/ is missing or older than any of its sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/server/config';

const APP_SOURCES = ['index.html', 'portal.html', 'src/portal', 'vite.config.ts', 'scripts/precompress.ts', 'public', 'src/app', 'src/shared', 'generated', 'locales', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function appIsStale(root = PROJECT_ROOT): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  return Math.max(...APP_SOURCES.map((p) => newestMtime(join(root, p)))) > statSync(built).mtimeMs;
}

/** vite build into `outDir` (default dist/). */
export function buildApp(outDir = join(PROJECT_ROOT, 'dist')): void {
  const result = spawnSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    // Always the production bundle: under vitest NODE_ENV is 'test', which would build React's development code into it.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

export function buildAppIfStale(): void {
  if (!appIsStale()) return;
  console.log('Building the app (vite build)…');
  buildApp();
}
