/**
 * Generic records of any registry resource: list, get, create, update, bulk status, delete.
 * Every write runs in one transaction with its audit-log entry (api-contract.md: model,
 * header_id, user_id, updated_at, log.action with the before/after values).
 *
 * `updated_at` doubles as the row's version: each write sets it to max(now, previous + 1), so
 * two writes within one second still differ and a PATCH carrying a stale `updated_at` is
 * always refused (409), never silently applied.
 *
 * What lives where, following one transition (POST /{collection}/{id}/transitions/{name}):
 * - routes/resources.ts opens a unit of work (`transaction` here; db/unit-of-work.ts is what
 *   domain code writes through) and calls workflow/engine.ts `runTransition`: who may run it,
 *   then `changeIn` here with the new state, then a timeline entry (two `uow.create`s: `createIn`).
 * - `changeIn` (and `createIn`, `setStatusIn`, `removeIn`), in order: the input as its behaviour
 *   prepares it (`prepared`: a password hashed, ideally before the transaction), the row locked
 *   with its lines (`requireRow`, `withLines`), the resource's behaviour steps (`runSteps`: the
 *   workflow's rules, its traits', its own file's: behaviours.ts, types in write-steps.ts), then
 *   what every resource has: numbers (`assignNumbers`), unique values (`checkUnique`), references
 *   (`checkReferences`), the row (`applyWrite`), its audit entry (`audit`), its lines
 *   (`saveLines`, each line the same way); after the commit the behaviours' afterCommit steps,
 *   the unit's tasks and the commit listeners (`afterCommit`).
 * - Nothing here belongs to one resource: that lives in its behaviour file
 *   (src/server/behaviour/<collection>.ts). The only tables named here are the core's own, the
 *   audit log and the numbering series (tests/shared/server-imports.test.ts holds this file to that).
 */
import { randomUUID } from 'node:crypto';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { FieldDef, ResourceDef, TransitionDef } from '../../shared/resource-spec';
import { TOTAL_CAP, type ListQuery } from '../../shared/list-query';
import type { ListPage } from '../../shared/wire';
import { badRequest, conflict, forbidden, HttpError, notFound, type ErrorDetail } from '../errors';
import { childLockReason, movedChildTitle, savedWithParentTitle } from '../../shared/record-lock';
import type { Registry, ResourceInfo } from '../registry';
import type { ValidatedInput } from '../validate';
import { fitsInt, toRow, toWire, type Row, type WireRecord } from './codec';
import type { Database } from './connect';
import { encodeCursor } from './keyset';
import { ListStatementCache, type ListScope } from './list-statements';
import { keepPrepared } from './precompiled';
import { searchedRows } from './search';
import { UnitOfWork, type Actor, type CommittedWrite, type UnitWriter, type WriteOptions } from './unit-of-work';
import type { Behaviours, WriteStep } from '../write-steps';
import { unixNow } from '../clock';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record key fit to quote in a message: an id or a uuid, never arbitrary request text. */
const quotable = (key: string | number) => (typeof key === 'number' || /^\d{1,15}$/.test(key) || UUID.test(key) ? ` ${key}` : '');

/**
 * How long a count past TOTAL_CAP stands without counting again: a list that shrinks below the
 * cap (a bulk void, say) may still read "10,000+" for this long.
 */
const PAST_CAP_MS = 1000;

/**
 * How long a total counted for a list's first page stands for its later pages while others write
 * (issue 27, item 2). A total is kept per count statement with the version of the table it was
 * counted at: while that version stands it is the total, exact, for every page and sort of the
 * same conditions. Once another client has written, the first page counts again, and the later
 * pages (page[after] > 1, or a cursor) take the kept total for this long: on a table written to
 * every few milliseconds they would otherwise count 10,001 index entries for every page of ten
 * rows, more than the page costs. Never after a write of this server's own (read-your-writes),
 * and an answer with such a total is not kept (routes/resources.ts).
 */
const LATER_PAGE_TOTAL_MS = 1000;

/** The most count statements whose totals are kept (LATER_PAGE_TOTAL_MS). */
const MAX_KEPT_TOTALS = 1000;

/** The most rows a page read on the server's own connection may step over and return (QUICK_PAGE). */
const QUICK_PAGE_ROWS = 1000;

/**
 * A plain page that a list-order index serves (sync.ts: `(status, updated_at)` and `(status,
 * column, id)` for every sortable column): one status, one sortable column (then `id`), no search,
 * no other condition, near the start or by cursor. Its rows are an index walk of at most
 * QUICK_PAGE_ROWS entries and its capped count an index scan of at most TOTAL_CAP + 1
 * (tests/server/list-plans.test.ts holds every sortable column to its index), well under a
 * millisecond on a million rows. Such a page runs on the server's own connection: on SQLite
 * handing it to a read thread and back cost more than the statements (postMessage and the answer's
 * message, 16% of the CPU of a plain page and 25% of a cold sorted one). Anything else may be
 * broad and stays on the read connections.
 */
function isQuickPage(info: ResourceInfo, q: ListQuery, scope: ListScope | undefined): boolean {
  const [first, ...rest] = q.sort;
  return (
    !q.filter &&
    !scope &&
    q.filterExt.length === 0 &&
    q.status !== 'all' &&
    q.status !== 'work' &&
    first !== undefined &&
    info.sortable.has(first.field) &&
    rest.every((t) => t.field === 'id') &&
    (q.cursor ? q.size : q.after * q.size) <= QUICK_PAGE_ROWS
  );
}

/** Listens to every committed unit of work (Records.onCommit). */
export type CommitListener = (writes: readonly CommittedWrite[]) => void | Promise<void>;

/**
 * Asked as a unit of work begins, in its caller's async context (the request's): a last step to
 * run inside its transaction once its work has succeeded (with what the work returned), or
 * nothing. The idempotency keys store a write's answer this way (plugins/idempotency.ts).
 */
export type InTransactionStep = () => ((uow: UnitOfWork, result: unknown) => Promise<void>) | undefined;

/** The behaviour steps that run inside the transaction, in this order (behaviours.ts). */
const STEP_ORDER = ['guard', 'validate', 'compute'] as const;

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string };
  return err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === '23505';
}

/**
 * The rows of `table` whose `column` is among `values`, asked 500 values at a time (within both
 * databases' bound-parameter limits): that column alone, or every column with `all`.
 */
