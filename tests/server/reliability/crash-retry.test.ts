/**
 * A write cut off by a crash, retried (issue 35, item 4): writers add records with an
 * Idempotency-Key each, the server is killed (kill -9) in the middle, started again, and every key
 * is sent again with its body, as the phone's outbox does. Each retry answers at once (no 409
 * "still being processed" for a server that is gone): the stored answer of a write that had
 * committed, or the write run now if it had not. Then each key's record is there exactly once:
 * none missing, none twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, TEST_ADMIN_PASSWORD, type TestDatabase } from '../../support/databases';
import { startServerProcess, type ServerProcess, type ServerProcessOptions } from '../../support/process-server';

const CLIENTS = 16;
/** Acknowledged writes to wait for before the kill, so it lands with writes in flight. */
const WRITES_BEFORE_KILL = 120;

interface Sent {
  key: string;
  body: { name: string; model: string };
  /** The id the server answered before the kill, if it did. */
  id?: number;
}

const send = async (server: ServerProcess, token: string, write: Sent) => {
  const res = await fetch(`${server.origin}/api/v1/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': write.key },
    body: JSON.stringify(write.body),
  });
  return { status: res.status, replayed: res.headers.get('idempotency-replayed') === 'true', body: (await res.json()) as any };
};

for (const dialect of DIALECTS) {
  describe(`[${dialect}] a write cut off by kill -9, retried with its key`, () => {
    let db: TestDatabase;
    let options: ServerProcessOptions;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      // Two starts under a full suite's load: more than the default minute each is allowed.
      options = { databaseUrl: db.url, dataDir: db.dataDir, adminPassword: TEST_ADMIN_PASSWORD, startTimeoutMs: 120_000 };
    });
    afterAll(async () => {
      await server?.kill();
      await db?.drop();
    });

    it('answers every retry at once, and leaves each key’s record exactly once', { timeout: 300_000 }, async () => {
      server = await startServerProcess(options);
      const first = server;
      const token = await first.signIn();
      const sent: Sent[] = [];
      const unexpected: string[] = [];
      let acknowledged = 0;

      const client = async (c: number) => {
        for (let n = 0; ; n++) {
          const write: Sent = { key: randomUUID(), body: { name: `Retry ${c}-${n}`, model: `R-${c}` } };
          sent.push(write);
          try {
            const res = await send(first, token, write);
            if (res.status !== 201) return void unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
            write.id = res.body.data.id;
            acknowledged++;
          } catch {
            return; // in flight when the server died: its outcome is unknown to the client
          }
        }
      };
      const burst = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
      const started = Date.now();
      while (acknowledged < WRITES_BEFORE_KILL && Date.now() - started < 30_000 && !unexpected.length) await new Promise((r) => setTimeout(r, 5));
      await first.kill();
      await burst;
      expect(unexpected).toEqual([]);
      const inFlight = sent.filter((w) => w.id === undefined);
      expect(inFlight.length, 'the kill should have caught writes in flight').toBeGreaterThan(0);

      server = await startServerProcess(options);
      const retried = Date.now();
      const again = await server.signIn();
      const answers = [];
      for (const write of sent) answers.push({ write, ...(await send(server, again, write)) });
      const refused = answers.filter((a) => a.status !== 201).map((a) => `${a.write.key}: ${a.status} ${JSON.stringify(a.body)}`);
      expect(refused).toEqual([]);
      // An acknowledged write is replayed with its own answer, never run again.
      for (const a of answers.filter((x) => x.write.id !== undefined)) {
        expect(a.replayed).toBe(true);
        expect(a.body.data.id).toBe(a.write.id);
      }
      // Every key's record exactly once, and the retry's answer names it.
      const rows = await server.call('GET', '/api/v1/products?page[size]=10000&sort=id&status=all', again);
      expect(rows.status).toBe(200);
      const byName = new Map<string, number[]>();
      for (const row of rows.body.data) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
      const wrong = answers.filter((a) => byName.get(a.write.body.name)?.join() !== String(a.body.data.id)).map((a) => `${a.write.body.name}: rows ${byName.get(a.write.body.name)?.join() ?? 'none'}, answered ${a.body.data.id}`);
      expect(wrong).toEqual([]);
      expect(rows.body.data).toHaveLength(sent.length);
      const replayedInFlight = answers.filter((a) => a.write.id === undefined && a.replayed).length;
      console.log(
        `[${dialect}] crash-retry: ${acknowledged} acknowledged, ${inFlight.length} in flight at the kill (${replayedInFlight} had committed and were replayed, ${inFlight.length - replayedInFlight} ran on retry); ${sent.length} retries in ${Date.now() - retried} ms; no duplicate, none missing`,
      );
    });
  });
}
