/**
 * JSON Schemas of the generic resource calls, generated from the registry: the add and update
 * bodies (with child lines), the list query, the answers. Fastify validates requests with them
 * (plugins/validation.ts) and @fastify/swagger publishes them, so the API's description is the
 * validation itself. What needs the database (unique values, that a referenced record exists)
 * stays in the server's own checks (validate.ts, db/records.ts).
 */
import { DEFAULT_MAX_ITEMS, type FieldDef, type ResourceDef } from '../../shared/resource-spec';
import { listDefaultStatus, MAX_PAGE_SIZE } from '../../shared/list-query';
import { numericBounds } from '../../shared/number-bounds';
import type { ResourceInfo } from '../registry';
import { EMAIL, FILE_NAME, IGNORED_SYSTEM_FIELDS, MAX_INT, MAX_LINES, MAX_UNIX_SECONDS, MIN_PASSWORD_LENGTH, MONEY, PHONE } from '../validate';
import { JSON_MAX_DEPTH, JSON_MAX_LENGTH } from './json-bounds';
import { objectOf, type JsonSchema } from './common';

/** Custom keywords (plugins/validation.ts teaches them to Ajv): bounds of a free-form JSON value. */
export const MAX_DEPTH_KEYWORD = 'x-max-depth';
export const MAX_JSON_LENGTH_KEYWORD = 'x-max-json-length';

/** Blank text: an empty value, stored as null (a required field refuses it). */
const BLANK = '^\\s*$';
const NO_NUL = '^[^\\u0000]*$';

/** The field's own rules for a present, non-empty value. */
function valueSchema(f: FieldDef): JsonSchema {
  const text = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...(f.maxLength ? { maxLength: f.maxLength } : {}), ...extra });
  // The field's range: its YAML min/max within its type's bounds (shared/number-bounds.ts).
  const range = (): JsonSchema => {
    const { min, max } = numericBounds(f)!;
    return { minimum: min, maximum: max };
  };
  switch (f.type) {
    case 'text':
    case 'richtext':
      return text({ pattern: NO_NUL });
    case 'password':
      return text({ pattern: `^[^\\u0000]{${MIN_PASSWORD_LENGTH},}$`, writeOnly: true });
    case 'email':
      return text({ pattern: EMAIL.source });
    case 'phone':
      return text({ pattern: PHONE.source });
    case 'file':
    case 'image':
      return text({ pattern: FILE_NAME.source });
    case 'select':
      return { type: 'string', enum: f.options!.map((o) => o.value) };
    case 'number':
      return { type: 'number', ...range() };
    case 'integer':
      return { type: 'integer', ...range() };
    case 'reference':
      return { type: 'integer', minimum: 1, maximum: MAX_INT, description: `the id of a record of ${f.reference}` };
    case 'code_reference':
      return text({ pattern: NO_NUL, description: `the ${f.codeField} of a record of ${f.reference}` });
    case 'money':
      // Sent as a number or as decimal text ("12.50"); kept in cents.
      return { type: ['number', 'string'], ...range(), multipleOf: 0.01, pattern: MONEY.source };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
    case 'datetime':
      return { type: 'integer', minimum: 0, maximum: MAX_UNIX_SECONDS, description: 'unix seconds' };
    case 'references':
      return {
        type: 'array',
        maxItems: f.maxItems ?? DEFAULT_MAX_ITEMS,
        items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        description: `ids of records of ${f.reference}`,
      };
    case 'json':
      // Any object or list, said so (a generated client then types it as a map or a list, not as
      // an empty object); what is inside is the behaviour's to check, in its own words.
      return { ...ANY_JSON, [MAX_DEPTH_KEYWORD]: JSON_MAX_DEPTH, [MAX_JSON_LENGTH_KEYWORD]: JSON_MAX_LENGTH };
  }
}

const ANY_JSON: JsonSchema = { type: ['object', 'array'], additionalProperties: true, items: {} };

/** A json field's value as answers carry it: the shape its YAML declares, else any object or list. */
function jsonShape(f: FieldDef): JsonSchema {
  return structuredClone(f.shape ?? ANY_JSON);
}