async function rowsWhereIn(trx: Kysely<any>, table: string, column: string, values: unknown[], columns: 'column' | 'all' = 'column'): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const query = trx.selectFrom(table).where(column, 'in', values.slice(i, i + 500));
    rows.push(...(await (columns === 'all' ? query.selectAll() : query.select(column)).execute()));
  }
  return rows;
}

export class Records implements UnitWriter {
  private behaviours: Behaviours = new Map();
  private readonly listeners = new Set<CommitListener>();
  private readonly lastSteps = new Set<InTransactionStep>();
  private readonly listStatements: ListStatementCache;
  /** Inputs their behaviour has prepared already (a password hashed: slow, so before the transaction when we can). */
  private readonly preparedInputs = new WeakSet<ValidatedInput>();

  constructor(
    private readonly database: Database,
    private readonly registry: Registry,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.listStatements = new ListStatementCache(database.dialect);
  }

  /** The resources' behaviour files (loaded once the services they use exist). */
  adopt(behaviours: Behaviours): void {
    this.behaviours = behaviours;
  }

  /**
   * SQLite: records over a copy of the database as last committed (Database.copy), with these
   * behaviours and nobody hearing their commits, and how to delete the copy; null on PostgreSQL.
   * An import's dry run writes there, so that its one transaction for the whole file leaves
   * SQLite's one writer to others' writes.
   */
  async onCopy(): Promise<{ records: Records; discard(): Promise<void> } | null> {
    if (!this.database.copy) return null;
    const database = await this.database.copy();
    const records = new Records(database, this.registry, this.log);
    records.adopt(this.behaviours);
    return { records, discard: () => database.close() };
  }

  private get db(): Kysely<any> {
    return this.database.db;
  }

  /**
   * SQLite, in the server's process: its statements run on the server's thread, and a transaction
   * holds every other write. (On PostgreSQL the thread is free while a statement runs, and a
   * transaction holds only the rows it wrote.)
   */
  get embedded(): boolean {
    return this.database.dialect === 'sqlite';
  }

  /** Units of work under way that hold the writer for seconds (`transaction`'s `holdsWriter`). */
  private longWrites = 0;

  /**
   * Where a list's quick page and a single record are read: the server's own connection, unless a
   * unit of work holds SQLite's one connection for seconds (an import with on_error=stop, or its
   * undo: one transaction for the whole file), when they read on the read connections, which see
   * what is committed, as every other list does. Writes still wait for it.
   */
  private get ownReader(): Kysely<any> {
    return this.longWrites > 0 && this.database.dialect === 'sqlite' ? this.database.read : this.database.db;
  }

  /** The version of the resource's table now (table-versions.ts); undefined when no answer may be kept. */
  versionOf(info: ResourceInfo): number | undefined {
    return this.database.versions.version(info.def.table);
  }

  /** The database for plain reads outside any unit of work. */
  reader(): Kysely<any> {
    return this.db;
  }

  /**
   * One page of a list and its total, exact up to TOTAL_CAP rows (counting a million matches
   * would cost more than the page). One row more than the page is read to know whether a next
   * page exists; its cursor is the last row's sort key. Runs on the read connections. `scope`
   * narrows it further (a domain feed such as the job board's statuses, or what a reader may see).
   */
  async list(info: ResourceInfo, q: ListQuery, scope?: ListScope): Promise<{ data: WireRecord[]; page: Pick<ListPage, 'total' | 'total_capped' | 'next_cursor'>; earlierTotal?: true }> {
    const { def } = info;
    const reader = isQuickPage(info, q, scope) ? this.ownReader : this.database.read;
    const { page, count, order } = this.listStatements.statements(reader, info, q, scope);
    let rows: Row[];
    let total: number;
    let earlierTotal = false;
    if (!count) ({ rows, total } = searchedRows((await reader.executeQuery(page)).rows));
    else {
      if (reader === this.database.db) keepPrepared(page.sql); // a quick page: a few shapes per table, on every list
      const later = q.cursor !== undefined || q.after > 1;
      const kept = this.keptTotal(def.table, count, later, scope !== undefined);
      if (kept) {
        rows = (await reader.executeQuery(page)).rows;
        total = kept.total;
        earlierTotal = kept.earlier;
      } else [rows, total] = await Promise.all([reader.executeQuery(page).then((r) => r.rows), this.cappedCount(reader, def.table, count, reader === this.database.db)]);
    }
    const more = rows.length > q.size;
    if (more) rows = rows.slice(0, q.size);
    total = Number(total);
    return {
      data: rows.map((r) => toWire(def, r)),
      page: {
        ...(total > TOTAL_CAP ? { total: TOTAL_CAP, total_capped: true as const } : { total }),
        ...(more ? { next_cursor: encodeCursor(order, rows.at(-1)!) } : {}),
      },
      ...(earlierTotal ? { earlierTotal: true as const } : {}),
    };
  }

  /**
   * Totals counted, by count statement (SQL and parameters): the version of the table they were
   * counted at (taken before the count), and when they were last known to be the total.
   */
  private readonly totals = new Map<string, { version: number | undefined; total: number; at: number }>();

  /** LATER_PAGE_TOTAL_MS (a test may lengthen it, so that a slow machine does not outrun it). */
  laterPageTotalMs = LATER_PAGE_TOTAL_MS;

  private static totalKey(compiled: CompiledQuery): string {
    return `${compiled.sql}\0${JSON.stringify(compiled.parameters)}`;
  }

  /**
   * A total that stands without counting: one counted at the table's version now (exact); one
   * past TOTAL_CAP within PAST_CAP_MS; for a `later` page, one counted within LATER_PAGE_TOTAL_MS
   * while this server has not written to the table since (`earlier`: another client's write may
   * be missing from it). A `scoped` list's conditions may read other tables, whose changes its
   * table's version does not follow: only the past-cap rule holds for it.
   */
  private keptTotal(table: string, compiled: CompiledQuery, later: boolean, scoped: boolean): { total: number; earlier: boolean } | undefined {
    const kept = this.totals.get(Records.totalKey(compiled));
    if (!kept) return undefined;
    if (scoped) return kept.total > TOTAL_CAP && Date.now() - kept.at < PAST_CAP_MS ? { total: kept.total, earlier: false } : undefined;
    const { versions } = this.database;
    const version = versions.version(table);
    if (version !== undefined && kept.version === version) {
      kept.at = Date.now(); // still the total now
      return { total: kept.total, earlier: false };
    }
    const age = Date.now() - kept.at;
    if (kept.total > TOTAL_CAP && age < PAST_CAP_MS) return { total: kept.total, earlier: false };
    if (later && age < this.laterPageTotalMs && version !== undefined && kept.version !== undefined && !versions.ownChangeSince(table, kept.version)) {
      return { total: kept.total, earlier: true };
    }
    return undefined;
  }

