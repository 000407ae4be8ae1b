/**
 * npm test: everything, in order, stopping at the first failure:
 *   gen:check, type check, unit + app tests, API tests (SQLite; and PostgreSQL when
 *   DATABASE_URL=postgres://... is set), browser tests in Debian's Chromium.
 * Without /usr/bin/chromium the browser tests are skipped with a notice, except under CI=true,
 * where a missing browser fails the run. Ends with one "N passed, N failed" line over all suites.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumAvailable, CHROMIUM } from '../tests/support/browser';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'fsb-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[]): void {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) finish(`${title} failed`);
}

function vitest(title: string, projects: string[]): void {
  const report = join(reports, `${projects.join('-')}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  console.log(`\n=== ${title}`);
  const result = spawnSync(bin('vitest'), args, { cwd: root, stdio: 'inherit', env: process.env });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } catch {
    totals.failed += 1; // no report: the runner itself failed
  }
  if (result.status !== 0) finish(`${title} failed`);
}

function finish(failure?: string): never {
  rmSync(reports, { recursive: true, force: true });
  if (failure) console.error(`\n${failure}`);
  if (failure && totals.failed === 0) totals.failed = 1;
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failure ? 1 : 0);
}

run('gen:check', bin('tsx'), ['generator/cli.ts', 'gen', '--check']);
run('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
vitest('unit and app tests', ['unit', 'app']);
const pg = process.env.DATABASE_URL?.startsWith('postgres') ? ' and PostgreSQL' : ' (set DATABASE_URL=postgres://... to add PostgreSQL)';
vitest(`API tests on SQLite${pg}`, ['api']);
if (chromiumAvailable()) vitest('browser tests (Chromium)', ['e2e']);
else if (process.env.CI) finish(`browser tests need ${CHROMIUM}: apt-get install chromium`);
else console.log(`\n=== browser tests SKIPPED: ${CHROMIUM} is missing (apt-get install chromium)`);
finish();
