/**
 * Hand-written migration steps, for the changes the additive schema sync (sync.ts) refuses: a
 * column whose type family changes, data to move or reshape. Each step is a file
 * `db/migrations/NNNN-what-it-does.ts` exporting `up(db, dialect)`, listed in
 * `db/migrations/index.ts` in order. At start, before the sync, every step not yet recorded in
 * the `migrations` table runs once, in order, each in its own transaction with its record: a step
 * that fails leaves nothing behind and stops the start with its name.
 *
 * A step that needs the current schema (columns and tables the sync adds, such as the invoices'
 * balances) says `afterSync: true`: the start runs it in a second pass right after the sync
 * (`runMigrations(database, MIGRATIONS, { afterSync: true, notes })`), with the same record. Such
 * a step writes rows as bookkeeping: it leaves `updated_at` and `updated_by` as they were, and
 * may answer lines for the start log (what it could not work out, for people to look at).
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
  up(db: Kysely<any>, dialect: DialectName): Promise<void | string[]>;
  /** Runs after the schema sync instead of before it (see above). */
  afterSync?: boolean;
}

export const MIGRATIONS_TABLE = 'migrations';

/** The columns of each of `names` that exists (a table that does not is left out): read from the catalogue for these alone. */
/** For the steps, which must read the schema as it is on the database they upgrade. */
export async function columnsOf(db: Kysely<any>, dialect: DialectName, names: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const name of names) {
    const rows =
      dialect === 'postgres'
        ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${name}`.execute(db)).rows
        : (await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db)).rows;
    if (rows.length) out.set(name, new Set(rows.map((r) => r.name)));
  }
  return out;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

async function tableNames(db: Kysely<any>): Promise<Set<string>> {
  return new Set((await db.introspection.getTables()).map((t) => t.name));
}

/**
 * Runs the steps not yet applied, in order; answers the ids it ran (or, on a new database,
 * recorded). The first pass (before the sync) runs the steps without `afterSync` and, on a new
 * database, records them all; the second (`afterSync: true`, after the sync) runs the `afterSync`
 * ones not recorded yet. The lines the steps answer are added to `pass.notes`.
 */
export async function runMigrations(database: Database, migrations: readonly Migration[], pass: { afterSync?: boolean; notes?: string[] } = {}): Promise<{ ran: string[]; recorded: string[] }> {
  const { db, dialect } = database;
  const ids = migrations.map((m) => m.id);
  const sorted = [...ids].sort();
  if (ids.some((id, i) => id !== sorted[i]) || new Set(ids).size !== ids.length) throw new MigrationError(`Migrations must be listed once each, in the order of their names: ${ids.join(', ')}`);
  if (pass.afterSync) {
    // Usually every step is recorded already: no need to read the whole schema to find that out.
    const steps = migrations.filter((m) => m.afterSync).map((m) => m.id);
    if (!steps.length) return { ran: [], recorded: [] };
    const done = await db.selectFrom(MIGRATIONS_TABLE).select('id').where('id', 'in', steps).execute();
    if (done.length === steps.length) return { ran: [], recorded: [] };
  }
  // No table yet (the migrations table aside): the sync is about to make the current schema. After
  // the sync there are tables, and the migrations table (the first pass made it).
  const tables = pass.afterSync ? new Set([MIGRATIONS_TABLE]) : await tableNames(db);
  const fresh = !pass.afterSync && [...tables].every((t) => t === MIGRATIONS_TABLE);
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
    // Each pass runs its own steps; on a new database the first records every step and the second finds them recorded.
    if (!fresh && !!migration.afterSync !== !!pass.afterSync) continue;
    await db.transaction().execute(async (trx) => {
      // Several instances starting at once on one PostgreSQL: one runs the step, the others find it done.
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${MIGRATIONS_TABLE}))`.execute(trx);
      const done = await trx.selectFrom(MIGRATIONS_TABLE).select('id').where('id', '=', migration.id).executeTakeFirst();
      if (done) return;
      if (!fresh) {
        try {
          const notes = await migration.up(trx, dialect);
          if (notes) pass.notes?.push(...notes);
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