  /** A list's total, counting at most TOTAL_CAP + 1 rows, kept for keptTotal. */
  private async cappedCount(db: Kysely<any>, table: string, compiled: CompiledQuery<{ total: number }>, hot: boolean): Promise<number> {
    if (hot) keepPrepared(compiled.sql);
    const version = this.database.versions.version(table);
    const at = Date.now();
    const total = Number((await db.executeQuery(compiled)).rows[0].total);
    if (this.totals.size >= MAX_KEPT_TOTALS) this.totals.clear();
    this.totals.set(Records.totalKey(compiled), { version, total, at });
    return total;
  }

  /** A row by integer id, or by uuid for resources flagged uuid; `lock` holds it for the transaction (PostgreSQL). */
  private async findRow(db: Kysely<any>, def: ResourceDef, key: string | number, lock = false): Promise<Row | undefined> {
    const locked = <Q extends { forUpdate(): Q }>(q: Q) => (lock && this.database.dialect === 'postgres' ? q.forUpdate() : q);
    if (typeof key === 'string' && def.uuid && UUID.test(key)) {
      return locked(db.selectFrom(def.table).selectAll().where('uuid', '=', key.toLowerCase())).executeTakeFirst();
    }
    const id = typeof key === 'number' ? key : /^\d{1,15}$/.test(key) ? Number(key) : NaN;
    if (!Number.isSafeInteger(id)) throw notFound(`${def.labelSingular}${quotable(key)} was not found`);
    if (!fitsInt(id)) return undefined;
    return locked(db.selectFrom(def.table).selectAll().where('id', '=', id)).executeTakeFirst();
  }

  private async requireRow(db: Kysely<any>, def: ResourceDef, key: string | number, lock = false): Promise<Row> {
    const row = await this.findRow(db, def, key, lock);
    if (!row) throw notFound(`${def.labelSingular}${quotable(key)} was not found`);
    return row;
  }

  async get(info: ResourceInfo, key: string | number): Promise<WireRecord> {
    const reader = this.ownReader;
    return this.withLines(reader, info, await this.requireRow(reader, info.def, key));
  }

  /** A record in wire form with its child lines, in the order they were added. */
  private async withLines(db: Kysely<any>, info: ResourceInfo, row: Row): Promise<WireRecord> {
    const record = toWire(info.def, row);
    for (const { child, def } of info.children) {
      const rows = await db.selectFrom(def.table).selectAll().where(child.target, '=', row.id).orderBy('id').execute();
      record[child.field] = rows.map((r) => toWire(def, r));
    }
    return record;
  }

  /**
   * Make the child lines of `parentId` exactly `sent` (for each array field sent): lines with
   * an id are updated, lines without are added, lines not sent are removed. Each is audited.
   */
  private async saveLines(uow: UnitOfWork, info: ResourceInfo, parentId: number, lines: ValidatedInput['lines']): Promise<void> {
    const { trx } = uow;
    const userId = uow.actor.userId;
    for (const { child, def } of info.children) {
      const sent = lines?.[child.field];
      if (!sent) continue;
      const existing = new Map(
        (await trx.selectFrom(def.table).selectAll().where(child.target, '=', parentId).execute()).map((r) => [Number(r.id), r]),
      );
      const problems = sent
        .map((line, i) => (line.id !== undefined && !existing.has(line.id) ? { title: `Line ${i + 1} is not a line of this record`, meta: { field: `${child.field}.${i}.id` } } : null))
        .filter((p) => p !== null);
      if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
      const kept = new Set(sent.map((l) => l.id).filter((id) => id !== undefined));
      for (const [id, before] of existing) {
        if (kept.has(id)) continue;
        await trx.deleteFrom(def.table).where('id', '=', id).execute();
        uow.knownRows.delete(def.table);
        await this.audit(uow, def, id, 'delete', before, null, []);
      }
      // The lines' references together: one query a field, however many lines.
      await this.checkReferences(uow, def, referencesOf(def, sent.map((line) => line.values)));
      for (const line of sent) {
        const values = toRow(def, (await this.prepared(def, { values: line.values })).values);
        const changed = Object.keys(line.values);
        if (line.id !== undefined) {
          const before = existing.get(line.id)!;
          await this.audit(uow, def, line.id, 'update', before, await this.applyWrite(trx, def, before, values, userId), changed);
        } else {
          const now = unixNow();
          const row = { ...values, [child.target]: parentId, status: def.defaultStatus, created_at: now, updated_at: now, created_by: userId, updated_by: userId, ...(def.uuid ? { uuid: randomUUID() } : {}) };
          const inserted = await trx.insertInto(def.table).values(row).returningAll().executeTakeFirstOrThrow();
          known(uow, def.table).add(String(inserted.id));
          await this.audit(uow, def, inserted.id as number, 'create', null, inserted, changed);
        }
      }
    }
  }

  /**
   * Fill empty numbered fields (QUO-00042) from their numbering series, creating a series on first
   * use: at insert those numbered on create, at confirm (status C) those numbered on confirm, so a
   * series taken at confirm has no gaps from abandoned drafts.
   */
  private async assignNumbers(trx: Kysely<any>, def: ResourceDef, row: Row, when: 'create' | 'confirm' = 'create'): Promise<void> {
    for (const f of def.fields) {
      if (!f.numbering || (f.numberedOn ?? 'create') !== when || (row[f.name] !== undefined && row[f.name] !== null && row[f.name] !== '')) continue;
      let query = trx.selectFrom('numbering_series').selectAll().where('code', '=', f.numbering);
      if (this.database.dialect === 'postgres') query = query.forUpdate();
      let series = await query.executeTakeFirst();
      if (!series) {
        const now = unixNow();
        const fresh = { code: f.numbering, name: def.labelSingular, prefix: `${f.numbering.toUpperCase().slice(0, 4)}-`, next_number: 1, padding: 5, status: 'O', created_at: now, updated_at: now };
        const { id } = await trx.insertInto('numbering_series').values(fresh).returning('id').executeTakeFirstOrThrow();
        series = { ...fresh, id };
      }
      const next = Number(series.next_number ?? 1);
      row[f.name] = `${series.prefix ?? ''}${String(next).padStart(Number(series.padding ?? 0), '0')}`;
      await trx.updateTable('numbering_series').set({ next_number: next + 1, updated_at: Math.max(unixNow(), Number(series.updated_at) + 1) }).where('id', '=', series.id).execute();
    }
  }

