/**
 * One import (api-contract.md "Import"): every row of a sheet written through the same unit of
 * work a form's POST or PATCH uses (uow.create / uow.update: numbering, a workflow's starting
 * state, the behaviours, the audit log), each row inside a savepoint so that a failed row is
 * rolled back alone and the others go on. `on_error=stop` then rolls the whole unit back if any
 * row failed; a dry run always does, so its answer is exactly what the real run would answer.
 *
 * The import is kept in the `imports` table with its counts, its failed rows (for the error
 * file) and what it wrote (for undo); every audit entry it writes carries `import_id`.
 */
import { sql } from 'kysely';
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import type { Principal } from '../auth/sessions';
import type { OwnedRecords } from '../auth/owned-records';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { actorOf, type UnitOfWork } from '../db/unit-of-work';
import { HttpError, forbidden, type ErrorDetail } from '../errors';
import type { Owner } from '../db/instances';
import type { Registry, ResourceInfo } from '../registry';
import { validateInput, type ValidatedInput } from '../validate';
import { CellProblem, cellText, matchColumns, parseBoolean, parseChoice, parseDate, parseNumber, squash, type Column } from './columns';
import type { Cell, SheetTable } from './read';
import { RowProblems, type ImportError, type RowOutcome } from './problems';
import { groupedTable, isGrouped, sourceRows, takeBack, type ImportShape } from './shapes';
import { shapeOf } from './kinds';



export const MODES = ['insert', 'update', 'upsert'] as const;
export type ImportMode = (typeof MODES)[number];

export interface ImportOptions {
  mode: ImportMode;
  onError: 'stop' | 'skip';
  dryRun: boolean;
  mapping?: Record<string, string | null>;
  fileName: string;
  /** An import beside the list's own columns (import/shapes.ts): opening_balances, opening_stock. */
  kind?: string;
}

export type { ImportError } from './problems';

export interface ImportReport {
  import_id: number;
  /** running: a file of more than IMPORT_BACKGROUND_ROWS rows, answered 202 and going on in the background. */
  state: 'running' | 'done' | 'failed' | 'dry_run' | 'undone';
  rows: number;
  rows_done: number;
  created: number;
  updated: number;
  /** Rows found by the import key whose cells already held what the record holds: nothing written. */
  unchanged: number;
  skipped: number;
  /** Columns that match no field: not imported. */
  unknown_columns: Array<{ column: string; header: string }>;
  errors: ImportError[];
}

/** What an import wrote, row by row, for undo. */
interface Written {
  row: number;
  id: number;
  action: 'create' | 'update';
  /** update: the changed fields' values before. */
  before?: Record<string, unknown>;
  /** The record's updated_at once written: a later change makes undo leave it. */
  at: number;
}

/** Rolls the unit of work back once its report is made (a dry run, or on_error=stop with errors). */
class RollBack extends Error {}

const now = () => Math.floor(Date.now() / 1000);
/**
 * The most rows between two turns of the event loop given to other requests, and (mode=insert)
 * rows written together: one INSERT of the rows and one of their audit entries (bench/import.ts).
 */
const BATCH_ROWS = 200;
/**
 * SQLite: a batch is sized to take about this long, from the time its rows took so far. Rows with
 * costly steps (a product's opening stock, about 2 ms each) come in smaller batches, so that
 * others get their turns, where 200 of them held the server for 400 ms. (On PostgreSQL the
 * server's thread is free while a statement runs: batches keep BATCH_ROWS, fewer round trips.)
 */
const BATCH_MS = 40;
/** The first batch, before its rows' time is known: small, in case each takes milliseconds. */
const FIRST_BATCH_ROWS = 20;
/** Rows written one at a time give other requests a turn of the event loop at least this often, ms. */
const YIELD_MS = 20;
/** An import running in its request longer than this is answered 202 `running` and goes on in the background. */
export const REQUEST_IMPORT_MS = 30_000;
/**
 * on_error=skip: the most rows per transaction. Others' writes wait for the one under way and often
 * the next (group commit): at 500, a price changed during a 100,000-row import waited 3.5 s at p99;
 * at 200, 0.4 s.
 */
export const CHUNK_ROWS = 200;
/**
 * on_error=skip on SQLite: a transaction begins no batch once it has run this long. 200 rows with
 * opening stock held the one writer for 400 to 800 ms, and every other user's save waited for them.
 */
