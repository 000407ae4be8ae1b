/**
 * A version for every table that changes whenever the table's rows may have changed, so an answer
 * read from a table can be kept and given again for as long as the table's version stands (the
 * list answers of routes/resources.ts, the sessions of auth/sessions.ts).
 *
 * Where changes are heard:
 *   - this process's writes, by the driver every Kysely instance runs on (`watchWrites`): the
 *     tables an insert, update, delete or merge names move on when it runs and again when its
 *     transaction ends (committed or rolled back), so an answer read on another connection while
 *     the transaction was open is not kept past its commit. Any other statement that is not a
 *     plain read (DDL, raw SQL) moves every table on;
 *   - other processes' commits on SQLite: `PRAGMA data_version` of the server's own connection,
 *     read at most once a millisecond, moves every table on when it changes;
 *   - other instances' and other clients' commits on PostgreSQL: a statement trigger on every
 *     table (`syncChangeNotices`, run by the schema sync) sends the table's name with pg_notify,
 *     delivered at commit to the LISTEN connection here. While that connection is down, or silent
 *     past LISTEN_TIMEOUT_MS (pg-listener.ts: it may be half-open), no version is given (`version`
 *     answers undefined: nothing may be kept), and every table moves on when it is back.
 *
 * Another process's or instance's commit is heard within a millisecond on SQLite, and as fast as
 * PostgreSQL delivers its notice there (well under a millisecond on one host): an answer kept may
 * be given for that long after such a commit, never after a commit of this process's own.
 */
import { sql, type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type OperationNode, type QueryResult, type RootOperationNode, type TransactionSettings } from 'kysely';
import { PgListener, type ListenerTiming } from './pg-listener';

const CHANNEL = 'fsb_table_changes';
/** How long another process's commit on SQLite may go unheard, at most (ms). */
const FOREIGN_READ_MS = 1;

export class TableVersions {
  private clock = 0;
  /** Every table's version is at least this (moved on by changes that name no table). */
  private floor = 0;
  private readonly versions = new Map<string, number>();
  /** The versions this process's own writes gave (the driver's moves): `ownChangeSince`. */
  private readonly ownVersions = new Map<string, number>();
  private ownFloor = 0;
  private foreignSeen: number | undefined;
  private listening: boolean;
  private listener: PgListener | null = null;

  /**
   * `foreignCommits` (SQLite): a number that changes when another connection commits.
   * `listenUrl` (PostgreSQL): where to LISTEN for the tables' change notices.
   * `deaf`: changes from elsewhere are not heard, so no version is ever given.
   */
  constructor(private readonly options: { foreignCommits?: () => number; listenUrl?: string; listenTiming?: ListenerTiming; deaf?: boolean } = {}) {
    this.listening = !options.listenUrl && !options.deaf;
  }

  /** On PostgreSQL, listen for every client's changes; versions are given once this is done. */
  async start(): Promise<void> {
    if (!this.options.listenUrl) return;
    this.listener = new PgListener(this.options.listenUrl, CHANNEL, {
      notification: (table) => this.changed([table ?? '']),
      listening: () => {
        this.changedAll(); // whatever changed while nobody listened
        this.listening = true;
      },
      lost: () => {
        this.listening = false;
      },
    }, this.options.listenTiming);
    await this.listener.start();
  }

  async close(): Promise<void> {
    this.listening = false;
    await this.listener?.close();
  }

  /** The table's version now, or undefined when changes cannot be heard (nothing may be kept). */
  version(table: string): number | undefined {
    return this.heard() ? this.versionNow(table) : undefined;
  }

  /** The versions of `tables` now, as `version` gives them (other processes' commits read once). */
  versionsOf(tables: readonly string[]): number[] | undefined {
    return this.heard() ? tables.map((t) => this.versionNow(t)) : undefined;
  }

  /** When other processes' commits were last read (performance.now()). */
  private foreignReadAt = -Infinity;

  /**
   * Whether every change so far has been heard. SQLite: other processes' commits are read at most
   * every FOREIGN_READ_MS (the pragma cost a fifth of a kept list's CPU when read on every request).
   */
  private heard(): boolean {
    if (!this.listening) return false;
    // A LISTEN connection silent past its timeout may be half-open: nothing is kept until it is heard again.
    if (this.listener && !this.listener.alive()) return false;
    const { foreignCommits } = this.options;
    const now = foreignCommits ? performance.now() : 0;
    if (foreignCommits && now - this.foreignReadAt >= FOREIGN_READ_MS) {
      this.foreignReadAt = now;
      const seen = foreignCommits();
      if (this.foreignSeen !== undefined && seen !== this.foreignSeen) this.changedAll();
      this.foreignSeen = seen;
    }
    return true;
  }

  private versionNow(table: string): number {
    return Math.max(this.versions.get(table) ?? 0, this.floor);
  }

  /** `tables` have changed (EVERY_TABLE among them: every table has); `own`: by this process's statements. */
  changed(tables: Iterable<string>, own = false): void {
    const now = ++this.clock;
    for (const table of tables) {
      if (table === EVERY_TABLE) this.floor = now;
      else this.versions.set(table, now);
      if (own && table === EVERY_TABLE) this.ownFloor = now;
      else if (own) this.ownVersions.set(table, now);
    }
  }

