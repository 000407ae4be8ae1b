/**
 * Which source file imports which (tests/shared/app-import-cycles.test.ts,
 * tests/shared/server-imports.test.ts): relative imports and re-exports, static or lazy import(),
 * and the loops among them.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Project, SyntaxKind, type SourceFile } from 'ts-morph';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The files matching `globs` (relative to the repository), parsed once. */
export function sourceFiles(globs: string[]): SourceFile[] {
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
  project.addSourceFilesAtPaths(globs.map((g) => join(ROOT, g)));
  return project.getSourceFiles();
}

/**
 * Each file's imports of other files of the repository (paths relative to it). `types`: whether
 * type-only imports count (they vanish at build, but still tie two modules' interfaces together).
 */
export function importGraph(files: SourceFile[], { types }: { types: boolean }): Map<string, string[]> {
  const fileOf = (from: string, spec: string) => {
    if (!spec.startsWith('.')) return undefined;
    const base = resolve(dirname(from), spec).replace(/\.[cm]?js$/, '');
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find((f) => /\.tsx?$/.test(f) && existsSync(f));
  };
  const graph = new Map<string, string[]>();
  for (const sf of files) {
    const specs = [
      ...sf.getImportDeclarations().filter((d) => types || !d.isTypeOnly()).map((d) => d.getModuleSpecifierValue()),
      ...sf.getExportDeclarations().filter((d) => types || !d.isTypeOnly()).flatMap((d) => d.getModuleSpecifierValue() ?? []),
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
export function importLoops(graph: Map<string, string[]>): string[][] {
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