function describe(f: FieldDef): JsonSchema {
  return { description: f.help ? `${f.label}: ${f.help}` : f.label };
}

/** `pattern`, or blank text as well. */
const orBlank = (pattern: string) => `^\\s*$|${pattern}`;

/**
 * What a body may carry for `f`: a required field refuses an empty value, another one clears
 * with it (null, or blank text). Written as one flat schema per field, not as alternatives:
 * Ajv compiles about 950 of these, and anyOf/not would double that work.
 */
function inputSchema(f: FieldDef, required: boolean): JsonSchema {
  // A read-only field may be sent back as it was read; the server ignores it.
  if (f.readonly) return { ...describe(f), readOnly: true };
  const value = valueSchema(f);
  const types = ([] as string[]).concat((value.type as string | string[]) ?? []);
  if (required) return { ...describe(f), ...value, ...(types.includes('string') && !value.enum ? { minLength: Math.max(1, Number(value.minLength ?? 1)) } : {}) };
  const pattern = typeof value.pattern === 'string' ? orBlank(value.pattern) : BLANK;
  if (value.enum) return { ...describe(f), ...value, type: ['string', 'null'], enum: [...(value.enum as unknown[]), '', null] };
  if (!types.includes('string')) return { ...describe(f), ...value, type: [...types, 'null', 'string'], pattern };
  return { ...describe(f), ...value, type: [...types, 'null'], ...(value.pattern ? { pattern } : {}) };
}

