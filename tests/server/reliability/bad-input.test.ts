/**
 * Bad input, property-based (fast-check): every collection of the registry and the domain routes
 * get malformed JSON, wrong types, huge strings and bodies, unicode, SQL-injection strings in
 * filter, filterExt, sort and page, negative and huge page numbers. Whatever comes in, the answer
 * is never a 5xx; a refusal is a 4xx with the contract's errors body that leaks no SQL or stack;
 * input that cannot be right is always refused; and the server keeps answering. Runs are bounded.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb } from '../../support/pictures';
import { startTestServer, type TestServer } from '../../support/api';
import { DIALECTS } from '../../support/databases';

const BODY_LIMIT = 64 * 1024;
/** Collections that carry files (notes, documents, pictures) take bodies up to this instead. */
const UPLOAD_LIMIT = 2 * BODY_LIMIT;
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 150);

/** Strings that have broken servers before: SQL and LIKE syntax, quoting, encodings, control characters. */
const NASTY = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '" OR ""="',
  "1; SELECT pg_sleep(10) --",
  "') UNION SELECT * FROM users --",
  "name') or 1=1 --",
  '%',
  '_',
  '\\',
  '%_%\\%',
  '\\\\\\',
  "''",
  '"',
  '*',
  'NEAR(a b)',
  '"unterminated',
  'a AND b OR NOT c',
  '{}',
  '[]',
  'null',
  '-1',
  '1e309',
  'NaN',
  '0x7fffffff',
  '9'.repeat(40),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '🙂🙃',
  'İıŞğÇ ß ẞ Σς',
  'ＡＢＣ',
  '\u202e\u200b\ufeff',
  '\r\n\t',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
];

