/**
 * Benchmark 4, the generator: `npm run gen` and `npm run gen:check` on the whole catalogue
 * (every YAML file in schema/), each as the command runs it (a fresh process, tsx included), in a
 * copy of the project so the working tree's generated/ is never touched. Target: 5 s each.
 *
 *   npx tsx bench/generator.ts     (BENCH_GEN_RUNS adjusts the runs; the median is reported)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/server/config';
import { median, printTable, saveResults } from './lib/report';

const RUNS = Number(process.env.BENCH_GEN_RUNS ?? 5);
const TARGET_MS = 5000;

const countFiles = (dir: string, ext: RegExp): number =>
  readdirSync(dir).reduce((n, name) => {
    const path = join(dir, name);
    return n + (statSync(path).isDirectory() ? countFiles(path, ext) : ext.test(name) ? 1 : 0);
  }, 0);

/** A copy of what the generator reads and writes, with the project's node_modules. */
function projectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'fsb-bench-gen-'));
  for (const dir of ['generator', 'schema', 'generated', 'locales', 'src/shared']) cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json']) cpSync(join(PROJECT_ROOT, file), join(root, file));
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'));
  return root;
}

function timed(root: string, args: string[]): { ms: number; output: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'generator/cli.ts'), ...args], { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`generator ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return { ms, output: result.stdout.trim() };
}

const root = projectCopy();
try {
  const resources = countFiles(join(root, 'schema'), /\.ya?ml$/);
  console.log(`Generator on ${resources} resources (in a copy of the project)`);
  const gen: number[] = [];
  const check: number[] = [];
  let genOutput = '';
  let checkOutput = '';
  for (let run = 0; run < RUNS; run++) {
    // gen writes in full only when generated/ is out of step, so the first run starts from none.
    if (run === 0) rmSync(join(root, 'generated'), { recursive: true, force: true });
    const g = timed(root, ['gen']);
    gen.push(g.ms);
    genOutput ||= g.output;
    const c = timed(root, ['gen', '--check']);
    check.push(c.ms);
    checkOutput = c.output;
  }
  const files = countFiles(join(root, 'generated'), /./);
  printTable(`Generator on the whole catalogue: ${resources} YAML resources -> ${files} generated files, ${RUNS} runs`, ['command', 'median ms', 'max ms', 'first run ms', 'target'], [
    ['npm run gen', Math.round(median(gen)), Math.round(Math.max(...gen)), Math.round(gen[0]), `<= ${TARGET_MS} ms: ${median(gen) <= TARGET_MS ? 'met' : 'MISSED'}`],
    ['npm run gen:check', Math.round(median(check)), Math.round(Math.max(...check)), Math.round(check[0]), `<= ${TARGET_MS} ms: ${median(check) <= TARGET_MS ? 'met' : 'MISSED'}`],
  ]);
  console.log(`first gen: ${genOutput}\nlast check: ${checkOutput}`);
  saveResults('generator', { resources, generatedFiles: files, runs: RUNS, targetMs: TARGET_MS, genMs: gen, checkMs: check, genOutput, checkOutput });
} finally {
  rmSync(root, { recursive: true, force: true });
}
