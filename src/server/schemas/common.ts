/**
 * JSON Schema pieces every route shares, and the one way a route declares its schemas
 * (`routeSchema`): Fastify validates the request with them and @fastify/swagger publishes them
 * in /api/v1/openapi.json, so what the server checks and what it documents are one thing.
 */
import type { FastifySchema } from 'fastify';
import type { ErrorCode } from '../../shared/wire';
import { singular as singularOf, type ResourceDef } from '../../shared/resource-spec';

export type JsonSchema = Record<string, unknown>;

const ERROR_CODES: ErrorCode[] = ['BAD_REQUEST', 'INVALID_TOKEN', 'INVALID_CREDENTIALS', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_IN_PROGRESS', 'PAYLOAD_TOO_LARGE', 'VALIDATION_FAILED', 'RATE_LIMITED', 'INTERNAL', 'INSUFFICIENT_STORAGE'];

/** The contract's error body (api-contract.md, Errors), the answer of every failure. */
export const ERRORS_BODY: JsonSchema = {
  title: 'Errors',
  type: 'object',
  required: ['errors'],
  additionalProperties: false,
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['status', 'code'],
        properties: {
          title: { type: 'string', description: 'What went wrong, for a person' },
          meta: { type: 'object', description: '`field` names the failing field (422), `parameter` the query parameter (400)', additionalProperties: true },
          status: { type: 'string', description: 'The HTTP status, as text' },
          code: { type: 'string', enum: ERROR_CODES },
        },
      },
    },
  },
};

/** `{"data": schema}`, the contract's success body. */
export const dataOf = (schema: JsonSchema): JsonSchema => ({ type: 'object', required: ['data'], properties: { data: schema } });

/** The answer of calls that only say they worked: `{"data": {}}`. */
export const EMPTY_DATA = dataOf({ type: 'object', additionalProperties: false });

/** Any JSON object (answers the registry does not describe field by field). */
export const ANY_OBJECT: JsonSchema = { type: 'object', additionalProperties: true };

/** A record of a collection the path or the entry names: its own fields, as GET /{collection}/{id} answers them. */
export const ANY_RECORD: JsonSchema = {
  title: 'AnyRecord',
  type: 'object',
  required: ['id', 'status'],
  properties: { id: { type: 'integer' }, status: { type: 'string' }, created_at: { type: 'integer' }, updated_at: { type: 'integer' } },
  additionalProperties: true,
};

/**
 * A record's schema with more fields (or some answered otherwise), under a title of its own: a
 * detail call's answer (a customer with its sites). The added fields are always there.
 */
export function withFields(record: JsonSchema, title: string, fields: Record<string, JsonSchema>): JsonSchema {
  return {
    ...record,
    title,
    properties: { ...(record.properties as object), ...fields },
    required: [...new Set([...((record.required as string[]) ?? []), ...Object.keys(fields)])],
  };
}

/** A list's `meta` (api-contract.md, Success bodies and List query). */
export const LIST_META: JsonSchema = {
  title: 'ListMeta',
  type: 'object',
  required: ['page'],
  properties: {
    page: {
      type: 'object',
      required: ['total', 'size', 'after'],
      properties: {
        total: { type: 'integer', description: 'Matching rows; exact up to 10,000 (see total_capped)' },
        size: { type: 'integer', description: 'Rows per page, as asked' },
        after: { type: 'integer', description: 'The page number, from 1' },
        total_capped: { type: 'boolean', enum: [true], description: 'There when the server stopped counting at total' },
        next_cursor: { type: 'string', description: 'There when more rows follow: send it as page[cursor]' },
      },
    },
  },
};

/** `{"data": [item...], "meta": {"page": ...}}`, the contract's list body. */
export const listOf = (item: JsonSchema): JsonSchema => ({ type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: item }, meta: LIST_META } });

/** A record id in a path (the server also accepts a uuid where the record has one). */
export const ID_PARAM: JsonSchema = { type: 'string', minLength: 1, maxLength: 200, description: 'The record id (or its uuid)' };

/** A name as one PascalCase word (joborder_headers -> JoborderHeaders, audit-log -> AuditLog): operation names. */
export const pascal = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/**
 * How a collection's operations are named in the description (listProducts, getProduct,
 * createProduct...): from the collection's name, which the contract keeps stable, not from its
 * label, which the screens may reword.
 */
export function operationNames(def: Pick<ResourceDef, 'resource'>): { plural: string; singular: string } {
  const plural = pascal(def.resource);
  return { plural, singular: pascal(singularOf(def.resource)) };
}

export const text = (description: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', description, ...extra });

/** An object with these properties; the required ones are listed, no others are accepted unless `open`. */
export function objectOf(properties: Record<string, JsonSchema>, required: string[] = [], open = false): JsonSchema {
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: open };
}

export interface RouteDoc {
  /**
   * The operation's name in the description (listProducts, runTransition): what a generated
   * client calls it. Unique over the API; a route without one is named from its method and path.
   */
  operationId?: string;
  /** The OpenAPI tag the route is listed under (a collection name, `auth`, `files`...). */
  tag: string;
  summary: string;
  description?: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** The success body; `status` is its HTTP status (200 unless said; several when the call may answer either, as 201 or 200). */
  answer: JsonSchema;
  status?: number | number[];
}

/**
 * A route's Fastify schema. Failures (4XX, 5XX) are added for every /api/v1 route by the OpenAPI
 * plugin, so a route only says what it takes and what it answers when it works.
 */
export function routeSchema(doc: RouteDoc): FastifySchema {
  return {
    tags: [doc.tag],
    ...(doc.operationId ? { operationId: doc.operationId } : {}),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    ...(doc.querystring ? { querystring: doc.querystring } : {}),
    ...(doc.params ? { params: doc.params } : {}),
    response: Object.fromEntries(([] as number[]).concat(doc.status ?? 200).map((status) => [status, doc.answer])),
  } as FastifySchema;
}