const CHUNK_MS = 40;
/**
 * SQLite: a dry run of more rows than this runs on a copy of the database (Records.onCopy), so
 * others' writes do not wait for it; a smaller one holds the writer for less than a second, less
 * than copying the database would take.
 */
const DRY_RUN_COPY_ROWS = 1000;

/** The modes a role may run: insert needs create, update needs update, upsert both (403 as a sentence). */
export function checkImportAbility(principal: Principal, def: ResourceDef, mode: ImportMode): void {
  const what = def.label.toLowerCase();
  const needs = mode === 'insert' ? ['create'] : mode === 'update' ? ['update'] : ['create', 'update'];
  for (const action of needs) {
    if (!principal.ability.can(action as 'create', def.subject)) throw forbidden(`You may not ${action} ${what}, so you may not import them${mode === 'upsert' ? ' with mode=upsert' : ''}`);
  }
}

/** The sentence an import gets when the server that ran it stopped before it ended. */
export const STOPPED_TITLE = 'The server stopped while this import ran: rows written before the stop stay (the audit log names them with this import id); check the list and import the rest again';

/** A background import asked to stop because its server is closing. */
class Stopping extends Error {}

export class Importer {
  /** Background imports of this server, by id: the rows done so far (a transaction that has not committed yet keeps them from the table). */
  private readonly running = new Map<number, { rowsDone: number; done: Promise<void> }>();
  private closing = false;
  /** How long an import runs in its request before it is answered `running` and goes on in the background (tests shorten it). */
  requestMs = REQUEST_IMPORT_MS;

  constructor(
    private readonly records: Records,
    private readonly owned: OwnedRecords,
    private readonly registry: Registry,
    /** This server instance: every import it runs is kept with it, so that one it leaves behind is known as such. */
    private readonly owner: Owner,
    private readonly log?: { error(obj: object, msg: string): void },
  ) {}

  /** The rows done of a background import this server runs; undefined if it runs none by that id. */
  progress(id: number): number | undefined {
    return this.running.get(id)?.rowsDone;
  }

  /** Server closing: background imports stop at their next row (what a transaction held is rolled back) and are marked failed. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /**
   * Imports left `queued` or `running` by a server that is gone (stopped, killed) are marked
   * failed with a sentence: they are not resumed, since what their open transaction held was
   * rolled back with the process and a second run would meet its own committed rows. On
   * PostgreSQL an import another live instance is running is left to it (instances.ts).
   */
  async failAbandoned(instances: { alive(owner: Owner): Promise<boolean> }, id?: number): Promise<void> {
    let q = this.records.reader().selectFrom('imports').select(['id', 'runner_instance', 'runner_pid']).where('state', 'in', ['queued', 'running']);
    if (id !== undefined) q = q.where('id', '=', id);
    for (const row of await q.execute()) {
      if (this.running.has(Number(row.id))) continue;
      if (row.runner_instance !== null && (await instances.alive({ instance: Number(row.runner_instance), pid: Number(row.runner_pid) }))) continue;
      await this.records.write((trx) =>
        trx
          .updateTable('imports')
          .set({ state: 'failed', updated_at: now(), errors: JSON.stringify([{ row: 0, column: null, field: null, title: STOPPED_TITLE }]) })
          .where('id', '=', Number(row.id))
          .where('state', 'in', ['queued', 'running'])
          .execute(),
      );
    }
  }