  // ---- The generic writes: each its own unit of work. ----

  async create(info: ResourceInfo, input: ValidatedInput, who: Actor | number | null): Promise<WireRecord> {
    const prepared = await this.prepared(info.def, input); // slow on purpose (a password's hash): before the transaction
    return this.transaction(actorFrom(who), (uow) => uow.create(info, prepared));
  }

  async update(info: ResourceInfo, key: string | number, input: ValidatedInput, who: Actor | number | null): Promise<WireRecord> {
    const prepared = await this.prepared(info.def, input);
    return this.transaction(actorFrom(who), (uow) => uow.update(info, key, prepared));
  }

  /** Bulk status (Confirm C, Reopen O, Void V); ids that do not exist are skipped. */
  async setStatus(info: ResourceInfo, ids: number[], status: string, who: Actor | number | null): Promise<number> {
    return this.transaction(actorFrom(who), (uow) => uow.setStatus(info, ids, status));
  }

  async remove(info: ResourceInfo, key: string | number, who: Actor | number | null): Promise<WireRecord> {
    return this.transaction(actorFrom(who), (uow) => uow.remove(info, key));
  }

  /**
   * Run `work` as one unit of work: every write it makes through `uow` commits together with its
   * audit entries, or none does. After the commit the behaviours' afterCommit steps, the unit's
   * own afterCommit tasks and the commit listeners run (their failures are logged).
   * `holdsWriter`: it may hold the writer for seconds (`ownReader`); `runsLong`: for tens of
   * milliseconds (an import's chunk). Either commits on its own, others' writes not held for it.
   */
  async transaction<T>(actor: Actor, work: (uow: UnitOfWork) => Promise<T>, options: { holdsWriter?: boolean; runsLong?: boolean } = {}): Promise<T> {
    let unit: UnitOfWork | undefined;
    const last = [...this.lastSteps].map((step) => step()).filter((step) => step !== undefined);
    let result: T;
    if (options.holdsWriter) this.longWrites++;
    try {
      result = await this.write(
        async (trx) => {
          unit = new UnitOfWork(trx, actor, this);
          const value = await work(unit);
          for (const step of last) await step(unit, value);
          return value;
        },
        { alone: options.holdsWriter || options.runsLong },
      );
    } catch (e) {
      for (const task of unit?.queuedUndo() ?? []) {
        try {
          await task();
        } catch (failure) {
          this.log?.error({ err: failure }, 'undoing a write that did not commit failed');
        }
      }
      throw e;
    } finally {
      if (options.holdsWriter) this.longWrites--;
    }
    await this.afterCommit(unit!);
    return result;
  }

  /**
   * Listen to every committed unit of work (its audited writes, in order): the hook point for
   * live events. Called after the behaviours' afterCommit steps; a listener must not throw.
   */
  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Add a last step to every unit of work that asks for one (InTransactionStep). */
  inEveryTransaction(step: InTransactionStep): void {
    this.lastSteps.add(step);
  }

  private async afterCommit(uow: UnitOfWork): Promise<void> {
    const safely = async (what: string, task: () => unknown) => {
      try {
        await task();
      } catch (e) {
        this.log?.error({ err: e }, `after-commit step failed: ${what}`);
      }
    };
    for (const write of uow.writes) {
      const step = this.behaviours.get(write.collection)?.afterCommit;
      if (step) await safely(`${write.collection}.afterCommit`, () => step(write, uow));
    }
    for (const task of uow.queuedTasks()) await safely('afterCommit task', task);
    if (uow.writes.length) for (const listener of this.listeners) await safely('commit listener', () => listener(uow.writes));
  }

  // ---- The same writes inside a unit of work (UnitOfWork calls these). ----

  /** @internal */
  async createIn(uow: UnitOfWork, info: ResourceInfo, given: ValidatedInput, options: WriteOptions = {}): Promise<WireRecord> {
    const { def } = info;
    const input = await this.prepared(def, withDefaults(def, given));
    const parents = await this.childWriteIn(uow, info, [input.values[info.parent?.child.target ?? '']]);
    await this.runSteps({ kind: 'create', action: options.action ?? 'create', info, current: null, input, uow });
    const { trx } = uow;
    const userId = uow.actor.userId;
    const now = unixNow();
    const row: Row = {
      ...toRow(def, input.values),
      status: (input.values.status as string | undefined) ?? def.defaultStatus,
      created_at: now,
      updated_at: now,
      created_by: userId,
      updated_by: userId,
      ...(def.uuid ? { uuid: randomUUID() } : {}),
    };
    await this.assignNumbers(trx, def, row);
    if (row.status === 'C') await this.assignNumbers(trx, def, row, 'confirm'); // created confirmed
    await this.checkUnique(trx, def, row, null);
    await this.checkReferences(uow, def, input.values);
    const after = await trx.insertInto(def.table).values(row).returningAll().executeTakeFirstOrThrow();
    known(uow, def.table).add(String(after.id));
    await this.audit(uow, def, after.id, options.action ?? 'create', null, after, changedFields(input));
    await this.saveLines(uow, info, after.id, input.lines);
    await this.saveParents(uow, info, parents);
    const created = this.behaviours.get(def.resource)?.created;
    if (!created) return this.withLines(trx, info, after);
    const step = { kind: 'create' as const, action: options.action ?? 'create', info, current: null, input, uow };
    await created(step, await this.withLines(trx, info, after));
    // What hangs on it may have changed it (the ledger's stock total): answer it as it now stands.
    return this.withLines(trx, info, await this.requireRow(trx, def, after.id));
  }

