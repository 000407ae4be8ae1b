/**
 * The whole catalogue through the API (issue 3, "Done when"): for every collection of the
 * registry, a minimal valid record built from its YAML alone (tests/support/records.ts) is added,
 * read back, edited with the version it was read at, found by the list's free-text search and
 * deleted, its child lines with it. Read-only collections list and refuse writes. No collection
 * is named here: a new YAML resource is covered the moment it is generated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/server/registry';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectedOf, fieldToEdit, pick, RecordFactory, savedWithTheirRecord, searchTerm, type ResourceDef } from '../support/records';

const byName = new Map(resources.map((d) => [d.resource, d]));
const lookup = (collection: string): ResourceDef => {
  const def = byName.get(collection);
  if (!def) throw new Error(`no resource ${collection}`);
  return def;
};
/**
 * Collections whose records a minimal body cannot make: a payment is recorded against confirmed
 * invoices (a supplier payment against confirmed bills) and cannot be edited once recorded. Their
 * add, read, refusals, void and lists are tested where their rules are (tests/server/money.test.ts,
 * tests/server/supplier-bills.test.ts).
 */
const RULED_ELSEWHERE = new Set(['payments', 'payment_allocations', 'supplier_payments', 'supplier_payment_allocations']);
const writable = resources.filter((d) => !d.readonly && !RULED_ELSEWHERE.has(d.resource) && !savedWithTheirRecord(resources).has(d.resource));
const readOnly = resources.filter((d) => d.readonly);

for (const dialect of DIALECTS) {
  describe(`[${dialect}] every collection of the catalogue`, { timeout: 60_000 }, () => {
    let server: TestServer;
    let factory: RecordFactory;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      factory = new RecordFactory(lookup, (method, url, body) => server.call(method, url, body));
    });
    afterAll(async () => server?.close());

    it('has writable and read-only collections to try', () => {
      expect(writable.length).toBeGreaterThan(70);
      expect(readOnly.map((d) => d.resource)).toContain('audit-log');
    });

    for (const def of writable) {
      it(`${def.resource}: add, read, edit, search, delete`, async () => {
        const base = `/api/v1/${def.resource}`;
        const { body, token } = await factory.build(def.resource);
        const created = await factory.post(def.resource, body);
        const expected = expectedOf(def, lookup, body);

        const read = await server.call('GET', `${base}/${created.id}`);
        expect(read.statusCode, read.body).toBe(200);
        expect(pick(read.json().data, expected)).toEqual(expected);

        const edit = fieldToEdit(def, body, factory.tokens);
        const edited = await server.call('PATCH', `${base}/${created.id}`, { updated_at: read.json().data.updated_at, [edit.field.name]: edit.value });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json().data[edit.field.name]).toBe(edit.value);
        expect(edited.json().data.updated_at).toBeGreaterThan(read.json().data.updated_at);

        // Found by the free-text search when the resource has one, else by its id.
        const term = searchTerm(def, edited.json().data, edit.token) ?? searchTerm(def, edited.json().data, token);
        const query = term !== null ? `filter=${encodeURIComponent(term)}` : `filterExt=${encodeURIComponent(`id=${created.id}`)}`;
        const list = await server.call('GET', `${base}?${query}&page[size]=100`);
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().data.map((r: { id: number }) => r.id)).toContain(created.id);

        const removed = await server.call('DELETE', `${base}/${created.id}`);
        expect(removed.statusCode, removed.body).toBe(200);
        expect((await server.call('GET', `${base}/${created.id}`)).statusCode).toBe(404);
        for (const child of def.children) {
          const lines = await server.call('GET', `/api/v1/${child.resource}?status=all&filterExt=${encodeURIComponent(`${child.target}=${created.id}`)}`);
          expect(lines.statusCode, lines.body).toBe(200);
          expect(lines.json().meta.page.total, `${child.field} left behind`).toBe(0);
        }
      });
    }

    for (const def of readOnly) {
      it(`${def.resource} (read-only): lists, refuses an add`, async () => {
        const list = await server.call('GET', `/api/v1/${def.resource}`);
        expect(list.statusCode, list.body).toBe(200);
        const add = await server.call('POST', `/api/v1/${def.resource}`, {});
        expect(add.statusCode, add.body).toBe(403);
        expect(add.json().errors[0].code).toBe('FORBIDDEN');
      });
    }

    it('deletes the records the others pointed at, each before the records it points at', async () => {
      expect(await factory.cleanup()).toEqual([]);
    });
  });
}
