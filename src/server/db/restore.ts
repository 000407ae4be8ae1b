/**
 * Undo from the audit log (issue 10, item 8): bring back a deleted record as its entry kept it
 * (same id, same uuid, its lines too), or put back fields' values from before an entry's change.
 * Each restore is a write like any other, audited with the action `restore`. What cannot be put
 * back as it was answers 409 with a title that says why: the record is there already, another
 * record took one of its unique values, or a record it points at is gone.
 */
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../shared/resource-spec';
import { conflict, HttpError, notFound, type ErrorDetail } from '../errors';
import type { Registry, ResourceInfo } from '../registry';
import { validateInput } from '../validate';
import type { WireRecord } from './codec';
import type { Records } from './records';

export interface AuditEntry {
  id: number;
  model: string;
  header_id: number;
  action: string;
  log: { action?: string; before?: WireRecord | null; after?: WireRecord | null };
}

const cannot = (problems: ErrorDetail[]) => new HttpError('CONFLICT', problems.map((p) => ({ ...p, title: `Cannot restore: ${p.title}` })));

/** The name a person knows a record by in a message: "Job order JOB-00301". */
function named(def: ResourceDef, record: WireRecord | null | undefined, id: number): string {
  const name = record?.[def.representation];
  return `${def.labelSingular} ${name === null || name === undefined || name === '' ? id : String(name)}`;
}

export class AuditRestore {
  constructor(
    private readonly registry: Registry,
    private readonly records: Records,
    private readonly db: () => Kysely<any>,
  ) {}

  /** An entry of the audit log with its log parsed; 404 when there is none. */
  async entry(id: string): Promise<AuditEntry> {
    const key = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    const row = Number.isSafeInteger(key) ? await this.db().selectFrom('audit_logs').selectAll().where('id', '=', key).executeTakeFirst() : undefined;
    if (!row) throw notFound(`Audit log entry ${/^\d{1,15}$/.test(id) ? `${id} ` : ''}was not found`);
    return { id: Number(row.id), model: row.model, header_id: Number(row.header_id), action: row.action, log: typeof row.log === 'string' ? JSON.parse(row.log) : (row.log ?? {}) };
  }

  /** The collection an entry is about; 409 when the schema no longer has it. */
  collectionOf(entry: AuditEntry): ResourceInfo {
    const info = this.registry.get(entry.model);
    if (!info) throw conflict(`Cannot restore: there is no collection "${entry.model}" any more`);
    return info;
  }

  /** Insert a deleted record again, with its lines, as the delete entry kept them: one unit of work. */
  async restoreRecord(info: ResourceInfo, entry: AuditEntry, userId: number): Promise<WireRecord> {
    const { def } = info;
    const before = entry.log.before;
    if (entry.action !== 'delete' || !before) {
      throw new HttpError('VALIDATION_FAILED', [{ title: 'Only a deleted record can be restored whole; name the fields to put back instead', meta: { field: 'fields' } }]);
    }
    try {
      await this.records.transaction({ userId }, async (uow) => {
        if (await uow.trx.selectFrom(def.table).select('id').where('id', '=', entry.header_id).executeTakeFirst()) {
          throw conflict(`${named(def, before, entry.header_id)} is there already`);
        }
        await uow.restore(info, before);
        for (const { child, def: lineDef } of info.children) {
          const lines = before[child.field];
          if (!Array.isArray(lines)) continue;
          const lineInfo = this.registry.require(lineDef.resource);
          for (const line of lines as WireRecord[]) {
            if (await uow.trx.selectFrom(lineDef.table).select('id').where('id', '=', line.id as number).executeTakeFirst()) continue;
            await uow.restore(lineInfo, { ...line, [child.target]: entry.header_id }, true);
          }
        }
      });
    } catch (e) {
      if (e instanceof HttpError && e.code === 'CONFLICT') throw cannot(e.details);
      throw e;
    }
    return this.records.get(info, entry.header_id);
  }

  /** Put back `fields` as they were before the entry's change, through the ordinary update (its rules apply). */
  async restoreFields(info: ResourceInfo, entry: AuditEntry, fields: string[], userId: number): Promise<WireRecord> {
    const { def } = info;
    const before = entry.log.before;
    if (!before) throw new HttpError('VALIDATION_FAILED', [{ title: 'This entry added the record: there is no earlier value to put back', meta: { field: 'fields' } }]);
    const restorable = new Set(['status', ...def.fields.filter((f) => f.type !== 'password' && !f.readonly).map((f) => f.name)]);
    const problems = fields.filter((f) => !restorable.has(f) || !(f in before)).map((f) => ({ title: `${f} is not a field this entry can put back`, meta: { field: 'fields' } }));
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
    const current = await this.db().selectFrom(def.table).select('id').where('id', '=', entry.header_id).executeTakeFirst();
    if (!current) throw conflict(`Cannot restore: ${named(def, entry.log.after ?? before, entry.header_id)} was deleted; restore the record first`);
    const values = Object.fromEntries(fields.map((f) => [f, before[f]]));
    const missing = await this.records.missingReferences(this.db(), def, values);
    if (missing.length) throw cannot(missing);
    const input = validateInput(def, values, true);
    try {
      return await this.records.transaction({ userId }, (uow) => uow.update(info, entry.header_id, input, { action: 'restore' }));
    } catch (e) {
      if (e instanceof HttpError && e.code === 'CONFLICT') throw cannot(e.details);
      throw e;
    }
  }
}