  /**
   * New records of one resource written together, each as `createIn` writes it (its defaults and
   * prepare, the behaviour steps, numbers, unique values, references, its audit entry, the
   * `created` step), with the rows and the audit entries written by multi-row INSERTs: an
   * import's rows (import/run.ts), where one INSERT a row costs several times the batch's.
   * For a resource written alone and inputs without lines (the caller's to check). Answers the
   * records in the order given; or, if any input would fail (a step's refusal, a unique value
   * taken or repeated within the batch, a missing reference), writes nothing (its own savepoint)
   * and answers the indexes of those inputs, for the caller to write one by one with `createIn`
   * (for their own errors), and the rest together again.
   * @internal
   */
  async createManyIn(uow: UnitOfWork, info: ResourceInfo, given: ValidatedInput[]): Promise<{ records: WireRecord[] } | { refused: number[] }> {
    const { def } = info;
    const { trx } = uow;
    const userId = uow.actor.userId;
    const mark = uow.mark();
    await sql`savepoint create_many`.execute(trx);
    const refused = new Set<number>();
    const back = async () => {
      await sql`rollback to savepoint create_many`.execute(trx);
      await sql`release savepoint create_many`.execute(trx);
      await uow.backTo(mark);
    };
    const refusal = (e: unknown) => e instanceof HttpError && e.status < 500;
    try {
      // Each input a copy: the steps keep what they set aside by the input (a product's opening stock).
      const inputs: ValidatedInput[] = [];
      const rows: Row[] = [];
      for (let k = 0; k < given.length; k++) {
        try {
          const input = await this.prepared(def, withDefaults(def, { ...given[k], values: { ...given[k].values } }));
          await this.runSteps({ kind: 'create', action: 'create', info, current: null, input, uow });
          const now = unixNow();
          const row: Row = { ...toRow(def, input.values), status: (input.values.status as string | undefined) ?? def.defaultStatus, created_at: now, updated_at: now, created_by: userId, updated_by: userId, ...(def.uuid ? { uuid: randomUUID() } : {}) };
          await this.assignNumbers(trx, def, row);
          if (row.status === 'C') await this.assignNumbers(trx, def, row, 'confirm');
          inputs[k] = input;
          rows[k] = row;
        } catch (e) {
          if (!refusal(e)) throw e;
          refused.add(k);
        }
      }
      const live = () => given.map((_, k) => k).filter((k) => !refused.has(k));
      // Unique values: one query a field for the batch; a value repeated within it refuses the later rows.
      for (const f of def.fields) {
        if (!f.unique) continue;
        const seen = new Set<string>();
        const values: unknown[] = [];
        for (const k of live()) {
          const v = rows[k][f.name];
          if (v === null || v === undefined) continue;
          if (seen.has(String(v))) refused.add(k);
          else (seen.add(String(v)), values.push(v));
        }
        const taken = new Set((await rowsWhereIn(trx, def.table, f.name, values)).map((r) => String(r[f.name])));
        if (taken.size) for (const k of live()) if (rows[k][f.name] !== null && rows[k][f.name] !== undefined && taken.has(String(rows[k][f.name]))) refused.add(k);
      }
      // References: one query a field for the batch (a field limited to some choices: each row's own check).
      for (const f of def.fields as FieldDef[]) {
        if (!f.reference) continue;
        const named = (k: number) => {
          const v = inputs[k].values[f.name];
          return v === null || v === undefined ? [] : Array.isArray(v) ? (v as Array<number | string>) : [v as number | string];
        };
        if (f.choices) {
          for (const k of live()) if (named(k).length && (await this.missingReferences(trx, def, { [f.name]: inputs[k].values[f.name] })).length) refused.add(k);
          continue;
        }
        const key = f.codeField ?? 'id';
        const ids = [...new Set(live().flatMap(named))];
        const found = new Set((await rowsWhereIn(trx, this.registry.require(f.reference).def.table, key, ids)).map((r) => String(r[key])));
        for (const k of live()) if (named(k).some((id) => !found.has(String(id)))) refused.add(k);
      }
      if (refused.size) {
        await back();
        return { refused: [...refused].sort((a, b) => a - b) };
      }
      // The rows, in INSERTs of the same columns within the bound parameters (SQLite 32,766, PostgreSQL 65,535).
      const inserted: Row[] = [];
      for (let i = 0; i < rows.length; ) {
        const columns = Object.keys(rows[i]).join();
        let j = i + 1;
        const most = Math.max(1, Math.floor(30_000 / Object.keys(rows[i]).length));
        while (j < rows.length && j - i < most && Object.keys(rows[j]).join() === columns) j++;
        const out = await trx.insertInto(def.table).values(rows.slice(i, j)).returningAll().execute();
        out.sort((a, b) => Number(a.id) - Number(b.id));
        inserted.push(...out);
        i = j;
      }
      const now = unixNow();
      const logs = inserted.map((after, k) => ({ action: 'create', before: null, after: toWire(def, after), ...uow.auditTag, changed: changedFields(inputs[k]) }));
      for (let i = 0; i < logs.length; i += 2_500) {
        await trx
          .insertInto('audit_logs')
          .values(logs.slice(i, i + 2_500).map(({ changed: _, ...log }, n) => ({ model: def.resource, header_id: inserted[i + n].id, user_id: userId, action: 'create', log: JSON.stringify(log), status: 'O', created_at: now, updated_at: now, created_by: userId, updated_by: userId })))
          .execute();
      }
      for (const log of logs) uow.writes.push({ collection: def.resource, id: Number(log.after.id), action: 'create', userId, before: null, after: log.after, changed: log.changed });
      const { created, createdTogether } = this.behaviours.get(def.resource) ?? {};
      let records = await Promise.all(inserted.map((after) => (info.children.length ? this.withLines(trx, info, after) : toWire(def, after))));
      if (createdTogether) {
        try {
          await createdTogether(inputs.map((input) => ({ kind: 'create', action: 'create', info, current: null, input, uow })), records);
        } catch (e) {
          if (!refusal(e)) throw e;
          for (let k = 0; k < inserted.length; k++) refused.add(k);
        }
      } else if (created) {
        for (let k = 0; k < inserted.length; k++) {
          try {
            await created({ kind: 'create', action: 'create', info, current: null, input: inputs[k], uow }, records[k]);
          } catch (e) {
            if (!refusal(e)) throw e;
            refused.add(k);
          }
        }
      }
      if (created || createdTogether) {
        if (refused.size) {
          await back();
          return { refused: [...refused] };
        }
        // What hangs on them may have changed them (the ledger's stock total): answered as they now stand.
        const ids = inserted.map((r) => Number(r.id));
        const byId = new Map((await rowsWhereIn(trx, def.table, 'id', ids, 'all')).map((r) => [Number(r.id), r]));
        records = await Promise.all(ids.map((id) => this.withLines(trx, info, byId.get(id)!)));
      }
      await sql`release savepoint create_many`.execute(trx);
      return { records };
    } catch (e) {
      await back();
      // A unique index a concurrent write beat the batch to: each row on its own says which.
      if (isUniqueViolation(e)) return { refused: given.map((_, k) => k) };
      throw e;
    }
  }

