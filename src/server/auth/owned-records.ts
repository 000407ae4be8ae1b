/**
 * Records that hang on another record (README, "Security", Panels): notes, documents and
 * timeline headers name their owner by `module` (a collection) and `header_id`; a timeline entry
 * (a comment) hangs on a timeline header (`header`), and so on that header's owner. Such a record
 * inherits its owner's ability, on top of the ability on its own collection:
 * - reading it (a get, a list, its files) needs read on the owner's collection and on the owner
 *   itself (its row scope: a technician reads only their own jobs' notes), and the owner must
 *   exist; a list shows only rows whose owner the reader may read;
 * - writing it (add, update, delete, status) needs update on the owner's collection and on the
 *   owner itself, before and after the change;
 * - its author (`user_id`) is the signed-in user, set by the server; only the author changes or
 *   deletes a note, a document or a comment.
 * The audit log is read the same way by whoever may read `History` (a page subject) but not the
 * audit log itself: the entries of one record at a time, a record they may read.
 * Whoever may `manage` the panel's collection is bound by none of the author rules and may name
 * another author (imports, demo data) or clean up records whose owner is gone.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ListQuery } from '../../shared/list-query';
import type { Action } from '../../shared/wire';
import { forbidden, HttpError, notFound } from '../errors';
import type { ListScope } from '../db/list-statements';
import type { Registry, ResourceInfo } from '../registry';
import type { Principal } from './sessions';
import { heldToOwnJobs, ownJobIds } from './own-jobs';
import { HELD_FIELDS } from '../../shared/held-fields';
import { isRowId } from '../db/codec';

/** Where a panel collection keeps its owner: on its own row, or on the row its `header` points at. */
export const PANELS: Record<string, { via?: { field: string; collection: string } }> = {
  notes: {},
  documents: {},
  timeline_headers: {},
  timelines: { via: { field: 'header', collection: 'timeline_headers' } },
};

/** Panels whose rows belong to their author: only the author (or a manager) changes them. */
const AUTHORED = new Set(['notes', 'documents', 'timelines']);

/** The audit log, and the page subject that reads a record's entries in it (its history). */
const AUDIT_LOG = 'audit-log';
export const HISTORY_SUBJECT = 'History';

/** Fields set by the server or by whoever may manage job orders (shared/held-fields.ts: the app's forms show them read-only). */
const ASSIGNMENT_FIELDS = HELD_FIELDS;

const AUTHOR = 'user_id';

/**
 * Collections a technician (who may not manage job orders) sees only for the jobs assigned to
 * them: by the field naming the job, or (a report's parts and photos) by the field naming the
 * parent record that names the job (behaviour/joborder_headers.ts holds their writes the same way).
 */
export interface JobLink {
  field: string;
  through?: { collection: string; field: string };
}
const REPORT_CHILD: JobLink = { field: 'header_id', through: { collection: 'service_reports', field: 'joborder_header_id' } };
export const OWN_JOBS: Record<string, JobLink> = {
  joborder_headers: { field: 'id' },
  service_reports: { field: 'joborder_header_id' },
  service_report_parts: REPORT_CHILD,
  service_report_photos: REPORT_CHILD,
};

/** The record a panel row hangs on. */
interface Owner {
  module: unknown;
  headerId: unknown;
}

type Row = Record<string, unknown>;

const invalid = (field: string, title: string) => new HttpError('VALIDATION_FAILED', [{ title, meta: { field } }]);

export class OwnedRecords {
  constructor(
    private readonly db: Kysely<any>,
    private readonly registry: Registry,
  ) {}

  isPanel(info: ResourceInfo): boolean {
    return info.def.resource in PANELS;
  }

  private manages(principal: Principal, info: ResourceInfo): boolean {
    return principal.ability.can('manage', info.def.subject);
  }

  /** The collections whose records the principal may read, by name. */
  private readable(principal: Principal): string[] {
    return this.registry.defs.filter((d) => principal.ability.can('read', d.subject)).map((d) => d.resource);
  }

  /** Whether the principal reads the audit log only as the history of records they may read. */
  private readsHistoryOnly(info: ResourceInfo, principal: Principal): boolean {
    return info.def.resource === AUDIT_LOG && !principal.ability.can('read', info.def.subject);
  }

  /**
   * Whether the principal may `read` the collection by a way other than its own rule: the audit
   * log as the history of the records they read (`History`). The caller then scopes what is read
   * (listScope, checkRead).
   */
  readsThrough(info: ResourceInfo, principal: Principal): boolean {
    return info.def.resource === AUDIT_LOG && principal.ability.can('read', HISTORY_SUBJECT);
  }

