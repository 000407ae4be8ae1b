/** Helpers every emitter uses: names, the header, and deterministic TypeScript output via ts-morph. */
import { IndentationText, Project, QuoteKind } from 'ts-morph';
import type { ResourceDef } from '../../src/shared/resource-spec';

/** A rendered file set: project-relative path -> content. */
export type FileSet = Map<string, string>;

export function header(sources: string): string {
  return `// GENERATED from ${sources} by generator/. Do not edit.\n`;
}

/** company_locations -> CompanyLocations, audit-log -> AuditLog */
export function pascal(name: string): string {
  return name
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** company_locations -> companyLocations */
export function camel(name: string): string {
  const p = pascal(name);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/** The folder of a resource's generated views, also its import path from generated/app. */
export function appDir(def: ResourceDef): string {
  return def.resource.replace(/-/g, '_');
}

/** One in-memory ts-morph project per render: nothing touches the disk. */
export function createProject(): Project {
  return new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single },
    compilerOptions: { jsx: 4 /* react-jsx */ },
  });
}

export interface ImportSpec {
  moduleSpecifier: string;
  namedImports?: string[];
  defaultImport?: string;
  isTypeOnly?: boolean;
}

/**
 * What an emitter writes a file with: imports and statements as text. ts-morph then parses and
 * formats the whole file once; editing a ts-morph file piece by piece re-parses it every time,
 * which made rendering the catalogue several times slower.
 */
export class SourceText {
  private readonly lines: string[] = [];
  addImportDeclaration(spec: ImportSpec): void {
    const type = spec.isTypeOnly ? 'type ' : '';
    const what = spec.defaultImport ?? `{ ${(spec.namedImports ?? []).join(', ')} }`;
    this.lines.push(`import ${type}${what} from '${spec.moduleSpecifier}';`);
  }
  addStatements(statements: string | string[]): void {
    this.lines.push(...(Array.isArray(statements) ? statements : [statements]));
  }
  toString(): string {
    return this.lines.join('\n');
  }
}

/**
 * Build a file's text with `build`, format it with ts-morph and return it with the header first.
 * The formatter makes the output independent of how the emitter wrote it.
 */
export function emitSource(project: Project, path: string, sources: string, build: (sf: SourceText) => void): string {
  const source = new SourceText();
  build(source);
  const sf = project.createSourceFile(path, source.toString(), { overwrite: true });
  sf.formatText({ indentSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
  const text = header(sources) + sf.getFullText().replace(/^\n+/, '');
  // Release the file: a project holding every rendered file makes each later one slower.
  project.removeSourceFile(sf);
  return text;
}

/** A single-quoted TypeScript string literal. */
export function q(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A JSX attribute for a string literal, or an expression. */
export function attr(name: string, value: string | number | boolean | { expr: string }): string {
  if (value === true) return name;
  // A JSX string attribute cannot hold escapes, so such text goes in as an expression.
  if (typeof value === 'string') return /["\\]/.test(value) ? `${name}={${q(value)}}` : `${name}="${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${name}={${value}}`;
  return `${name}={${value.expr}}`;
}

/** Collects named imports per module, emitted sorted. */
export class Imports {
  private readonly byModule = new Map<string, Set<string>>();
  private readonly defaults = new Map<string, string>();
  add(module: string, ...names: string[]): this {
    const set = this.byModule.get(module) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    this.byModule.set(module, set);
    return this;
  }
  addDefault(module: string, name: string): this {
    this.defaults.set(module, name);
    return this;
  }
  applyTo(sf: SourceText): void {
    for (const [module, name] of [...this.defaults].sort(([a], [b]) => a.localeCompare(b))) {
      sf.addImportDeclaration({ moduleSpecifier: module, defaultImport: name });
    }
    for (const [module, names] of [...this.byModule].sort(([a], [b]) => a.localeCompare(b))) {
      sf.addImportDeclaration({ moduleSpecifier: module, namedImports: [...names].sort() });
    }
  }
}

/** From generated/app/<resource>/ to the hand-written CRUD kit. */
export const CRUD_KIT = '../../../src/app/crud';
