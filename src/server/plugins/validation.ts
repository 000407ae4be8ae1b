/**
 * Request validation by Fastify's own Ajv, with the route schemas of src/server/schemas/, and
 * its failures in the contract's words: a body that breaks its schema is 422 with one entry per
 * failing field (`meta.field`), a query or path parameter 400 naming the `parameter`.
 *
 * Order matters: the caller is authenticated (plugins/auth.ts) and the route's `authorize`
 * check runs before the request is validated (both are preValidation hooks), so an anonymous
 * caller gets 401 and one without the right 403, never a description of what the body should
 * have been; Fastify's validation error then reaches plugins/errors.ts, which calls schemaError.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { Ajv, ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions, preValidationHookHandler } from 'fastify';
import { HttpError, type ErrorDetail } from '../errors';
import { jsonDepth, JSON_MAX_DEPTH } from '../schemas/json-bounds';
import { MAX_DEPTH_KEYWORD, MAX_JSON_LENGTH_KEYWORD } from '../schemas/resources';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's ability check, run before its request's schema failures are reported (403 before 422). */
    authorize?: (request: FastifyRequest) => void;
    /**
     * Names what is wrong with a request part that failed its schema, in the route's own words
     * (`Code is longer than 20 characters`); a field it does not name gets a title from Ajv's error.
     */
    describe?: Partial<Record<'body' | 'querystring', (value: unknown) => ErrorDetail[]>>;
    /** What the route answers for a body that breaks its schema, when that is not a 422 (a refresh is 401); null: the 422. */
    invalidBody?: (body: unknown) => HttpError | null;
  }
}

/** Ajv learns the bounds of free-form JSON (schemas/json-bounds.ts), checked without recursion. */
function jsonBoundsKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: MAX_DEPTH_KEYWORD, type: ['object', 'array'], schemaType: 'number', errors: false, validate: (max: number, data: unknown) => jsonDepth(data, max) <= max });
  ajv.addKeyword({
    keyword: MAX_JSON_LENGTH_KEYWORD,
    type: ['object', 'array'],
    schemaType: 'number',
    errors: false,
    // Too deep is the other keyword's refusal; measuring it here would overflow the stack.
    validate: (max: number, data: unknown) => jsonDepth(data) > JSON_MAX_DEPTH || JSON.stringify(data).length <= max,
  });
  return ajv;
}

/**
 * Fastify's `ajv` option. Bodies are taken as sent: no type coercion (a "12" is not an integer),
 * no defaults filled in, and no unknown field silently dropped (the contract refuses them).
 * Every failing field is reported, not only the first.
 */
export const AJV_SETTINGS: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: {
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
    allErrors: true,
    allowUnionTypes: true,
    strictTypes: false,
    multipleOfPrecision: 9,
  },
  plugins: [jsonBoundsKeywords as never],
};

type BuildValidator = ReturnType<typeof AjvCompiler>;
type ValidatorOf = ReturnType<BuildValidator>;

const fastifyValidators: BuildValidator = AjvCompiler();

/**
 * Fastify's own validator compiler, with two changes of timing. It is shared by every app this
 * process builds, and its Ajv keeps compiled schemas (made once per resource definition), so a
 * second app compiles nothing again. And a route's schema is compiled on its first request, not
 * at start: about 950 schemas (87 collections) cost seconds to compile, and most are never used
 * by a given process (every API test suite builds its own app).
 */
function lazyValidators(externalSchemas: unknown, options: unknown): ValidatorOf {
  const compile = (fastifyValidators as (...args: unknown[]) => ValidatorOf)(externalSchemas, options);
  return ((route: Parameters<ValidatorOf>[0]) => {
    let compiled: ReturnType<ValidatorOf> | undefined;
    const validate = (data: unknown) => {
      compiled ??= compile(route);
      const valid = (compiled as (d: unknown) => boolean)(data);
      (validate as { errors?: unknown }).errors = (compiled as { errors?: unknown }).errors;
      return valid;
    };
    return validate;
  }) as ValidatorOf;
}

