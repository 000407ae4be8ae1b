/**
 * The README is what a newcomer reads (issue 26, item 4): short, every link in it and in docs/
 * leads somewhere, and its Settings table names every setting the server reads.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (page: string) => readFileSync(join(ROOT, page), 'utf8');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    found.add(
      heading[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  return found;
}

/** Relative links outside code: [text](target) where target is not a URL. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^[a-z]+:/i.test(t));
}

describe('the README and docs/', () => {
  it('keeps the README to what a newcomer needs', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(400);
  });

  it.each(PAGES)('every link in %s resolves, anchors included', (page) => {
    const broken: string[] = [];
    for (const target of links(read(page))) {
      const [path, anchor] = target.split('#');
      const file = path ? resolve(dirname(join(ROOT, page)), path) : join(ROOT, page);
      if (!existsSync(file)) broken.push(`${target} (no file)`);
      else if (anchor && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${target} (no heading)`);
    }
    expect(broken).toEqual([]);
  });

  it("the Settings table names every setting the server reads", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Settings'), readme.indexOf('\n## ', readme.indexOf('## Settings') + 1));
    const sources = [join(ROOT, 'src/server/config.ts'), ...filesUnder(join(ROOT, 'src/server'))];
    const names = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:Setting\(env, |env\.|env\[)'?([A-Z][A-Z0-9_]{2,})/g)) names.add(m[1]);
    }
    names.delete('NODE_ENV');
    expect(names.size).toBeGreaterThan(30);
    const missing = [...names].filter((name) => !table.includes(`\`${name}\``) && !(name.startsWith('OIDC_') && table.includes('`OIDC_<P>_')));
    expect(missing).toEqual([]);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}
