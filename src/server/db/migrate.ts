/**
 * Hand-written migration steps, for the changes the additive schema sync (sync.ts) refuses: a
 * column whose type family changes, data to move or reshape. Each step is a file
 * `db/migrations/NNNN-what-it-does.ts` exporting `up(db, dialect)`, listed in
 * `db/migrations/index.ts` in order. At start, before the sync, every step not yet recorded in
 * the `migrations` table runs once, in order, each in its own transaction with its record: a step
 * that fails leaves nothing behind and stops the start with its name.
 *
 * A new database gets the current schema from the sync, so it records every step as done without
 * running any: a step only ever runs on a database made before it.
 */
import { sql, type Kysely } from 'kysely';
import { unixNow } from '../clock';
import type { Database, DialectName } from './connect';

export interface Migration {
  /** The file's name without its extension, such as `0001-products-price-to-cents`: its order and its identity. */
  id: string;
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

export const MIGRATIONS_TABLE = 'migrations';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

async function tableNames(db: Kysely<any>): Promise<Set<string>> {
  return new Set((await db.introspection.getTables()).map((t) => t.name));
}

/** Runs the steps not yet applied, in order; answers the ids it ran (or, on a new database, recorded). */
export async function runMigrations(database: Database, migrations: readonly Migration[]): Promise<{ ran: string[]; recorded: string[] }> {
  const { db, dialect } = database;
  const ids = migrations.map((m) => m.id);
  const sorted = [...ids].sort();
  if (ids.some((id, i) => id !== sorted[i]) || new Set(ids).size !== ids.length) throw new MigrationError(`Migrations must be listed once each, in the order of their names: ${ids.join(', ')}`);
  const tables = await tableNames(db);
  // No table yet (the migrations table aside): the sync is about to make the current schema.
  const fresh = [...tables].every((t) => t === MIGRATIONS_TABLE);
  if (!tables.has(MIGRATIONS_TABLE)) {
    await db.schema
      .createTable(MIGRATIONS_TABLE)
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'bigint', (c) => c.notNull())
      .addColumn('ran', 'integer', (c) => c.notNull())
      .execute();
  }
  const ran: string[] = [];
  const recorded: string[] = [];
  for (const migration of migrations) {
    await db.transaction().execute(async (trx) => {
      // Several instances starting at once on one PostgreSQL: one runs the step, the others find it done.
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${MIGRATIONS_TABLE}))`.execute(trx);
      const done = await trx.selectFrom(MIGRATIONS_TABLE).select('id').where('id', '=', migration.id).executeTakeFirst();
      if (done) return;
      if (!fresh) {
        try {
          await migration.up(trx, dialect);
        } catch (e) {
          throw new MigrationError(`Migration ${migration.id} failed, nothing of it was kept: ${(e as Error).message}`);
        }
      }
      await trx.insertInto(MIGRATIONS_TABLE).values({ id: migration.id, applied_at: unixNow(), ran: fresh ? 0 : 1 }).execute();
      (fresh ? recorded : ran).push(migration.id);
    });
  }
  return { ran, recorded };
}
