/** One Kysely instance over SQLite (better-sqlite3, WAL) or PostgreSQL (pg), chosen by DATABASE_URL. */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { sqlitePath } from '../config';
import { GroupCommit } from './group-commit';
import { preparingClient } from './precompiled';
import { ReadPool, readPoolDialect } from './read-pool';
import { TableVersions, watchWrites } from './table-versions';
import type { ListenerTiming } from './pg-listener';

export interface ConnectOptions {
  /**
   * Connections of `read` (none: `read` is `db`). SQLite: worker threads with a read-only
   * connection each. PostgreSQL: a pool of its own, so that lists never take every connection
   * that sign-ins, single records and writes need.
   */
  readConnections?: number;
  /**
   * The longest one statement may run, in ms (none: no bound). PostgreSQL: statement_timeout of
   * every pooled connection. SQLite: the budget of a statement on the read threads.
   */
  statementTimeoutMs?: number;
  /**
   * Hear every table change, so that `versions` gives versions (table-versions.ts); without it no
   * version is given and nothing is kept. PostgreSQL: LISTEN once `versions.start()` has run.
   */
  hearChanges?: boolean;
  /** PostgreSQL: the heartbeat and silence bound of the LISTEN connection that hears changes (pg-listener.ts). */
  listenTiming?: ListenerTiming;
}

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<any>;
  /** For reads that may be long (lists, searches), outside any write (ConnectOptions.readConnections). */
  read: Kysely<any>;
  dialect: DialectName;
  /**
   * Run an audited write in a transaction of its own; settles once it is committed. On SQLite,
   * writes arriving together share one commit (group-commit.ts), but one that runs `alone`;
   * PostgreSQL commits each.
   */
  write<T>(work: (trx: Transaction<any>) => Promise<T>, options?: { alone?: boolean }): Promise<T>;
  /** Every table's version: what an answer kept from it stands on (table-versions.ts). */
  versions: TableVersions;
  /**
   * SQLite: a database of its own on a copy of this one as last committed, made on a thread of its
   * own (copy-worker.mjs) while writes go on; closing it deletes the copy. PostgreSQL has none: a
   * long transaction there holds nobody else up.
   */
  copy?(): Promise<Database>;
  close(): Promise<void>;
}

// PostgreSQL returns int8 and numeric as strings; every such column here holds values well
// inside 2^53 (ids, unix seconds, money in cents), so numbers are exact.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Prepared statements kept per SQL text; the generic CRUD issues the same few hundred shapes. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and better-sqlite3's prepare is a tenth of the CPU of a
 * list or an audited write. Reuse a statement for the same SQL (least recently used ones are
 * dropped past the limit); a statement still being iterated is busy, so that use gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, receiver);
        // Native methods must run on the database itself, not on this proxy.
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (source: string) => {
        const cached = cache.get(source);
        if (cached && !cached.busy) {
          cache.delete(source); // re-insert: most recently used last
          cache.set(source, cached);
          return cached;
        }
        const statement = withRowBuilder(prepare(source));
        if (!cached) {
          cache.set(source, statement);
          if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        }
        return statement;
      };
    },
  });
}

/**
 * better-sqlite3 makes each row object property by property in C++, which cost more than the read
 * itself for a page of wide rows (22 columns: 240 µs against 145 µs as arrays). Rows come as arrays
 * here and are made into objects by a function written for the statement's columns (the last of
 * two same-named columns wins, as in better-sqlite3). A statement SQLite prepared again after its
 * table gained a column has a new column count, and gets a new function.
 */
function withRowBuilder(statement: SQLite.Statement): SQLite.Statement {
  if (!statement.reader) return statement;
  const statementClass = Object.getPrototypeOf(statement) as { all: (...parameters: unknown[]) => unknown };
  const all = (parameters: unknown[]) => statementClass.all.apply(statement, parameters); // the class's, looked up at each call
  let build: ((row: unknown[]) => Record<string, unknown>) | undefined;
  let width = -1;
  const rowsOf = (...parameters: unknown[]) => {
    statement.raw(true);
    try {
      const rows = all(parameters) as unknown[][];
      if (!rows.length) return [];
      if (rows[0].length !== width) {
        const names = statement.columns().map((c) => c.name);
        if (names.includes('__proto__')) {
          statement.raw(false); // a literal cannot name that column: better-sqlite3 makes these rows
          return all(parameters);
        }
        width = names.length;
        build = new Function('row', `return {${names.map((name, i) => `${JSON.stringify(name)}: row[${i}]`).join(', ')}};`) as typeof build;
      }
      return rows.map(build!);
    } finally {
      statement.raw(false);
    }
  };
  return Object.defineProperty(statement, 'all', { value: rowsOf });
}

