/**
 * The server's core stays generic (issue 26, item 7). No import loop joins two files of
 * src/server, type-only imports counted (shared types live in modules of their own, such as
 * write-steps.ts). The core modules every write goes through import nothing of one resource's at
 * run time and name no collection but the core's own: what one resource does (a user's password
 * hashed, a technician held to their jobs) lives in its behaviour file beside its name.
 */
import { SyntaxKind } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { Registry } from '../../src/server/registry';
import { importGraph, importLoops, sourceFiles } from '../support/import-graph';

/** Every write passes through these (db/records.ts says what lives where). */
const CORE = ['src/server/db/records.ts', 'src/server/db/unit-of-work.ts', 'src/server/behaviours.ts', 'src/server/write-steps.ts', 'src/server/workflow/engine.ts'];
/** Where what belongs to some resources or roles lives. */
const NOT_CORE = ['src/server/behaviour/', 'src/server/traits/', 'src/server/auth/'];
/** The collections the core writes itself: the audit log and numbering series (records.ts), a transition's timeline entry (engine.ts). */
const CORE_OWN = new Set(['audit-log', 'audit_logs', 'numbering_series', 'timeline_headers', 'timelines']);

describe('server imports', () => {
  const files = sourceFiles(['src/server/**/*.ts']);
  const all = importGraph(files, { types: true });
  const runtime = importGraph(files, { types: false });

  it('finds the files and their imports (the scan itself works)', () => {
    expect(all.get('src/server/app.ts')).toContain('src/server/db/records.ts');
    expect(all.get('src/server/behaviour/users.ts')).toContain('src/server/behaviours.ts');
    expect(all.get('src/server/db/records.ts')).toContain('src/server/write-steps.ts');
    expect(runtime.get('src/server/db/records.ts')).not.toContain('src/server/write-steps.ts');
    for (const file of CORE) expect(all.has(file), file).toBe(true);
  });

  it('no import loop joins files of src/server, type-only imports counted', () => {
    expect(importLoops(all)).toEqual([]);
  });

  it('the core imports nothing of a resource behaviour, a trait or auth at run time', () => {
    const wrong = CORE.flatMap((file) => runtime.get(file)!.filter((to) => NOT_CORE.some((dir) => to.startsWith(dir))).map((to) => `${file} -> ${to}`));
    expect(wrong).toEqual([]);
  });

  it('the core names no collection but its own', () => {
    const names = new Set(new Registry().defs.flatMap((d) => [d.resource, d.table]).filter((n) => !CORE_OWN.has(n)));
    expect(names.has('users') && names.has('joborder_headers')).toBe(true);
    const named = files
      .filter((sf) => CORE.some((file) => sf.getFilePath().endsWith(`/${file}`)))
      .flatMap((sf) =>
        [...sf.getDescendantsOfKind(SyntaxKind.StringLiteral), ...sf.getDescendantsOfKind(SyntaxKind.NoSubstitutionTemplateLiteral)]
          .filter((literal) => names.has(literal.getLiteralText()))
          .map((literal) => `${sf.getBaseName()}:${literal.getStartLineNumber()} '${literal.getLiteralText()}'`),
      );
    expect(named).toEqual([]);
  });
});
