/**
 * GET /api/v1/openapi.json: the API's description (OpenAPI 3.1), made by @fastify/swagger from
 * the schemas the routes validate with, so it cannot drift from the server. Every /api/v1 route
 * is listed, every failure answers the contract's errors body, and every route that needs a
 * sign-in says so (bearer token).
 *
 * Who may read it: administrators, i.e. whoever may manage `ACL` (the role and user rights
 * pages), which `manage all` includes. It names every collection and field; that is no secret
 * from the people who grant rights, but there is no reason to hand it to everyone else.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { requireAbility } from './auth';
import { ERRORS_BODY, pascal, routeSchema, type JsonSchema } from '../schemas/common';
import { MAX_DEPTH_KEYWORD, MAX_JSON_LENGTH_KEYWORD } from '../schemas/resources';

export const OPENAPI_PATH = '/api/v1/openapi.json';

/** The ability that reads the description. */
export const OPENAPI_ABILITY = { action: 'manage', subject: 'ACL' } as const;

const failures = { '4XX': ERRORS_BODY, '5XX': ERRORS_BODY };

/** The first segment after /api/v1/: the tag of a route that names none. */
const tagOf = (url: string) => url.slice('/api/v1/'.length).split('/')[0].replace(/\.json$/, '') || 'api';

const VERBS: Record<string, string> = { get: 'get', post: 'post', put: 'put', patch: 'patch', delete: 'delete' };

/**
 * A name for an operation whose route gives none, from its method and path
 * (GET /api/v1/map/config -> getMapConfig, GET /api/v1/x/{id}/y -> getXByIdY): stable, and
 * unique as method and path are. Routes name their operations (routeSchema's operationId);
 * this only keeps a newcomer's route callable from a generated client.
 */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\{.+\}$/.test(segment) ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return `${VERBS[method] ?? method}${words.join('')}`;
}

function nameOperations(paths: Record<string, Record<string, JsonSchema>>): void {
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (VERBS[method] && typeof operation.operationId !== 'string') operation.operationId = derivedOperationId(method, path);
    }
  }
}

/**
 * Our JSON-bounds keywords as the description shows them: OpenAPI 3.1 allows extensions, and
 * a reader sees the limit in the schema's description too.
 */
function describeBounds(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach(describeBounds);
  const schema = node as JsonSchema;
  if (schema[MAX_DEPTH_KEYWORD] !== undefined) {
    const note = `at most ${schema[MAX_DEPTH_KEYWORD]} levels deep and ${Number(schema[MAX_JSON_LENGTH_KEYWORD]).toLocaleString('en')} characters as JSON`;
    const said = typeof schema.description === 'string' ? schema.description : '';
    if (!said.includes(note)) schema.description = said ? `${said} (${note})` : note;
  }
  for (const value of Object.values(schema)) describeBounds(value);
}

/**
 * Every titled schema (a collection's record, its add and update bodies, the errors body) once
 * under components.schemas, referenced from each operation: the same errors body on 1,600
 * failures would otherwise be written out 1,600 times. A title met again with another shape
 * stays inline.
 */
function shareSchemas(paths: unknown): Record<string, JsonSchema> {
  const shared: Record<string, JsonSchema> = {};
  const shapes = new Map<string, string>();
  const visit = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map(visit);
    const entries = Object.entries(node as JsonSchema).map(([k, v]) => [k, visit(v)] as const);
    const schema = Object.fromEntries(entries) as JsonSchema;
    const title = schema.title;
    if (typeof title !== 'string' || !/^[A-Za-z0-9._-]+$/.test(title) || schema.type === undefined) return schema;
    const shape = JSON.stringify(schema);
    const known = shapes.get(title);
    if (known === undefined) {
      shapes.set(title, shape);
      shared[title] = schema;
    } else if (known !== shape) return schema;
    return { $ref: `#/components/schemas/${title}` };
  };
  for (const [path, item] of Object.entries(paths as Record<string, unknown>)) (paths as Record<string, unknown>)[path] = visit(item);
  return shared;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Every /api/v1 route answers its failures with the errors body; a route only declares success.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    const schema = (route.schema ?? {}) as FastifySchema & { tags?: string[] };
    route.schema = { ...schema, tags: schema.tags ?? [tagOf(route.url)], response: { ...((schema.response as object) ?? {}), ...failures } } as FastifySchema;
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Field Service Back-office API',
        version: '1',
        description: 'Generated from the resource registry (schema/*.yaml) and the domain routes. See api-contract.md for the conventions: ids, unix-second timestamps, the list query and the errors body.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Only the API: the app's pages and the file server are not JSON calls.
    transform: ({ schema, url, route }) => {
      const own = (schema ?? {}) as Record<string, unknown>;
      if (!url.startsWith('/api/v1/')) return { schema: { ...own, hide: true } as never, url };
      // A route that checks its own credentials (the event stream: the token, or a ticket in the query) still needs one.
      const signIn = route.config?.public && !route.config?.ownCredentials ? {} : { security: [{ bearer: [] }] };
      return { schema: { ...own, ...signIn } as never, url };
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      describeBounds(openapiObject.paths);
      nameOperations(openapiObject.paths as never);
      const schemas = shareSchemas(openapiObject.paths);
      openapiObject.components = { ...openapiObject.components, schemas: { ...openapiObject.components?.schemas, ...schemas } as never };
      return openapiObject;
    },
  });

  app.get(
    OPENAPI_PATH,
    {
      schema: routeSchema({ tag: 'api', operationId: 'getOpenApiDescription', summary: 'This description (OpenAPI 3.1)', description: 'For administrators: whoever may manage ACL.', answer: { type: 'object', required: ['openapi', 'paths'], properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' }, components: { type: 'object' } } } }),
      config: { authorize: (request) => requireAbility(request, OPENAPI_ABILITY.action, OPENAPI_ABILITY.subject, 'the API description') },
    },
    async (request) => {
      requireAbility(request, OPENAPI_ABILITY.action, OPENAPI_ABILITY.subject, 'the API description');
      return app.swagger();
    },
  );
}
