/**
 * A unit of work: the records one request writes in one transaction, each with its audit entry,
 * and what is to happen once that transaction has committed (mails, live events).
 *
 * Domain code writes through `records.transaction(actor, async (uow) => { await uow.update(...);
 * await uow.create(...) })`: the writes run the resources' behaviour steps and audits as the
 * generic calls do, and commit (or roll back) together. Never call `records.create/update/...`
 * inside a unit of work: on SQLite that would queue a second transaction behind the first, which
 * waits for it (db/group-commit.ts). Use the `uow` methods.
 */
import type { Kysely } from 'kysely';
import type { ResourceInfo } from '../registry';
import type { Principal } from '../auth/sessions';
import type { ValidatedInput } from '../validate';
import type { WireRecord } from './codec';

/** Who writes: the signed-in user (with their session and ability), or the server itself (null). */
export interface Actor {
  userId: number | null;
  principal?: Principal;
}

export const SYSTEM_ACTOR: Actor = { userId: null };

export const actorOf = (principal: Principal): Actor => ({ userId: principal.user.id, principal });

/** One audited write that committed: the after-commit steps and the commit listeners get these. */
export interface CommittedWrite {
  collection: string;
  id: number;
  /** The audit log's action: create, update, status, delete, or a workflow transition's name. */
  action: string;
  userId: number | null;
  before: WireRecord | null;
  after: WireRecord | null;
  /** The fields the write was asked to set (a password is named here, never its value). */
  changed: string[];
}

/** Options of one write inside a unit of work. */
export interface WriteOptions {
  /** The audit log's action (and what behaviour steps see); default the kind of write. */
  action?: string;
  /**
   * A figure the server keeps (the stock ledger's product total): the write may change fields that
   * are otherwise given only when the record is added (YAML `create_only`).
   */
  keptByServer?: boolean;
}

/**
 * The writes a unit of work hands on, with itself (db/records.ts implements them): declared here,
 * so that this module needs nothing of the records layer's.
 */
export interface UnitWriter {
  createIn(uow: UnitOfWork, info: ResourceInfo, input: ValidatedInput, options?: WriteOptions): Promise<WireRecord>;
  createManyIn(uow: UnitOfWork, info: ResourceInfo, inputs: ValidatedInput[]): Promise<{ records: WireRecord[] } | { refused: number[] }>;
  updateIn(uow: UnitOfWork, info: ResourceInfo, key: string | number, input: ValidatedInput, options?: WriteOptions): Promise<WireRecord>;
  setStatusIn(uow: UnitOfWork, info: ResourceInfo, ids: number[], status: string): Promise<number>;
  removeIn(uow: UnitOfWork, info: ResourceInfo, key: string | number): Promise<WireRecord>;
  insertAsItWasIn(uow: UnitOfWork, def: ResourceInfo['def'], record: WireRecord, withParent?: boolean): Promise<void>;
  lockIn(uow: UnitOfWork, info: ResourceInfo, key: string | number): Promise<WireRecord>;
}

export class UnitOfWork {
  /** The audited writes made so far, in order. */
  readonly writes: CommittedWrite[] = [];
  private readonly tasks: Array<() => unknown> = [];
  private readonly undo: Array<() => unknown> = [];
  /** Written into each audit entry's log beside before and after (an import's `{import_id}`). */
  auditTag?: Record<string, unknown>;
  /**
   * Ids this unit knows exist, by table: found by a reference check or written by it. A later
   * reference to one in the same unit is not looked up again (a movement's lines and the ledger
   * rows they make name the same product and warehouse several times). A table's are forgotten
   * when a row is deleted from it, and all of them when the unit goes back to a savepoint.
   */
  readonly knownRows = new Map<string, Set<string>>();

  constructor(
    /** The write's transaction: for reads that must see this unit's own writes, and row locks. */
    readonly trx: Kysely<any>,
    readonly actor: Actor,
    private readonly records: UnitWriter,
  ) {}

  create(info: ResourceInfo, input: ValidatedInput, options: WriteOptions = {}): Promise<WireRecord> {
    return this.records.createIn(this, info, input, options);
  }

  /**
   * New records written together (an import's rows), each as `create` writes it; or, if any would
   * fail, nothing written and the indexes of those that would (records.ts createManyIn).
   */
  createMany(info: ResourceInfo, inputs: ValidatedInput[]): Promise<{ records: WireRecord[] } | { refused: number[] }> {
    return this.records.createManyIn(this, info, inputs);
  }

  update(info: ResourceInfo, key: string | number, input: ValidatedInput, options: WriteOptions = {}): Promise<WireRecord> {
    return this.records.updateIn(this, info, key, input, options);
  }

  setStatus(info: ResourceInfo, ids: number[], status: string): Promise<number> {
    return this.records.setStatusIn(this, info, ids, status);
  }

  remove(info: ResourceInfo, key: string | number): Promise<WireRecord> {
    return this.records.removeIn(this, info, key);
  }

  /**
   * A deleted row back as an audit entry kept it (same id and uuid), audited as `restore`.
   * `withParent`: a line coming back with its record, restored in this unit (not a line alone).
   */
  restore(info: ResourceInfo, record: WireRecord, withParent = false): Promise<void> {
    return this.records.insertAsItWasIn(this, info.def, record, withParent);
  }

  /** A record as this transaction sees it, with its lines, locked until the commit (PostgreSQL: FOR UPDATE). */
  lock(info: ResourceInfo, key: string | number): Promise<WireRecord> {
    return this.records.lockIn(this, info, key);
  }

  /** Run `task` once the unit has committed (never if it rolls back); its failure is logged, not answered. */
  afterCommit(task: () => unknown): void {
    this.tasks.push(task);
  }

  /**
   * Run `task` if the unit does not commit (its work failed, or the commit did: a full disk), to
   * undo what it did outside the database (a file it stored); its failure is logged, not answered.
   */
  afterRollback(task: () => unknown): void {
    this.undo.push(task);
  }

  /** Where the unit stands: go back to it with `backTo` once the writes since are rolled back to a savepoint. */
  mark(): { writes: number; tasks: number; undo: number } {
    return { writes: this.writes.length, tasks: this.tasks.length, undo: this.undo.length };
  }

  /**
   * Forget the writes and after-commit tasks since `mark`, whose savepoint was rolled back (an
   * import's row that failed, the others going on), and undo what they did outside the database.
   */
  async backTo(mark: { writes: number; tasks: number; undo: number }): Promise<void> {
    const undo = this.undo.splice(mark.undo);
    this.knownRows.clear(); // rows written since the savepoint are gone
    this.writes.length = mark.writes;
    this.tasks.length = mark.tasks;
    for (const task of undo) await task();
  }

  /** @internal the tasks queued with afterRollback, for Records to run. */
  queuedUndo(): ReadonlyArray<() => unknown> {
    return this.undo;
  }

  /** @internal the tasks queued with afterCommit, for Records to run. */
  queuedTasks(): ReadonlyArray<() => unknown> {
    return this.tasks;
  }
}
