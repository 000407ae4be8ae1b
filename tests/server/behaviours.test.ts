/**
 * One home for behaviour (src/server/behaviours.ts, db/unit-of-work.ts): behaviour files are found
 * by name, a unit of work commits several records with their audit entries or none, the commit
 * listeners hear only what committed, and users' and roles' rules run inside the write.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { loadBehaviours, type BehaviourDeps } from '../../src/server/behaviours';
import { Registry } from '../../src/server/registry';
import type { CommittedWrite } from '../../src/server/db/unit-of-work';
import { HttpError } from '../../src/server/errors';
import { verifyPassword } from '../../src/server/auth/passwords';
import type { WriteStep } from '../../src/server/write-steps';

type Rec = Record<string, any>;

describe('behaviour files', () => {
  const deps = { registry: new Registry() } as BehaviourDeps;

  it('finds every shipped behaviour file by its collection', async () => {
    const found = await loadBehaviours(deps);
    // Own files, and the sales documents by their priced_document and chained_document traits.
    expect([...found.keys()].sort()).toEqual(['companies', 'credit_notes', 'delivery_orders', 'documents', 'gst_periods', 'joborder_headers', 'online_orders', 'payments', 'pdf_designs', 'products', 'purchase_orders', 'quotations', 'rfqs', 'roles', 'sales_invoices', 'sales_orders', 'service_report_parts', 'service_reports', 'service_requests', 'stock_movements', 'supplier_bills', 'supplier_movements', 'supplier_payments', 'users']);
  });

  it("hashes a password in the users' own behaviour, before the write and leaving the caller's input as it was", async () => {
    const found = await loadBehaviours(deps);
    const given = { values: { username: 'hashed', password: 'Tangerine-Lamp-42' } };
    const prepared = await found.get('users')!.prepare!(given);
    expect(prepared.values.password).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Tangerine-Lamp-42', prepared.values.password as string)).toBe(true);
    expect(given.values.password).toBe('Tangerine-Lamp-42');
    const nothingToHash = { values: { username: 'plain' } };
    expect(await found.get('users')!.prepare!(nothingToHash)).toBe(nothingToHash);
    expect(found.get('roles')!.prepare).toBeUndefined();
  });

  it("runs a workflow's rules as the first guard of its resource's behaviour", async () => {
    const found = await loadBehaviours(deps);
    const info = deps.registry.require('service_requests');
    const w = info.def.workflow!;
    const t = w.transitions.find((x) => x.name === 'cancel')!;
    const state = w.states.find((x) => !t.from.includes(x.value))!;
    // The workflow refuses before the resource's own guard could look at the (absent) transaction.
    const step = { kind: 'transition', action: t.name, info, current: { id: 1, [w.field]: state.value }, input: { values: { [w.field]: t.to } }, transition: t, uow: {} } as unknown as WriteStep;
    await expect(found.get('service_requests')!.guard!(step)).rejects.toThrow(state.value === 'scheduled' ? 'A job order has already been raised from this request.' : `This ${w.noun} is ${state.label};`);
  });

  it('refuses a file whose name is no collection, and one without a default export', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fsb-behaviour-'));
    try {
      writeFileSync(join(dir, 'no_such_collection.ts'), 'export default () => ({});\n');
      await expect(loadBehaviours(deps, dir)).rejects.toThrow(/no_such_collection\.ts: there is no collection "no_such_collection"/);
      await expect(loadBehaviours(deps, join(dir, 'none'), dir)).rejects.toThrow(/no_such_collection\.ts: there is no trait "no_such_collection"/);
      rmSync(join(dir, 'no_such_collection.ts'));
      writeFileSync(join(dir, 'uom.ts'), 'export const x = 1;\n');
      await expect(loadBehaviours(deps, dir)).rejects.toThrow(/uom\.ts: export default defineBehaviour/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] units of work`, () => {
    let server: TestServer;
    let company: Rec;
    const heard: CommittedWrite[][] = [];

    const add = async (collection: string, body: Rec): Promise<Rec> => {
      const res = await server.call('POST', `/api/v1/${collection}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const auditCount = async () => Number((await server.database.db.selectFrom('audit_logs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      server = await startTestServer(dialect);
      server.records.onCommit((writes) => void heard.push([...writes]));
      company = await add('companies', { company_id: 'UOW', company_name: 'Unit of Work Pte Ltd', email: 'uow@x.test' });
    });
    afterAll(async () => server?.close());

    it('set-default writes the sites whose flag changes in one transaction, each audited, heard once', async () => {
      const a = await add('company_locations', { header_id: company.id, site_id: 'A', site_name: 'A', is_default: true });
      const b = await add('company_locations', { header_id: company.id, site_id: 'B', site_name: 'B' });
      await add('company_locations', { header_id: company.id, site_id: 'C', site_name: 'C' });
      heard.length = 0;
      const res = await server.call('GET', `/api/v1/company_locations/${company.id}/${b.id}/set-default`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: b.id, is_default: true });
      // One unit of work: one commit heard, with exactly the two changed sites.
      expect(heard).toHaveLength(1);
      expect(heard[0].map((w) => [w.collection, w.id, w.action])).toEqual([
        ['company_locations', a.id, 'update'],
        ['company_locations', b.id, 'update'],
      ]);
      expect(heard[0][0].after).toMatchObject({ is_default: false });
    });

    it('commits all of a unit of work or nothing, and tells the listeners only what committed', async () => {
      const sites = server.registry.require('company_locations');
      const before = await auditCount();
      heard.length = 0;
      const ran: string[] = [];
      await expect(
        server.records.transaction({ userId: null }, async (uow) => {
          await uow.create(sites, { values: { header_id: company.id, site_id: 'ROLLED', site_name: 'Rolled back' } });
          uow.afterCommit(() => ran.push('after'));
          throw new HttpError('CONFLICT', [{ title: 'changed my mind' }]);
        }),
      ).rejects.toThrow('changed my mind');
      expect(await server.database.db.selectFrom(sites.def.table).select('id').where('site_id', '=', 'ROLLED').execute()).toEqual([]);
      expect(await auditCount()).toBe(before);
      expect(heard).toEqual([]);
      expect(ran).toEqual([]);

      const made = await server.records.transaction({ userId: null }, async (uow) => {
        const one = await uow.create(sites, { values: { header_id: company.id, site_id: 'KEPT1', site_name: 'Kept' } });
        const two = await uow.create(sites, { values: { header_id: company.id, site_id: 'KEPT2', site_name: 'Kept too' } });
        uow.afterCommit(() => ran.push('after'));
        return [one.id, two.id];
      });
      expect(await auditCount()).toBe(before + 2);
      expect(heard.map((ws) => ws.map((w) => w.id))).toEqual([made]);
      expect(ran).toEqual(['after']);
    });

    it('still refuses, within one unit of work, a reference to a record it deleted or that a rolled-back savepoint wrote', async () => {
      // A unit of work remembers the rows it found or wrote, so that a document's lines and the
      // ledger rows they make do not look the same product up again; what it forgets is tested here.
      const categories = server.registry.require('categories');
      const products = server.registry.require('products');
      const missingCategory = /^Category: category \d+ does not exist$/;
      const refusedWith = (e: unknown) => (e instanceof HttpError ? e.details.map((d) => d.title) : [String(e)]);
      await server.records
        .transaction({ userId: null }, async (uow) => {
          const gone = await uow.create(categories, { values: { code: 'KNOWN-GONE', name: 'Deleted in the unit' } });
          const first = await uow.create(products, { values: { sku: 'KNOWN-1', name: 'Before the delete', category_id: gone.id } });
          await uow.remove(products, Number(first.id));
          await uow.remove(categories, Number(gone.id));
          await uow.create(products, { values: { sku: 'KNOWN-2', name: 'After the delete', category_id: gone.id } });
        })
        .then(
          () => expect.unreachable('a product in a deleted category was written'),
          (e) => expect(refusedWith(e)).toEqual([expect.stringMatching(missingCategory)]),
        );
      await server.records
        .transaction({ userId: null }, async (uow) => {
          const mark = uow.mark();
          await sql`savepoint known_rows`.execute(uow.trx);
          const rolledBack = await uow.create(categories, { values: { code: 'KNOWN-ROLLED', name: 'Rolled back' } });
          await sql`rollback to savepoint known_rows`.execute(uow.trx);
          await uow.backTo(mark);
          await uow.create(products, { values: { sku: 'KNOWN-3', name: 'After the rollback', category_id: rolledBack.id } });
        })
        .then(
          () => expect.unreachable('a product in a rolled-back category was written'),
          (e) => expect(refusedWith(e)).toEqual([expect.stringMatching(missingCategory)]),
        );
      expect(await server.database.db.selectFrom(products.def.table).select('id').where('sku', 'like', 'KNOWN-%').execute()).toEqual([]);
    });

    it('a failing after-commit step is logged, never undoes the write nor fails the answer', async () => {
      const off = server.records.onCommit(() => {
        throw new Error('listener broke');
      });
      try {
        const site = await add('company_locations', { header_id: company.id, site_id: 'LOUD', site_name: 'Loud' });
        expect((await server.call('GET', `/api/v1/company_locations/${site.id}`)).statusCode).toBe(200);
      } finally {
        off();
      }
    });

    it('runs the roles and users rules inside the write: nothing is written when they refuse', async () => {
      const before = await auditCount();
      const admin = (await server.call('GET', '/api/v1/roles?filterExt=' + encodeURIComponent("name='admin'"))).json().data[0];
      expectError(await server.call('PATCH', `/api/v1/roles/${admin.id}`, { ability: [{ action: 'read', subject: 'uom' }] }), 409, 'CONFLICT');
      expectError(await server.call('DELETE', `/api/v1/roles/${admin.id}`), 409, 'CONFLICT');
      expectError(await server.call('POST', '/api/v1/roles', { name: 'odd', ability: [{ verb: 'read' }] }), 422, 'VALIDATION_FAILED');
      await add('users', { username: 'Casey', password: 'casey-password-1' });
      expectError(await server.call('POST', '/api/v1/users', { username: 'casey', password: 'casey-password-2' }), 409, 'CONFLICT');
      expectError(await server.call('POST', '/api/v1/users', { username: 'drew', password: 'drew-password-1', role: 'nobody' }), 422, 'VALIDATION_FAILED');
      expect(await auditCount()).toBe(before + 1);
    });
  });
}
