/**
 * Fixture tests in the style of zod-prisma: tests/generator/fixtures/<case>/schema/<area>/<x>.yaml
 * is rendered and compared, file by file, with tests/generator/fixtures/<case>/expected/ (the
 * rendered paths without their leading generated/). Missing, extra and differing files all fail.
 *
 * After an intended generator change, rewrite the expected files and review the git diff:
 *   UPDATE_FIXTURES=1 npx vitest run --project unit tests/generator/fixtures.test.ts
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchema } from '../../generator/load';
import { render } from '../../generator/render';
import { diffFileSets, lineDiff, readTree, writeTree, type Files } from './file-sets';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const UPDATE = process.env.UPDATE_FIXTURES === '1';
const PREFIX = 'generated/';

const cases = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

function renderCase(name: string): Files {
  const rendered = render(loadSchema(join(FIXTURES, name)));
  const out: Files = new Map();
  for (const [path, content] of rendered) {
    expect(path.startsWith(PREFIX), `${path} is outside generated/`).toBe(true);
    out.set(path.slice(PREFIX.length), content);
  }
  return out;
}

describe('generator fixtures', () => {
  it('has the cases this suite is meant to cover', () => {
    expect(cases).toEqual(expect.arrayContaining(['parent-child', 'readonly-log', 'simple-masterlist']));
  });

  it.each(cases)('%s: render(loadSchema()) equals expected/', (name) => {
    const actual = renderCase(name);
    const expectedDir = join(FIXTURES, name, 'expected');
    if (UPDATE) writeTree(expectedDir, actual);
    const problems = diffFileSets(readTree(expectedDir), actual);
    expect(problems, `\n${problems.join('\n')}\n(UPDATE_FIXTURES=1 rewrites expected/)`).toEqual([]);
  });
});

describe('diffFileSets (the comparison the fixture tests rely on)', () => {
  const expected: Files = new Map([
    ['app/a/index.ts', 'one\ntwo\nthree\n'],
    ['app/b/index.ts', 'same\n'],
    ['gone.ts', 'x\n'],
  ]);

  it('is empty for equal sets', () => {
    expect(diffFileSets(expected, new Map(expected))).toEqual([]);
  });

  it('reports missing, extra and differing files together', () => {
    const actual: Files = new Map([
      ['app/a/index.ts', 'one\nTWO\nthree\n'],
      ['app/b/index.ts', 'same\n'],
      ['new.ts', 'y\n'],
    ]);
    const problems = diffFileSets(expected, actual);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('missing from expected/: new.ts (rendered, but there is no expected file)');
    expect(problems[1]).toBe('extra in expected/: gone.ts (expected, but not rendered)');
    expect(problems[2]).toBe('differs: app/a/index.ts\n' + ['    @@ line 2 @@', '      one', '    - two', '    + TWO', '      three', '      '].join('\n'));
  });

  it('reports a difference in the final newline alone', () => {
    expect(diffFileSets(new Map([['f', 'a\n']]), new Map([['f', 'a']]))).toHaveLength(1);
  });

  it('shows an inserted line as a single + line', () => {
    expect(lineDiff('a\nb\nc', 'a\nb\nX\nc')).toBe(['    @@ line 3 @@', '      a', '      b', '    + X', '      c'].join('\n'));
  });
});
