/**
 * npm test: everything, stopping at the first stage that fails:
 *   gen:check, type check, unit + app tests, then side by side the API tests (SQLite; and
 *   PostgreSQL when DATABASE_URL=postgres://... is set) and the browser tests in Debian's Chromium.
 * The two last suites each start their own servers and databases and wait on them, their browser
 * or their timers much of the time: together they took 24 minutes on 2 cores where one after the
 * other took 48 (TEST_SUITES_APART=1 runs them one after the other). Each suite's output is
 * printed whole when it ends, so the two do not interleave.
 * Without /usr/bin/chromium the browser tests are skipped with a notice, except under CI=true,
 * where a missing browser fails the run. Ends with one "N passed, N failed" line over all suites.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumAvailable, CHROMIUM } from '../tests/support/browser';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// TEST_REPORT_DIR keeps the suites' JSON reports (per-file durations) for a look afterwards.
const reports = process.env.TEST_REPORT_DIR ?? mkdtempSync(join(tmpdir(), 'fsb-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests, named at the very end: CI keeps only the tail of a long log. */
const failures: string[] = [];

function run(title: string, command: string, args: string[]): void {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) finish(`${title} failed`);
}

function vitestArgs(projects: string[]): { args: string[]; report: string } {
  const report = join(reports, `${projects.join('-')}.json`);
  return { report, args: ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] };
}

/** Adds a suite's counts from its JSON report; false when it failed or left no report. */
function counted(report: string, status: number | null): boolean {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults ?? []) {
      const path = String(file.name).replace(`${root}/`, '');
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`${path} > ${test.fullName}\n    ${why}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t: { status: string }) => t.status === 'failed')) {
        failures.push(`${path}\n    ${String(file.message ?? '').split('\n')[0].slice(0, 300)}`);
      }
    }
  } catch {
    totals.failed += 1; // no report: the runner itself failed
    return false;
  }
  return status === 0;
}

function vitest(title: string, projects: string[]): void {
  const { args, report } = vitestArgs(projects);
  console.log(`\n=== ${title}`);
  const result = spawnSync(bin('vitest'), args, { cwd: root, stdio: 'inherit', env: process.env });
  if (!counted(report, result.status)) finish(`${title} failed`);
}

/** Runs suites at once, each printed whole when it ends; answers the titles of those that failed. */
async function sideBySide(suites: Array<{ title: string; projects: string[] }>): Promise<string[]> {
  console.log(`\n=== side by side: ${suites.map((s) => s.title).join('; ')}`);
  const started = Date.now();
  const runs = suites.map(({ title, projects }) => {
    const { args, report } = vitestArgs(projects);
    const child = spawn(bin('vitest'), args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => output.push(b));
    child.stderr.on('data', (b: Buffer) => output.push(b));
    return new Promise<string | undefined>((resolve) =>
      child.on('close', (status) => {
        console.log(`\n=== ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
        process.stdout.write(Buffer.concat(output));
        resolve(counted(report, status) ? undefined : title);
      }),
    );
  });
  // A line now and then, so that a log watcher sees the run is alive.
  const beat = setInterval(() => console.log(`... ${Math.round((Date.now() - started) / 60_000)} min`), 300_000);
  const failed = (await Promise.all(runs)).filter((t): t is string => t !== undefined);
  clearInterval(beat);
  return failed;
}

function finish(failure?: string): never {
  if (!process.env.TEST_REPORT_DIR) rmSync(reports, { recursive: true, force: true });
  if (failure) console.error(`\n${failure}`);
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  if (failure && totals.failed === 0) totals.failed = 1;
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failure ? 1 : 0);
}

run('gen:check', bin('tsx'), ['generator/cli.ts', 'gen', '--check']);
run('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
vitest('unit and app tests', ['unit', 'app']);
const pg = process.env.DATABASE_URL?.startsWith('postgres') ? ' and PostgreSQL' : ' (set DATABASE_URL=postgres://... to add PostgreSQL)';
const api = { title: `API tests on SQLite${pg}`, projects: ['api', 'api-timed'] };
const browser = { title: 'browser tests (Chromium)', projects: ['e2e'] };
if (!chromiumAvailable()) {
  if (process.env.CI) finish(`browser tests need ${CHROMIUM}: apt-get install chromium`);
  vitest(api.title, api.projects);
  console.log(`\n=== browser tests SKIPPED: ${CHROMIUM} is missing (apt-get install chromium)`);
} else if (process.env.TEST_SUITES_APART) {
  vitest(api.title, api.projects);
  vitest(browser.title, browser.projects);
} else {
  const failed = await sideBySide([api, browser]);
  if (failed.length) finish(`${failed.join(' and ')} failed`);
}
finish();
