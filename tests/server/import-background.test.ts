/**
 * Big imports in the background (issue 36 item 5; api-contract.md "Import"), on both databases:
 * a file of more rows than IMPORT_BACKGROUND_ROWS is answered 202 with state `running`, its
 * progress and then its counts are read from GET /imports/{id}, the final answer is what the
 * same file gives in the foreground, its error file and its undo work as for a small one, the
 * import going on holds nothing of its request (its upload can be collected), and an import left
 * `running` by a server that is gone is marked failed with a sentence.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { readSpreadsheet } from '../../src/server/import/read';
import { STOPPED_TITLE } from '../../src/server/import/run';

// A full collection on demand (the flag set at run time; node's --expose-gc would need the worker's command line).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** Fastify's channel for a route's handler starting: its message holds the request. */
const HANDLER_STARTS = 'tracing:fastify.request.handler:start';

const csv = (text: string) => ({ name: 'big.csv', base64: Buffer.from(text, 'utf8').toString('base64') });
const ROWS = 400;
/** ROWS products, two of them bad: row 52 has no name, row 303 a price that is not a number. */
const bigFile = (prefix: string) => {
  const lines = ['SKU,Name,Price'];
  for (let i = 0; i < ROWS; i++) lines.push(i === 50 ? `${prefix}${i},,1` : i === 301 ? `${prefix}${i},Item ${i},abc` : `${prefix}${i},Item ${i},${i}.5`);
  return csv(`${lines.join('\n')}\n`);
};

