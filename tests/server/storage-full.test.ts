/**
 * A full disk or an unwritable data folder (issue 35, item 5). A write the storage cannot take
 * answers 507 INSUFFICIENT_STORAGE with a sentence, saves nothing of itself or of the writes
 * sharing its commit, and the server goes on serving reads and, once there is room, writes. Files
 * of writes that did not commit are removed, then and at the next start.
 *
 * No real full disk: SQLite is made full with `PRAGMA max_page_count` on the server's write
 * connection; PostgreSQL's disk-full error (SQLSTATE 53100) is raised by a trigger, once at the
 * insert and once, deferred, at the commit. A file fails to be stored where a folder stands in
 * its place (the tests may run as root, where chmod stops nothing).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/server/config';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { connect } from '../../src/server/db/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app';
import { createTestDatabase, DIALECTS, type TestDialect } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { freePort } from '../support/process-server';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Make the database refuse inserts into `table` as a full disk does; `lift` undoes it. */
async function fillUp(server: TestServer, dialect: TestDialect, table: string, atCommit = false): Promise<() => Promise<void>> {
  const db = server.database.db;
  if (dialect === 'sqlite') {
    // Free pages inside the file are used before it grows: a filler takes them first.
    const free = Number((await sql<{ freelist_count: number }>`pragma freelist_count`.execute(db)).rows[0].freelist_count);
    await sql`create table disk_filler (x blob)`.execute(db);
    await sql`insert into disk_filler values (zeroblob(${(free + 1) * 4096}))`.execute(db);
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0].page_count);
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    return async () => {
      await sql.raw('pragma max_page_count = 1073741823').execute(db);
      await sql`drop table disk_filler`.execute(db);
    };
  }
  await sql.raw(`create or replace function disk_is_full() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`).execute(db);
  await sql
    .raw(atCommit ? `create constraint trigger disk_is_full after insert on ${table} deferrable initially deferred for each row execute function disk_is_full()` : `create trigger disk_is_full before insert on ${table} for each row execute function disk_is_full()`)
    .execute(db);
  return async () => void (await sql.raw(`drop trigger disk_is_full on ${table}`).execute(db));
}

const filesUnder = (folder: string): string[] => (existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String) : []);

