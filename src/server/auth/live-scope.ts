/**
 * Who may hear a live change (api-contract.md "Live changes"; README "Security"): an event is sent
 * only to users who may read the record, by the same rules as a read (auth/owned-records.ts):
 * - a record of a collection a technician sees only for their own jobs (job orders, service
 *   reports, their parts and photos) reaches them only when the job is assigned to them;
 * - a panel row (note, document, timeline header, comment) follows the record it hangs on: the
 *   reader must read that record's collection, and, when it is a job's, the job must be theirs.
 *
 * Cheap by design: what an event needs is worked out once per committed unit of work, where the
 * write happens (a few grouped queries, and none for a write of any other collection), and
 * travels with the event as its `scope` (through NOTIFY to the other instances too). Each stream
 * then decides with set lookups: no query per event per subscriber. A job's scope names the users
 * linked to its employees one and two, before and after the write (a job handed from one
 * technician to another reaches both), so a stream needs no query of its own either.
 */
import type { Kysely } from 'kysely';
import type { CommittedWrite } from '../db/unit-of-work';
import type { Registry } from '../registry';
import type { Principal } from './sessions';
import { OWN_JOBS, PANELS } from './owned-records';
import { heldToOwnJobs } from '../behaviour/joborder_headers';
import { isRowId } from '../db/codec';

/** What a listener must be allowed to hear an event. */
export interface EventScope {
  /** The collection the reader must read: the owner's for a panel row; null when the owner is unknown (only managers of the collection hear it). */
  module: string | null;
  /** For a record of a job: the users assigned to the job (through their employees); those held to their own jobs hear it only when they are among them. */
  users?: number[];
}

export interface ScopedChange {
  collection: string;
  id: number;
  action: string;
  scope?: EventScope;
}

type Row = Record<string, unknown>;

const JOBS = 'joborder_headers';
const ASSIGNEES = ['joborder_employee_one', 'joborder_employee_two'];

/** A record of a job-scoped collection whose job is still to be found. */
interface JobRef {
  collection: string;
  /** The record's rows (before and after a write), or only its id (a panel's owner). */
  rows: Row[];
  id: number;
}

export class LiveScopes {
  constructor(
    private readonly db: () => Kysely<any>,
    private readonly registry: Registry,
  ) {}

  /** Whether any of the writes needs its scope worked out (a job's record or a panel row). */
  needsScope(writes: readonly CommittedWrite[]): boolean {
    return writes.some((w) => w.collection in OWN_JOBS || w.collection in PANELS);
  }

  private table(collection: string): string {
    return this.registry.require(collection).def.table;
  }

  /** Rows of `collection` by id, with the named columns (no query for no ids). */
  private async rowsOf(collection: string, ids: Iterable<number>, columns: string[]): Promise<Map<number, Row>> {
    const wanted = [...new Set(ids)].filter(isRowId);
    if (!wanted.length) return new Map();
    const rows = await this.db().selectFrom(this.table(collection)).select(['id', ...columns]).where('id', 'in', wanted).execute();
    return new Map(rows.map((r) => [Number(r.id), r as Row]));
  }