export function connect(databaseUrl: string, options: ConnectOptions = {}): Database {
  if (databaseUrl.startsWith('sqlite://')) {
    const path = sqlitePath(databaseUrl);
    mkdirSync(dirname(path), { recursive: true });
    removeLeftCopies(path);
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL in WAL mode survives a process crash; only an OS crash can lose the last commits.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    // SQLite's own lower() folds only ASCII; the list filter is case-insensitive for every letter,
    // as on PostgreSQL, so lower() folds like JavaScript does (the filter text is folded with it).
    sqlite.function('lower', { deterministic: true }, (v: unknown) => (v === null || v === undefined ? null : String(v).toLowerCase()));
    // Another process's commit changes the data_version this connection reads.
    const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
    const versions = new TableVersions(options.hearChanges ? { foreignCommits: () => dataVersion.get() as number } : { deaf: true });
    const db = new Kysely<any>({ dialect: watchWrites(rollingBackOnlyWhatIsOpen(new SqliteDialect({ database: withStatementCache(sqlite) }), sqlite), versions) });
    const groupCommit = new GroupCommit(db);
    const read = options.readConnections
      ? new Kysely<any>({ dialect: readPoolDialect(new ReadPool(path, options.readConnections, options.statementTimeoutMs ?? 2 ** 31 - 1)) })
      : db;
    return { db, read, dialect: 'sqlite', versions, write: (work, options) => groupCommit.run(work, options?.alone), copy: () => openCopy(path), close: () => closeAll(db, read, versions) };
  }
  const versions = new TableVersions(options.hearChanges ? { listenUrl: databaseUrl, ...(options.listenTiming ? { listenTiming: options.listenTiming } : {}) } : { deaf: true });
  const db = new Kysely<any>({ dialect: watchWrites(new PostgresDialect({ pool: postgresPool(databaseUrl, MAIN_CONNECTIONS, options) }), versions) });
  const read = options.readConnections
    ? new Kysely<any>({ dialect: watchWrites(new PostgresDialect({ pool: postgresPool(databaseUrl, options.readConnections, options) }), versions) })
    : db;
  return { db, read, dialect: 'postgres', versions, write: (work) => db.transaction().execute(work), close: () => closeAll(db, read, versions) };
}

const COPY_WORKER_URL = new URL('./copy-worker.mjs', import.meta.url);

/** Copies of the database beside it: `.copy-<pid>-<uuid>.db`, with their -wal and -shm files. */
const COPY_FILE = /^\.copy-(\d+)-[0-9a-f-]+\.db(-wal|-shm)?$/;

async function openCopy(path: string): Promise<Database> {
  const to = join(dirname(path), `.copy-${process.pid}-${randomUUID()}.db`);
  const files = [to, `${to}-wal`, `${to}-shm`];
  try {
    await copySqlite(path, to);
  } catch (e) {
    for (const file of files) rmSync(file, { force: true });
    throw e;
  }
  const copy = connect(`sqlite://${to}`);
  return {
    ...copy,
    close: async () => {
      // Removed before they are closed: closing the last connection of a WAL database checkpoints
      // it and deletes its WAL, which a big dry run's rolled-back frames made 130 to 200 ms on the
      // server's thread; unlinked, a file goes when its last connection closes (26 ms). Where an
      // open file cannot be removed (Windows), they are removed once closed.
      const remove = () => files.forEach((file) => rmSync(file, { force: true }));
      let removed = false;
      try {
        remove();
        removed = true;
      } catch {
        // removed below
      }
      await copy.close();
      if (!removed) remove();
    },
  };
}

/** Copies left beside the database by a process that has ended (killed while a dry run ran). */
function removeLeftCopies(path: string): void {
  for (const name of readdirSync(dirname(path))) {
    const pid = COPY_FILE.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(join(dirname(path), name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The SQLite database at `from` as last committed, written to `to` by copy-worker.mjs. */
function copySqlite(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_WORKER_URL, { workerData: { from, to } });
    worker.once('message', (answer: { done?: true; error?: string }) => (answer.done ? resolve() : reject(new Error(`The database could not be copied: ${answer.error}`))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The database copy stopped (exit ${code})`))); // after a message: settled already
  });
}

/**
 * SQLite ends a transaction of its own accord when the disk is full or an I/O error strikes
 * (SQLITE_FULL, SQLITE_IOERR, also on COMMIT); Kysely's ROLLBACK after it then failed with "cannot
 * rollback - no transaction is active", and that error took the place of the cause in the answer
 * (a 500 instead of 507) and in the log. The rollback runs only while a transaction is open.
 */
function rollingBackOnlyWhatIsOpen(dialect: SqliteDialect, sqlite: SQLite.Database): SqliteDialect {
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () => {
    const driver = createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  };
  return dialect;
}

async function closeAll(db: Kysely<any>, read: Kysely<any>, versions: TableVersions): Promise<void> {
  await versions.close();
  if (read !== db) await read.destroy();
  await db.destroy();
}

/** Connections of the server's own PostgreSQL pool (writes, quick pages, session lookups). */
export const MAIN_CONNECTIONS = 10;

/**
 * The server's writes keep the pending lists of the trigram indexes (search-index.ts) short. New index
 * entries wait in a GIN index's pending list until the list passes this size, and every search
 * reads all of it: at PostgreSQL's default of 4 MB, with a writer adding a product every 2.5 ms,
 * 100 different searches on 20,000 products ran at 36 to 48 a second (p99 1.9 s); at 64 kB, 607
 * (p99 193 ms), for 442 µs an insert against 328 (bench/api-list.ts, cold searches). The inserting
 * connection folds the list in when it passes its own limit, so a bulk load from elsewhere (psql,
 * a restore) keeps the default's speed, and the server's next write folds in what it left.
 */
export const PENDING_LIST_LIMIT = '64kB';

/** The settings of every connection the server opens to PostgreSQL (pg's `options`: `-c name=value`). */
export const SERVER_CONNECTION_OPTIONS = `-c gin_pending_list_limit=${PENDING_LIST_LIMIT}`;

function postgresPool(databaseUrl: string, max: number, options: ConnectOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    options: SERVER_CONNECTION_OPTIONS,
    // The server cancels a statement past this (error 57014, answered 503): ten slow requests
    // can no longer hold every pooled connection for minutes.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle pooled connection that the server ends (a PostgreSQL restart, a failover, an admin's
  // pg_terminate_backend) emits 'error' on the pool; without a listener that would crash the
  // process. The pool drops the connection and opens a new one on the next query.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`);
  });
  pool.on('connect', preparingClient); // the hot reads as named statements (precompiled.ts)
  return pool;
}