for (const dialect of DIALECTS) {
  describe(`[${dialect}] a full disk`, () => {
    let server: TestServer;
    let job: number;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      job = (await server.call('POST', '/api/v1/joborder_headers', { company_name: 'Acme', problem_description: 'Leak' })).json().data.id;
    });
    afterAll(async () => server?.close());

    const count = async (collection: string) => {
      const res = await server.call('GET', `/api/v1/${collection}?status=all&page[size]=1`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().meta.page.total as number;
    };
    const noteOf = (tag: string, text: string) => ({ module: 'joborder_headers', header_id: job, tag, notes: `<p>${text}</p>` });

    it('answers writes 507 with a sentence, saves none of a batch, keeps serving reads, and writes again once there is room', async () => {
      const before = await count('notes');
      const lift = await fillUp(server, dialect, 'notes');
      try {
        // Writes arriving together share one commit on SQLite (group-commit.ts): every one of them fails with the cause.
        const long = 'x'.repeat(19_000);
        const answers = await Promise.all([1, 2, 3, 4].map((i) => server.call('POST', '/api/v1/notes', noteOf(`Full ${i}`, `${i} ${long}`))));
        for (const res of answers) {
          const [entry] = expectError(res, 507, 'INSUFFICIENT_STORAGE');
          expect(entry.title).toMatch(/^The server's disk is full.*nothing was saved\. Tell your administrator/);
          expect(entry.title).not.toMatch(/SQLITE|rollback|transaction|53100/i);
        }
        expect(await count('notes')).toBe(before);
        expect((await server.call('GET', `/api/v1/joborder_headers/${job}`)).statusCode).toBe(200);
      } finally {
        await lift();
      }
      const res = await server.call('POST', '/api/v1/notes', noteOf('Room again', 'saved'));
      expect(res.statusCode, res.body).toBe(201);
      expect(await count('notes')).toBe(before + 1);
    });

    it('removes the files of a note whose commit failed, and leaves no .upload-* file', async () => {
      const root = server.settings.storageDir;
      const lift = await fillUp(server, dialect, 'notes', true);
      const wrote = filesUnder(join(root, 'notes_attachments'));
      try {
        const res = await server.call('POST', '/api/v1/notes', { ...noteOf('With files', 'plan'), ...{ notes: `<p>${'x'.repeat(19_000)}</p>` }, uploads: [{ name: 'a.txt', base64: b64('A') }, { name: 'b.txt', base64: b64('B') }] });
        // SQLite fails at the insert here (its pages are full), PostgreSQL at the commit, after the files were written.
        expectError(res, 507, 'INSUFFICIENT_STORAGE');
      } finally {
        await lift();
      }
      expect(filesUnder(join(root, 'notes_attachments'))).toEqual(wrote);
    });

    it('leaves no .upload-* file nor a new file when storing fails', async () => {
      const root = server.settings.storageDir;
      const first = (await server.call('POST', '/api/v1/notes', noteOf('Next id', 'x'))).json().data.id as number;
      // The next note's second file cannot be stored: a folder stands where it would go.
      const folder = join(root, 'notes_attachments', String(first + 1));
      mkdirSync(join(folder, 'b.txt', 'in-the-way'), { recursive: true });
      const res = await server.call('POST', '/api/v1/notes', { ...noteOf('Blocked', 'x'), uploads: [{ name: 'a.txt', base64: b64('A') }, { name: 'b.txt', base64: b64('B') }] });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
      expect(readdirSync(folder)).toEqual(['b.txt']);
      expect((await server.call('GET', `/api/v1/notes/${first + 1}`)).statusCode).toBe(404);
      rmSync(folder, { recursive: true }); // on SQLite the id is given to the next note
    });

    it('removes the photos of a service report whose write failed', async () => {
      expect((await server.call('PATCH', `/api/v1/joborder_headers/${job}/accept`)).statusCode).toBe(200);
      expect((await server.call('PATCH', `/api/v1/joborder_headers/${job}/updatejobstatus`, { job_status: '2' })).statusCode).toBe(200);
      const root = server.settings.storageDir;
      // The second photo cannot be stored (a folder stands where it would go), after the first was.
      const png = (name: string) => ({ name, base64: SIGNATURE_PNG_BASE64, fileType: 'image/png' });
      const blocked = (id: number) => mkdirSync(join(root, 'service_report_photos', String(id), 'b.png', 'in-the-way'), { recursive: true });
      for (let id = 1; id <= 4; id++) blocked(id);
      const res = await server.call('POST', `/api/v1/joborder_headers/${job}/service-report`, { work_done: '<p>x</p>', uploads: [png('a.png'), png('b.png')] });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(500);
      expect(filesUnder(join(root, 'service_report_photos')).filter((f) => f.endsWith('a.png'))).toEqual([]);
      rmSync(join(root, 'service_report_photos'), { recursive: true, force: true });
    });

    it('removes at start old .upload-* files and folders of rows never committed, keeping those of rows that exist or were deleted', async () => {
      const root = server.settings.storageDir;
      const upload = (name: string) => ({ module: 'joborder_headers', header_id: job, tag: 'Kept', notes: '<p>x</p>', uploads: [{ name, base64: b64(name) }] });
      const kept = (await server.call('POST', '/api/v1/notes', upload('kept.txt'))).json().data.id as number;
      const deleted = (await server.call('POST', '/api/v1/notes', upload('deleted.txt'))).json().data.id as number;
      expect((await server.call('DELETE', `/api/v1/notes/${deleted}`)).statusCode).toBe(200);
      const never = join(root, 'notes_attachments', '900000');
      mkdirSync(never, { recursive: true });
      writeFileSync(join(never, 'orphan.txt'), 'x');
      writeFileSync(join(root, 'notes_attachments', String(kept), '.upload-0123456789abcdef'), 'half');
      const fresh = join(root, 'notes_attachments', '900001');
      mkdirSync(fresh, { recursive: true });
      writeFileSync(join(fresh, 'in-progress.txt'), 'x'); // another instance may be writing it now
      const hourAgo = new Date(Date.now() - 3_600_000);
      for (const path of [never, join(never, 'orphan.txt'), join(root, 'notes_attachments', String(kept), '.upload-0123456789abcdef')]) utimesSync(path, hourAgo, hourAgo);

      const again = await build(server.settings);
      await again.app.close();

      expect(existsSync(never)).toBe(false);
      expect(readdirSync(join(root, 'notes_attachments', String(kept)))).toEqual(['kept.txt']);
      expect(readdirSync(join(root, 'notes_attachments', String(deleted)))).toEqual(['deleted.txt']);
      expect(readdirSync(fresh)).toEqual(['in-progress.txt']);
    });
  });
}