const ID_IN_BODY: JsonSchema = { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', minLength: 1, maxLength: 200 }], description: 'The record id (or its uuid)' };

/** The body of an add (`partial` false) or an update, for one record and its child lines. */
function bodySchema(info: Pick<ResourceInfo, 'def' | 'children'>, partial: boolean, skip?: string): JsonSchema {
  const { def } = info;
  const properties: Record<string, JsonSchema> = {};
  for (const name of IGNORED_SYSTEM_FIELDS) properties[name] = { readOnly: true, description: 'set by the server; ignored when sent' };
  // PATCH /{collection} names its record here (one schema for both updates: fewer to compile).
  properties.id = { anyOf: [...(ID_IN_BODY.anyOf as JsonSchema[]), { type: 'null' }], description: 'PATCH /{collection}: the record to update (id or uuid); otherwise ignored' };
  properties.status = { type: 'string', enum: def.statuses, description: 'Record status' };
  properties.updated_at = { type: ['integer', 'null'], description: 'The updated_at last read: a stale one answers 409 and writes nothing' };
  for (const f of def.fields) if (f.name !== skip) properties[f.name] = inputSchema(f, f.required);
  for (const { child, def: childDef } of info.children) {
    const line = bodySchema({ def: childDef, children: [] }, false, child.target);
    const lineProperties = line.properties as Record<string, JsonSchema>;
    lineProperties.id = { type: ['integer', 'null'], minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'An existing line to update; none for a new line' };
    lineProperties[child.target] = { readOnly: true, description: 'set by the server' };
    lineProperties.status = { type: ['string', 'null'], enum: [...childDef.statuses, null], description: "The line's status; empty (a new line) takes the default" };
    properties[child.field] = { type: 'array', maxItems: MAX_LINES, items: line, description: `${child.label}: the whole list; lines left out are removed` };
  }
  const required = partial ? [] : def.fields.filter((f) => f.required && !f.readonly && f.name !== skip && f.default === undefined).map((f) => f.name);
  return { title: `${def.resource}.${partial ? 'update' : 'create'}`, ...objectOf(properties, required) };
}

/** A field as answers carry it. */
function outputSchema(f: FieldDef): JsonSchema {
  if (f.type === 'select') return { ...describe(f), type: ['string', 'null'], enum: [...f.options!.map((o) => o.value), null] };
  const type: Partial<Record<FieldDef['type'], JsonSchema>> = {
    number: { type: ['number', 'null'] },
    money: { type: ['number', 'null'] },
    integer: { type: ['integer', 'null'] },
    reference: { type: ['integer', 'null'] },
    date: { type: ['integer', 'null'] },
    datetime: { type: ['integer', 'null'] },
    boolean: { type: ['boolean', 'null'] },
    references: { type: ['array', 'null'], items: { type: 'integer' } },
  };
  if (f.type === 'json') {
    const shape = jsonShape(f);
    return { ...describe(f), ...shape, type: [...([] as string[]).concat(shape.type as string | string[]), 'null'] };
  }
  return { ...describe(f), ...(type[f.type] ?? { type: ['string', 'null'] }) };
}

function recordSchema(info: Pick<ResourceInfo, 'def' | 'children'>): JsonSchema {
  const { def } = info;
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  if (def.uuid) properties.uuid = { type: ['string', 'null'], format: 'uuid' };
  for (const f of def.fields) if (f.type !== 'password') properties[f.name] = outputSchema(f);
  properties.status = { type: 'string', enum: def.statuses };
  properties.created_at = { type: 'integer', description: 'unix seconds' };
  properties.updated_at = { type: 'integer', description: 'unix seconds; also the version a PATCH may carry' };
  properties.created_by = { type: ['integer', 'null'] };
  properties.updated_by = { type: ['integer', 'null'] };
  for (const { child, def: childDef } of info.children) properties[child.field] = { type: 'array', items: recordSchema({ def: childDef, children: [] }) };
  // Answers may carry more than the registry says (a detail call adds related rows).
  return { title: def.resource, type: 'object', required: ['id', 'status'], properties, additionalProperties: true };
}

function listQuerySchema(info: ResourceInfo): JsonSchema {
  const { def } = info;
  const names = (set: Iterable<string>) => [...set].join(', ');
  return objectOf({
    sort: { type: 'string', maxLength: 500, description: `Comma list of fields, - for descending; sortable: ${names(info.sortable)}`, default: def.sort },
    'page[size]': { type: 'string', pattern: '^[0-9]+$', description: `Rows per page, 1 to ${MAX_PAGE_SIZE}`, default: '10' },
    'page[after]': { type: 'string', pattern: '^[0-9]+$', description: 'Page number, from 1', default: '1' },
    'page[cursor]': { type: 'string', maxLength: 500, description: "The previous answer's meta.page.next_cursor (keyset paging)" },
    status: {
      type: 'string',
      enum: [...def.statuses, ...(def.worklist ? ['work'] : []), 'all'],
      default: listDefaultStatus(def),
      ...(def.worklist ? { description: `work: the records people work on (status ${def.worklist.statuses.join(' or ')}${Object.entries(def.worklist.except).map(([k, v]) => `, ${k} not ${v}`).join('')})` } : {}),
    },
    filter: { type: 'string', maxLength: 200, description: `Case-insensitive text in any of: ${info.searchable.join(', ') || '(no searchable field)'}` },
    filterExt: { type: 'string', maxLength: 2000, description: `Exact conditions, field=1,field='text'; filterable: ${names(info.filterable)}` },
  });
}

/** Every schema the generic calls of one collection use. */
export interface ResourceSchemas {
  record: JsonSchema;
  create: JsonSchema;
  update: JsonSchema;
  listQuery: JsonSchema;
  statusBody: JsonSchema;
  deleteBody: JsonSchema;
}


const cache = new WeakMap<ResourceDef, ResourceSchemas>();

/** The schemas of a collection; made once per definition, so every app built from it shares them. */
export function resourceSchemas(info: ResourceInfo): ResourceSchemas {
  const known = cache.get(info.def);
  if (known) return known;
  const update = bodySchema(info, true);
  const schemas: ResourceSchemas = {
    record: recordSchema(info),
    create: bodySchema(info, false),
    update,
    listQuery: listQuerySchema(info),
    statusBody: objectOf(
      {
        ids: { type: 'array', minItems: 1, maxItems: 10000, items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
        status: { type: 'string', enum: info.def.statuses },
      },
      ['ids', 'status'],
    ),
    deleteBody: objectOf({ id: ID_IN_BODY }, ['id'], true),
  };
  cache.set(info.def, schemas);
  return schemas;
}