for (const dialect of DIALECTS) {
  describe(`[${dialect}] imports of more rows than IMPORT_BACKGROUND_ROWS run in the background`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    const post = (body: unknown, query: string) => server.call('POST', `/api/v1/products/import${query}`, body);
    const count = async (prefix: string) => (await server.database.db.selectFrom('products').select('id').where('sku', 'like', `${prefix}%`).execute()).length;
    /** GET /imports/{id} until the import has ended: its last answer, each answer's state and rows_done kept in `seen`. */
    const ended = (id: number, seen: Array<{ state: string; rows_done: number }> = []) =>
      vi.waitFor(
        async () => {
          const now = await ok('GET', `imports/${id}`);
          seen.push({ state: now.state, rows_done: now.rows_done });
          if (now.state === 'running') throw new Error('still running');
          return now;
        },
        { timeout: 60_000, interval: 20 },
      );
    /** `rows` plain products SKU <prefix><i>, every one right. */
    const goodFile = (prefix: string, rows: number) => csv(`SKU,Name,Price\n${Array.from({ length: rows }, (_, i) => `${prefix}${i},Item ${i},${i}`).join('\n')}\n`);
    /** POST in the background: 202, state running and no counts yet, then GET /imports/{id} until it ends; the rows_done seen. */
    const inBackground = async (body: unknown, query: string) => {
      const res = await post(body, query);
      expect(res.statusCode, res.body).toBe(202);
      const accepted = res.json().data;
      expect(accepted).toMatchObject({ state: 'running', rows: ROWS, rows_done: 0, created: 0, updated: 0, skipped: 0, errors: [], unknown_columns: [] });
      const seen: Array<{ state: string; rows_done: number }> = [];
      const final = await ended(accepted.import_id, seen);
      return { accepted, final, seen };
    };

    beforeAll(async () => {
      server = await startTestServer(dialect, { importBackgroundRows: 100 });
      ({ ok } = workingCalls(server));
    }, 120_000);
    afterAll(async () => server?.close());

    it('answers 202 with the import running, shows its rows done growing, and ends with what the same file gives in the foreground', async () => {
      // The foreground answer of the file (the threshold above it), as a dry run.
      server.settings.importBackgroundRows = 10_000;
      const fore = await post(bigFile('BG-'), '?dry_run=true&on_error=skip');
      server.settings.importBackgroundRows = 100;
      expect(fore.statusCode).toBe(200);
      const foreground = fore.json().data;
      expect(foreground).toMatchObject({ state: 'dry_run', rows: ROWS, created: ROWS - 2, skipped: 2 });

      const dry = await inBackground(bigFile('BG-'), '?dry_run=true&on_error=skip');
      expect(dry.seen[0].state).toBe('running'); // read while it ran
      expect(dry.final).toMatchObject({ state: 'dry_run', rows_done: ROWS });
      const pick = (r: Record<string, unknown>) => ({ rows: r.rows, rows_done: r.rows_done, created: r.created, updated: r.updated, unchanged: r.unchanged, skipped: r.skipped, errors: r.errors });
      expect(pick(dry.final)).toEqual(pick(foreground));
      expect(await count('BG-')).toBe(0);

      const real = await inBackground(bigFile('BG-'), '?on_error=skip');
      expect(real.final).toMatchObject({ state: 'done', created: ROWS - 2, skipped: 2, rows_done: ROWS });
      expect(real.final.errors).toEqual([
        { row: 52, column: 'B', field: 'name', title: 'Name is required' },
        { row: 303, column: 'C', field: 'price', title: 'Price must be a number, not "abc"' },
      ]);
      // Progress is read while it runs, never backwards, and never past the file.
      const done = real.seen.map((s) => s.rows_done);
      expect(done).toEqual([...done].sort((a, b) => a - b));
      expect(Math.max(...done)).toBe(ROWS);
      expect(await count('BG-')).toBe(ROWS - 2);

      // The failed rows as a file with an Error column, then undo takes every row back.
      const file = await server.call('GET', `/api/v1/imports/${real.accepted.import_id}/errors?format=csv`);
      expect(file.statusCode).toBe(200);
      const failed = readSpreadsheet(file.rawPayload, { name: 'e.csv', limit: 1e7 });
      expect(failed.headers).toEqual(['SKU', 'Name', 'Price', 'Error']);
      expect(failed.rows).toEqual([
        ['BG-50', '', '1', 'B: Name is required'],
        ['BG-301', 'Item 301', 'abc', 'C: Price must be a number, not "abc"'],
      ]);
      expect(await ok('POST', `imports/${real.accepted.import_id}/undo`)).toEqual({ removed: ROWS - 2, restored: 0, left: [] });
      expect(await count('BG-')).toBe(0);
      expect(await ok('GET', `imports/${real.accepted.import_id}`)).toMatchObject({ state: 'undone' });
    }, 120_000);

    it("answers another user's first page and a record while an import's long transaction holds the writer, never with its rows", async () => {
      // An import's dry run is one transaction for the whole file: on SQLite it holds the one writer
      // connection, where a list's first page and a single record were read, so they waited for all
      // of it (bench/import.ts: p99 2.5 s at 100,000 rows). While such a transaction runs they read
      // on the read connections. A transaction held open stands for the dry run.
      const seen = await ok('POST', 'products', { sku: 'SEEN-1', name: 'Seen', price: 1 }, undefined, 201);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let started = () => {};
      const inside = new Promise<void>((resolve) => (started = resolve));
      const write = server.records.transaction(
        { userId: null },
        async (uow) => {
          await uow.trx.insertInto('products').values({ sku: 'HELD-1', name: 'Held', price: 1, status: 'O', created_at: 1, updated_at: 4_000_000_000 }).execute();
          started();
          await held;
        },
        { holdsWriter: true },
      );
      try {
        await inside;
        const inTime = <T>(answer: Promise<T>) => Promise.race([answer, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000))]);
        const page = await inTime(server.call('GET', '/api/v1/products?sort=-updated_at&page[size]=25'));
        const one = await inTime(server.call('GET', `/api/v1/products/${seen.id}`));
        expect(page, 'the list waited for the write to end').not.toBe('waited');
        expect(one, 'the record waited for the write to end').not.toBe('waited');
        if (page === 'waited' || one === 'waited') return;
        expect(page.statusCode, page.body).toBe(200);
        const skus = page.json().data.map((p: { sku: string }) => p.sku);
        expect(skus).toContain('SEEN-1');
        expect(skus).not.toContain('HELD-1');
        expect(one.statusCode, one.body).toBe(200);
        expect(one.json().data.sku).toBe('SEEN-1');
      } finally {
        release();
        await write;
      }
      await server.database.db.deleteFrom('products').where('sku', 'in', ['HELD-1', 'SEEN-1']).execute();
    }, 120_000);

    it("answers another user's write while a dry run's one transaction goes on, and the dry run neither sees it nor keeps anything", async () => {
      // A dry run is one transaction for the whole file. On SQLite it ran on the one writer, so every
      // other write waited for all of it; it now runs on a copy of the database (Database.copy).
      const res = await post(goodFile('DRY-', 5000), '?dry_run=true&on_error=skip');
      expect(res.statusCode, res.body).toBe(202);
      const id = res.json().data.import_id;
      await vi.waitFor(
        async () => {
          const now = await ok('GET', `imports/${id}`);
          if (!(now.state === 'running' && now.rows_done > 0)) throw new Error(`not under way yet: ${now.state} ${now.rows_done}`);
        },
        { timeout: 60_000, interval: 10 },
      );
      const added = await ok('POST', 'products', { sku: 'WHILE-DRY', name: 'Added while the dry run ran', price: 2 }, undefined, 201);
      expect((await ok('GET', `imports/${id}`)).state, 'the write waited for the dry run to end').toBe('running');
      expect(await ended(id)).toMatchObject({ state: 'dry_run', created: 5000, skipped: 0 });
      expect(await count('DRY-')).toBe(0);
      expect((await ok('GET', `products/${added.id}`)).sku).toBe('WHILE-DRY');
      await server.database.db.deleteFrom('products').where('id', '=', added.id).execute();
    }, 120_000);

    it('runs a big dry run on the database itself when its copy cannot be made, with the same answer', async () => {
      const onCopy = server.records.onCopy;
      server.records.onCopy = async () => {
        throw Object.assign(new Error('SQLITE_FULL: database or disk is full'), { code: 'SQLITE_FULL' });
      };
      try {
        const res = await post(goodFile('NOCOPY-', 1500), '?dry_run=true&on_error=skip');
        expect(res.statusCode, res.body).toBe(202);
        expect(await ended(res.json().data.import_id)).toMatchObject({ state: 'dry_run', created: 1500, skipped: 0, errors: [] });
        expect(await count('NOCOPY-')).toBe(0);
      } finally {
        server.records.onCopy = onCopy;
      }
    }, 120_000);

    it('on_error=stop in the background writes nothing when a row fails, and a file under the threshold is answered in its request', async () => {
      const stopped = await inBackground(bigFile('ST-'), '?on_error=stop');
      expect(stopped.final).toMatchObject({ state: 'failed', created: 0, skipped: ROWS });
      expect(stopped.final.errors).toHaveLength(2);
      expect(await count('ST-')).toBe(0);
      const small = await post(csv('SKU,Name,Price\nSM-1,Small,1\n'), '');
      expect(small.statusCode).toBe(200);
      expect(small.json().data).toMatchObject({ state: 'done', created: 1 });
    }, 120_000);

    it('lets the request and its upload go once answered 202, while the import goes on', async () => {
      // What a request held while it ran (its 40 MB body, with the principal) stayed alive for the
      // whole background import when the principal's ability kept the request: RSS grew by 570 MB.
      let request: WeakRef<object> | undefined;
      const seen = (message: unknown) => {
        const asked = (message as { request?: { method: string; url: string } }).request;
        if (asked?.method === 'POST' && asked.url.includes('/products/import')) request = new WeakRef(asked);
      };
      subscribe(HANDLER_STARTS, seen);
      let res;
      try {
        res = await post(goodFile('GONE-', 20_000), '?dry_run=true&on_error=skip');
      } finally {
        unsubscribe(HANDLER_STARTS, seen);
      }
      expect(res.statusCode, res.body).toBe(202);
      expect(request).toBeDefined();
      await vi.waitFor(
        async () => {
          collectGarbage();
          await new Promise((resolve) => setImmediate(resolve));
          if (request!.deref()) throw new Error('the request is still held');
        },
        { timeout: 5_000, interval: 50 },
      );
      // It was let go while the import still ran, not because it had ended.
      expect((await ok('GET', `imports/${res.json().data.import_id}`)).state).toBe('running');
      expect(await ended(res.json().data.import_id)).toMatchObject({ state: 'dry_run', created: 20_000 });
    }, 120_000);

    it('marks an import left running by a server that is gone as failed, with a sentence, when it is read', async () => {
      const at = Math.floor(Date.now() / 1000);
      // A run of this process id that is not this server (SQLite), and an instance holding no lock (PostgreSQL): gone.
      const row = await server.database.db
        .insertInto('imports')
        .values({ collection: 'products', user_id: 1, state: 'running', mode: 'insert', on_error: 'skip', file_name: 'lost.csv', rows: 5000, rows_done: 1500, runner_instance: 2_000_000_001, runner_pid: process.pid, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const read = await ok('GET', `imports/${row.id}`);
      expect(read).toMatchObject({ state: 'failed', rows: 5000, rows_done: 1500, errors: [{ row: 0, column: null, field: null, title: STOPPED_TITLE }] });
      expect(STOPPED_TITLE).toBe('The server stopped while this import ran: rows written before the stop stay (the audit log names them with this import id); check the list and import the rest again');
    });
  });
}
