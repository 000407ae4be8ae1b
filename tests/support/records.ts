/**
 * Minimal valid records of any registry resource, built from its ResourceDef alone: the API
 * catalogue test posts them and the browser catalogue test types the same values into the
 * generated forms. Each record carries a token (`zq1k`) in its text fields, so a search for the
 * token finds exactly that record.
 *
 * What gets a value: required fields that are not read-only and have no YAML default (the server
 * and the form fill defaults themselves), and a searchable field for the token when none of those
 * is one (fieldsToFill). Required references are resolved by the caller
 * (`RecordFactory` creates a record of the target collection, once per collection), and a
 * resource with child lines gets one line built the same way.
 */
import { SIGNATURE_PNG } from './signature';
import type { ChildDef, FieldDef, ResourceDef } from '../../src/shared/resource-spec';

export type Rec = Record<string, any>;

/** The day dates are built on, as a date input takes it; the API gets midnight in Singapore (UTC+8). */
export const BUILT_DATE_TEXT = '2026-11-02';
export const BUILT_DAY = Date.UTC(2026, 10, 2) / 1000 - 8 * 3600;
/** 09:30 on that day, for datetime fields. */
export const BUILT_TIME_TEXT = `${BUILT_DATE_TEXT}T09:30`;
export const BUILT_TIME = BUILT_DAY + 9.5 * 3600;
export const BUILT_MONEY = '12.50';
export const BUILT_PHONE = '+65 6123 4567';

/**
 * The child collections whose rows are written only with their record (YAML `children` without
 * `written_alone`): their own writes answer 409 (tests/server/child-writes.test.ts), so a minimal
 * record of theirs is made through their record, never posted on its own.
 */
export function savedWithTheirRecord(defs: readonly ResourceDef[]): ReadonlySet<string> {
  return new Set(defs.flatMap((d) => d.children.filter((c) => !c.writtenAlone).map((c) => c.resource)));
}

/** Tokens: a marker no demo or reference row contains, then a counter. */
const TOKEN_PREFIX = 'zq';

export class Tokens {
  private counter = 0;

  next(): { token: string; n: number } {
    const n = ++this.counter;
    return { token: `${TOKEN_PREFIX}${n.toString(36)}`, n };
  }
}

/** Field types a token can be written into. */
const TOKEN_TYPES = new Set(['text', 'richtext', 'email']);

/**
 * The fields a new record is given: those it must have (required, written by the client, without
 * a default), and when none of them is searchable, the first searchable field that can carry the
 * token, so the list's search box finds the record.
 */
export function fieldsToFill(def: ResourceDef, except: string[] = [], lookup?: (resource: string) => ResourceDef): FieldDef[] {
  const writable = def.fields.filter((f) => !f.readonly && !except.includes(f.name));
  // A line's input that offers only what the record's field allows (`depends_on: header.company_id`)
  // is disabled until that field is chosen: such fields are filled too.
  const neededByLines = new Set(
    lookup ? def.children.flatMap((c) => lookup(c.resource).fields.flatMap((f) => Object.values(f.dependsOn ?? {}))).filter((v) => v.startsWith('header.')).map((v) => v.slice('header.'.length)) : [],
  );
  const fields = writable.filter((f) => (f.required && f.default === undefined) || neededByLines.has(f.name));
  const canCarryToken = (f: FieldDef) => f.searchable && TOKEN_TYPES.has(f.type);
  const handle = fields.some(canCarryToken) ? undefined : writable.find(canCarryToken);
  return handle ? [...fields, handle] : fields;
}

/**
 * A text value for `field` that carries the token and fits its max_length. A field too short for
 * the token (a country's two-letter code) gets the counter in digits: reference codes are letters,
 * so it still collides with none of them.
 */
function textValue(field: FieldDef, token: string, n: number): string {
  const max = field.maxLength ?? Infinity;
  const labelled = `${field.label} ${token}`;
  if (labelled.length <= max) return labelled;
  if (token.length <= max) return token;
  return String(n).padStart(max, '0').slice(-max);
}

/** A number inside the field's min/max: 1 unless the range says otherwise. */
function numberValue(field: FieldDef): number {
  return Math.min(field.max ?? Infinity, Math.max(field.min ?? -Infinity, 1));
}

