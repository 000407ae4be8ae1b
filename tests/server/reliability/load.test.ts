/**
 * Load with correctness: 50 clients at once against the real server process, for a bounded
 * time, mixing reads, adds and updates; updates carry the updated_at the client read, and a few
 * rows are shared by everyone so that updates collide. Afterwards every acknowledged write is
 * there, no update was lost (a 409 wrote nothing, every 200 is in the row's history), and the
 * audit log has exactly one entry per acknowledged write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, TEST_ADMIN_PASSWORD, type TestDatabase } from '../../support/databases';
import { startServerProcess, type ServerProcess } from '../../support/process-server';
import { auditProblems, auditSummary, WriteLedger, type ProductValues } from '../../support/write-ledger';

const CLIENTS = 50;
const DURATION_MS = Number(process.env.LOAD_TEST_MS ?? 6000);
/** Rows every client updates, so that updates meet. */
const SHARED_ROWS = 8;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] ${CLIENTS} clients reading, adding and updating at once`, () => {
    let db: TestDatabase;
    let server: ServerProcess;
    let token: string;

    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      server = await startServerProcess({ databaseUrl: db.url, dataDir: db.dataDir, adminPassword: TEST_ADMIN_PASSWORD });
      token = await server.signIn();
    });
    afterAll(async () => {
      await server?.kill();
      await db?.drop();
    });

    it('keeps every acknowledged write, loses no update and audits each write once', { timeout: 120_000 }, async () => {
      const ledger = new WriteLedger();
      const unexpected: string[] = [];
      const ids: number[] = [];
      const counts = { reads: 0, adds: 0, updates: 0 };

      const add = async (client: number, n: number) => {
        const values: ProductValues = { name: `Load ${client}-${n}`, sku: `L-${client}-${n}`, model: `M-${n}` };
        const res = await server.call('POST', '/api/v1/products', token, values);
        if (res.status !== 201) return void unexpected.push(`add: ${res.status} ${JSON.stringify(res.body)}`);
        ledger.ackCreate(res.body.data, values);
        ids.push(res.body.data.id);
        counts.adds++;
      };

      const update = async (client: number, n: number) => {
        const id = Math.random() < 0.5 ? ids[Math.floor(Math.random() * SHARED_ROWS)] : ids[Math.floor(Math.random() * ids.length)];
        const read = await server.call('GET', `/api/v1/products/${id}`, token);
        if (read.status !== 200) return void unexpected.push(`read ${id}: ${read.status}`);
        const values = { model: `M-${client * 100_000 + n}`, name: `Updated by ${client} (${n})` };
        const from = read.body.data.updated_at;
        const res = await server.call('PATCH', `/api/v1/products/${id}`, token, { ...values, updated_at: from });
        counts.updates++;
        if (res.status === 409) return void ledger.refused++;
        if (res.status !== 200) return void unexpected.push(`update ${id}: ${res.status} ${JSON.stringify(res.body)}`);
        ledger.ackUpdate(id, from, res.body.data, values);
        // What a client was told it wrote, it reads back (or something newer).
        const again = await server.call('GET', `/api/v1/products/${id}`, token);
        if (again.body?.data?.updated_at < res.body.data.updated_at) unexpected.push(`read ${id} after its update: an older version`);
      };

      const read = async (client: number) => {
        const res = await server.call('GET', `/api/v1/products?filter=${encodeURIComponent(`load ${client}-`)}&page[size]=20&sort=-updated_at`, token);
        counts.reads++;
        if (res.status !== 200) return void unexpected.push(`list: ${res.status} ${JSON.stringify(res.body)}`);
        for (const row of res.body.data) if (!String(row.name).toLowerCase().includes(`load ${client}-`) && !String(row.sku).toLowerCase().includes(`load ${client}-`)) unexpected.push(`list: ${row.name} does not match`);
      };

      for (let i = 0; i < SHARED_ROWS; i++) await add(-1, i);
      const deadline = Date.now() + DURATION_MS;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (let n = 0; Date.now() < deadline; n++) {
            const dice = Math.random();
            if (dice < 0.3) await add(client, n);
            else if (dice < 0.7) await update(client, n);
            else await read(client);
          }
        }),
      );

      expect(unexpected).toEqual([]);
      expect(counts.adds).toBeGreaterThan(CLIENTS);
      expect(ledger.refused, 'updates of shared rows should have met').toBeGreaterThan(0);
      expect(ledger.acknowledgedWrites).toBeGreaterThan(counts.adds);

      expect(await ledger.verify(server, token, true)).toEqual([]);

      const audit = await auditSummary(db.url);
      expect(auditProblems(audit)).toEqual([]);
      const perWrite: string[] = [];
      for (const id of ledger.created.keys()) {
        const entries = audit.byProduct.get(id);
        const updates = ledger.updates.get(id)?.length ?? 0;
        if (entries?.creates !== 1 || entries.updates !== updates) perWrite.push(`product ${id}: ${entries?.creates} create and ${entries?.updates} update entries for 1 add and ${updates} acknowledged updates`);
      }
      expect(perWrite).toEqual([]);
      expect(audit.products.size).toBe(ledger.created.size);
      console.log(`[${dialect}] load: ${counts.adds} adds, ${counts.updates} updates (${ledger.refused} refused as stale), ${counts.reads} lists in ${DURATION_MS} ms`);
    });
  });
}