  /** The owner of a panel row (or of the values of one about to be written). */
  private async ownerOf(info: ResourceInfo, row: Row): Promise<Owner | null> {
    const via = PANELS[info.def.resource].via;
    if (!via) return { module: row.module, headerId: row.header_id };
    const id = row[via.field];
    if (!isRowId(id)) return null;
    const parent = await this.db.selectFrom(this.registry.require(via.collection).def.table).select(['module', 'header_id']).where('id', '=', id as number).executeTakeFirst();
    return parent ? { module: parent.module, headerId: parent.header_id } : null;
  }

  /** The owner's collection and its row, when it exists. */
  private async resolve(owner: Owner | null): Promise<{ info: ResourceInfo | undefined; row: Row | undefined }> {
    const info = owner && typeof owner.module === 'string' ? this.registry.get(owner.module) : undefined;
    if (!info || !isRowId(owner!.headerId)) return { info, row: undefined };
    const row = await this.db.selectFrom(info.def.table).selectAll().where('id', '=', owner!.headerId as number).executeTakeFirst();
    return { info, row };
  }

  /** 403 without `action` on the owner's collection or on the owner itself (its row scope); 404 when the owner is gone (managers excepted). */
  private async requireOwner(principal: Principal, info: ResourceInfo, row: Row, action: Action): Promise<void> {
    const owner = await this.resolve(await this.ownerOf(info, row));
    const managed = this.manages(principal, info);
    if (!owner.info) {
      if (managed) return;
      throw forbidden(`You may not ${action} ${info.def.label.toLowerCase()} of that record`);
    }
    if (!principal.ability.can(action, owner.info.def.subject)) {
      throw forbidden(`You may not ${action} ${owner.info.def.label.toLowerCase()}, so not their ${info.def.label.toLowerCase()} either`);
    }
    if (!owner.row) {
      if (managed) return;
      throw notFound(`The ${owner.info.def.labelSingular.toLowerCase()} this ${info.def.labelSingular.toLowerCase()} belongs to was not found`);
    }
    if (!(await this.isOwnRecord(owner.info, principal, owner.row))) {
      throw forbidden(`You may ${action === 'read' ? 'see' : 'change'} only the ${info.def.label.toLowerCase()} of jobs assigned to you`);
    }
  }

  /** How the collection names its job when the principal is held to their own jobs in it. */
  private ownJobLink(info: ResourceInfo, principal: Principal): JobLink | undefined {
    const link = OWN_JOBS[info.def.resource];
    return link && heldToOwnJobs({ userId: principal.user.id, principal }) ? link : undefined;
  }

  /** The principal's own jobs' ids, as a subquery. */
  private ownJobs(principal: Principal) {
    return ownJobIds(this.db, this.registry.require('joborder_headers').def.table, principal.user.id);
  }

  /** The ids of the collection's records the principal sees when held to their own jobs, as a subquery. */
  private ownRows(info: ResourceInfo, principal: Principal, link: JobLink) {
    if (link.field === 'id' && !link.through) return this.ownJobs(principal);
    if (!link.through) return this.db.selectFrom(info.def.table).select('id').where(link.field, 'in', this.ownJobs(principal));
    const parents = this.db.selectFrom(this.registry.require(link.through.collection).def.table).select('id').where(link.through.field, 'in', this.ownJobs(principal));
    return this.db.selectFrom(info.def.table).select('id').where(link.field, 'in', parents);
  }

  /** Whether `record` is within the principal's row scope (always, unless they are held to their own jobs in its collection). */
  private async isOwnRecord(info: ResourceInfo, principal: Principal, record: Row): Promise<boolean> {
    const link = this.ownJobLink(info, principal);
    if (!link) return true;
    let jobId = Number(record[link.field]);
    if (link.through) {
      const parent = isRowId(jobId) ? await this.db.selectFrom(this.registry.require(link.through.collection).def.table).select(link.through.field).where('id', '=', jobId).executeTakeFirst() : undefined;
      jobId = Number(parent?.[link.through.field]);
    }
    return isRowId(jobId) && !!(await this.ownJobs(principal).where('id', '=', jobId).executeTakeFirst());
  }

  /** A record read by id (or a file of it): 403/404 unless it and its owner are readable. */
  async checkRead(info: ResourceInfo, principal: Principal, record: Row): Promise<void> {
    if (!(await this.isOwnRecord(info, principal, record))) throw forbidden(`You may see only the ${info.def.label.toLowerCase()} of jobs assigned to you`);
    if (this.isPanel(info)) await this.requireOwner(principal, info, record, 'read');
    if (this.readsHistoryOnly(info, principal)) await this.requireHistory(principal, record.model, record.header_id);
  }

