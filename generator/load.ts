/**
 * schema/**\/*.yaml -> validated, normalised ResourceDefs.
 *
 * Every problem is reported as `file:line:column path: message`, and all of them at once, so a
 * developer fixes a whole batch of YAML in one go.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { checkRegistry, normalise, resourceFileSchema, type ResourceDef } from '../src/shared/resource-spec';

export class SchemaError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length} problem(s) in schema/:\n  ${problems.join('\n  ')}`);
    this.name = 'SchemaError';
  }
}

export function findSchemaFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...findSchemaFiles(path));
    else if (/\.ya?ml$/.test(name)) out.push(path);
  }
  return out;
}

/** Parse one YAML text; `source` is the path shown in messages (relative to the project root). */
export function parseResource(text: string, source: string): { def?: ResourceDef; problems: string[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const where = (offset: number | undefined) => {
    if (offset === undefined) return source;
    const { line, col } = lineCounter.linePos(offset);
    return `${source}:${line}:${col}`;
  };
  if (doc.errors.length) {
    return { problems: doc.errors.map((e) => `${where(e.pos[0])}: ${e.message.split('\n')[0]}`) };
  }
  const parsed = resourceFileSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => {
        const path = issue.path.map(String);
        // Point at the deepest node of the path that exists in the document.
        let offset: number | undefined;
        for (let n = path.length; n >= 0 && offset === undefined; n--) {
          const node = doc.getIn(path.slice(0, n), true);
          if (isNode(node) && node.range) offset = node.range[0];
        }
        return `${where(offset)} ${path.join('.') || '(top)'}: ${issue.message}`;
      }),
    };
  }
  return { def: normalise(parsed.data, source), problems: [] };
}

/** Load every resource under `schemaDir`; throws SchemaError listing every problem. */
export function loadSchema(root: string, schemaDir = join(root, 'schema')): ResourceDef[] {
  const problems: string[] = [];
  const defs: ResourceDef[] = [];
  for (const file of findSchemaFiles(schemaDir)) {
    const source = relative(root, file).split('\\').join('/');
    const { def, problems: p } = parseResource(readFileSync(file, 'utf8'), source);
    problems.push(...p);
    if (def) defs.push(def);
  }
  problems.push(...checkRegistry(defs));
  if (problems.length) throw new SchemaError(problems);
  return defs;
}
