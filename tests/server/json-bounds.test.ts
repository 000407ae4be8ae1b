/**
 * Deep JSON gives 422, not 500 (issue 11, item 6): every `json` field, the user's preferences,
 * service_reports.checklist_answers and roles.ability are bounded in depth (32 levels) and size;
 * 10,000 levels of nesting are refused field by field, and the server keeps answering.
 * Preferences keep only names a preference may have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, jsonBoundsProblem, jsonDepth } from '../../src/server/schemas/json-bounds';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { expectError } from '../support/expect';

/** `levels` objects inside each other, as JSON text (JSON.stringify itself would overflow on 10,000). */
const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('jsonDepth', () => {
  it('counts objects and lists inside each other, without recursion, and stops past the limit', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth(JSON.parse(nested(32)))).toBe(32);
    expect(jsonDepth(JSON.parse(nested(100_000)))).toBe(JSON_MAX_DEPTH + 1);
    expect(jsonBoundsProblem(JSON.parse(nested(33)))).toBe('is nested deeper than 32 levels');
    expect(jsonBoundsProblem(['x'.repeat(100_000)])).toBe('is larger than 100,000 characters');
    expect(jsonBoundsProblem({ a: [1, 2] })).toBeNull();
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] deep and large JSON`, () => {
    let server: TestServer;
    const send = (method: 'POST' | 'PATCH', url: string, payload: string) =>
      server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' } });

    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => server?.close());

    /** A 422 with an entry for `field` saying what is wrong with it. */
    const refusedOn = (res: Awaited<ReturnType<typeof send>>, field: string, why: RegExp) => {
      const entries = expectError(res, 422, 'VALIDATION_FAILED');
      const entry = entries.find((e) => e.meta?.field === field);
      expect(entry?.title, res.body.slice(0, 300)).toMatch(why);
    };

    it('refuses 10,000 levels in PATCH /auth/me/preferences, and keeps the preferences as they were', async () => {
      expect((await server.call('PATCH', '/api/v1/auth/me/preferences', { theme: 'dark' })).statusCode).toBe(200);
      refusedOn(await send('PATCH', '/api/v1/auth/me/preferences', `{"columns.products":${nested(10_000)}}`), 'columns.products', /deeper than 32/);
      refusedOn(await send('PATCH', '/api/v1/auth/me/preferences', `{"big":"${'x'.repeat(70_000)}"}`), 'big', /larger than/);
      const me = (await server.call('GET', '/api/v1/auth/me')).json().data;
      expect(me.preferences).toEqual({ theme: 'dark' });
    });

    it('keeps only preference names: a stored key that is not one is not handed back', async () => {
      const admin = (await server.call('GET', '/api/v1/auth/me')).json().data;
      await server.database.db.updateTable('users').set({ preferences: JSON.stringify({ theme: 'light', 'not a name!': 1 }) }).where('id', '=', admin.id).execute();
      expect((await server.call('GET', '/api/v1/auth/me')).json().data.preferences).toEqual({ theme: 'light' });
      const bad = await server.call('PATCH', '/api/v1/auth/me/preferences', { 'no spaces allowed': 1 });
      refusedOn(bad, 'no spaces allowed', /Not a preference name/);
    });

    it('refuses 10,000 levels in service_reports.checklist_answers and roles.ability, on add and update', async () => {
      refusedOn(await send('POST', '/api/v1/service_reports', `{"checklist_answers":${nested(10_000)}}`), 'checklist_answers', /deeper than 32 levels/);
      refusedOn(await send('POST', '/api/v1/roles', `{"name":"deep","ability":${nested(10_000)}}`), 'ability', /deeper than 32 levels/);
      const role = (await server.call('POST', '/api/v1/roles', { name: 'shallow', ability: [{ action: 'read', subject: 'uom' }] })).json().data;
      refusedOn(await send('PATCH', `/api/v1/roles/${role.id}`, `{"ability":[${nested(10_000)}]}`), 'ability', /deeper than 32 levels/);
      expect((await server.call('GET', `/api/v1/roles/${role.id}`)).json().data.ability).toEqual([{ action: 'read', subject: 'uom' }]);
    });

    it('accepts 32 levels in a json field and refuses 33 and anything over 100,000 characters', async () => {
      const fields = server.registry.defs.flatMap((d) => (d.readonly ? [] : d.fields).filter((f) => f.type === 'json' && !f.readonly).map((f) => ({ collection: d.resource, field: f.name })));
      expect(fields.length).toBeGreaterThan(3);
      for (const { collection, field } of fields) {
        refusedOn(await send('POST', `/api/v1/${collection}`, `{"${field}":${nested(33)}}`), field, /deeper than 32 levels/);
        refusedOn(await send('POST', `/api/v1/${collection}`, `{"${field}":["${'x'.repeat(100_001)}"]}`), field, /larger than 100,000 characters/);
        // 32 levels are fine for the field (the answer may still refuse other, required fields).
        const res = await send('POST', `/api/v1/${collection}`, `{"${field}":${nested(32)}}`);
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        if (res.statusCode === 422) expect(res.json().errors.map((e: { meta?: { field?: string } }) => e.meta?.field)).not.toContain(field);
      }
      expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    });
  });
}