/**
 * The value of a field that needs no other record (everything but references), as sent to the
 * API. Throws for a type no generic value exists for (a required file must be uploaded).
 */
export function plainValue(field: FieldDef, token: string, n: number): unknown {
  // A signature is an image the server checks (behaviour/service_reports.ts), not free text.
  if (field.name === 'signature_image') return SIGNATURE_PNG;
  switch (field.type) {
    case 'text':
    case 'richtext':
      return textValue(field, token, n);
    case 'email':
      return `${token}@example.com`;
    case 'phone':
      return BUILT_PHONE;
    case 'number':
    case 'integer':
      return numberValue(field);
    case 'money':
      return BUILT_MONEY;
    case 'boolean':
      return true;
    case 'date':
      return BUILT_DAY;
    case 'datetime':
      return BUILT_TIME;
    case 'select':
      return field.options![0].value;
    case 'json':
      // An object: react-admin's required() takes an empty list for no value.
      return {};
    case 'password':
      return `Pw-${token}-secret`;
    case 'reference':
    case 'references':
    case 'file':
    case 'image':
      throw new Error(`${field.name}: a ${field.type} field has no value of its own`);
  }
}

/** Looks up the definition of a collection (the registry's resources by name). */
export type DefLookup = (collection: string) => ResourceDef;

/**
 * Answers the id of a record of `collection` that a required reference can point at; with the
 * reference's `choices` (a supplier: `{co_type: 'Supplier'}`), one that has those values.
 */
export type ReferenceResolver = (collection: string, choices?: Record<string, string | number | boolean>) => Promise<number>;

/** A minimal valid body of `def`; `except` leaves fields out (a child line's parent field). */
export async function buildBody(def: ResourceDef, lookup: DefLookup, resolve: ReferenceResolver, tokens: Tokens, except: string[] = []): Promise<{ body: Rec; token: string }> {
  const { token, n } = tokens.next();
  const body: Rec = {};
  for (const f of fieldsToFill(def, except)) {
    if (f.type === 'reference') body[f.name] = await resolve(f.reference!, f.choices);
    else if (f.type === 'references') body[f.name] = [await resolve(f.reference!, f.choices)];
    else body[f.name] = plainValue(f, token, n);
  }
  for (const child of def.children) {
    const line = await buildBody(lookup(child.resource), lookup, resolve, tokens, [child.target]);
    body[child.field] = [line.body];
  }
  return { body, token };
}

/**
 * The free-text search that finds a record: its token when a searchable field carries it, else
 * the value of a searchable field the server filled (a document number); null when the resource
 * has no searchable field.
 */
export function searchTerm(def: ResourceDef, record: Rec, token: string): string | null {
  const searchable = def.fields.filter((f) => f.searchable);
  if (searchable.some((f) => typeof record[f.name] === 'string' && record[f.name].includes(token))) return token;
  const filled = searchable.find((f) => typeof record[f.name] === 'string' && record[f.name].length >= 3);
  return filled ? (record[filled.name] as string) : null;
}

/**
 * The field an edit changes, with its new value: a text field the body filled (not a unique one
 * when there is a choice), else any editable text field of the resource.
 */
export function fieldToEdit(def: ResourceDef, body: Rec, tokens: Tokens): { field: FieldDef; value: string; token: string } {
  // A panel row's `module` names the collection it hangs on (the server refuses any other text).
  const isPanelLink = (f: FieldDef) => f.name === 'module' && isPanelRow(def);
  const texts = def.fields.filter((f) => (f.type === 'text' || f.type === 'richtext') && !f.readonly && !isPanelLink(f));
  const field = texts.find((f) => f.name in body && !f.unique) ?? texts.find((f) => f.name in body) ?? texts[0];
  if (!field) throw new Error(`${def.resource} has no editable text field`);
  const { token, n } = tokens.next();
  return { field, value: textValue(field, token, n), token };
}

/** A value as the API answers it: money as a number, a list of ids as a set. */
export function asAnswered(field: FieldDef | undefined, value: unknown): unknown {
  if (field?.type === 'money' && typeof value === 'string') return Number(value);
  if (field?.type === 'references' && Array.isArray(value)) return [...new Set(value)].sort();
  return value;
}