describe('[sqlite] a transaction SQLite ended itself', () => {
  it('fails every write of the batch with the cause, not with "cannot rollback - no transaction is active"', async () => {
    const target = await createTestDatabase('sqlite');
    const database = connect(target.url);
    try {
      await sql`create table t (x integer)`.execute(database.db);
      // What SQLite does on SQLITE_FULL or SQLITE_IOERR at its own choice: it rolls the whole transaction back.
      const full = database.write(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        await sql`rollback`.execute(trx);
        throw new SQLite.SqliteError('database or disk is full', 'SQLITE_FULL');
      });
      const alongside = database.write(async (trx) => sql`insert into t values (2)`.execute(trx));
      const answers = await Promise.allSettled([full, alongside]);
      for (const answer of answers) expect(answer).toMatchObject({ status: 'rejected', reason: { code: 'SQLITE_FULL', message: 'database or disk is full' } });
      // A transaction gone before its end fails with what found it gone, not with the rollback after it.
      const gone = await Promise.allSettled([database.write(async (trx) => sql`rollback`.execute(trx))]);
      expect(gone[0].status).toBe('rejected');
      expect(String((gone[0] as PromiseRejectedResult).reason)).not.toMatch(/cannot rollback/);
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(database.db)).rows[0].n).toBe(0);
      await database.write(async (trx) => sql`insert into t values (3)`.execute(trx));
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(database.db)).rows[0].n).toBe(1);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});

/** `npm start` on DATA_DIR (as tests/server/start.test.ts runs it): its exit code and output. */
function npmStart(dataDir: string, port: number): Promise<{ status: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') };
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'STORAGE_DIR', 'LOG_LEVEL']) delete env[name];
  return new Promise((resolve) => {
    const npm = spawn('npm', ['start', '--silent'], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    npm.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const stop = setTimeout(() => npm.kill('SIGKILL'), 60_000);
    npm.once('close', (status) => {
      clearTimeout(stop);
      resolve({ status, output });
    });
  });
}

describe('a start on storage that cannot be written', () => {
  const base = mkdtempSync(join(tmpdir(), 'unwritable-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('says in one line which path cannot be written, with no stack trace, and exits non-zero', { timeout: 90_000 }, async () => {
    // A file where a folder is expected (chmod stops nothing when the tests run as root): the data
    // folder itself, the database file, the files' folder.
    writeFileSync(join(base, 'a-file'), '');
    mkdirSync(join(base, 'db-is-a-folder', 'app.db'), { recursive: true });
    mkdirSync(join(base, 'files-is-a-file'));
    writeFileSync(join(base, 'files-is-a-file', 'files'), '');
    const cases = [
      { dataDir: join(base, 'a-file', 'data'), path: join(base, 'a-file', 'data') },
      { dataDir: join(base, 'db-is-a-folder'), path: join(base, 'db-is-a-folder', 'app.db') },
      { dataDir: join(base, 'files-is-a-file'), path: join(base, 'files-is-a-file', 'files') },
    ];
    const results = await Promise.all(cases.map(async (c) => npmStart(c.dataDir, await freePort())));
    results.forEach((result, i) => {
      expect(result.status, result.output).not.toBe(0);
      const lines = result.output.trim().split('\n');
      expect(lines, result.output).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Cannot write ${cases[i].path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
      expect(result.output).not.toMatch(/^\s+at /m);
    });
  });
});