  /** Checks before a domain call reads or writes a record by id (a duplicate, a follow-up, its references): its row scope. */
  async checkRecord(info: ResourceInfo, principal: Principal, record: Row, doing: string): Promise<void> {
    if (!(await this.isOwnRecord(info, principal, record))) throw forbidden(`You may ${doing} only jobs assigned to you`);
  }

  /** 403 unless the principal may read the record `model`/`headerId` (the history of one record they read). */
  private async requireHistory(principal: Principal, model: unknown, headerId: unknown): Promise<void> {
    const info = typeof model === 'string' ? this.registry.get(model) : undefined;
    if (!info || !principal.ability.can('read', info.def.subject)) throw forbidden(`You may not read ${String(model)}, so not their history either`);
    const row = isRowId(headerId) ? await this.db.selectFrom(info.def.table).selectAll().where('id', '=', headerId).executeTakeFirst() : undefined;
    if (!row) throw forbidden(`Only those who may read the audit log read the history of a ${info.def.labelSingular.toLowerCase()} that is gone`);
    await this.checkRead(info, principal, row);
  }

  /** Whether the principal's lists of `info` are everyone's, with no scope of their own (listScope answers undefined). */
  listsUnscoped(info: ResourceInfo, principal: Principal): boolean {
    if (this.readsHistoryOnly(info, principal)) return false;
    return !this.ownJobLink(info, principal) && (!this.isPanel(info) || principal.ability.can('read', 'all'));
  }

  /**
   * The rows of a list the principal may see: those whose owner they read. A filter naming an
   * owner the principal may not read is refused (403) rather than answered empty.
   */
  async listScope(info: ResourceInfo, principal: Principal, query: ListQuery): Promise<ListScope | undefined> {
    if (this.listsUnscoped(info, principal)) return undefined;
    const named = (field: string) => query.filterExt.find((c) => c.field === field && (c.op === undefined || c.op === '='))?.value;
    if (this.readsHistoryOnly(info, principal)) {
      const [model, headerId] = [named('model'), named('header_id')];
      if (model === undefined || headerId === undefined) throw forbidden('You may read the history of one record at a time: filter by model and header_id');
      await this.requireHistory(principal, model, headerId);
      return (eb) => eb.and([eb('model', '=', String(model)), eb('header_id', '=', Number(headerId))]);
    }
    const link = this.ownJobLink(info, principal);
    if (link) {
      const through = link.through;
      if (!through) return (eb) => eb(link.field, 'in', this.ownJobs(principal));
      const parents = this.registry.require(through.collection).def.table;
      return (eb) => eb(link.field, 'in', eb.selectFrom(parents).select('id').where(through.field, 'in', this.ownJobs(principal)));
    }
    const readable = this.readable(principal);
    const via = PANELS[info.def.resource].via;
    const module = via ? undefined : named('module');
    if (module !== undefined && !readable.includes(String(module))) throw forbidden(`You may not read ${String(module)}, so not their ${info.def.label.toLowerCase()} either`);
    const header = via ? named(via.field) : undefined;
    const owner = header !== undefined ? await this.ownerOf(info, { [via!.field]: header }) : module !== undefined ? { module, headerId: named('header_id') } : null;
    if (owner && !readable.includes(String(owner.module))) throw forbidden(`You may not read ${String(owner.module)}, so not their ${info.def.label.toLowerCase()} either`);
    // A filter naming one owner the principal may not see (a job not theirs) is refused as that record is.
    if (owner && owner.headerId !== undefined) {
      const { info: ownerInfo, row } = await this.resolve(owner);
      if (ownerInfo && row && !(await this.isOwnRecord(ownerInfo, principal, row))) throw forbidden(`You may see only the ${info.def.label.toLowerCase()} of jobs assigned to you`);
    }
    const none = sql<SqlBool>`1 = 0`;
    // Owners in a collection the principal sees only in part (their own jobs): those rows only.
    const scoped = readable.flatMap((name) => {
      const ownerInfo = this.registry.require(name);
      const ownerLink = this.ownJobLink(ownerInfo, principal);
      return ownerLink ? [{ name, ids: () => this.ownRows(ownerInfo, principal, ownerLink) }] : [];
    });
    const whole = readable.filter((name) => !scoped.some((s) => s.name === name));
    const owned = (eb: Parameters<ListScope>[0]) =>
      eb.or([...(whole.length ? [eb('module', 'in', whole)] : []), ...scoped.map((s) => eb.and([eb('module', '=', s.name), eb('header_id', 'in', s.ids())]))]);
    if (!via) return (eb) => (readable.length ? owned(eb) : none);
    const parents = this.registry.require(via.collection).def.table;
    return (eb) => (readable.length ? eb(via.field, 'in', eb.selectFrom(parents).select('id').where(owned)) : none);
  }