  /** @internal */
  async updateIn(uow: UnitOfWork, info: ResourceInfo, key: string | number, given: ValidatedInput, options: WriteOptions = {}): Promise<WireRecord> {
    return this.changeIn(uow, info, key, given, 'update', options.action ?? 'update', undefined, options.keptByServer);
  }

  /**
   * An update of one record: on the locked row, the behaviour steps, then the write and its audit
   * entry. Transitions come here too (workflow/engine.ts), with the state in `given`.
   * @internal
   */
  async changeIn(uow: UnitOfWork, info: ResourceInfo, key: string | number, given: ValidatedInput, kind: 'update' | 'transition', action: string, transition?: TransitionDef, keptByServer = false): Promise<WireRecord> {
    const { def } = info;
    const { trx } = uow;
    const input = await this.prepared(def, given);
    const before = await this.requireRow(trx, def, key, true);
    if (input.expectedUpdatedAt !== undefined && input.expectedUpdatedAt !== Number(before.updated_at)) {
      throw conflict(`This ${def.labelSingular.toLowerCase()} was changed by someone else after you opened it. Reload it and apply your change again.`, {
        field: 'updated_at',
      });
    }
    const current = await this.withLines(trx, info, before);
    const parents = await this.childWriteIn(uow, info, [before[info.parent?.child.target ?? '']], input.values);
    await this.runSteps({ kind, action, info, current, input, uow, ...(transition ? { transition } : {}) });
    if (!keptByServer) keepCreateOnly(def, current, input);
    const changes = toRow(def, input.values);
    await this.checkUnique(trx, def, changes, before.id);
    await this.checkReferences(uow, def, input.values);
    const after = await this.applyWrite(trx, def, before, changes, uow.actor.userId);
    await this.audit(uow, def, before.id, action, before, after, changedFields(input));
    await this.saveLines(uow, info, before.id, input.lines);
    await this.saveParents(uow, info, parents);
    return this.withLines(trx, info, after);
  }

  /** @internal */
  async setStatusIn(uow: UnitOfWork, info: ResourceInfo, ids: number[], status: string): Promise<number> {
    const { def } = info;
    let updated = 0;
    for (const id of new Set(ids)) {
      const before = await this.findRow(uow.trx, def, id, true);
      if (!before) continue;
      const parents = await this.childWriteIn(uow, info, [before[info.parent?.child.target ?? '']]);
      const input: ValidatedInput = { values: { status } };
      await this.runSteps({ kind: 'status', action: 'status', info, current: await this.withLines(uow.trx, info, before), input, uow });
      const changes = toRow(def, input.values);
      if (status === 'C') {
        const confirmed: Row = { ...before, ...changes };
        await this.assignNumbers(uow.trx, def, confirmed, 'confirm');
        for (const f of def.fields) if (f.numberedOn === 'confirm' && confirmed[f.name] !== before[f.name]) changes[f.name] = confirmed[f.name];
      }
      await this.audit(uow, def, id, 'status', before, await this.applyWrite(uow.trx, def, before, changes, uow.actor.userId), Object.keys(changes));
      await this.saveParents(uow, info, parents);
      updated++;
    }
    return updated;
  }

  /** @internal */
  async removeIn(uow: UnitOfWork, info: ResourceInfo, key: string | number): Promise<WireRecord> {
    const { def } = info;
    const { trx } = uow;
    const before = await this.requireRow(trx, def, key, true);
    const record = await this.withLines(trx, info, before);
    const parents = await this.childWriteIn(uow, info, [before[info.parent?.child.target ?? '']]);
    await this.runSteps({ kind: 'delete', action: 'delete', info, current: record, input: null, uow });
    // Child lines belong to the record and go with it; any other reference blocks the delete.
    const isChild = (ref: { def: ResourceDef; field: string }) => info.children.some((c) => c.def.resource === ref.def.resource && c.child.target === ref.field);
    for (const ref of info.referencedBy) {
      if (isChild(ref)) continue;
      const used = await trx.selectFrom(ref.def.table).select('id').where(ref.field, '=', before.id).limit(1).executeTakeFirst();
      if (used) {
        throw conflict(`This ${def.labelSingular.toLowerCase()} is still used by ${ref.def.label.toLowerCase()}; remove or reassign them first.`, {
          resource: ref.def.resource,
        });
      }
    }
    for (const { child, def: lineDef } of info.children) {
      for (const line of await trx.selectFrom(lineDef.table).selectAll().where(child.target, '=', before.id).execute()) {
        await trx.deleteFrom(lineDef.table).where('id', '=', line.id).execute();
        await this.audit(uow, lineDef, line.id, 'delete', line, null, []);
      }
      uow.knownRows.delete(lineDef.table);
    }
    await trx.deleteFrom(def.table).where('id', '=', before.id).execute();
    uow.knownRows.delete(def.table);
    // The entry keeps the lines too, so restoring the record (db/restore.ts) brings them back with it.
    await this.audit(uow, def, before.id, 'delete', before, null, [], record);
    await this.saveParents(uow, info, parents);
    return record;
  }

  /**
   * A deleted row back as an audit entry kept it (db/restore.ts): its id, uuid and creation, a new
   * version and the restorer as its last editor; audited as `restore`. Refused (the problems, for
   * the caller to word) when a record it points at is gone or another took one of its unique values.
   * A child row alone is put back under its record's rules (childWriteIn); `withParent`: it comes
   * back with its record, restored in the same unit.
   * @internal
   */
  async insertAsItWasIn(uow: UnitOfWork, def: ResourceDef, record: WireRecord, withParent = false): Promise<void> {
    const { trx } = uow;
    const info = this.registry.require(def.resource);
    const parents = withParent ? [] : await this.childWriteIn(uow, info, [record[info.parent?.child.target ?? '']]);
    const values = Object.fromEntries(def.fields.filter((f) => f.type !== 'password' && f.name in record).map((f) => [f.name, record[f.name]]));
    const row: Row = {
      ...toRow(def, values),
      id: record.id,
      ...(def.uuid && record.uuid ? { uuid: record.uuid } : {}),
      status: record.status ?? def.defaultStatus,
      created_at: record.created_at ?? unixNow(),
      created_by: record.created_by ?? null,
      updated_at: Math.max(unixNow(), Number(record.updated_at ?? 0) + 1),
      updated_by: uow.actor.userId,
    };
    const missing = await this.missingReferences(trx, def, values);
    if (missing.length) throw new HttpError('CONFLICT', missing);
    await this.checkUnique(trx, def, row, null);
    const inserted = await trx.insertInto(def.table).values(row).returningAll().executeTakeFirstOrThrow();
    await this.audit(uow, def, Number(inserted.id), 'restore', null, inserted, Object.keys(values));
    await this.saveParents(uow, info, parents);
  }