export const SCHEMA_CONTROLLER: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator: lazyValidators as never },
};

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The field an Ajv error is about: `code`, or `lines.0.qty` inside a child line. */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1).map(unescape);
  const params = error.params as { missingProperty?: string; additionalProperty?: string; propertyName?: string };
  // A property's name that breaks `propertyNames` is reported on the object itself.
  const named = params.missingProperty ?? params.additionalProperty ?? params.propertyName ?? (error as { propertyName?: string }).propertyName;
  if (named !== undefined && error.keyword !== 'dependencies') path.push(named);
  return (path.length >= 2 && /^\d+$/.test(path[1]) ? path.slice(0, 3) : path.slice(0, 1)).join('.');
}

/** The field the route's own words name for an Ajv field: itself, or a field it lies inside (`members` for `members.3`). */
function namedFieldOf(field: string, named: ReadonlyMap<string, unknown>): string {
  for (let key = field; key; key = key.slice(0, Math.max(key.lastIndexOf('.'), 0))) if (named.has(key)) return key;
  return field;
}

/** Which of a field's errors says most about it (a bound over a type; never anyOf's summary). */
const RANK: Record<string, number> = { [MAX_DEPTH_KEYWORD]: 0, [MAX_JSON_LENGTH_KEYWORD]: 0, maxItems: 1, additionalProperties: 1, required: 1 };
const rank = (e: ErrorObject) => (e.keyword === 'anyOf' ? 9 : (RANK[e.keyword] ?? 5));

function titleOf(field: string, error: ErrorObject): string {
  const limit = (error.params as { limit?: number }).limit;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `Unknown field ${field}`;
    case 'maxItems':
      return `${field} may hold at most ${limit} items`;
    case MAX_DEPTH_KEYWORD:
      return `${field} is nested deeper than ${error.schema} levels`;
    case MAX_JSON_LENGTH_KEYWORD:
      return `${field} is larger than ${Number(error.schema).toLocaleString('en')} characters`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

/** A failed body: one entry per field, titled by the route's `describe` where it can. */
function bodyError(errors: ErrorObject[], request: FastifyRequest): HttpError {
  const refusal = request.routeOptions.config.invalidBody?.(request.body);
  if (refusal) return refusal;
  if (errors.some((e) => e.instancePath === '' && e.keyword === 'type')) return HttpError.of('BAD_REQUEST', 'The body must be a JSON object');
  const named = new Map<string, ErrorDetail>();
  for (const detail of request.routeOptions.config.describe?.body?.(request.body) ?? []) {
    const field = detail.meta?.field;
    if (typeof field === 'string' && !named.has(field)) named.set(field, detail);
  }
  const byField = new Map<string, ErrorObject>();
  for (const e of errors) {
    const field = namedFieldOf(fieldOf(e), named);
    const known = byField.get(field);
    if (!known || rank(e) < rank(known)) byField.set(field, e);
  }
  const entries = new Map<string, ErrorDetail>();
  for (const [field, e] of byField) {
    entries.set(field, named.get(field) ?? { title: titleOf(field, e), meta: { field } });
  }
  for (const [field, detail] of named) if (!entries.has(field)) entries.set(field, detail);
  return new HttpError('VALIDATION_FAILED', [...entries.values()]);
}

/** A failed query or path: 400 naming the parameter, in the route's own words where it can. */
function parameterError(errors: ErrorObject[], request: FastifyRequest, part: string): HttpError {
  if (part === 'querystring') {
    const [own] = request.routeOptions.config.describe?.querystring?.(request.query) ?? [];
    if (own) return new HttpError('BAD_REQUEST', [own]);
  }
  const e = errors[0];
  const parameter = fieldOf(e) || part;
  const title = e.keyword === 'additionalProperties' ? `unknown query parameter "${parameter}"` : `${parameter} ${e.message ?? 'is not valid'}`;
  return HttpError.of('BAD_REQUEST', title, { parameter });
}

/** Fastify's validation error as the contract's error. */
export function schemaError(error: { validation?: unknown; validationContext?: string }, request: FastifyRequest): HttpError {
  const errors = (error.validation ?? []) as ErrorObject[];
  const part = error.validationContext ?? 'body';
  return part === 'body' ? bodyError(errors, request) : parameterError(errors, request, part);
}

/** The most keys one object of a body (the record, or one of its lines) may hold: no resource has near as many fields. */
export const MAX_OBJECT_KEYS = 1000;
/** The most keys a whole body may hold, its record's and its lines' together (1,000 lines of 50 fields). */
export const MAX_BODY_KEYS = 50_000;

/**
 * A body whose record or lines hold more keys than any resource has fields is refused before its
 * schema is checked: checking a wall of 200,000 unknown keys field by field took seconds of CPU
 * and built a list of 200,000 errors (issue 23, item 8). Counted one level into arrays (lines);
 * deeper JSON is bounded by its field's schema (schemas/json-bounds.ts).
 */
export function keyWallOf(body: unknown): HttpError | null {
  // Bytes (an import's upload) are no record: their keys would be their indexes, one per byte.
  if (typeof body !== 'object' || body === null || Array.isArray(body) || ArrayBuffer.isView(body)) return null;
  let total = 0;
  let widest = 0;
  const count = (o: object) => {
    const n = Object.keys(o).length;
    total += n;
    if (n > widest) widest = n;
  };
  count(body);
  if (widest > MAX_OBJECT_KEYS) return wall(widest, total);
  for (const v of Object.values(body)) {
    if (Array.isArray(v)) for (const item of v) if (typeof item === 'object' && item !== null && !Array.isArray(item)) count(item);
  }
  return widest <= MAX_OBJECT_KEYS && total <= MAX_BODY_KEYS ? null : wall(widest, total);
}

function wall(widest: number, total: number): HttpError {
  const title =
    widest > MAX_OBJECT_KEYS
      ? `The request holds an object with ${widest.toLocaleString('en')} fields; a record or a line has at most ${MAX_OBJECT_KEYS.toLocaleString('en')}`
      : `The request holds ${total.toLocaleString('en')} fields; at most ${MAX_BODY_KEYS.toLocaleString('en')} are accepted`;
  return HttpError.of('VALIDATION_FAILED', title, { fields: Math.max(widest, total) });
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many keys a JSON text holds, at any depth: its colons outside strings. No parse, no allocation. */
export function jsonKeyCount(text: string): number {
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 58) keys++;
  }
  return keys;
}

