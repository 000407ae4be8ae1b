/**
 * schema/**\/*.yaml -> validated, normalised ResourceDefs.
 *
 * Every problem is reported as `file:line:column path: message`, and all of them at once, so a
 * developer fixes a whole batch of YAML in one go.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { z } from 'zod';
import { isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import { normalise, registryProblems, TRAIT_FIELD_SHAPE, type ResourceDef, type TraitFile } from '../src/shared/resource-spec';
import { resourceFileSchema, traitFileSchema } from '../src/shared/resource-file';

/** schema/traits/ holds shared fragments, not resources. */
const TRAITS_DIR = 'traits';

export class SchemaError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length} problem(s) in schema/:\n  ${problems.join('\n  ')}`);
    this.name = 'SchemaError';
  }
}

export function findSchemaFiles(dir: string, top = true): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!(top && name === TRAITS_DIR)) out.push(...findSchemaFiles(path, false));
    }
    else if (/\.ya?ml$/.test(name)) out.push(path);
  }
  return out;
}

type Locate = (path: Array<string | number>, options?: { atKey?: boolean }) => string;

/** A YAML document with `locate`, which turns a YAML path into `file:line:col path` for messages. */
function located(text: string, source: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const where = (offset: number | undefined) => {
    if (offset === undefined) return source;
    const { line, col } = lineCounter.linePos(offset);
    return `${source}:${line}:${col}`;
  };
  const locate: Locate = (path, { atKey = false } = {}) => {
    // Point at the deepest node of the path that exists in the document (or at its key).
    let offset: number | undefined;
    if (atKey && path.length) {
      const parent = doc.getIn(path.slice(0, -1), true);
      const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && String(p.key.value) === String(path.at(-1))) : undefined;
      if (isNode(pair?.key) && pair.key.range) offset = pair.key.range[0];
    }
    for (let n = path.length; n >= 0 && offset === undefined; n--) {
      const node = doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) offset = node.range[0];
    }
    return `${where(offset)} ${path.join('.') || '(top)'}`;
  };
  return { doc, locate, where };
}

/** Parse one resource YAML text against the meta-schema and its traits. */
function parseWithLocation(text: string, source: string, traits: ReadonlyMap<string, TraitFile> = new Map()): { def?: ResourceDef; problems: string[]; locate: Locate } {
  const { doc, locate, where } = located(text, source);
  if (doc.errors.length) {
    return { problems: doc.errors.map((e) => `${where(e.pos[0])}: ${e.message.split('\n')[0]}`), locate };
  }
  const parsed = resourceFileSchema.safeParse(doc.toJS());
  return finish(parsed, locate, source, traits);
}

/** The issues of a zod parse, each at its place in the file. */
function issuesAt(error: z.ZodError, locate: Locate): string[] {
  return error.issues.flatMap((issue) =>
    // An unknown key is reported at the key itself, not at the start of the map holding it.
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `${locate([...issue.path.map(String), key], { atKey: true })}: Unrecognized key: "${key}"`)
      : issue.code === 'invalid_key'
        ? // A bad key (a field name): at the key, with the key rule's own message rather than "Invalid key in record".
          [`${locate(issue.path.map(String), { atKey: true })}: ${issue.issues[0]?.message ?? issue.message}`]
        : [`${locate(issue.path.map(String))}: ${issue.message}`],
  );
}

function finish(
  parsed: ReturnType<typeof resourceFileSchema.safeParse>,
  locate: Locate,
  source: string,
  traits: ReadonlyMap<string, TraitFile>,
): { def?: ResourceDef; problems: string[]; locate: Locate } {
  if (!parsed.success) return { problems: issuesAt(parsed.error, locate), locate };
  const problems: string[] = [];
  parsed.data.traits.forEach((name, i) => {
    const trait = traits.get(name);
    if (!trait) return problems.push(`${locate(['traits', i])}: there is no trait "${name}" in schema/traits/`);
    for (const [field, own] of Object.entries(parsed.data.fields)) {
      const shared = trait.fields[field];
      if (shared && TRAIT_FIELD_SHAPE.some((k) => JSON.stringify(own[k]) !== JSON.stringify(shared[k]))) {
        problems.push(`${locate(['fields', field])}: redeclares ${field} of trait ${name} with another ${TRAIT_FIELD_SHAPE.join(', ')}`);
      }
    }
  });
  if (problems.length) return { problems, locate };
  return { def: normalise(parsed.data, source, traits), problems: [], locate };
}

/** Parse one YAML text; `source` is the path shown in messages (relative to the project root). */
export function parseResource(text: string, source: string, traits: ReadonlyMap<string, TraitFile> = new Map()): { def?: ResourceDef; problems: string[] } {
  const { def, problems } = parseWithLocation(text, source, traits);
  return def ? { def, problems } : { problems };
}

/** Load every resource under `schemaDir`; throws SchemaError listing every problem. */
export function loadSchema(root: string, schemaDir = join(root, 'schema')): ResourceDef[] {
  const problems: string[] = [];
  const defs: ResourceDef[] = [];
  const locators = new Map<string, Locate>();
  const traits = loadTraits(root, join(schemaDir, TRAITS_DIR), problems);
  for (const file of findSchemaFiles(schemaDir)) {
    const source = relative(root, file).split('\\').join('/');
    const { def, problems: p, locate } = parseWithLocation(readFileSync(file, 'utf8'), source, traits);
    problems.push(...p);
    if (def) defs.push(def);
    locators.set(source, locate);
  }
  // Cross-file problems point into the file they concern, like the single-file ones.
  problems.push(...registryProblems(defs).map((p) => `${locators.get(p.source)!(p.path)}: ${p.message}`));
  if (problems.length) throw new SchemaError(problems);
  return defs;
}

/** Every trait of schema/traits/ by name (a missing folder: none). */
function loadTraits(root: string, dir: string, problems: string[]): Map<string, TraitFile> {
  const traits = new Map<string, TraitFile>();
  if (!existsSync(dir)) return traits;
  for (const file of findSchemaFiles(dir, false)) {
    const source = relative(root, file).split('\\').join('/');
    const { doc, locate, where } = located(readFileSync(file, 'utf8'), source);
    if (doc.errors.length) {
      problems.push(...doc.errors.map((e) => `${where(e.pos[0])}: ${e.message.split('\n')[0]}`));
      continue;
    }
    const parsed = traitFileSchema.safeParse(doc.toJS());
    if (!parsed.success) problems.push(...issuesAt(parsed.error, locate));
    else if (`${parsed.data.trait}.yaml` !== basename(file)) problems.push(`${locate(['trait'])}: trait "${parsed.data.trait}" must be in ${parsed.data.trait}.yaml`);
    else traits.set(parsed.data.trait, parsed.data);
  }
  return traits;
}
