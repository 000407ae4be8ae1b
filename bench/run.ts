/**
 * npm run bench: every benchmark in turn, each in its own process (so one's servers and memory
 * never weigh on the next), each printing its table and writing bench/results/<name>.json.
 *   npm run bench                    all of them
 *   npm run bench -- writes api-list only those
 * Not part of npm test. The 1,000,000-product database is made once and cached in bench/.cache/.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const BENCHMARKS = ['generator', 'frontend', 'writes', 'api-list', 'dispatch', 'dispatch-plan', 'pivot', 'service-report-pdf', 'sales-pdf', 'company-picker'];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : BENCHMARKS;
const unknown = chosen.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.join(', ')}`);
  process.exit(2);
}
const failed: string[] = [];
for (const name of chosen) {
  console.log(`\n=== bench/${name}.ts`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, `${name}.ts`)], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
