/**
 * The logic of `gen --check` and `gen` (generator/cli.ts): compare() finds changed, missing and
 * orphaned files under <root>/generated; write() brings the folder in step.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compare, write } from '../../generator/cli';
import { loadSchema } from '../../generator/load';
import { render } from '../../generator/render';

const FIXTURES = join(import.meta.dirname, 'fixtures');

let root: string;
let files: Map<string, string>;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gen-cli-'));
  files = render(loadSchema(join(FIXTURES, 'parent-child')));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function put(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

describe('compare (gen --check)', () => {
  it('reports every file missing when generated/ does not exist', () => {
    expect(compare(root, files)).toEqual({ changed: [], missing: [...files.keys()], orphaned: [] });
  });

  it('reports nothing when generated/ matches', () => {
    for (const [path, content] of files) put(path, content);
    expect(compare(root, files)).toEqual({ changed: [], missing: [], orphaned: [] });
  });

  it('reports changed, missing and orphaned files together', () => {
    for (const [path, content] of files) put(path, content);
    const edited = 'generated/app/quotations/QuotationsForm.tsx';
    const deleted = 'generated/app/customers/CustomersShow.tsx';
    put(edited, files.get(edited)!.replace('quote_no', 'quote_number'));
    rmSync(join(root, deleted));
    put('generated/app/old_resource/index.ts', '// left over\n');
    put('generated/app/customers/Stale.tsx', '// left over\n');

    expect(compare(root, files)).toEqual({
      changed: [edited],
      missing: [deleted],
      orphaned: ['generated/app/customers/Stale.tsx', 'generated/app/old_resource/index.ts'],
    });
  });

  it('notices a change of whitespace or of the final newline alone', () => {
    for (const [path, content] of files) put(path, content);
    const a = 'generated/app/resources.ts';
    const b = 'generated/locales/en.resources.json';
    put(a, files.get(a)!.replace(/\n$/, ''));
    put(b, `${files.get(b)!} `);
    expect(compare(root, files).changed).toEqual([a, b]);
  });

  it('looks only under generated/', () => {
    for (const [path, content] of files) put(path, content);
    put('src/app/other.ts', 'export {};\n');
    put('schema/masterlists/x.yaml', 'resource: x\n');
    expect(compare(root, files)).toEqual({ changed: [], missing: [], orphaned: [] });
  });
});

describe('write (gen)', () => {
  it('writes every file into an empty root', () => {
    expect(write(root, files)).toEqual({ written: files.size, removed: 0 });
    for (const [path, content] of files) expect(readFileSync(join(root, path), 'utf8')).toBe(content);
    expect(compare(root, files)).toEqual({ changed: [], missing: [], orphaned: [] });
  });

  it('rewrites changed and missing files, removes orphans, and leaves the rest alone', () => {
    write(root, files);
    const edited = 'generated/app/quotations/QuotationsForm.tsx';
    const deleted = 'generated/app/customers/CustomersShow.tsx';
    put(edited, '// hand edit\n');
    rmSync(join(root, deleted));
    put('generated/app/old_resource/index.ts', '// left over\n');
    put('src/keep.ts', '// not generated\n');

    expect(write(root, files)).toEqual({ written: 2, removed: 1 });
    expect(readFileSync(join(root, edited), 'utf8')).toBe(files.get(edited));
    expect(readFileSync(join(root, deleted), 'utf8')).toBe(files.get(deleted));
    expect(existsSync(join(root, 'generated/app/old_resource/index.ts'))).toBe(false);
    expect(existsSync(join(root, 'src/keep.ts'))).toBe(true);
    expect(compare(root, files)).toEqual({ changed: [], missing: [], orphaned: [] });
    expect(write(root, files)).toEqual({ written: 0, removed: 0 });
  });

  it('turns a switch of schema into the other fixture exactly', () => {
    write(root, files);
    const other = render(loadSchema(join(FIXTURES, 'simple-masterlist')));
    const drift = compare(root, other);
    expect(drift.changed.sort()).toEqual(['generated/app/resources.ts', 'generated/locales/en.resources.json', 'generated/server/registry.ts']);
    expect(drift.missing.every((p) => p.startsWith('generated/app/colours/'))).toBe(true);
    expect(drift.orphaned.every((p) => /^generated\/app\/(customers|quotations|quotation_lines)\//.test(p))).toBe(true);
    write(root, other);
    expect(compare(root, other)).toEqual({ changed: [], missing: [], orphaned: [] });
  });
});
