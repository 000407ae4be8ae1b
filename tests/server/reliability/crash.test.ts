/**
 * Crash: kill -9 the server process in the middle of a burst of adds and updates, restart it on
 * the same database, and check that every acknowledged write is there, that each row agrees with
 * its audit log (a write and its entry commit together or not at all), and that the database
 * passes its own integrity check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, TEST_ADMIN_PASSWORD, type TestDatabase } from '../../support/databases';
import { startServerProcess, type ServerProcess, type ServerProcessOptions } from '../../support/process-server';
import { auditProblems, auditSummary, integrityProblems, WriteLedger } from '../../support/write-ledger';

const CLIENTS = 20;
/** Acknowledged writes to wait for before the kill, so it lands mid-burst with work behind it. */
const WRITES_BEFORE_KILL = 150;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] kill -9 during a write burst`, () => {
    let db: TestDatabase;
    let options: ServerProcessOptions;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      options = { databaseUrl: db.url, dataDir: db.dataDir, adminPassword: TEST_ADMIN_PASSWORD };
    });
    afterAll(async () => {
      await server?.kill();
      await db?.drop();
    });

    it('keeps every acknowledged write and stays consistent after a restart', { timeout: 120_000 }, async () => {
      server = await startServerProcess(options);
      const first = server;
      const token = await first.signIn();
      const ledger = new WriteLedger();
      const unexpected: string[] = [];
      let lost = 0;

      // Each client adds rows and updates its own (one writer per row: see WriteLedger.problems).
      const client = async (c: number) => {
        const mine: Array<{ id: number; version: number }> = [];
        try {
          for (let n = 0; ; n++) {
            if (mine.length && n % 3 === 2) {
              const row = mine[Math.floor(Math.random() * mine.length)];
              const values = { model: `M-${c * 100_000 + n}` };
              const res = await first.call('PATCH', `/api/v1/products/${row.id}`, token, { ...values, updated_at: row.version });
              if (res.status !== 200) return void unexpected.push(`update: ${res.status} ${JSON.stringify(res.body)}`);
              ledger.ackUpdate(row.id, row.version, res.body.data, values);
              row.version = res.body.data.updated_at;
            } else {
              const values = { name: `Crash ${c}-${n}`, sku: `C-${c}-${n}`, model: `M-${n}` };
              const res = await first.call('POST', '/api/v1/products', token, values);
              if (res.status !== 201) return void unexpected.push(`add: ${res.status} ${JSON.stringify(res.body)}`);
              ledger.ackCreate(res.body.data, values);
              mine.push({ id: res.body.data.id, version: res.body.data.updated_at });
            }
          }
        } catch {
          lost++; // the request in flight when the server died: its outcome is unknown, as for any client
        }
      };

      const burst = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
      const started = Date.now();
      while (ledger.acknowledgedWrites < WRITES_BEFORE_KILL && Date.now() - started < 60_000 && !unexpected.length) await new Promise((r) => setTimeout(r, 10));
      await first.kill();
      await burst;
      expect(unexpected).toEqual([]);
      expect(ledger.acknowledgedWrites).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);
      expect(lost, 'the kill should have caught requests in flight').toBeGreaterThan(0);

      server = await startServerProcess(options);
      const again = await server.signIn();
      expect(await ledger.verify(server, again, false)).toEqual([]);
      expect(auditProblems(await auditSummary(db.url))).toEqual([]);
      expect(await integrityProblems(db.url)).toEqual([]);

      // And it takes writes again.
      const after = await server.call('POST', '/api/v1/products', again, { name: 'After the crash', sku: 'AFTER-1' });
      expect(after.status).toBe(201);
      console.log(`[${dialect}] crash: killed after ${ledger.acknowledgedWrites} acknowledged writes with ${lost} in flight; all there after restart`);
    });
  });
}