  /** @internal */
  async lockIn(uow: UnitOfWork, info: ResourceInfo, key: string | number): Promise<WireRecord> {
    return this.withLines(uow.trx, info, await this.requireRow(uow.trx, info.def, key, true));
  }

  /** A resource of the registry, for domain code that writes several collections. */
  registryInfo(name: string): ResourceInfo {
    return this.registry.require(name);
  }

  /**
   * Reads that go through a unit of work's helpers (lock, the behaviour guards) without a
   * transaction or any write: `work` must not write.
   */
  async readOnly<T>(actor: Actor, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    return work(new UnitOfWork(this.db, actor, this));
  }

  /** Whether a write would pass the behaviour's guard, the workflow's rules first (nothing is written). */
  async passesGuard(step: WriteStep): Promise<boolean> {
    try {
      await this.behaviours.get(step.info.def.resource)?.guard?.(step);
      return true;
    } catch (e) {
      if (e instanceof HttpError) return false;
      throw e;
    }
  }

  /**
   * The one rule for a child collection's own writes, whatever calls for them (a generic route,
   * bulk status, a restore, domain code; DESIGN.md "A document and its rows are one aggregate"),
   * from the parent's YAML `children`: rows written only with their record (no `written_alone`)
   * are refused (409); others only while the record may be changed (childLockReason: 409), by
   * whoever may update it (403), and never onto another record (`values` naming another: 409).
   * The record's save writes its lines itself (saveLines), not through here. Answers the ids of
   * the records to save again once the row is written (saveParents), each locked.
   */
  private async childWriteIn(uow: UnitOfWork, info: ResourceInfo, parentIds: unknown[], values?: Record<string, unknown>): Promise<number[]> {
    if (!info.parent) return [];
    const { child, def: parentDef } = info.parent;
    if (!child.writtenAlone) throw conflict(savedWithParentTitle(parentDef, child), { field: child.target });
    const moved = values?.[child.target];
    if (moved !== undefined && parentIds.some((id) => Number(id) !== Number(moved))) {
      throw conflict(movedChildTitle(info.def, parentDef), { field: child.target });
    }
    const principal = uow.actor.principal;
    if (principal && !principal.ability.can('update', parentDef.subject)) throw forbidden(`You may not change ${parentDef.label.toLowerCase()}, so not their ${child.label.toLowerCase()} either`);
    const ids: number[] = [];
    for (const id of new Set(parentIds)) {
      if (!Number.isSafeInteger(id) || !fitsInt(id as number)) continue; // no such record: the reference check answers
      const row = await this.findRow(uow.trx, parentDef, id as number, true);
      if (!row) continue;
      const reason = childLockReason(parentDef, toWire(parentDef, row));
      if (reason) throw conflict(reason, { field: child.target });
      ids.push(id as number);
    }
    return ids;
  }

  /** The records a child row was written to, saved again (their rules and computed values, a new version), as a save of them would. */
  private async saveParents(uow: UnitOfWork, info: ResourceInfo, ids: number[]): Promise<void> {
    const parent = info.parent && this.registry.require(info.parent.def.resource);
    for (const id of ids) await this.changeIn(uow, parent!, id, { values: {} }, 'update', 'update');
  }

  /** The resource's behaviour steps (behaviours.ts; a workflow's rules are its first guard), in their order. */
  private async runSteps(step: WriteStep): Promise<void> {
    const behaviour = this.behaviours.get(step.info.def.resource);
    if (!behaviour) return;
    for (const name of STEP_ORDER) await behaviour[name]?.(step);
  }

  /** Run a write transaction (`alone`: Database.write); a unique index that a concurrent write beat us to is a 409 too. */
  async write<T>(work: (trx: Kysely<any>) => Promise<T>, options?: { alone?: boolean }): Promise<T> {
    try {
      return await this.database.write(work, options);
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('A record with the same unique value already exists');
      throw e;
    }
  }

  /** Update a row guarded by the updated_at it was read with, bumping its version; the row after. */
  async applyWrite(trx: Kysely<any>, def: ResourceDef, before: Row, changes: Row, userId: number | null): Promise<Row> {
    const previous = Number(before.updated_at);
    const after = await trx
      .updateTable(def.table)
      .set({ ...changes, updated_at: Math.max(unixNow(), previous + 1), updated_by: userId })
      .where('id', '=', before.id)
      .where('updated_at', '=', previous)
      .returningAll()
      .executeTakeFirst();
    if (!after) {
      throw conflict(`This ${def.labelSingular.toLowerCase()} was changed by someone else at the same moment. Reload it and try again.`, {
        field: 'updated_at',
      });
    }
    return after;
  }

  /** `input` as its resource's behaviour prepares it before the write (behaviours.ts: prepare), once. */
  private async prepared(def: ResourceDef, input: ValidatedInput): Promise<ValidatedInput> {
    if (this.preparedInputs.has(input)) return input;
    const prepare = this.behaviours.get(def.resource)?.prepare;
    const out = prepare ? await prepare(input) : input;
    this.preparedInputs.add(out);
    return out;
  }

  private async checkUnique(trx: Kysely<any>, def: ResourceDef, row: Row, selfId: number | null): Promise<void> {
    const problems = [];
    for (const f of def.fields) {
      const v = row[f.name];
      if (!f.unique || v === null || v === undefined) continue;
      let q = trx.selectFrom(def.table).select('id').where(f.name, '=', v);
      if (selfId !== null) q = q.where('id', '!=', selfId);
      if (await q.limit(1).executeTakeFirst()) problems.push({ title: `${f.label} "${String(v)}" is already used`, meta: { field: f.name } });
    }
    if (problems.length) throw new HttpError('CONFLICT', problems);
  }

  /** Every id a reference field names must exist: one set query per field, however many ids. */
  private async checkReferences(uow: UnitOfWork, def: ResourceDef, values: Record<string, unknown>): Promise<void> {
    const problems = await this.missingReferences(uow.trx, def, values, uow.knownRows);
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  }