  /**
   * Who works a job and who did it are set by the server or by whoever may manage job orders: a
   * write of those fields by someone held to their own jobs is refused (403), unless it leaves
   * them as they are (a form that sends every field).
   */
  checkAssignment(info: ResourceInfo, principal: Principal, values: Row, stored: Row | null): void {
    if (!this.guardsAssignment(info, principal)) return;
    const fields = ASSIGNMENT_FIELDS[info.def.resource];
    const changed = fields.filter((f) => f in values && (values[f] ?? null) !== (stored ? (stored[f] ?? null) : null));
    if (changed.length) {
      throw new HttpError(
        'FORBIDDEN',
        changed.map((field) => ({ title: `${info.def.fields.find((f) => f.name === field)?.label ?? field} is set by the server or by whoever manages job orders, not by you`, meta: { field } })),
      );
    }
  }

  /** Whether the collection has fields the principal may not set (checkAssignment), so an update must read the stored row. */
  guardsAssignment(info: ResourceInfo, principal: Principal): boolean {
    return info.def.resource in ASSIGNMENT_FIELDS && heldToOwnJobs({ userId: principal.user.id, principal });
  }

  /** The author of a new row is the signed-in user; only a manager may name someone else. */
  private setAuthor(info: ResourceInfo, principal: Principal, values: Row, stored: Row | null): void {
    if (!info.def.fields.some((f) => f.name === AUTHOR)) return;
    const given = values[AUTHOR];
    const current = stored ? stored[AUTHOR] : principal.user.id;
    if (this.manages(principal, info)) {
      if (!stored && given === undefined) values[AUTHOR] = principal.user.id;
      return;
    }
    if (given !== undefined && given !== current) throw invalid(AUTHOR, `The author of ${info.def.label.toLowerCase()} is set by the server: the signed-in user`);
    if (!stored) values[AUTHOR] = principal.user.id;
  }

  /** Checks before adding a panel row, which also completes `values` with its author. */
  async checkCreate(info: ResourceInfo, principal: Principal, values: Row): Promise<void> {
    this.checkAssignment(info, principal, values, null);
    if (!this.isPanel(info)) return;
    await this.checkTarget(info, principal, values);
    this.setAuthor(info, principal, values, null);
  }

  /** Checks before changing (`values`) or deleting (null) the stored panel row `stored`. */
  async checkChange(info: ResourceInfo, principal: Principal, stored: Row, values: Row | null): Promise<void> {
    if (!this.isPanel(info)) return;
    await this.requireOwner(principal, info, stored, 'update');
    if (AUTHORED.has(info.def.resource) && stored[AUTHOR] !== principal.user.id && !this.manages(principal, info)) {
      throw forbidden(`Only its author, or whoever manages ${info.def.label.toLowerCase()}, may ${values ? 'change' : 'delete'} this ${info.def.labelSingular.toLowerCase()}`);
    }
    if (!values) return;
    const moved = ['module', 'header_id', PANELS[info.def.resource].via?.field].some((f) => f !== undefined && f in values);
    if (moved) await this.checkTarget(info, principal, { ...stored, ...values });
    this.setAuthor(info, principal, values, stored);
  }

  /** The owner a row is written onto: a collection that exists, a record of it, and update on it (else 422/403). */
  private async checkTarget(info: ResourceInfo, principal: Principal, row: Row): Promise<void> {
    const via = PANELS[info.def.resource].via;
    const owner = await this.ownerOf(info, row);
    const { info: target, row: targetRow } = await this.resolve(owner);
    if (via && !owner) throw invalid(via.field, `${info.def.fields.find((f) => f.name === via.field)?.label ?? via.field} does not exist`);
    if (!target) throw invalid(via?.field ?? 'module', `module must name a collection, like joborder_headers`);
    if (!principal.ability.can('update', target.def.subject)) {
      throw forbidden(`You may not update ${target.def.label.toLowerCase()}, so not add or change their ${info.def.label.toLowerCase()} either`);
    }
    if (!targetRow) throw invalid(via?.field ?? 'header_id', `There is no ${target.def.labelSingular.toLowerCase()} ${String(owner!.headerId)}`);
    if (!(await this.isOwnRecord(target, principal, targetRow))) throw forbidden(`You may add ${info.def.label.toLowerCase()} only to jobs assigned to you`);
  }

  /** Bulk status: every existing row named must pass checkChange. */
  async checkStatus(info: ResourceInfo, principal: Principal, ids: number[], status: string): Promise<void> {
    if (!this.isPanel(info)) return;
    const wanted = ids.filter(isRowId);
    if (!wanted.length) return;
    const rows = await this.db.selectFrom(info.def.table).selectAll().where('id', 'in', wanted).execute();
    for (const row of rows) await this.checkChange(info, principal, row, { status });
  }
}
