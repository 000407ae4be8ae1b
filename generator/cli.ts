/**
 * npm run gen        writes generated/ from schema/ (and removes orphaned generated files)
 * npm run gen:check  renders in memory and fails, listing every file that differs, is missing or is orphaned
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSchema, SchemaError } from './load';
import { render } from './render';

/** The resources whose views have a hand-written override: src/app/resources/<resource>/index.ts(x). */
export function viewOverrides(root: string): string[] {
  const dir = join(root, 'src/app/resources');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => ['index.ts', 'index.tsx'].some((f) => existsSync(join(dir, name, f)))).sort();
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export interface Drift {
  changed: string[];
  missing: string[];
  orphaned: string[];
}

export function compare(root: string, files: Map<string, string>): Drift {
  const onDisk = new Set(listFiles(join(root, 'generated')).map((p) => relative(root, p).split('\\').join('/')));
  const drift: Drift = { changed: [], missing: [], orphaned: [] };
  for (const [path, content] of files) {
    if (!onDisk.has(path)) drift.missing.push(path);
    else if (readFileSync(join(root, path), 'utf8') !== content) drift.changed.push(path);
    onDisk.delete(path);
  }
  drift.orphaned = [...onDisk].sort();
  return drift;
}

export function write(root: string, files: Map<string, string>): { written: number; removed: number } {
  const drift = compare(root, files);
  for (const path of [...drift.changed, ...drift.missing]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), files.get(path)!);
  }
  for (const path of drift.orphaned) rmSync(join(root, path));
  return { written: drift.changed.length + drift.missing.length, removed: drift.orphaned.length };
}

function main(argv: string[]): number {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const check = argv.includes('--check');
  const started = performance.now();
  let files: Map<string, string>;
  try {
    files = render(loadSchema(root), { overrides: viewOverrides(root) });
  } catch (e) {
    if (e instanceof SchemaError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
  const ms = (performance.now() - started).toFixed(0);
  if (check) {
    const drift = compare(root, files);
    const problems = [
      ...drift.changed.map((p) => `differs:  ${p}`),
      ...drift.missing.map((p) => `missing:  ${p}`),
      ...drift.orphaned.map((p) => `orphaned: ${p}`),
    ];
    if (problems.length) {
      console.error(`generated/ is out of step with schema/ (run npm run gen):\n  ${problems.join('\n  ')}`);
      return 1;
    }
    console.log(`gen:check: ${files.size} generated files match schema/ (${ms} ms)`);
    return 0;
  }
  const { written, removed } = write(root, files);
  console.log(`gen: ${files.size} files, ${written} written, ${removed} removed (${ms} ms)`);
  return 0;
}

const [, , command, ...rest] = process.argv;
if (command === 'gen') process.exitCode = main(rest);
else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.error('usage: tsx generator/cli.ts gen [--check]');
  process.exitCode = 2;
}