  /**
   * One problem per reference field in `values` naming records that do not exist. `knownRows`: ids
   * a unit of work knows exist, not looked up again, and where those found are added (a reference
   * limited to some choices is always looked up: the record may have changed since).
   */
  async missingReferences(trx: Kysely<any>, def: ResourceDef, values: Record<string, unknown>, knownRows?: UnitOfWork['knownRows']): Promise<ErrorDetail[]> {
    const problems: ErrorDetail[] = [];
    for (const f of def.fields as FieldDef[]) {
      const v = values[f.name];
      if (!f.reference || v === null || v === undefined) continue;
      const target = this.registry.require(f.reference).def;
      // A code reference holds the target's code (or name), not its id.
      const key = f.codeField ?? 'id';
      const remembered = knownRows && key === 'id' && !f.choices ? knownIn(knownRows, target.table) : undefined;
      const ids = [...new Set(Array.isArray(v) ? (v as Array<number | string>) : [v as number | string])].filter((id) => !remembered?.has(String(id)));
      // An empty list names nothing to look for; `in ()` is a syntax error on PostgreSQL.
      if (!ids.length) continue;
      const found = new Set((await trx.selectFrom(target.table).select(key).where(key, 'in', ids).execute()).map((r) => String(r[key])));
      for (const id of found) remembered?.add(id);
      const missing = ids.filter((id) => !found.has(String(id)));
      if (!missing.length) {
        const refused = f.choices ? await this.outsideChoices(trx, f, target, ids) : null;
        if (refused) problems.push(refused);
        continue;
      }
      const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
      const what = missing.length === 1 ? `${target.labelSingular.toLowerCase()} ${shown} does not exist` : `${target.label.toLowerCase()} ${shown} do not exist`;
      problems.push({ title: `${f.label}: ${what}`, meta: { field: f.name } });
    }
    return problems;
  }

  /**
   * A reference whose YAML limits its choices (`choices: { co_type: Customer }`): the first record
   * named that does not match, as a sentence ("Customer: Tools Supply Pte Ltd is a Supplier, not a Customer").
   */
  private async outsideChoices(trx: Kysely<any>, f: FieldDef, target: ResourceDef, ids: Array<number | string>): Promise<ErrorDetail | null> {
    const key = f.codeField ?? 'id';
    const wanted = Object.entries(f.choices ?? {});
    const rows = await trx.selectFrom(target.table).selectAll().where(key, 'in', ids).execute();
    for (const row of rows) {
      const stored = toWire(target, row);
      const wrong = wanted.find(([field, value]) => stored[field] !== value);
      if (!wrong) continue;
      const [field, value] = wrong;
      const name = stored[target.representation] ?? `${target.labelSingular.toLowerCase()} ${String(row[key])}`;
      const label = target.fields.find((t) => t.name === field)?.label ?? field;
      const has = stored[field] === null || stored[field] === undefined ? `has no ${label.toLowerCase()}` : `is a ${String(stored[field])}`;
      return { title: `${f.label}: ${String(name)} ${has}, not a ${String(value)}`, meta: { field: f.name } };
    }
    return null;
  }

  /** One audit-log entry for a write, remembered by the unit of work for its after-commit steps. */
  /** `recordBefore`: the record before in wire form when it holds more than its row (a deleted record's lines). */
  private async audit(uow: UnitOfWork, def: ResourceDef, headerId: number, action: string, before: Row | null, after: Row | null, changed: string[], recordBefore?: WireRecord): Promise<void> {
    const now = unixNow();
    const userId = uow.actor.userId;
    const log = { action, before: recordBefore ?? (before && toWire(def, before)), after: after && toWire(def, after), ...uow.auditTag };
    await uow.trx
      .insertInto('audit_logs')
      .values({ model: def.resource, header_id: headerId, user_id: userId, action, log: JSON.stringify(log), status: 'O', created_at: now, updated_at: now, created_by: userId, updated_by: userId })
      .execute();
    uow.writes.push({ collection: def.resource, id: headerId, action, userId, before: log.before, after: log.after, changed });
  }
}

/**
 * Fields given only when a record is added (YAML `create_only`): the same value sent back with an
 * update is dropped, another one is refused (422) naming the field.
 */
function keepCreateOnly(def: ResourceDef, current: WireRecord, input: ValidatedInput): void {
  const problems: ErrorDetail[] = [];
  for (const f of def.fields) {
    if (!f.createOnly || !(f.name in input.values)) continue;
    const [was, sent] = [current[f.name] ?? null, input.values[f.name] ?? null];
    const same = was === null || sent === null ? was === sent : typeof was === 'number' || typeof sent === 'number' ? Number(was) === Number(sent) : String(was) === String(sent);
    if (same) delete input.values[f.name];
    else problems.push({ title: `${f.label} is given when the ${def.labelSingular.toLowerCase()} is added and cannot be changed afterwards`, meta: { field: f.name } });
  }
  if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
}

/** A new record's values with the YAML's defaults for what domain code did not set (validateInput sets them for requests). */
function withDefaults(def: ResourceDef, input: ValidatedInput): ValidatedInput {
  const missing = def.fields.filter((f) => f.default !== undefined && !(f.name in input.values));
  if (!missing.length) return input;
  return { ...input, values: { ...Object.fromEntries(missing.map((f) => [f.name, f.default])), ...input.values } };
}

/** The names a write sets, for the after-commit steps (a password's name, never its value). */
const changedFields = (input: ValidatedInput) => [...Object.keys(input.values), ...Object.keys(input.lines ?? {})];

const actorFrom = (who: Actor | number | null): Actor => (who === null || typeof who === 'number' ? { userId: who } : who);

/** The ids known to exist in `table` (UnitOfWork.knownRows). */
function knownIn(knownRows: UnitOfWork['knownRows'], table: string): Set<string> {
  let ids = knownRows.get(table);
  if (!ids) knownRows.set(table, (ids = new Set()));
  return ids;
}
const known = (uow: UnitOfWork, table: string) => knownIn(uow.knownRows, table);

/** Many rows' references as one row's: each reference field's values of all of them together, to check in one query a field. */
function referencesOf(def: ResourceDef, rows: Array<Record<string, unknown>>): Record<string, unknown[]> {
  const together: Record<string, unknown[]> = {};
  for (const f of def.fields) {
    if (!f.reference) continue;
    const values = rows.flatMap((row) => (row[f.name] === null || row[f.name] === undefined ? [] : (row[f.name] as unknown)));
    if (values.length) together[f.name] = values;
  }
  return together;
}
