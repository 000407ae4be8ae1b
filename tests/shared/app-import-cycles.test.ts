/**
 * The app's layers import one way: pages, overrides (src/app/resources) and the generated views
 * build on the CRUD kit (src/app/crud); the kit imports none of them, and no import loop (static
 * or lazy import()) joins the kit to a page or an override. The generator wires the overrides
 * (generated/app/resources.ts) and App.tsx hands the kit the resource entries. The modules the
 * kit's pages show (the record panels) import the kit's own files, never its index, which
 * exports those pages: no loop at all. The server's rules: server-imports.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { importGraph, importLoops, sourceFiles } from '../support/import-graph';

const KIT = 'src/app/crud/';
const ABOVE_KIT = ['src/app/pages/', 'src/app/resources/', 'generated/app/'];
const inKit = (f: string) => f.startsWith(KIT);
const aboveKit = (f: string) => ABOVE_KIT.some((d) => f.startsWith(d));

describe('app import layers', () => {
  // Type-only imports left out: they vanish at build.
  const graph = importGraph(sourceFiles(['src/app/**/*.{ts,tsx}', 'generated/app/**/*.{ts,tsx}']), { types: false });

  it('finds the files and their imports (the scan itself works)', () => {
    expect(graph.get('src/app/crud/ResourcePage.tsx')).toContain('src/app/crud/resourceViews.ts');
    expect(graph.get('generated/app/resources.ts')).toContain('src/app/resources/users/index.ts');
    expect(importLoops(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  });

  it('the CRUD kit imports no page, override or generated view', () => {
    const wrong = [...graph].flatMap(([from, to]) => (inKit(from) ? to.filter(aboveKit).map((t) => `${from} -> ${t}`) : []));
    expect(wrong).toEqual([]);
  });

  it('no import loop at all: the record panels the kit shows import its modules, not its index', () => {
    expect(importLoops(graph)).toEqual([]);
  });

  it('no import loop joins the kit to a page or an override', () => {
    const joined = importLoops(graph).filter((loop) => loop.some(inKit) && loop.some(aboveKit));
    expect(joined.map((loop) => loop.filter((f) => inKit(f) || aboveKit(f)).slice(0, 10))).toEqual([]);
  });
});
