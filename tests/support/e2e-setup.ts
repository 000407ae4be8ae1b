/**
 * The browser suite's global setup: the app is built once for the whole run, into a private
 * folder, and every test file serves that build (app-server.ts reads FSB_TEST_APP_DIR). When each
 * file ran in a process of its own, a build per process had been one vite build per file: over
 * thirty a run, 10 to 40 seconds each on a busy two-core machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../scripts/app-build';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'fsb-app-'));
  buildApp(dir);
  process.env.FSB_TEST_APP_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
