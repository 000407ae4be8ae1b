/**
 * The API describes itself: GET /api/v1/openapi.json passes an independent OpenAPI 3.1
 * validator (@seriousme/openapi-schema-validator), covers every collection's generic calls and
 * the domain routes, answers only administrators; and a schema fuzz drives every operation with
 * bodies and queries that break its schema (fast-check, checked against the document's own
 * schemas with a separate Ajv), expecting a 4xx with the errors body, never a 5xx.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv, { type AnySchema } from 'ajv';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { expectError } from '../support/expect';

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  op: Schema;
}

/** Nesting no JSON field may reach; sent as text, since JSON.stringify itself would overflow on it. */
const DEEP = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
const DEEP_MARK = '__deep_json__';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] GET /api/v1/openapi.json`, () => {
    let server: TestServer;
    let doc: Schema;
    let operations: Operation[];
    let ajv: Ajv;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const res = await server.call('GET', '/api/v1/openapi.json');
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      doc = res.json();
      operations = Object.entries(doc.paths as Record<string, Schema>).flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Schema })),
      );
      // An Ajv of the test's own that knows the document's components and our bound keywords (as annotations).
      ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true, multipleOfPrecision: 9 });
      ajv.addSchema({ $id: 'doc', components: doc.components } as AnySchema);
    });
    afterAll(async () => server?.close());

    /** A schema with its $ref followed (components only). */
    const resolve = (schema: Schema | undefined): Schema => {
      let s = schema ?? {};
      while (typeof s.$ref === 'string') s = doc.components.schemas[s.$ref.split('/').pop()!];
      return s;
    };
    const compiled = new WeakMap<Schema, (value: unknown) => boolean>();
    const isValid = (schema: Schema, value: unknown): boolean => {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'))) as (value: unknown) => boolean;
        compiled.set(schema, validate);
      }
      return validate(value);
    };

    it('passes an independent OpenAPI 3.1 validator', async () => {
      expect(doc.openapi).toBe('3.1.0');
      const result = await new Validator().validate(doc as never);
      expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('covers every collection and the domain routes, with the errors body on every failure', () => {
      for (const { resource } of server.registry.defs) {
        expect(Object.keys(doc.paths[`/api/v1/${resource}`] ?? {}).sort(), resource).toEqual(['delete', 'get', 'patch', 'post']);
        expect(Object.keys(doc.paths[`/api/v1/${resource}/{id}`] ?? {}).sort(), resource).toEqual(['delete', 'get', 'patch']);
        expect(doc.paths[`/api/v1/${resource}/status`]?.patch, resource).toBeDefined();
      }
      for (const [method, path] of [
        ['post', '/api/v1/auth/token'],
        ['post', '/api/v1/auth/refresh-token'],
        ['get', '/api/v1/auth/me'],
        ['patch', '/api/v1/auth/me/preferences'],
        ['post', '/api/v1/auth/register'],
        ['get', '/api/v1/companies/{id}/detail'],
        ['get', '/api/v1/company_locations/{companyId}/{locationId}/set-default'],
        ['get', '/api/v1/files/sign'],
        ['post', '/api/v1/users/{id}/thumbnail'],
        ['get', '/api/v1/openapi.json'],
      ]) {
        expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
      const errors = resolve(doc.components.schemas.Errors);
      expect(errors.required).toEqual(['errors']);
      // The InvoiceNow Access Point's webhook has no session: it is signed (X-Signature), which invoicenow.test.ts checks.
      const WEBHOOK = '/api/v1/invoicenow/inbound';
      for (const { method, path, op } of operations) {
        for (const status of ['4XX', '5XX']) {
          const schema = op.responses?.[status]?.content?.['application/json']?.schema;
          expect(resolve(schema), `${method} ${path} ${status}`).toEqual(errors);
        }
        // The sign-in calls (staff's and the customer portal's) and the map's tile setting are public; everything else needs the bearer token.
        const signIn = (prefix: string) => path.startsWith(`${prefix}/auth/`) && !path.startsWith(`${prefix}/auth/me`) && path !== `${prefix}/auth/logout`;
        const open = signIn('/api/v1') || signIn('/api/v1/portal') || path === '/api/v1/map/config' || path === WEBHOOK;
        expect(op.security, `${method} ${path}`).toEqual(open ? undefined : [{ bearer: [] }]);
      }
      // A collection's add body is its YAML: uom's code is required and at most 20 characters.
      const create = resolve(doc.paths['/api/v1/uom'].post.requestBody.content['application/json'].schema);
      expect(create.required).toEqual(expect.arrayContaining(['code', 'name']));
      expect(create.properties.code.maxLength).toBe(20);
      expect(create.additionalProperties).toBe(false);
    });

    it('names every operation once and declares what each answers when it works (a client can be built from it)', () => {
      const problems: string[] = [];
      const named = new Map<string, string>();
      /** An answer that tells a client nothing: an object with no properties, items or value schema. */
      const isAnyObject = (s: Schema) => s.type === 'object' && !s.properties && !s.allOf && !s.oneOf && (s.additionalProperties === undefined || s.additionalProperties === true);
      for (const { method, path, op } of operations) {
        const route = `${method} ${path}`;
        const id = op.operationId;
        if (typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${route}: no operationId (give its routeSchema one)`);
        else if (named.has(id)) problems.push(`${route}: operationId ${id} is also ${named.get(id)}`);
        else named.set(id, route);
        const successes = Object.entries((op.responses ?? {}) as Record<string, Schema>).filter(([status]) => /^2\d\d$/.test(status));
        if (!successes.length) problems.push(`${route}: declares no success answer (give its route a schema: routeSchema({..., answer}))`);
        for (const [status, response] of successes) {
          const schemas = Object.values((response.content ?? {}) as Record<string, Schema>).map((c) => c.schema);
          if (!schemas.length || schemas.some((schema) => !schema)) problems.push(`${route} ${status}: no schema`);
          for (const schema of schemas.filter(Boolean).map(resolve)) {
            const data = schema.properties?.data ? resolve(schema.properties.data) : schema;
            if (isAnyObject(schema) || isAnyObject(data)) problems.push(`${route} ${status}: answers "any object"; declare its fields`);
          }
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
      // The names a client calls (stable: from the collections' names and the routes, never from labels).
      for (const [id, route] of [
        ['listProducts', 'GET /api/v1/products'],
        ['getProduct', 'GET /api/v1/products/{id}'],
        ['createProduct', 'POST /api/v1/products'],
        ['updateProduct', 'PATCH /api/v1/products/{id}'],
        ['deleteProduct', 'DELETE /api/v1/products/{id}'],
        ['setProductsStatus', 'PATCH /api/v1/products/status'],
        ['runServiceRequestTransition', 'POST /api/v1/service_requests/{id}/transitions/{name}'],
        ['listTransitions', 'GET /api/v1/{collection}/{id}/transitions'],
        ['getJobOrderDetail', 'GET /api/v1/joborder_headers/{id}/detail'],
        ['createPayment', 'POST /api/v1/payments'],
      ]) {
        expect(named.get(id), id).toBe(route);
      }
      // A list's meta is the contract's page, not "an object".
      const meta = resolve(resolve(doc.paths['/api/v1/products'].get.responses['200'].content['application/json'].schema).properties.meta);
      expect(resolve(meta.properties.page).properties.total.type).toBe('integer');
      expect(resolve(meta.properties.page).required).toEqual(['total', 'size', 'after']);
      // A json column carries its shape (schema/admin/roles.yaml): CASL rules, not "an object or a list".
      const role = resolve(resolve(doc.paths['/api/v1/roles/{id}'].get.responses['200'].content['application/json'].schema).properties.data);
      expect(role.properties.ability.type).toEqual(['array', 'null']);
      expect(role.properties.ability.items.required).toEqual(['action', 'subject']);
    });

    it('is served to administrators only: 401 anonymous, 403 for a role that may not manage ACL', async () => {
      expectError(await server.call('GET', '/api/v1/openapi.json', undefined, null), 401, 'INVALID_TOKEN');
      const password = 'reader-password-1';
      expect((await server.call('POST', '/api/v1/users', { username: 'api-reader', role: 'readonly', password })).statusCode).toBe(201);
      const token = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'api-reader', password } })).json().data.token;
      expectError(await server.call('GET', '/api/v1/openapi.json', undefined, token), 403, 'FORBIDDEN');
      const custadmin = 'custadmin-password-1';
      expect((await server.call('POST', '/api/v1/users', { username: 'api-custadmin', role: 'custadmin', password: custadmin })).statusCode).toBe(201);
      const other = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'api-custadmin', password: custadmin } })).json().data.token;
      expectError(await server.call('GET', '/api/v1/openapi.json', undefined, other), 403, 'FORBIDDEN');
    });

    /** Values that break `schema` one rule at a time (checked by the test's own Ajv, except the deep one). */
    const breakers = (raw: Schema): fc.Arbitrary<unknown> => {
      const schema = resolve(raw);
      const options: Array<fc.Arbitrary<unknown>> = [fc.constantFrom<unknown>([], 'text', 7, true, null)];
      if (schema.type === 'object' || schema.properties) {
        const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(([, p]) => !resolve(p).readOnly);
        const base: Record<string, unknown> = {};
        if (schema.additionalProperties === false) options.push(fc.constant({ ...base, 'not-a-field': 1 }));
        if (schema.propertyNames) options.push(fc.constant({ 'not a name!': 1 }));
        if (schema.additionalProperties && typeof schema.additionalProperties === 'object') options.push(fc.constant({ deep: DEEP_MARK }));
        if (schema.required?.length) options.push(fc.constant({}));
        for (const [name, p] of props) {
          const field = resolve(p);
          const wrong: unknown[] = [12345, 'x', true, [1, 'a'], { a: 1 }, -1, 1.5, '\u0000'];
          const text = JSON.stringify(field);
          if (text.includes('"maxLength"')) wrong.push('é'.repeat(Number(/"maxLength":(\d+)/.exec(text)![1]) + 1));
          if (text.includes('"maxItems"')) wrong.push(Array.from({ length: Number(/"maxItems":(\d+)/.exec(text)![1]) + 1 }, (_, i) => i + 1));
          if (text.includes('"x-max-depth"')) wrong.push(DEEP_MARK);
          options.push(fc.constantFrom(...wrong).map((value) => ({ [name]: value })));
        }
      }
      return fc.oneof(...options).filter((value) => JSON.stringify(value).includes(DEEP_MARK) || !isValid(schema, value));
    };

    const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '999999');

    it('drives every operation with bodies and queries that break its schema: a 4xx with the errors body, never a 5xx', { timeout: 300_000 }, async () => {
      let driven = 0;
      for (const { method, path, op } of operations) {
        const body = op.requestBody?.content?.['application/json']?.schema;
        const query = (op.parameters ?? []).filter((p: Schema) => p.in === 'query');
        const cases: Array<{ payload?: string; qs?: string }> = [];
        if (body) {
          for (const value of fc.sample(breakers(body), { numRuns: 2, seed: driven + 1 })) {
            cases.push({ payload: JSON.stringify(value).replace(`"${DEEP_MARK}"`, DEEP) });
          }
        }
        if (query.length) {
          cases.push({ qs: 'not_a_parameter=1' });
          const status = query.find((p: Schema) => p.name === 'status');
          if (status) cases.push({ qs: 'status=nope' });
          if (query.some((p: Schema) => p.required)) cases.push({ qs: '' });
        }
        for (const c of cases) {
          const url = urlOf(path) + (c.qs !== undefined ? `?${c.qs}` : '');
          const res = await server.app.inject({
            method: method as 'GET',
            url,
            headers: { authorization: `Bearer ${server.token}`, ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
          const what = `${method} ${url} ${String(c.payload).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, what).toBeLessThan(500);
          const answer = res.json();
          expect(isValid(doc.components.schemas.Errors, answer), what).toBe(true);
          // A collection's own calls refuse a broken body field by field (one entry, one meta.field each).
          const collection = /^\/api\/v1\/([a-z0-9_-]+)(\/\{id\})?$/.exec(path)?.[1];
          if (collection && c.payload !== undefined && res.statusCode === 422) {
            const fields = answer.errors.map((e: Schema) => e.meta?.field);
            expect(fields.every((f: unknown) => typeof f === 'string'), what).toBe(true);
            expect(new Set(fields).size, what).toBe(fields.length);
          }
          driven++;
        }
      }
      expect(driven).toBeGreaterThan(server.registry.defs.length * 8);
      expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    });
  });
}
