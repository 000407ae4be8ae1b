/**
 * The search indexes behind the free-text filter (search.ts says what they must match), created
 * and dropped by the schema sync and the bulk loads: DDL only, the queries live in search.ts.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './connect';
import { quoted, searchTableOf } from './search';

/** What the sync knows of a table that its search index needs (a TableSpec, sync.ts). */
export interface SearchedTable {
  name: string;
  columns: Array<{ name: string; kind: string }>;
  /** The searchable columns; none: no index. */
  search?: string[];
}

/** The SQLite search table and its triggers, as created for `columns` (also their identity). */
function sqliteSearchDdl(table: string, columns: string[]): { create: string; triggers: string[] } {
  const t = quoted(table);
  const s = quoted(searchTableOf(table));
  const cols = columns.map(quoted);
  const lowered = columns.map((c) => `lower(new.${quoted(c)})`);
  const trigger = (event: string) => quoted(`${table}_search_${event}`);
  return {
    // It keeps its own lowered copy of the fields: the trigram index, and what instr() scans.
    create: `CREATE VIRTUAL TABLE ${s} USING fts5(${cols.join(', ')}, tokenize = 'trigram case_sensitive 1', detail = full)`,
    triggers: [
      `CREATE TRIGGER ${trigger('ai')} AFTER INSERT ON ${t} BEGIN INSERT INTO ${s} (rowid, ${cols.join(', ')}) VALUES (new.id, ${lowered.join(', ')}); END`,
      `CREATE TRIGGER ${trigger('au')} AFTER UPDATE OF ${cols.join(', ')} ON ${t} BEGIN UPDATE ${s} SET ${cols.map((c, i) => `${c} = ${lowered[i]}`).join(', ')} WHERE rowid = old.id; END`,
      `CREATE TRIGGER ${trigger('ad')} AFTER DELETE ON ${t} BEGIN DELETE FROM ${s} WHERE rowid = old.id; END`,
    ],
  };
}

const SQLITE_TRIGGER_EVENTS = ['ai', 'au', 'ad'];

/** Remove a table's search index (bulk loads drop it and let the next sync rebuild it). */
export async function dropSearchIndex(database: Database, table: string): Promise<void> {
  const { db, dialect } = database;
  if (dialect === 'sqlite') {
    for (const event of SQLITE_TRIGGER_EVENTS) await sql.raw(`DROP TRIGGER IF EXISTS ${quoted(`${table}_search_${event}`)}`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS ${quoted(searchTableOf(table))}`).execute(db);
    return;
  }
  const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = ${table} and indexname like ${`${table}\\_%\\_trgm`}`.execute(db);
  for (const { indexname } of indexes.rows) await sql.raw(`DROP INDEX IF EXISTS ${quoted(indexname)}`).execute(db);
}

/**
 * Make the search index of a table cover exactly its `search` columns (none: no index). On
 * SQLite a search table made for other columns is rebuilt from the table's rows. PostgreSQL has
 * lower() for text only, so only text columns get a trigram index there.
 */
export async function syncSearchIndex(database: Database, spec: SearchedTable): Promise<void> {
  const columns = spec.search ?? [];
  if (database.dialect === 'sqlite') {
    await syncSqliteSearch(database.db, database, spec.name, columns);
  } else {
    const text = new Set(spec.columns.filter((c) => c.kind === 'text').map((c) => c.name));
    await syncPostgresSearch(database, spec.name, columns.filter((c) => text.has(c)));
  }
}

async function syncSqliteSearch(db: Kysely<any>, database: Database, table: string, columns: string[]): Promise<void> {
  const existing = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${searchTableOf(table)}`.execute(db);
  if (!columns.length) {
    if (existing.rows.length) await dropSearchIndex(database, table);
    return;
  }
  const ddl = sqliteSearchDdl(table, columns);
  const triggers = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and tbl_name = ${table} and name like ${`${table}_search_%`}`.execute(db);
  const current = existing.rows[0]?.sql === ddl.create && ddl.triggers.every((t) => triggers.rows.some((r) => r.sql === t));
  if (current) return;
  await db.transaction().execute(async (trx) => {
    await dropSearchIndex({ ...database, db: trx }, table);
    await sql.raw(ddl.create).execute(trx);
    for (const t of ddl.triggers) await sql.raw(t).execute(trx);
    const cols = columns.map(quoted).join(', ');
    const lowered = columns.map((c) => `lower(${quoted(c)})`).join(', ');
    const search = quoted(searchTableOf(table));
    await sql.raw(`INSERT INTO ${search} (rowid, ${cols}) SELECT id, ${lowered} FROM ${quoted(table)}`).execute(trx);
    // One merged index instead of the many segments a bulk fill leaves: several times faster to query.
    await sql.raw(`INSERT INTO ${search} (${search}) VALUES ('optimize')`).execute(trx);
  });
}

/** pg_trgm is needed once per database; without the privilege to create it, searches scan. */
async function hasTrigramExtension(db: Kysely<any>): Promise<boolean> {
  const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length) return true;
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    return true;
  } catch {
    return false;
  }
}

async function syncPostgresSearch(database: Database, table: string, columns: string[]): Promise<void> {
  const { db } = database;
  if (!columns.length || !(await hasTrigramExtension(db))) return;
  for (const column of columns) {
    const name = quoted(`${table}_${column}_trgm`);
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${quoted(table)} USING gin (lower(${quoted(column)}) gin_trgm_ops)`).execute(db);
  }
}