  /**
   * Run an import, kept as `running` with the instance that runs it until it ends. With
   * `background` (the file has more rows than IMPORT_BACKGROUND_ROWS) the checks of the file's
   * columns are made and the answer comes at once; the rows go on after it (GET /imports/{id}).
   */
  async run(info: ResourceInfo, principal: Principal, table: SheetTable, options: ImportOptions, background = false): Promise<ImportReport> {
    const { def } = info;
    checkImportAbility(principal, def, options.mode);
    // A line document, or opening balances (import/shapes.ts): the shape's columns, its rows grouped one record each.
    const shape = shapeOf(this.registry, info, options.kind);
    if (shape && options.mode !== 'insert') throw HttpError.of('VALIDATION_FAILED', `${shape.kind === 'documents' ? `${def.label} with their lines are` : 'Opening balances are'} imported with mode=insert only: each row group adds a new ${def.labelSingular.toLowerCase()}`, { parameter: 'mode' });
    const matched = matchColumns(shape?.def ?? def, table.headers, options.mapping);
    if (matched.problems.length) throw new HttpError('VALIDATION_FAILED', matched.problems.map((p) => ({ title: p.title, meta: { column: p.column } })));
    if (!matched.columns.length) {
      throw HttpError.of('VALIDATION_FAILED', `No column of the file matches a field of ${def.label.toLowerCase()} (its headers are ${table.headers.filter(Boolean).map((h) => `"${h}"`).join(', ')}); download the template for the columns an import reads, or send a mapping`);
    }
    if (shape) table = groupedTable(table, shape.group(table, matched.columns));
    const keyColumn = def.importKey && !shape ? matched.columns.find((c) => c.field!.name === def.importKey) : undefined;
    if (options.mode !== 'insert') {
      if (!def.importKey) throw HttpError.of('VALIDATION_FAILED', `${def.label} have no import key, so mode=${options.mode} cannot find the rows to change; import them with mode=insert`, { parameter: 'mode' });
      if (!keyColumn) {
        const key = def.fields.find((f) => f.name === def.importKey)!;
        throw HttpError.of('VALIDATION_FAILED', `mode=${options.mode} finds ${def.label.toLowerCase()} by ${key.label}: the file needs a "${key.label}" column`, { parameter: 'mode' });
      }
    }

    const id = await this.records.write(async (trx) => {
      const row = await trx
        .insertInto('imports')
        .values({
          collection: def.resource,
          user_id: principal.user.id,
          state: 'running',
          mode: options.mode,
          on_error: options.onError,
          file_name: options.fileName.slice(0, 255),
          kind: shape?.kind ?? null,
          unknown_columns: JSON.stringify(matched.unknown.map((c) => ({ column: c.letter, header: c.header }))),
          rows: table.rows.length,
          headers: JSON.stringify(table.headers),
          runner_instance: this.owner.instance,
          runner_pid: this.owner.pid,
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    });
    const unknownColumns = matched.unknown.map((c) => ({ column: c.letter, header: c.header }));
    const entry = { rowsDone: 0, done: Promise.resolve() };
    let answered = background;
    const rows = this.rows(id, info, principal, table, options, matched.columns, keyColumn, unknownColumns, entry);
    entry.done = rows.then(
      () => undefined,
      (e) => void (answered && this.log?.error({ err: e, import_id: id }, 'a background import failed')),
    ).finally(() => this.running.delete(id));
    this.running.set(id, entry);
    const running = (): ImportReport => ({ import_id: id, state: 'running', rows: table.rows.length, rows_done: entry.rowsDone, created: 0, updated: 0, unchanged: 0, skipped: 0, unknown_columns: unknownColumns, errors: [] });
    if (background) return running();
    // In its request, but answered `running` (202) once it has run for REQUEST_IMPORT_MS, going on
    // in the background: a request that sends nothing for longer is closed as idle
    // (CONNECTION_IDLE_TIMEOUT_MS) and its answer lost, whatever the file's rows.
    let wake = () => {};
    const late = new Promise<undefined>((resolve) => (wake = () => resolve(undefined)));
    const timer = setTimeout(() => wake(), this.requestMs);
    try {
      const report = await Promise.race([rows, late]);
      if (report) return report;
      answered = true;
      return running();
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Records over a copy of the database for a big dry run (Records.onCopy), or null: on PostgreSQL,
   * and when the copy cannot be made (a full disk), when the dry run holds the writer instead, as a
   * small one does, and the log says why.
   */
  private async copyForDryRun(id: number): Promise<Awaited<ReturnType<Records['onCopy']>>> {
    try {
      return await this.records.onCopy();
    } catch (e) {
      this.log?.error({ err: e, import_id: id }, "a dry run could not copy the database; it runs on the database itself, and others' writes wait for it");
      return null;
    }
  }

  /** The rows of an import kept as `id`, and its report kept; `progress` (a background import) counts the rows done. */
  private async rows(
    id: number,
    info: ResourceInfo,
    principal: Principal,
    table: SheetTable,
    options: ImportOptions,
    columns: Column[],
    keyColumn: Column | undefined,
    unknownColumns: ImportReport['unknown_columns'],
    progress?: { rowsDone: number },
  ): Promise<ImportReport> {
    const { def } = info;

    const errors: ImportError[] = [];
    const failed = new Set<number>();
    /** What committed transactions wrote; `pending`, what the running one has written so far. */
    const written: Written[] = [];
    let pending: Written[] = [];
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    const resolver = new References(this.registry, this.owned, principal);
    const shape = isGrouped(table) ? shapeOf(this.registry, info, options.kind) : undefined;
    /** A row's outcome counted, and what it wrote kept for undo. */
    const count = (i: number, outcome: RowOutcome) => {
      if (outcome.kind === 'created') created++;
      else if (outcome.kind === 'updated') updated++;
      else unchanged++;
      if (outcome.kind !== 'unchanged') pending.push({ row: table.rowNumbers[i], id: outcome.record.id as number, action: outcome.kind === 'created' ? 'create' : 'update', ...(outcome.before ? { before: outcome.before } : {}), at: Number(outcome.record.updated_at) });
    };
    // mode=insert of a list's own rows: the rows of a batch written together (uow.createMany), a
    // row that would fail written alone (below) for its own errors, in the file's order.
    const together = options.mode === 'insert' && !shape && !info.parent;
    const timed = this.records.embedded;
    /** Rows in the next batch: on SQLite as many as took about BATCH_MS in the last one, at most BATCH_ROWS. */
    let batchRows = timed ? FIRST_BATCH_ROWS : BATCH_ROWS;
    /**
     * Rows `from` on, up to `to`, in batches; with `withinMs`, no batch begins once the unit has run
     * that long. Answers where it stopped.
     */
    const work = (from: number, to: number, withinMs = Infinity) => async (uow: UnitOfWork) => {
      uow.auditTag = { import_id: id };
      const began = performance.now();
      let at = from;
      while (at < to) {
        if (at > from) {
          if (performance.now() - began > withinMs) break;
          await new Promise((resolve) => setImmediate(resolve));
          if (progress) {
            progress.rowsDone = at;
            if (this.closing) throw new Stopping();
          }
          // A dry run is rolled back: what its writes would hand on after a commit is not kept.
          if (options.dryRun) uow.writes.length = 0;
        }
        const end = Math.min(to, at + batchRows);
        const started = performance.now();
        if (together) await this.batch(uow, info, principal, resolver, columns, table, at, end, count, (i) => alone(uow, i));
        else {
          // Rows written one at a time (with their behaviours: a product's opening stock) may take
          // milliseconds each: other requests get a turn every YIELD_MS, not only between batches.
          let turn = performance.now();
          for (let i = at; i < end; i++) {
            await alone(uow, i);
            if (performance.now() - turn > YIELD_MS) {
              await new Promise((resolve) => setImmediate(resolve));
              turn = performance.now();
            }
          }
        }
        if (timed) batchRows = Math.max(1, Math.min(BATCH_ROWS, Math.floor((BATCH_MS * (end - at)) / (performance.now() - started))));
        at = end;
      }
      if (options.dryRun || (options.onError === 'stop' && errors.length)) throw new RollBack();
      return at;
    };
    /** Row `i` on its own, in a savepoint: rolled back alone if it fails, its errors kept. */
    const alone = async (uow: UnitOfWork, i: number) => {
      const rowNumber = table.rowNumbers[i];
      const mark = uow.mark();
      await sql`savepoint import_row`.execute(uow.trx);
      try {
        const outcome = shape ? await this.shaped(shape, uow, info, principal, resolver, table, columns, i) : await this.row(uow, info, principal, resolver, columns, keyColumn, table.rows[i], rowNumber, options.mode);
        await sql`release savepoint import_row`.execute(uow.trx);
        count(i, outcome);
      } catch (e) {
        await sql`rollback to savepoint import_row`.execute(uow.trx);
        await sql`release savepoint import_row`.execute(uow.trx);
        await uow.backTo(mark);
        const problems = rowProblems(e, def, columns, rowNumber);
        if (!problems) throw e;
        failed.add(i);
        for (const p of problems) errors.push(p);
      }
    };
    let committed = true;
    try {
      if (options.onError === 'skip' && !options.dryRun) {
        // Rows that may be written alone commit in chunks: other writers get their turn between
        // two, and no transaction grows with the file (its audit entries cost more the longer it is).
        for (let from = 0; from < table.rows.length; ) {
          const to = await this.records.transaction(actorOf(principal), async (uow) => {
            const reached = await work(from, Math.min(table.rows.length, from + CHUNK_ROWS), timed ? CHUNK_MS : Infinity)(uow);
            // The rows done commit with the rows: what the table says was written, was.
            if (progress) await uow.trx.updateTable('imports').set({ rows_done: reached, updated_at: now() }).where('id', '=', id).execute();
            return reached;
          }, { runsLong: true });
          if (progress) progress.rowsDone = to;
          for (const w of pending) written.push(w);
          pending = [];
          from = to;
        }
      } else {
        // One transaction for the whole file (a dry run; on_error=stop). A big dry run on SQLite
        // writes on a copy of the database, leaving the one writer to others' writes; otherwise
        // others' list pages and records read elsewhere meanwhile (holdsWriter).
        const copy = options.dryRun && table.rows.length > DRY_RUN_COPY_ROWS ? await this.copyForDryRun(id) : null;
        try {
          if (copy) await copy.records.transaction(actorOf(principal), work(0, table.rows.length));
          else await this.records.transaction(actorOf(principal), work(0, table.rows.length), { holdsWriter: true });
        } finally {
          await copy?.discard();
        }
        for (const w of pending) written.push(w); // not push(...): a file's rows are more than a call's arguments may be
      }
    } catch (e) {
      if (!(e instanceof RollBack)) {
        const title = e instanceof Stopping ? STOPPED_TITLE : written.length ? `The import stopped on a server error after ${written.length} rows were written; undo it, or import the rest again` : 'The import stopped on a server error; nothing was written';
        const done = { created: written.filter((w) => w.action === 'create').length, updated: written.filter((w) => w.action === 'update').length };
        await this.records.write((trx) => trx.updateTable('imports').set({ state: 'failed', updated_at: now(), ...done, written: JSON.stringify(written), errors: JSON.stringify([{ row: 0, column: null, field: null, title }]) }).where('id', '=', id).execute());
        if (e instanceof Stopping) return { import_id: id, state: 'failed', rows: table.rows.length, rows_done: written.length, ...done, unchanged: 0, skipped: 0, unknown_columns: unknownColumns, errors: [{ row: 0, column: null, field: null, title }] };
        throw e;
      }
      committed = false;
    }
    const stopped = !committed && !options.dryRun;
    const wouldStop = options.onError === 'stop' && errors.length > 0;
    const report: ImportReport = {
      import_id: id,
      state: options.dryRun ? 'dry_run' : stopped ? 'failed' : 'done',
      rows: table.rows.length,
      rows_done: table.rows.length,
      created: wouldStop ? 0 : created,
      updated: wouldStop ? 0 : updated,
      unchanged: wouldStop ? 0 : unchanged,
      skipped: wouldStop ? table.rows.length : failed.size,
      unknown_columns: unknownColumns,
      errors,
    };
    const failedRows = [...failed].flatMap((i) => sourceRows(table, i));
    await this.records.write((trx) =>
      trx
        .updateTable('imports')
        .set({
          state: report.state,
          rows_done: report.rows_done,
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          skipped: report.skipped,
          errors: JSON.stringify(errors),
          failed_rows: JSON.stringify(failedRows),
          written: JSON.stringify(committed ? written : []),
          updated_at: now(),
        })
        .where('id', '=', id)
        .execute(),
    );
    return report;
  }

  /** One row: its cells as a form's values, then a create or an update of the row its key finds. */
  private async row(
    uow: UnitOfWork,
    info: ResourceInfo,
    principal: Principal,
    resolver: References,
    columns: Column[],
    keyColumn: Column | undefined,
    cells: Cell[],
    rowNumber: number,
    mode: ImportMode,
  ): Promise<RowOutcome> {
    const { def } = info;
    const body = await this.body(uow, resolver, def, columns, cells, rowNumber);
    let existing: WireRecord | undefined;
    if (keyColumn && mode !== 'insert' && body[keyColumn.field!.name] !== null) {
      const found = await uow.trx.selectFrom(def.table).select('id').where(keyColumn.field!.name, '=', body[keyColumn.field!.name] as string).limit(1).executeTakeFirst();
      if (found) existing = await uow.lock(info, found.id as number);
    }
    if (mode === 'update' && !existing) {
      const key = keyColumn!.field!;
      throw new RowProblems([{ row: rowNumber, column: keyColumn!.letter, field: key.name, title: `There is no ${def.labelSingular.toLowerCase()} with ${key.label} "${cellText(cells[keyColumn!.index] ?? null)}" to update` }]);
    }
    if (existing) {
      // Only the columns given, and of those only what differs from the record: an unchanged row is not written.
      const changes: Record<string, unknown> = {};
      const before: Record<string, unknown> = {};
      const input = validateInput(def, body, true, []);
      for (const [name, value] of Object.entries(input.values)) {
        if (!sameValue(existing[name], value)) {
          changes[name] = value;
          before[name] = existing[name] ?? null;
        }
      }
      if (!Object.keys(changes).length) return { kind: 'unchanged', record: existing };
      // The role rules of PATCH /{collection}/{id} (routes/resources.ts).
      if (this.owned.isPanel(info)) await this.owned.checkChange(info, principal, existing, changes);
      else if (this.owned.guardsAssignment(info, principal)) this.owned.checkAssignment(info, principal, changes, existing);
      const record = await uow.update(info, existing.id as number, { values: changes });
      return { kind: 'updated', record, before };
    }
    const input = validateInput(def, body, false, []);
    await this.owned.checkCreate(info, principal, input.values);
    return { kind: 'created', record: await uow.create(info, input) };
  }

  /** A row's cells as a form's body; its cells' problems thrown together (RowProblems). */
  private async body(uow: UnitOfWork, resolver: References, def: ResourceDef, columns: Column[], cells: Cell[], rowNumber: number): Promise<Record<string, unknown>> {
    const body: Record<string, unknown> = {};
    const problems: ImportError[] = [];
    for (const column of columns) {
      const f = column.field!;
      try {
        body[f.name] = await this.value(uow, resolver, def, f, cells[column.index] ?? null);
      } catch (e) {
        if (!(e instanceof CellProblem)) throw e;
        problems.push({ row: rowNumber, column: column.letter, field: f.name, title: e.message });
      }
    }
    if (problems.length) throw new RowProblems(problems);
    return body;
  }

  /**
   * Rows `from` to `to` of a mode=insert import, written together (uow.createMany: one INSERT of
   * the rows, one of their audit entries) as far as they would each be written; a row that would
   * fail (its cells, a step, a unique value, a reference) goes to `alone`, in its turn, for its
   * own errors, as the rows before it have been written: the same outcome as row by row.
   */
  private async batch(uow: UnitOfWork, info: ResourceInfo, principal: Principal, resolver: References, columns: Column[], table: SheetTable, from: number, to: number, count: (i: number, outcome: RowOutcome) => void, alone: (i: number) => Promise<void>): Promise<void> {
    let run: Array<{ i: number; input: ValidatedInput }> = [];
    const write = async (list: typeof run, again = true): Promise<void> => {
      if (!list.length) return;
      const answer = await uow.createMany(info, list.map((r) => r.input));
      if ('records' in answer) {
        answer.records.forEach((record, k) => count(list[k].i, { kind: 'created', record }));
        return;
      }
      const refused = new Set(answer.refused);
      let rest: typeof run = [];
      for (let k = 0; k < list.length; k++) {
        if (!refused.has(k)) {
          rest.push(list[k]);
          continue;
        }
        // The rows before it once more together (alone, should they be refused again), then it alone.
        if (again) await write(rest, false);
        else for (const r of rest) await alone(r.i);
        rest = [];
        await alone(list[k].i);
      }
      if (again) await write(rest, false);
      else for (const r of rest) await alone(r.i);
    };
    for (let i = from; i < to; i++) {
      let input: ValidatedInput | undefined;
      try {
        input = validateInput(info.def, await this.body(uow, resolver, info.def, columns, table.rows[i], table.rowNumbers[i]), false, []);
        await this.owned.checkCreate(info, principal, input.values);
      } catch {
        input = undefined; // written alone, which says why (or throws a server fault)
      }
      if (input && !Object.values(input.lines ?? {}).some((lines) => lines.length)) {
        run.push({ i, input });
        continue;
      }
      await write(run);
      run = [];
      await alone(i);
    }
    await write(run);
  }

  /** Row `i` of a grouped table: the record its rows of the file make, written by its shape (import/shapes.ts). */
  private shaped(shape: ImportShape, uow: UnitOfWork, info: ResourceInfo, principal: Principal, resolver: References, table: SheetTable, columns: Column[], i: number): Promise<RowOutcome> {
    const source = isGrouped(table) ? table.source : table;
    const group = isGrouped(table) ? table.groups[i] : [i];
    return shape.write({ uow, principal, owned: this.owned, registry: this.registry, info, source, columns, parse: (def, f, cell) => this.value(uow, resolver, def, f, cell) }, group);
  }

  /** A cell as the value a form sends for `f`: null for an empty cell. */
  private async value(uow: UnitOfWork, resolver: References, def: ResourceDef, f: FieldDef, cell: Cell): Promise<unknown> {
    const text = cellText(cell);
    if (text === '') return null;
    switch (f.type) {
      case 'number':
      case 'integer':
        return parseNumber(cell, f.label);
      case 'money': {
        const n = parseNumber(cell, f.label);
        return Math.round(n * 100) / 100 === n ? n : String(n); // more than two decimals: the form's own refusal
      }
      case 'boolean':
        return parseBoolean(cell, f.label);
      case 'date':
        return parseDate(cell, f.label, false);
      case 'datetime':
        return parseDate(cell, f.label, true);
      case 'select':
        return parseChoice(def, f, cell);
      case 'reference':
        return (await resolver.resolve(uow, f, text)).id;
      case 'code_reference': {
        const found = await resolver.resolve(uow, f, text);
        return found[f.codeField!];
      }
      case 'references': {
        const ids: unknown[] = [];
        for (const part of text.split(/\s*[;\n]\s*/).filter(Boolean)) ids.push((await resolver.resolve(uow, f, part)).id);
        return ids;
      }
      default:
        return text;
    }
  }

  /** Remove what an import created and put back what it updated; a row changed since is left and named. */
  async undo(importId: number, principal: Principal): Promise<{ removed: number; restored: number; left: Array<{ row: number; id: number; title: string }> }> {
    const kept = await this.records.reader().selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirst();
    if (!kept) throw HttpError.of('NOT_FOUND', `There is no import ${importId}`);
    const info = this.registry.get(String(kept.collection));
    if (!info) throw HttpError.of('NOT_FOUND', `There is no import ${importId}`);
    if (Number(kept.user_id) !== principal.user.id && !principal.ability.can('manage', 'all')) throw HttpError.of('NOT_FOUND', `There is no import ${importId}`);
    if (kept.state === 'undone') throw HttpError.of('CONFLICT', `Import ${importId} was undone already`);
    const written = JSON.parse(String(kept.written ?? '[]')) as Written[];
    if (!written.length) throw HttpError.of('CONFLICT', `Import ${importId} wrote nothing (${kept.state === 'dry_run' ? 'it is a dry run' : kept.state === 'failed' ? 'it failed' : 'every row was unchanged or failed'}), so there is nothing to undo`);
    // One's own import is undone with the rights that made it: taking back a record one added
    // (unchanged since) needs the right to add it, so a coordinator who may add customers but not
    // delete them can still undo their own import. Anyone else's (an administrator's undo) needs
    // the right to delete.
    const own = Number(kept.user_id) === principal.user.id;
    for (const w of written) {
      const action = w.action === 'create' ? 'delete' : 'update';
      const mayTakeBack = w.action === 'create' && own && principal.ability.can('create', info.def.subject);
      if (!mayTakeBack && !principal.ability.can(action, info.def.subject)) throw forbidden(`You may not ${action} ${info.def.label.toLowerCase()}, so you may not undo this import`);
    }
    const left: Array<{ row: number; id: number; title: string }> = [];
    let removed = 0;
    let restored = 0;
    const noun = info.def.labelSingular.toLowerCase();
    await this.records.transaction(actorOf(principal), async (uow) => {
      uow.auditTag = { import_id: importId, undo: true };
      // Last written first: a later row may hang on an earlier one.
      for (const w of [...written].reverse()) {
        const now = await uow.trx.selectFrom(info.def.table).selectAll().where('id', '=', w.id).executeTakeFirst();
        const name = async () => String(now?.[info.def.representation] ?? w.id);
        if (!now) {
          left.push({ row: w.row, id: w.id, title: `Row ${w.row}: the ${noun} it ${w.action === 'create' ? 'added' : 'changed'} (id ${w.id}) has been deleted since` });
          continue;
        }
        if (Number(now.updated_at) !== w.at) {
          left.push({ row: w.row, id: w.id, title: `Row ${w.row}: ${noun} "${await name()}" was changed after the import, so it is left as it is` });
          continue;
        }
        const mark = uow.mark();
        await sql`savepoint import_undo`.execute(uow.trx);
        try {
          if (w.action === 'create') {
            await takeBack(uow, info, w.id);
            removed++;
          } else {
            await uow.update(info, w.id, { values: { ...w.before } });
            restored++;
          }
          await sql`release savepoint import_undo`.execute(uow.trx);
        } catch (e) {
          await sql`rollback to savepoint import_undo`.execute(uow.trx);
          await sql`release savepoint import_undo`.execute(uow.trx);
          await uow.backTo(mark);
          if (!(e instanceof HttpError)) throw e;
          left.push({ row: w.row, id: w.id, title: `Row ${w.row}: ${noun} "${await name()}" cannot be ${w.action === 'create' ? 'removed' : 'put back'}: ${e.details[0]?.title ?? e.message}` });
        }
      }
    }, { holdsWriter: true });
    await this.records.write((trx) => trx.updateTable('imports').set({ state: 'undone', updated_at: now() }).where('id', '=', importId).execute());
    return { removed, restored, left };
  }
}

/** A failed row's problems, each at its column; undefined for a failure that is not the row's (a server fault). */
function rowProblems(e: unknown, def: ResourceDef, columns: Column[], row: number): ImportError[] | undefined {
  if (e instanceof RowProblems) return e.problems;
  if (!(e instanceof HttpError) || e.status >= 500) return undefined;
  return e.details.map((d: ErrorDetail) => {
    const field = typeof d.meta?.field === 'string' ? d.meta.field.split('.')[0] : null;
    const column = field ? (columns.find((c) => c.field!.name === field)?.letter ?? null) : null;
    const label = field ? def.fields.find((f) => f.name === field)?.label : undefined;
    // A field the file has no column for (a required one missing) names itself in the sentence.
    const title = column || !label || d.title.includes(label) ? d.title : `${label}: ${d.title}`;
    return { row, column, field, title };
  });
}

/** Stored and imported values compared as a form would see them (numbers and texts, null and missing alike). */
function sameValue(stored: unknown, given: unknown): boolean {
  const a = stored === undefined ? null : stored;
  const b = given === undefined ? null : given;
  if (a === null || b === null) return a === b || (a === '' && b === null) || (a === null && b === '');
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return Boolean(a) === Boolean(b) && (typeof a !== 'string' || a === String(b));
  return String(a) === String(b);
}

/**
 * References written as people write them: the target's import key (a company's Company ID, a
 * product's SKU), any of its unique texts (a country's codes), its display name, or its id. A
 * record the importer may not read is answered as not found, never revealed.
 */
class References {
  private readonly cache = new Map<string, WireRecord>();

  constructor(
    private readonly registry: Registry,
    private readonly owned: OwnedRecords,
    private readonly principal: Principal,
  ) {}

  async resolve(uow: UnitOfWork, f: FieldDef, text: string): Promise<WireRecord> {
    const target = this.registry.require(f.reference!);
    const t = target.def;
    const cacheKey = `${t.resource}\u0000${squash(text)}`;
    const kept = this.cache.get(cacheKey);
    if (kept) return kept;
    const keys = [...new Set([t.importKey, ...t.fields.filter((x) => x.unique && (x.type === 'text' || x.type === 'email')).map((x) => x.name), t.representation].filter((k): k is string => !!k && k !== 'id'))];
    const labels = keys.map((k) => t.fields.find((x) => x.name === k)?.label ?? k);
    const notFound = () => new CellProblem(`${f.label}: there is no ${t.labelSingular.toLowerCase()} "${text}" (looked for by ${[...new Set(labels)].join(', ')})`);
    if (!this.principal.ability.can('read', t.subject)) throw notFound();
    let found: WireRecord | undefined;
    for (const key of keys) {
      const rows = await uow.trx.selectFrom(t.table).selectAll().where(sql`lower(${sql.ref(key)})`, '=', text.toLowerCase()).limit(2).execute();
      if (rows.length > 1 && key === t.representation && !t.fields.find((x) => x.name === key)?.unique) {
        throw new CellProblem(`${f.label}: more than one ${t.labelSingular.toLowerCase()} is called "${text}"; write its ${labels[0]} instead`);
      }
      if (rows.length) {
        found = rows[0] as WireRecord;
        break;
      }
    }
    if (!found && /^\d{1,15}$/.test(text)) found = (await uow.trx.selectFrom(t.table).selectAll().where('id', '=', Number(text)).executeTakeFirst()) as WireRecord | undefined;
    if (!found) throw notFound();
    try {
      await this.owned.checkRead(target, this.principal, found);
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) throw notFound();
      throw e;
    }
    this.cache.set(cacheKey, found);
    return found;
  }
}
