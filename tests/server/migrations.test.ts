/**
 * Hand-written migration steps (db/migrate.ts): on a database made before them each runs once, in
 * order, in its own transaction with its record; a failing one keeps nothing and stops the start
 * with its name; a new database records them all without running any. Both databases.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../src/server/db/connect';
import { MigrationError, MIGRATIONS_TABLE, runMigrations, type Migration } from '../../src/server/db/migrate';
import { STOCK_RECONCILED } from '../../src/server/stock/opening';
import { MIGRATIONS } from '../../src/server/db/migrations';
import { build } from '../../src/server/app';
import { createTestDatabase, DIALECTS, testSettings, type TestDatabase } from '../support/databases';

/** A step that adds a row to `log` (a table made by the test), so its runs can be counted. */
const logging = (id: string, also?: (db: Database['db']) => Promise<void>): Migration => ({
  id,
  async up(db) {
    await db.insertInto('log').values({ step: id }).execute();
    await also?.(db);
  },
});

describe('the migration list', () => {
  it('names every step file in db/migrations once, in order', () => {
    const files = readdirSync(join(import.meta.dirname, '../../src/server/db/migrations'))
      .filter((f) => f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATIONS.map((m) => m.id)).toEqual(files);
    for (const id of files) expect(id).toMatch(/^\d{4}-[a-z0-9-]+$/);
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] migrations`, () => {
    let testDb: TestDatabase | undefined;
    let database: Database | undefined;

    afterEach(async () => {
      await database?.close();
      await testDb?.drop();
      database = testDb = undefined;
    });

    /** A database made before the steps: it has a table already. */
    async function existingDatabase(): Promise<Database> {
      testDb = await createTestDatabase(dialect);
      database = connect(testDb.url);
      await database.db.schema.createTable('log').addColumn('step', 'text').execute();
      return database;
    }
    const logged = async (db: Database) => (await db.db.selectFrom('log').select('step').execute()).map((r) => r.step);
    const applied = async (db: Database) => (await db.db.selectFrom(MIGRATIONS_TABLE).select(['id', 'ran']).orderBy('id').execute()).map((r) => `${r.id}:${Number(r.ran)}`);

    it('runs each pending step once, in order, and a step added later on the next start', async () => {
      const db = await existingDatabase();
      expect(await runMigrations(db, [logging('0001-a'), logging('0002-b')])).toEqual({ ran: ['0001-a', '0002-b'], recorded: [] });
      expect(await runMigrations(db, [logging('0001-a'), logging('0002-b')])).toEqual({ ran: [], recorded: [] });
      expect(await runMigrations(db, [logging('0001-a'), logging('0002-b'), logging('0003-c')])).toEqual({ ran: ['0003-c'], recorded: [] });
      expect(await logged(db)).toEqual(['0001-a', '0002-b', '0003-c']);
      expect(await applied(db)).toEqual(['0001-a:1', '0002-b:1', '0003-c:1']);
    });

    it('keeps nothing of a failing step, names it, runs none after it, and runs it once fixed', async () => {
      const db = await existingDatabase();
      const failing: Migration = {
        id: '0002-broken',
        async up(trx) {
          await trx.schema.createTable('half_done').addColumn('x', 'text').execute();
          await trx.insertInto('log').values({ step: '0002-broken' }).execute();
          await sql`select * from no_such_table`.execute(trx);
        },
      };
      const steps = [logging('0001-a'), failing, logging('0003-c')];
      const error = await runMigrations(db, steps).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toMatch(/^Migration 0002-broken failed, nothing of it was kept: /);
      expect(await logged(db)).toEqual(['0001-a']);
      expect(await applied(db)).toEqual(['0001-a:1']);
      expect((await db.db.introspection.getTables()).map((t) => t.name)).not.toContain('half_done');

      expect(await runMigrations(db, [logging('0001-a'), logging('0002-broken'), logging('0003-c')])).toEqual({ ran: ['0002-broken', '0003-c'], recorded: [] });
      expect(await logged(db)).toEqual(['0001-a', '0002-broken', '0003-c']);
    });

    it('refuses a list out of order or naming a step twice, before running anything', async () => {
      const db = await existingDatabase();
      await expect(runMigrations(db, [logging('0002-b'), logging('0001-a')])).rejects.toThrow(/in the order of their names/);
      await expect(runMigrations(db, [logging('0001-a'), logging('0001-a')])).rejects.toThrow(/once each/);
      expect(await logged(db)).toEqual([]);
    });

    it('0001 matches the free-text job type to the masterlist (name, else code; no made-up types) and 0002 reopens a request raised without its job, then the server starts on it', async () => {
      testDb = await createTestDatabase(dialect);
      database = connect(testDb.url);
      const db = database.db;
      const id = dialect === 'postgres' ? 'serial' : 'integer';
      const table = (name: string, columns: Array<[string, 'text' | 'bigint']>) =>
        columns.reduce((t, [c, type]) => t.addColumn(c, type), db.schema.createTable(name).addColumn('id', id as 'integer', (c) => c.primaryKey())).execute();
      // The shape before: job_type as text on job orders and checklists, no job_type_id.
      await table('job_types', [['code', 'text'], ['name', 'text']]);
      await table('joborder_headers', [['job_type', 'text'], ['problem_description', 'text'], ['company_name', 'text']]);
      await table('checklists', [['code', 'text'], ['name', 'text'], ['job_type', 'text']]);
      await table('service_requests', [['request_status', 'text'], ['joborder_header_id', 'bigint'], ['problem_description', 'text']]);
      await db.insertInto('job_types').values([{ code: 'SVC', name: 'Servicing' }, { code: 'REP', name: 'Repair' }, { code: 'Servicing', name: 'Other' }]).execute();
      const jobs = ['Servicing', '  repair ', 'svc', 'Painting', null, ''];
      await db.insertInto('joborder_headers').values(jobs.map((job_type) => ({ job_type, problem_description: 'x', company_name: 'Acme' }))).execute();
      await db.insertInto('checklists').values([{ code: 'C1', name: 'Servicing steps', job_type: 'servicing' }, { code: 'C2', name: 'Any', job_type: null }]).execute();
      await db.insertInto('joborder_headers').values({ job_type: null, problem_description: 'raised', company_name: 'Acme' }).execute();
      await db
        .insertInto('service_requests')
        .values([
          { request_status: 'scheduled', joborder_header_id: null, problem_description: 'lost call' },
          { request_status: 'scheduled', joborder_header_id: 7, problem_description: 'raised' },
          { request_status: 'open', joborder_header_id: null, problem_description: 'open' },
        ])
        .execute();
      await database.close();
      database = undefined;

      const app = await build(testSettings(testDb));
      try {
        const rows = async (name: string, column: string) =>
          (await app.database.db.selectFrom(name).select(['id', column]).orderBy('id').execute()).map((r) => (r[column] === null ? null : typeof r[column] === 'string' ? r[column] : Number(r[column])));
        // Servicing by name (not the type whose code is "Servicing"), repair by name, svc by code; no match stays empty.
        expect(await rows('joborder_headers', 'job_type_id')).toEqual([1, 2, 1, null, null, null, null]);
        expect(await rows('checklists', 'job_type_id')).toEqual([1, null]);
        expect((await app.database.db.selectFrom('job_types').select('id').execute()).length).toBe(3);
        expect(await rows('service_requests', 'request_status')).toEqual(['open', 'scheduled', 'open']);
        expect((await app.database.db.selectFrom(MIGRATIONS_TABLE).select(['id', 'ran']).orderBy('id').execute()).map((r) => `${r.id}:${Number(r.ran)}`)).toEqual([...MIGRATIONS.map((m) => `${m.id}:1`), `${STOCK_RECONCILED}:0`]); // and the start's stock reconcile, found with nothing to do
      } finally {
        await app.app.close();
      }
    });

    it('records every step on a new database without running one, and the server start does that too', async () => {
      testDb = await createTestDatabase(dialect);
      database = connect(testDb.url);
      let runs = 0;
      const counting = (id: string): Migration => ({ id, up: async () => void runs++ });
      expect(await runMigrations(database, [counting('0001-a'), counting('0002-b')])).toEqual({ ran: [], recorded: ['0001-a', '0002-b'] });
      expect(runs).toBe(0);
      expect(await applied(database)).toEqual(['0001-a:0', '0002-b:0']);
      await database.close();
      database = undefined;

      const other = await createTestDatabase(dialect);
      try {
        const app = await build(testSettings(other));
        try {
          const rows = await app.database.db.selectFrom(MIGRATIONS_TABLE).select('id').execute();
          expect(rows.map((r) => r.id).sort()).toEqual([...MIGRATIONS.map((m) => m.id), STOCK_RECONCILED]);
        } finally {
          await app.app.close();
        }
      } finally {
        await other.drop();
      }
    });
  });
}