  /**
   * Whether this process has written to `table` (or begun to) since it stood at `version`: an
   * answer read before a change this server has answered is never given after it, even where an
   * answer of another version may be (Records.list, a later page's total).
   */
  ownChangeSince(table: string, version: number): boolean {
    return Math.max(this.ownVersions.get(table) ?? 0, this.ownFloor) > version;
  }

  changedAll(): void {
    this.changed([EVERY_TABLE]);
  }
}

/** Marks a change that names no table (DDL, raw SQL): every table moves on. */
const EVERY_TABLE = '\0every table';

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
/** Raw statements that change no rows. */
const READ_ONLY_RAW = /^\s*(select|pragma|explain|savepoint|release|begin|commit|rollback|end|set|show|listen|unlisten|notify|deallocate|values|with\s+recursive\s+\w+\s*\([^)]*\)\s*as\s*\(\s*select)/i;

/**
 * The tables a statement may change: none for a read, every table named in a write's tree (an
 * insert from a select names its source too: more than needed, never less), EVERY_TABLE for a
 * statement that is neither (DDL, raw SQL that is not a read).
 */
export function writtenTables(compiled: CompiledQuery): readonly string[] {
  const root = compiled.query;
  if (root.kind === 'RawNode') return tablesWrittenBy(compiled);
  let tables = writtenBy.get(root);
  if (!tables) writtenBy.set(root, (tables = tablesWrittenBy(compiled)));
  return tables;
}

/**
 * writtenTables by statement: a statement kept compiled (a list's shape, list-statements.ts) is
 * walked once, not on every run. Raw SQL has no node of its own to key by and is tested anew.
 */
const writtenBy = new WeakMap<RootOperationNode, readonly string[]>();

function tablesWrittenBy(compiled: CompiledQuery): string[] {
  const root = compiled.query;
  if (root.kind === 'SelectQueryNode' && !(root as { with?: unknown }).with) return [];
  if (root.kind === 'RawNode') return READ_ONLY_RAW.test(compiled.sql) ? [] : [EVERY_TABLE];
  const tables: string[] = [];
  let writes = WRITE_NODES.has(root.kind);
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const kind = (node as OperationNode).kind;
    if (kind === 'ReferenceNode') return; // a column's table or alias (p.id), not a table written
    if (kind === 'TableNode') tables.push((node as { table: { identifier: { name: string } } }).table.identifier.name);
    else if (kind && WRITE_NODES.has(kind)) writes = true;
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value);
  };
  walk(root);
  if (root.kind === 'SelectQueryNode') return writes ? tables : []; // a CTE may write
  return writes ? tables : [EVERY_TABLE]; // DDL
}

/** `dialect`, whose driver tells `versions` of every change its statements make (see above). */
export function watchWrites(dialect: Dialect, versions: TableVersions): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<any>) => dialect.createIntrospector(db),
    createDriver: () => new WatchedDriver(dialect.createDriver(), versions),
  };
}

/** A connection of the driver below: the inner one, and the tables its open transaction has changed. */
class WatchedConnection implements DatabaseConnection {
  /** Set while a transaction is open. */
  transactionTables: Set<string> | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly versions: TableVersions,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const tables = writtenTables(compiled);
    if (!tables.length) return this.inner.executeQuery<R>(compiled);
    this.writing(tables);
    try {
      return await this.inner.executeQuery<R>(compiled);
    } finally {
      this.versions.changed(tables, true); // an autocommitted statement has committed by now
    }
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const tables = writtenTables(compiled);
    if (tables.length) this.writing(tables);
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }

  /** A write moves its tables on now, and again when its transaction ends (WatchedDriver.ended). */
  private writing(tables: readonly string[]): void {
    this.versions.changed(tables, true);
    for (const t of tables) this.transactionTables?.add(t);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly versions: TableVersions,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.versions);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.transactionTables = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction((connection as WatchedConnection).inner);
    } finally {
      this.ended(connection as WatchedConnection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction((connection as WatchedConnection).inner);
    } finally {
      this.ended(connection as WatchedConnection);
    }
  }

  private ended(connection: WatchedConnection): void {
    const tables = connection.transactionTables;
    connection.transactionTables = undefined;
    if (tables?.size) this.versions.changed(tables, true);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    await this.inner.savepoint!((connection as WatchedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2]): Promise<void> {
    await this.inner.rollbackToSavepoint!((connection as WatchedConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2]): Promise<void> {
    await this.inner.releaseSavepoint!((connection as WatchedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }
}

/**
 * PostgreSQL: a statement trigger on each of `tables` that sends the table's name to CHANNEL,
 * delivered at commit to every instance's TableVersions (and not at all on rollback). Created
 * where missing, so a start over an existing database takes no table lock.
 */
export async function syncChangeNotices(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  await sql`
    create or replace function fsb_table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANNEL)}, tg_table_name);
      return null;
    end $$`.execute(db);
  const have = await sql<{ relname: string }>`
    select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname = 'fsb_table_changed' and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const present = new Set(have.rows.map((r) => r.relname));
  for (const table of tables) {
    if (present.has(table)) continue;
    await sql`create or replace trigger fsb_table_changed after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function fsb_table_changed()`.execute(db);
  }
}