const nasty = fc.constantFrom(...NASTY);
/** Nested deeper than any JSON value may be (32 levels), built as a value (deep enough to matter, shallow enough to send). */
const deepJson = fc.integer({ min: 33, max: 400 }).map((levels) => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
/** Longer than any list the API takes (a references field: 1,000 ids). */
const oversizedArray = fc.integer({ min: 1001, max: 3000 }).map((n) => Array.from({ length: n }, (_, i) => i + 1));
const anyText = fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
/** Any JSON-ish value, deep and wide enough to be wrong in every way. */
const anyValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom('x'.repeat(30_000), 'é🙂'.repeat(10_000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  deepJson,
  oversizedArray,
);
const pageNumber = fc.oneof(
  fc.constantFrom('-1', '0', '-0', '1.5', '1e3', '', ' ', 'abc', '10001', '100000001', '99999999999999999999', '0x10', '+1', '１'),
  fc.integer().map(String),
  nasty,
);
/** encodeURIComponent, but a lone surrogate (which it refuses) goes as its raw UTF-8 bytes. */
const pathPart = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};
const idText = fc.oneof(fc.constantFrom('-1', '0', '99999999', '2147483648', '1e3', 'abc', '00000000-0000-0000-0000-000000000000', '%00', '..'), nasty.map(pathPart));
const MALFORMED_JSON = ['{', '{"a":', '[1,', '{"a":1}}', 'nul', "{'a':1}", '{"a":01}', '\u0000', '{"a":"\\x"}', '"unterminated', '{"a":NaN}', '{,}'];

/** What an error title must not show of the server's insides (unless the request itself said it). */
const LEAKS = /sqlite\w*|postgres\w*|syntax error|select |insert into|constraint|\bat .+\.(ts|js):\d+|node_modules|kysely/gi;

function leaked(title: string, request: string): string[] {
  const said = request.toLowerCase();
  return [...title.matchAll(LEAKS)].map((m) => m[0]).filter((word) => !said.includes(word.toLowerCase()));
}

function readable(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return url;
  }
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] bad input never gets a 5xx`, () => {
    let server: TestServer;
    let collections: string[];
    let answers = 0;

    beforeAll(async () => {
      server = await startTestServer(dialect, { bodyLimit: BODY_LIMIT, uploadLimit: UPLOAD_LIMIT });
      collections = server.registry.defs.map((d) => d.resource);
    });
    afterAll(async () => server?.close());

    /** Never a 5xx; a refusal carries the errors body; `refused` demands a 4xx. */
    const check = (res: LightMyRequestResponse, what: string, refused = false) => {
      answers++;
      const context = `${what.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, context).toBeLessThan(500);
      if (refused) expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
      if (res.statusCode < 400) return;
      expect(res.headers['content-type'], context).toMatch(/^application\/json/);
      const body = res.json();
      expect(Object.keys(body), context).toEqual(['errors']);
      expect(body.errors.length, context).toBeGreaterThan(0);
      for (const entry of body.errors) {
        expect(typeof entry.title, context).toBe('string');
        expect(entry.status, context).toBe(String(res.statusCode));
        expect(typeof entry.code, context).toBe('string');
        expect(leaked(entry.title, readable(what)), context).toEqual([]);
      }
    };

    const stillAnswers = async () => {
      const res = await server.call('GET', '/api/v1/auth/me');
      expect(res.statusCode, res.body).toBe(200);
    };

    const raw = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload: string, contentType = 'application/json') =>
      server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${server.token}`, 'content-type': contentType } });

    it('list queries: injection in filter, filterExt and sort, page numbers out of range', { timeout: 60_000 }, async () => {
      const params = fc.record(
        {
          filter: anyText,
          filterExt: fc.oneof(nasty, anyText, fc.tuple(fc.constantFrom('id', 'status', 'header_id', 'company_id', 'model', 'name', 'x'), anyText).map(([k, v]) => `${k}='${v}'`)),
          sort: fc.oneof(nasty, fc.constantFrom('-updated_at', 'id,-id', 'name;drop', 'updated_at desc', '-', ',', 'status,', '"id"')),
          'page[size]': pageNumber,
          'page[after]': pageNumber,
          status: fc.oneof(fc.constantFrom('O', 'V', 'all', 'ALL', 'o', 'Z', ''), nasty),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...collections), params, async (collection, query) => {
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          const res = await server.call('GET', `/api/v1/${collection}?${qs}`);
          check(res, `GET ${collection}?${qs}`);
          if (res.statusCode === 200) expect(Array.isArray(res.json().data)).toBe(true);
        }),
        { numRuns: RUNS * 2 },
      );
      await stillAnswers();
    });

    it('page numbers that cannot be right are refused with 400 on every collection', async () => {
      for (const collection of collections) {
        for (const bad of ['page[size]=-1', 'page[size]=0', 'page[size]=10001', 'page[after]=-5', 'page[after]=0', 'page[after]=99999999999999999999', 'page[size]=1.5', 'sort=nope;drop', 'unknown=1']) {
          const res = await server.call('GET', `/api/v1/${collection}?${bad}`);
          check(res, `GET ${collection}?${bad}`, true);
          expect(res.statusCode).toBe(400);
        }
      }
      await stillAnswers();
    });

    it('malformed JSON is refused with 400 on every collection and on the auth routes', async () => {
      for (const collection of collections) {
        for (const body of MALFORMED_JSON.slice(0, 4)) {
          check(await raw('POST', `/api/v1/${collection}`, body), `POST ${collection} ${body}`, true);
          check(await raw('PATCH', `/api/v1/${collection}/1`, body), `PATCH ${collection}/1 ${body}`, true);
        }
      }
      for (const url of ['/api/v1/auth/token', '/api/v1/auth/refresh-token', '/api/v1/auth/social/callback', '/api/v1/auth/mfa', '/api/v1/auth/webauthn/login/verify']) {
        for (const body of MALFORMED_JSON) check(await raw('POST', url, body), `POST ${url} ${body}`, true);
      }
      for (const body of MALFORMED_JSON) check(await raw('PATCH', '/api/v1/auth/me/preferences', body), `PATCH preferences ${body}`, true);
      await stillAnswers();
    });

    it('bodies over the limit get 413, whatever the route', async () => {
      // Over the larger limit: a collection carrying files has that one, the others the smaller.
      const huge = JSON.stringify({ name: 'x'.repeat(UPLOAD_LIMIT + 10) });
      for (const collection of collections.slice(0, 20)) {
        const res = await raw('POST', `/api/v1/${collection}`, huge);
        check(res, `POST ${collection} huge`, true);
        expect(res.statusCode).toBe(413);
      }
      // A collection without files keeps the smaller limit.
      const overPlain = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 10) });
      const country = await raw('POST', '/api/v1/countries', overPlain);
      check(country, 'POST countries over the plain limit', true);
      expect(country.statusCode).toBe(413);
      const res = await raw('POST', '/api/v1/auth/token', overPlain);
      check(res, 'POST auth/token huge', true);
      expect(res.statusCode).toBe(413);
      await stillAnswers();
    });

    it('add and update bodies with wrong types, huge strings and unicode in every field', { timeout: 60_000 }, async () => {
      const defs = new Map(server.registry.defs.map((d) => [d.resource, d]));
      const bodyFor = (collection: string) => {
        const fields = defs.get(collection)!.fields.map((f) => f.name);
        return fc.dictionary(fc.oneof(fc.constantFrom(...fields, 'id', 'status', 'updated_at', 'nope', '__proto__', 'constructor'), fc.string({ maxLength: 6 })), anyValue, { maxKeys: 6 });
      };
      const request = fc.constantFrom(...collections).chain((collection) =>
        fc.record({
          collection: fc.constant(collection),
          body: fc.oneof(bodyFor(collection), anyValue),
          method: fc.constantFrom('POST', 'PATCH', 'DELETE'),
          id: idText,
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ collection, body, method, id }) => {
          // Ids here never name a real row (DELETE must not remove the signed-in admin).
          const url = method === 'POST' ? `/api/v1/${collection}` : `/api/v1/${collection}/${id}`;
          const res = await server.call(method, url, body);
          check(res, `${method} ${url} ${JSON.stringify(body)}`);
        }),
        { numRuns: RUNS * 2 },
      );
      await stillAnswers();
    });

    it('references fields get oversized lists and json fields deep values: always 422 on that field', { timeout: 60_000 }, async () => {
      const targets = server.registry.defs
        .filter((d) => !d.readonly)
        .flatMap((d) => d.fields.filter((f) => !f.readonly && (f.type === 'references' || f.type === 'json')).map((f) => ({ collection: d.resource, field: f.name, type: f.type })));
      expect(targets.some((t) => t.type === 'references')).toBe(true);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...targets), deepJson, oversizedArray, fc.constantFrom('POST', 'PATCH'), async (target, deep, long, method) => {
          const value = target.type === 'json' ? deep : long;
          const url = method === 'POST' ? `/api/v1/${target.collection}` : `/api/v1/${target.collection}/99999999`;
          const res = await server.call(method as 'POST', url, { [target.field]: value });
          check(res, `${method} ${url} ${target.field}`, true);
          expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
          expect(res.json().errors.map((e: { meta?: { field?: string } }) => e.meta?.field)).toContain(target.field);
        }),
        { numRuns: RUNS },
      );
      await stillAnswers();
    });

    // Issue 23, items 4 and 8: an empty list was a 500 on PostgreSQL (`in ()`), a wall of unknown keys a 500 `{}`.
    it('empty and huge key sets: empty references lists, an empty body and walls of unknown keys on every collection', { timeout: 60_000 }, async () => {
      const keys = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`unknown_${i}`, i])));
      const [wide, wall] = [keys(900), keys(1500)];
      // Records whose references lists can be emptied (the three).
      const add = async (collection: string, body: Record<string, unknown>) => {
        const res = await server.call('POST', `/api/v1/${collection}`, body);
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data.id as number;
      };
      const employee = await add('employees', { code: 'KEYS1', first_name: 'Key', display_name: 'Key Set' });
      await add('employee_groups', { code: 'KEYS', name: 'Key sets', members: [employee] });
      await add('training_sessions', { title: 'Key sets', training_id: await add('trainings', { code: 'KEYS', title: 'Key sets' }), start_date: 1_770_000_000, attendees: [employee] });
      let emptied = 0;
      for (const def of server.registry.defs.filter((d) => !d.readonly)) {
        const url = `/api/v1/${def.resource}`;
        const first = (await server.call('GET', `${url}?page[size]=1&status=all`)).json().data?.[0] as { id: number } | undefined;
        const one = `${url}/${first?.id ?? 99_999_999}`;
        for (const f of def.fields.filter((x) => !x.readonly && x.type === 'references')) {
          check(await server.call('POST', url, { [f.name]: [] }), `POST ${url} {${f.name}: []}`);
          if (first) {
            const res = await server.call('PATCH', one, { [f.name]: [] });
            check(res, `PATCH ${one} {${f.name}: []}`);
            if (res.statusCode === 200) emptied++;
          }
        }
        check(await server.call('PATCH', one, {}), `PATCH ${one} {}`);
        for (const body of [wide, wall]) {
          const res = await raw('PATCH', one, body);
          check(res, `PATCH ${one} with ${body.length} characters of unknown keys`, true);
          expect(res.statusCode, res.body.slice(0, 300)).toBe(first ? 422 : res.statusCode);
          expect(res.body.length).toBeLessThan(8 * 1024);
        }
      }
      expect(emptied).toBeGreaterThanOrEqual(3);
      await stillAnswers();
    });

    // Issue 23, item 1: a picture whose header says 12,000 × 12,000 (all-zero rows deflate to nothing) froze the
    // server when a PDF decoded it. Every image field of every collection refuses it where it arrives, fast.
    it('decompression bombs: a 12,000 × 12,000 picture in every image field is 422 on that field, and the server keeps answering', { timeout: 60_000 }, async () => {
      const bomb = pngBomb(12_000, 12_000).toString('base64');
      const target = await server.call('POST', '/api/v1/products', { name: 'Bomb target' });
      expect(target.statusCode, target.body).toBe(201);
      let tried = 0;
      for (const def of server.registry.defs.filter((d) => !d.readonly)) {
        for (const f of def.fields.filter((x) => !x.readonly && x.type === 'image')) {
          const body = { [f.name]: 'bomb.png', [`${f.name}base64`]: bomb };
          const started = performance.now();
          check(await server.call('POST', `/api/v1/${def.resource}`, body), `POST /api/v1/${def.resource} {${f.name}base64: 12,000 × 12,000 PNG}`, true);
          // On a record that exists only the picture can be wrong: the refusal names it.
          const first = (await server.call('GET', `/api/v1/${def.resource}?page[size]=1&status=all`)).json().data?.[0] as { id: number } | undefined;
          if (first) {
            const res = await server.call('PATCH', `/api/v1/${def.resource}/${first.id}`, body);
            check(res, `PATCH /api/v1/${def.resource}/${first.id} {${f.name}base64: 12,000 × 12,000 PNG}`, true);
            expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
            // A user's picture arrives by its own call (POST /users/{id}/thumbnail, tested in pictures.test.ts).
            if (res.json().errors[0].title.startsWith('Unknown field')) continue;
            expect(res.body).toContain('12,000 × 12,000');
            tried++;
          }
          expect(performance.now() - started).toBeLessThan(3_000);
        }
      }
      expect(tried).toBeGreaterThanOrEqual(1);
      await stillAnswers();
    });

    it('bulk status with wrong ids and statuses', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...collections), fc.record({ ids: anyValue, status: anyValue }, { requiredKeys: [] }), async (collection, body) => {
          // No real id is ever named: the admin must stay open.
          const safe = Array.isArray(body.ids) ? { ...body, ids: body.ids.map((v) => (typeof v === 'number' && v < 1e6 ? v + 1e6 : v)) } : body;
          const res = await server.call('PATCH', `/api/v1/${collection}/status`, safe);
          check(res, `PATCH ${collection}/status ${JSON.stringify(safe)}`);
        }),
        { numRuns: RUNS },
      );
      await stillAnswers();
    });

    it('domain routes: auth, company detail, set-default, audit log', { timeout: 60_000 }, async () => {
      const route = fc.oneof(
        fc.record({ method: fc.constant('POST'), url: fc.constantFrom('/api/v1/auth/token', '/api/v1/auth/refresh-token', '/api/v1/auth/social/redirect', '/api/v1/auth/social/callback', '/api/v1/auth/mfa', '/api/v1/auth/me/totp/confirm', '/api/v1/auth/webauthn/login/options', '/api/v1/auth/webauthn/login/verify', '/api/v1/auth/me/webauthn/register/verify'), body: anyValue }),
        fc.record({ method: fc.constant('DELETE'), url: fc.constant('/api/v1/auth/me/totp'), body: anyValue }),
        fc.record({ method: fc.constant('PATCH'), url: idText.map((id) => `/api/v1/auth/me/webauthn/${id}`), body: anyValue }),
        fc.record({ method: fc.constant('PATCH'), url: fc.constant('/api/v1/auth/me/preferences'), body: anyValue }),
        fc.record({ method: fc.constant('GET'), url: idText.map((id) => `/api/v1/companies/${id}/detail`), body: fc.constant(undefined) }),
        fc.record({ method: fc.constant('GET'), url: fc.tuple(idText, idText).map(([a, b]) => `/api/v1/company_locations/${a}/${b}/set-default`), body: fc.constant(undefined) }),
        fc.record({
          method: fc.constant('GET'),
          url: fc.tuple(anyText, pageNumber).map(([f, p]) => `/api/v1/audit-log?${new URLSearchParams({ filterExt: f, 'page[after]': p })}`),
          body: fc.constant(undefined),
        }),
      );
      await fc.assert(
        fc.asyncProperty(route, async ({ method, url, body }) => {
          const res = await server.call(method as 'GET', url, body);
          check(res, `${method} ${url} ${JSON.stringify(body)}`);
        }),
        { numRuns: RUNS * 2 },
      );
      // A bad or missing token is 401 on every route, with the errors body.
      for (const token of ['x', 'Bearer', `${server.token}x`, 'a.b.c']) {
        for (const url of ['/api/v1/auth/me', '/api/v1/auth/logout', `/api/v1/${collections[0]}`]) check(await server.call('GET', url, undefined, token), `GET ${url} as ${token}`, true);
      }
      await stillAnswers();
      expect(answers).toBeGreaterThan(RUNS * 6);
    });
  });
}