/** The sent fields of `sent` (and of its lines) as `answered` should show them. */
export function expectedOf(def: ResourceDef, lookup: DefLookup, sent: Rec): Rec {
  const out: Rec = {};
  for (const [name, value] of Object.entries(sent)) {
    const child = def.children.find((c) => c.field === name);
    if (child) out[name] = (value as Rec[]).map((line) => expectedOf(lookup(child.resource), lookup, line));
    else out[name] = asAnswered(def.fields.find((f) => f.name === name), value);
  }
  return out;
}

/** `answered` cut down to the keys of `expected` (recursively into lines), for a toEqual. */
export function pick(answered: Rec, expected: Rec): Rec {
  const out: Rec = {};
  for (const [name, value] of Object.entries(expected)) {
    const got = answered[name];
    if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null)) {
      out[name] = Array.isArray(got) ? got.map((line: Rec, i: number) => pick(line, value[i] ?? {})) : got;
    } else out[name] = Array.isArray(got) && Array.isArray(value) ? [...got].sort() : got;
  }
  return out;
}

export type ApiCall = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => Promise<{ statusCode: number; body: string; json(): any }>;

/**
 * Records of any collection through the API: `create` builds and posts one, `reference` answers
 * the id of one record per collection for required references (created on first use, with its
 * own references in turn), and `cleanup` deletes those in reverse order of creation, so every
 * record goes before the records it points at.
 */
/** A panel row (notes, documents, comments' headers): it hangs on the record its module and header_id name. */
export const isPanelRow = (def: ResourceDef): boolean => def.fields.some((f) => f.name === 'module') && def.fields.some((f) => f.name === 'header_id');

/** The collection whose records the panel rows of a factory hang on. */
const PANEL_OWNER = 'companies';

export class RecordFactory {
  readonly tokens = new Tokens();
  private readonly shared = new Map<string, Promise<number>>();
  private readonly created: Array<{ collection: string; id: number }> = [];
  private readonly resolving = new Set<string>();

  constructor(
    private readonly lookup: DefLookup,
    private readonly call: ApiCall,
  ) {}

  /**
   * A minimal valid body of a collection, its references resolved. A panel row (notes, documents,
   * comments: `module` and `header_id`) hangs on a real record, as the server requires: a company.
   */
  async build(collection: string): Promise<{ body: Rec; token: string }> {
    const def = this.lookup(collection);
    const built = await buildBody(def, this.lookup, (target, choices) => this.reference(target, collection, choices), this.tokens);
    if (isPanelRow(def)) Object.assign(built.body, { module: PANEL_OWNER, header_id: await this.reference(PANEL_OWNER, collection) });
    return built;
  }

  /** POST a body; throws with the answer when it is not 201. */
  async post(collection: string, body: Rec): Promise<Rec> {
    const answer = await this.call('POST', `/api/v1/${collection}`, body);
    if (answer.statusCode !== 201) throw new Error(`POST ${collection} answered ${answer.statusCode}: ${answer.body}\n${JSON.stringify(body)}`);
    return answer.json().data;
  }

  /** The id of the one record of `collection` (with the values `choices` asks, when it asks any) that required references share. */
  reference(collection: string, from = '?', choices?: Record<string, string | number | boolean>): Promise<number> {
    const key = choices ? `${collection} ${JSON.stringify(choices)}` : collection;
    let id = this.shared.get(key);
    if (!id) {
      if (this.resolving.has(collection)) throw new Error(`required references go round in a circle: ${[...this.resolving, collection].join(' -> ')} (from ${from})`);
      this.resolving.add(collection);
      id = this.build(collection)
        .then(({ body }) => this.post(collection, { ...body, ...choices }))
        .then((record) => {
          this.created.push({ collection, id: record.id });
          return record.id as number;
        })
        .finally(() => this.resolving.delete(collection));
      this.shared.set(key, id);
    }
    return id;
  }

  /** Delete the shared records, newest first; answers the collections whose delete failed. */
  async cleanup(): Promise<string[]> {
    const failed: string[] = [];
    for (const { collection, id } of [...this.created].reverse()) {
      const answer = await this.call('DELETE', `/api/v1/${collection}/${id}`);
      if (answer.statusCode !== 200) failed.push(`${collection} ${id}: ${answer.statusCode} ${answer.body}`);
    }
    this.created.length = 0;
    this.shared.clear();
    return failed;
  }
}

export type { ChildDef, FieldDef, ResourceDef };
