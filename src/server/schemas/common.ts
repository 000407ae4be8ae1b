/**
 * JSON Schema pieces every route shares, and the one way a route declares its schemas
 * (`routeSchema`): Fastify validates the request with them and @fastify/swagger publishes them
 * in /api/v1/openapi.json, so what the server checks and what it documents are one thing.
 */
import type { FastifySchema } from 'fastify';
import type { ErrorCode } from '../../shared/wire';

export type JsonSchema = Record<string, unknown>;

const ERROR_CODES: ErrorCode[] = ['BAD_REQUEST', 'INVALID_TOKEN', 'INVALID_CREDENTIALS', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'VALIDATION_FAILED', 'RATE_LIMITED', 'INTERNAL'];

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

/** A record id in a path (the server also accepts a uuid where the record has one). */
export const ID_PARAM: JsonSchema = { type: 'string', minLength: 1, maxLength: 200, description: 'The record id (or its uuid)' };

export const text = (description: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', description, ...extra });

/** An object with these properties; the required ones are listed, no others are accepted unless `open`. */
export function objectOf(properties: Record<string, JsonSchema>, required: string[] = [], open = false): JsonSchema {
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: open };
}

export interface RouteDoc {
  /** The OpenAPI tag the route is listed under (a collection name, `auth`, `files`...). */
  tag: string;
  summary: string;
  description?: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** The success body; `status` is its HTTP status (200 unless said). */
  answer?: JsonSchema;
  status?: number;
}

/**
 * A route's Fastify schema. Failures (4XX, 5XX) are added for every /api/v1 route by the OpenAPI
 * plugin, so a route only says what it takes and what it answers when it works.
 */
export function routeSchema(doc: RouteDoc): FastifySchema {
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    ...(doc.querystring ? { querystring: doc.querystring } : {}),
    ...(doc.params ? { params: doc.params } : {}),
    response: { [doc.status ?? 200]: doc.answer ?? ANY_OBJECT },
  } as FastifySchema;
}