  /** The events of a committed unit of work, one per record, each with its scope. */
  async of(writes: readonly CommittedWrite[]): Promise<ScopedChange[]> {
    // One event per record (its last action), with every row it had in the unit of work.
    const byRecord = new Map<string, { change: ScopedChange; rows: Row[] }>();
    for (const w of writes) {
      const key = `${w.collection}\n${w.id}`;
      const entry = byRecord.get(key) ?? { change: { collection: w.collection, id: w.id, action: w.action }, rows: [] };
      entry.change.action = w.action;
      for (const row of [w.before, w.after]) if (row) entry.rows.push(row);
      byRecord.delete(key);
      byRecord.set(key, entry);
    }
    const entries = [...byRecord.values()];

    // Panels: their owner, through the timeline header for a comment.
    const headerIds = entries.flatMap(({ change, rows }) => {
      const via = PANELS[change.collection]?.via;
      return via ? rows.map((r) => Number(r[via.field])) : [];
    });
    const headers = await this.rowsOf('timeline_headers', headerIds, ['module', 'header_id']);
    const jobRefs = new Map<ScopedChange, JobRef[]>();
    const refer = (change: ScopedChange, ref: JobRef) => jobRefs.set(change, [...(jobRefs.get(change) ?? []), ref]);
    for (const { change, rows } of entries) {
      const panel = PANELS[change.collection];
      if (panel) {
        const owners = rows.map((r) => (panel.via ? headers.get(Number(r[panel.via.field])) : r)).filter((o): o is Row => !!o);
        const modules = [...new Set(owners.map((o) => o.module))];
        const module = modules.length === 1 && typeof modules[0] === 'string' && this.registry.get(modules[0]) ? modules[0] : null;
        change.scope = { module };
        if (module && module in OWN_JOBS) for (const o of owners) if (isRowId(o.header_id)) refer(change, { collection: module, rows: [], id: o.header_id });
      } else if (change.collection in OWN_JOBS) {
        change.scope = { module: change.collection };
        refer(change, { collection: change.collection, rows, id: change.id });
      }
    }

    // Owners known only by id: their rows (the fields that lead to the job).
    const refs = [...jobRefs.values()].flat();
    for (const collection of new Set(refs.filter((r) => !r.rows.length).map((r) => r.collection))) {
      const link = OWN_JOBS[collection];
      const found = await this.rowsOf(collection, refs.filter((r) => r.collection === collection && !r.rows.length).map((r) => r.id), collection === JOBS ? ASSIGNEES : [link.field]);
      for (const ref of refs) if (ref.collection === collection && !ref.rows.length && found.has(ref.id)) ref.rows = [found.get(ref.id)!];
    }
    // Records of a job's record (a report's parts and photos): their report's job.
    const parentIds = refs.flatMap((r) => (OWN_JOBS[r.collection].through ? r.rows.map((row) => Number(row[OWN_JOBS[r.collection].field])) : []));
    const parents = await this.rowsOf('service_reports', parentIds, [OWN_JOBS.service_reports.field]);
    const jobIdsOf = (ref: JobRef): number[] => {
      const link = OWN_JOBS[ref.collection];
      if (ref.collection === JOBS) return [];
      return ref.rows.map((row) => Number(link.through ? parents.get(Number(row[link.field]))?.[link.through.field] : row[link.field])).filter(isRowId);
    };
    const jobs = await this.rowsOf(JOBS, refs.flatMap(jobIdsOf), ASSIGNEES);
    const employeesOf = (ref: JobRef): number[] => {
      const jobRows = ref.collection === JOBS ? ref.rows : jobIdsOf(ref).map((id) => jobs.get(id)).filter((r): r is Row => !!r);
      return jobRows.flatMap((row) => ASSIGNEES.map((f) => Number(row[f]))).filter(isRowId);
    };
    const employeeIds = refs.flatMap(employeesOf);
    const employees = await this.rowsOf('employees', employeeIds, ['user_id']);
    for (const [change, list] of jobRefs) {
      const users = list.flatMap(employeesOf).map((e) => Number(employees.get(e)?.user_id)).filter(isRowId);
      change.scope!.users = [...new Set(users)].sort((a, b) => a - b);
    }
    return entries.map((e) => e.change);
  }
}

/** What a stream knows of its user to decide, with no query, which events they may hear. */
export interface Listener {
  userId: number;
  /** The collections they may read, by name. */
  readable: Set<string>;
  /** Held to their own jobs (a technician). */
  ownJobsOnly: boolean;
  /** Whether they may manage a collection (hear a panel row whose owner is unknown). */
  manages: (collection: string) => boolean;
}

export function listenerOf(registry: Registry, principal: Principal): Listener {
  const readable = new Set(registry.defs.filter((def) => principal.ability.can('read', def.subject)).map((def) => def.resource));
  const managed = new Set(registry.defs.filter((def) => principal.ability.can('manage', def.subject)).map((def) => def.resource));
  return { userId: principal.user.id, readable, ownJobsOnly: heldToOwnJobs({ userId: principal.user.id, principal }), manages: (c) => managed.has(c) };
}

/** Whether the listener may hear the change. */
export function mayHear(listener: Listener, change: ScopedChange): boolean {
  if (!listener.readable.has(change.collection)) return false;
  const scope = change.scope;
  if (!scope) return true;
  if (scope.module === null) return listener.manages(change.collection);
  if (!listener.readable.has(scope.module)) return false;
  if (scope.users && listener.ownJobsOnly) return scope.users.includes(listener.userId);
  return true;
}

/**
 * The commit listener that publishes each unit of work's events with their scopes. A write of a
 * collection that needs no scope is published at once, as it commits; one that needs its scope
 * worked out is published when that is done, without holding up the write's answer. Events leave
 * in commit order all the same: while a scope is being worked out, later units wait behind it.
 * Should working it out fail, the events go only to those who manage the collection.
 */
export function publishScoped(
  scopes: LiveScopes,
  live: { publish(changes: ScopedChange[]): void },
  log?: { warn(obj: object, msg: string): void },
): (writes: readonly CommittedWrite[]) => void {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  const plain = (writes: readonly CommittedWrite[]): ScopedChange[] => writes.map(({ collection, id, action }) => ({ collection, id, action }));
  const closed = (writes: readonly CommittedWrite[]): ScopedChange[] =>
    plain(writes).map((c) => (c.collection in OWN_JOBS || c.collection in PANELS ? { ...c, scope: { module: null } } : c));
  return (writes) => {
    if (!pending && !scopes.needsScope(writes)) return live.publish(plain(writes));
    pending++;
    tail = tail
      .then(() =>
        scopes.of(writes).catch((err: unknown) => {
          log?.warn({ err }, 'live changes: could not work out who may hear these; sent to managers only');
          return closed(writes);
        }),
      )
      .then((events) => live.publish(events))
      .catch(() => {}) // publishing never fails a later unit's events
      .finally(() => {
        pending--;
      });
  };
}
