/** Reading, writing and comparing whole file sets for the generator's fixture tests. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export type Files = Map<string, string>;

/** Every file under `dir`, keyed by its path relative to `dir` with / separators, sorted. */
export function readTree(dir: string): Files {
  const out: Files = new Map();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(dir, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Replace `dir` with exactly `files`. */
export function writeTree(dir: string, files: Files): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, content] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** The first differing line of two texts with a few lines of context, as - expected / + actual. */
export function lineDiff(expected: string, actual: string, context = 3): string {
  const e = expected.split('\n');
  const a = actual.split('\n');
  let first = 0;
  while (first < e.length && first < a.length && e[first] === a[first]) first++;
  // Trim the common tail so that an inserted line shows as one + line.
  let te = e.length - 1;
  let ta = a.length - 1;
  while (te >= first && ta >= first && e[te] === a[ta]) {
    te--;
    ta--;
  }
  const out: string[] = [`    @@ line ${first + 1} @@`];
  for (let i = Math.max(0, first - context); i < first; i++) out.push(`      ${e[i]}`);
  for (let i = first; i <= te; i++) out.push(`    - ${e[i]}`);
  for (let i = first; i <= ta; i++) out.push(`    + ${a[i]}`);
  for (let i = te + 1; i < Math.min(e.length, te + 1 + context); i++) out.push(`      ${e[i]}`);
  return out.join('\n');
}

/**
 * Every difference between the expected and the actual file set, one readable entry per file:
 * files only rendered (missing from expected/), files only expected (extra), and differing files.
 */
export function diffFileSets(expected: Files, actual: Files): string[] {
  const problems: string[] = [];
  for (const path of [...actual.keys()].sort()) {
    if (!expected.has(path)) problems.push(`missing from expected/: ${path} (rendered, but there is no expected file)`);
  }
  for (const path of [...expected.keys()].sort()) {
    if (!actual.has(path)) problems.push(`extra in expected/: ${path} (expected, but not rendered)`);
  }
  for (const path of [...actual.keys()].sort()) {
    const want = expected.get(path);
    const got = actual.get(path)!;
    if (want !== undefined && want !== got) problems.push(`differs: ${path}\n${lineDiff(want, got)}`);
  }
  return problems;
}