/** Whether `text` holds more than `max` colons. */
function colonsPast(text: string, max: number): boolean {
  let n = 0;
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) if (++n > max) return true;
  return false;
}

/**
 * The JSON body parser: Fastify's own (a `__proto__` or `constructor` key refused), after a count
 * of the text's keys. Parsing 200,000 distinct keys alone took about a second of CPU, so a wall of
 * keys is refused before it is parsed. A key takes at least four characters (`"":0`), so a text
 * shorter than four times the limit is not counted.
 */
function registerJsonParser(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = text as string;
    // Colons anywhere bound the keys from above, and indexOf counts them natively: most large bodies
    // (a list of ids, a base64 upload) have few, and only a text with more is scanned character by character.
    if (body.length > 4 * MAX_BODY_KEYS && colonsPast(body, MAX_BODY_KEYS)) {
      const keys = jsonKeyCount(body);
      if (keys > MAX_BODY_KEYS) {
        done(HttpError.of('VALIDATION_FAILED', `The request holds ${keys.toLocaleString('en')} fields; at most ${MAX_BODY_KEYS.toLocaleString('en')} are accepted`, { fields: keys }), undefined);
        return;
      }
    }
    parse(request, body, done);
  });
}

export function registerValidation(app: FastifyInstance): void {
  // Response schemas describe answers; they never filter them (fast-json-stringify would drop
  // every field a schema does not list), so answers are written as they are.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerJsonParser(app);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    const hooks = ([] as preValidationHookHandler[]).concat(route.preValidation ?? []);
    const authorize = route.config?.authorize;
    if (authorize) {
      // After authentication, before validation: the route's ability check (403 before 422, and no
      // schema work for it). With `done`, not async: no promise on every request.
      const checkAbility: preValidationHookHandler = (request, _reply, done) => {
        authorize(request);
        done();
      };
      hooks.push(checkAbility);
    }
    if ([route.method].flat().some((m) => WITH_BODY.has(m))) {
      // After authentication and the ability check, before the schema.
      const refuseKeyWalls: preValidationHookHandler = (request, _reply, done) => {
        const wall = keyWallOf(request.body);
        if (wall) done(wall);
        else done();
      };
      hooks.push(refuseKeyWalls);
    }
    if (hooks.length) route.preValidation = hooks;
  });
}
