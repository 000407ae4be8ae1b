/**
 * The app's layers import one way: pages, overrides (src/app/resources) and the generated views
 * build on the CRUD kit (src/app/crud); the kit imports none of them, and no import loop (static
 * or lazy import()) joins the kit to a page or an override. The generator wires the overrides
 * (generated/app/resources.ts) and App.tsx hands the kit the resource entries.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Project, SyntaxKind } from 'ts-morph';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Each file's imports of other files of the app, type-only ones left out (they vanish at build). */
function importGraph(): Map<string, string[]> {
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
  project.addSourceFilesAtPaths([join(ROOT, 'src/app/**/*.{ts,tsx}'), join(ROOT, 'generated/app/**/*.{ts,tsx}')]);
  const fileOf = (from: string, spec: string) => {
    if (!spec.startsWith('.')) return undefined;
    const base = resolve(dirname(from), spec);
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find((f) => /\.tsx?$/.test(f) && existsSync(f));
  };
  const graph = new Map<string, string[]>();
  for (const sf of project.getSourceFiles()) {
    const specs = [
      ...sf.getImportDeclarations().filter((d) => !d.isTypeOnly()).map((d) => d.getModuleSpecifierValue()),
      ...sf.getExportDeclarations().filter((d) => !d.isTypeOnly()).flatMap((d) => d.getModuleSpecifierValue() ?? []),
      ...sf
        .getDescendantsOfKind(SyntaxKind.CallExpression)
        .filter((c) => c.getExpression().getKind() === SyntaxKind.ImportKeyword)
        .flatMap((c) => c.getArguments()[0]?.asKind(SyntaxKind.StringLiteral)?.getLiteralValue() ?? []),
    ];
    const from = sf.getFilePath();
    graph.set(relative(ROOT, from), [...new Set(specs.flatMap((s) => fileOf(from, s) ?? []).map((f) => relative(ROOT, f)))]);
  }
  return graph;
}

/** Strongly connected components of more than one file: the import loops (Tarjan). */
function importLoops(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const loop: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        loop.push(w);
      } while (w !== v);
      if (loop.length > 1) loops.push(loop.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

const KIT = 'src/app/crud/';
const ABOVE_KIT = ['src/app/pages/', 'src/app/resources/', 'generated/app/'];
const inKit = (f: string) => f.startsWith(KIT);
const aboveKit = (f: string) => ABOVE_KIT.some((d) => f.startsWith(d));

describe('app import layers', () => {
  const graph = importGraph();

  it('finds the files and their imports (the scan itself works)', () => {
    expect(graph.get('src/app/crud/ResourcePage.tsx')).toContain('src/app/crud/resourceViews.ts');
    expect(graph.get('generated/app/resources.ts')).toContain('src/app/resources/users/index.ts');
    expect(importLoops(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  });

  it('the CRUD kit imports no page, override or generated view', () => {
    const wrong = [...graph].flatMap(([from, to]) => (inKit(from) ? to.filter(aboveKit).map((t) => `${from} -> ${t}`) : []));
    expect(wrong).toEqual([]);
  });

  it('no import loop joins the kit to a page or an override', () => {
    const joined = importLoops(graph).filter((loop) => loop.some(inKit) && loop.some(aboveKit));
    expect(joined.map((loop) => loop.filter((f) => inKit(f) || aboveKit(f)).slice(0, 10))).toEqual([]);
  });
});
