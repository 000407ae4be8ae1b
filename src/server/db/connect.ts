/** One Kysely instance over SQLite (better-sqlite3, WAL) or PostgreSQL (pg), chosen by DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { sqlitePath } from '../config';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<any>;
  dialect: DialectName;
  close(): Promise<void>;
}

// PostgreSQL returns int8 and numeric as strings; every such column here holds values well
// inside 2^53 (ids, unix seconds, money in cents), so numbers are exact.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function connect(databaseUrl: string): Database {
  if (databaseUrl.startsWith('sqlite://')) {
    const path = sqlitePath(databaseUrl);
    mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL in WAL mode survives a process crash; only an OS crash can lose the last commits.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    // SQLite's own lower() folds only ASCII; the list filter is case-insensitive for every letter,
    // as on PostgreSQL, so lower() folds like JavaScript does (the filter text is folded with it).
    sqlite.function('lower', { deterministic: true }, (v: unknown) => (v === null || v === undefined ? null : String(v).toLowerCase()));
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle pooled connection that the server ends (a PostgreSQL restart, a failover, an admin's
  // pg_terminate_backend) emits 'error' on the pool; without a listener that would crash the
  // process. The pool drops the connection and opens a new one on the next query.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`);
  });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
