/**
 * Generic records of any registry resource: list, get, create, update, bulk status, delete.
 * Every write runs in one transaction with its audit-log entry (api-contract.md: model,
 * header_id, user_id, updated_at, log.action with the before/after values).
 *
 * `updated_at` doubles as the row's version: each write sets it to max(now, previous + 1), so
 * two writes within one second still differ and a PATCH carrying a stale `updated_at` is
 * always refused (409), never silently applied.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import type { ListQuery } from '../../shared/list-query';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import type { Registry, ResourceInfo } from '../registry';
import { hashPassword } from '../auth/passwords';
import type { ValidatedInput } from '../validate';
import { toRow, toWire, type Row, type WireRecord } from './codec';
import type { Database } from './connect';
import { searchCondition, searchedPage } from './search';
import { columnKind } from './sync';

export const unixNow = () => Math.floor(Date.now() / 1000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record key fit to quote in a message: an id or a uuid, never arbitrary request text. */
const quotable = (key: string | number) => (typeof key === 'number' || /^\d{1,15}$/.test(key) || UUID.test(key) ? ` ${key}` : '');

/** Ids and `int` columns are 32-bit on PostgreSQL: a value outside that range matches no row. */
const INT_MAX = 2_147_483_647;
const fitsInt = (n: number) => n >= -INT_MAX - 1 && n <= INT_MAX;

export type AuditAction = 'create' | 'update' | 'status' | 'delete';

/**
 * A resource's own rules for a write (hooks/), run inside the write's transaction on the record
 * as it is stored, with its lines, so they judge exactly the row the write changes. Throws to refuse.
 */
export type Review = (current: WireRecord) => void;

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string };
  return err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === '23505';
}

export class Records {
  constructor(
    private readonly database: Database,
    private readonly registry: Registry,
  ) {}

  private get db(): Kysely<any> {
    return this.database.db;
  }

  /** Where-conditions of a list query; fields were checked against the resource by the caller. */
  private filtered(info: ResourceInfo, q: ListQuery) {
    const { def } = info;
    const fields = new Map(def.fields.map((f) => [f.name, f]));
    let query = this.db.selectFrom(def.table);
    // A free-text search on SQLite is driven by the search table: `+status` keeps the planner from
    // walking the (status, updated_at) index instead and testing every row against the matches.
    const searchFirst = !!q.filter && info.searchable.length > 0 && this.database.dialect === 'sqlite';
    if (q.status !== 'all') query = query.where(searchFirst ? sql`+${sql.ref('status')}` : 'status', '=', q.status);
    for (const c of q.filterExt) {
      const f = fields.get(c.field);
      const wantsText = c.field === 'status' || c.field === 'uuid' || (!!f && ['text', 'email', 'phone', 'select'].includes(f.type));
      if (wantsText !== (typeof c.value === 'string')) {
        throw badRequest(`filterExt: ${c.field} takes ${wantsText ? 'a quoted string' : 'an integer'}`, { parameter: 'filterExt' });
      }
      if (typeof c.value === 'string' && c.value.includes('\0')) throw badRequest(`filterExt: ${c.field} may not contain a NUL character`, { parameter: 'filterExt' });
      const intColumn = c.field === 'id' || (!!f && columnKind(f) === 'int');
      query = intColumn && !fitsInt(c.value as number) ? query.where(sql<boolean>`1 = 0`) : query.where(c.field, '=', c.value);
    }
    if (q.filter?.includes('\0')) throw badRequest('filter may not contain a NUL character', { parameter: 'filter' });
    if (q.filter && info.searchable.length) query = query.where(searchCondition(this.database.dialect, def.table, info.searchable, q.filter));
    return query;
  }

  async list(info: ResourceInfo, q: ListQuery): Promise<{ data: WireRecord[]; total: number }> {
    const base = this.filtered(info, q);
    const order = q.sort.some((t) => t.field === 'id') ? q.sort : [...q.sort, { field: 'id', desc: true }]; // stable pages
    const offset = (q.after - 1) * q.size;
    if (q.filter && info.searchable.length) {
      const { rows, total } = await searchedPage(this.db, info.def.table, base, order, q.size, offset);
      return { data: rows.map((r) => toWire(info.def, r)), total };
    }
    let rowsQuery = base.selectAll();
    for (const t of order) rowsQuery = rowsQuery.orderBy(t.field, t.desc ? 'desc' : 'asc');
    const rows = await rowsQuery.limit(q.size).offset(offset).execute();
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return { data: rows.map((r) => toWire(info.def, r)), total: Number(total) };
  }

  /** A row by integer id, or by uuid for resources flagged uuid. */
  private async findRow(db: Kysely<any>, def: ResourceDef, key: string | number): Promise<Row | undefined> {
    if (typeof key === 'string' && def.uuid && UUID.test(key)) {
      return db.selectFrom(def.table).selectAll().where('uuid', '=', key.toLowerCase()).executeTakeFirst();
    }
    const id = typeof key === 'number' ? key : /^\d{1,15}$/.test(key) ? Number(key) : NaN;
    if (!Number.isSafeInteger(id)) throw notFound(`${def.labelSingular}${quotable(key)} was not found`);
    if (!fitsInt(id)) return undefined;
    return db.selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst();
  }

  private async requireRow(db: Kysely<any>, def: ResourceDef, key: string | number): Promise<Row> {
    const row = await this.findRow(db, def, key);
    if (!row) throw notFound(`${def.labelSingular}${quotable(key)} was not found`);
    return row;
  }

  async get(info: ResourceInfo, key: string | number): Promise<WireRecord> {
    return this.withLines(this.db, info, await this.requireRow(this.db, info.def, key));
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
  private async saveLines(trx: Kysely<any>, info: ResourceInfo, parentId: number, lines: ValidatedInput['lines'], userId: number | null): Promise<void> {
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
        await this.audit(trx, def, id, userId, 'delete', before, null);
      }
      for (const line of sent) {
        await this.checkReferences(trx, def, line.values);
        const values = await this.columnValues(def, line.values);
        if (line.id !== undefined) {
          const before = existing.get(line.id)!;
          await this.audit(trx, def, line.id, userId, 'update', before, await this.applyWrite(trx, def, before, values, userId));
        } else {
          const now = unixNow();
          const row = { ...values, [child.target]: parentId, status: def.defaultStatus, created_at: now, updated_at: now, created_by: userId, updated_by: userId, ...(def.uuid ? { uuid: randomUUID() } : {}) };
          const inserted = await trx.insertInto(def.table).values(row).returningAll().executeTakeFirstOrThrow();
          await this.audit(trx, def, inserted.id as number, userId, 'create', null, inserted);
        }
      }
    }
  }

  /** Fill empty numbered fields (QUO-00042) from their numbering series, creating a series on first use. */
  private async assignNumbers(trx: Kysely<any>, def: ResourceDef, row: Row): Promise<void> {
    for (const f of def.fields) {
      if (!f.numbering || (row[f.name] !== undefined && row[f.name] !== null && row[f.name] !== '')) continue;
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

  async create(info: ResourceInfo, input: ValidatedInput, userId: number | null): Promise<WireRecord> {
    const { def } = info;
    const now = unixNow();
    const row: Row = {
      ...(await this.columnValues(def, input.values)),
      status: (input.values.status as string | undefined) ?? def.defaultStatus,
      created_at: now,
      updated_at: now,
      created_by: userId,
      updated_by: userId,
      ...(def.uuid ? { uuid: randomUUID() } : {}),
    };
    return this.write(async (trx) => {
      await this.assignNumbers(trx, def, row);
      await this.checkUnique(trx, def, row, null);
      await this.checkReferences(trx, def, input.values);
      const after = await trx.insertInto(def.table).values(row).returningAll().executeTakeFirstOrThrow();
      await this.audit(trx, def, after.id, userId, 'create', null, after);
      await this.saveLines(trx, info, after.id, input.lines, userId);
      return this.withLines(trx, info, after);
    });
  }

  /** `review` may also complete `input` (computed fields) before the changes are written. */
  async update(info: ResourceInfo, key: string | number, input: ValidatedInput, userId: number | null, review?: Review): Promise<WireRecord> {
    const { def } = info;
    // Hashing is slow on purpose: done before the transaction, which must stay short.
    const hashed = await this.hashPasswords(def, input.values);
    return this.write(async (trx) => {
      const before = await this.requireRow(trx, def, key);
      if (input.expectedUpdatedAt !== undefined && input.expectedUpdatedAt !== Number(before.updated_at)) {
        throw conflict(`This ${def.labelSingular.toLowerCase()} was changed by someone else after you opened it. Reload it and apply your change again.`, {
          field: 'updated_at',
        });
      }
      review?.(await this.withLines(trx, info, before));
      const changes = toRow(def, { ...input.values, ...hashed });
      await this.checkUnique(trx, def, changes, before.id);
      await this.checkReferences(trx, def, input.values);
      const after = await this.applyWrite(trx, def, before, changes, userId);
      await this.audit(trx, def, before.id, userId, 'update', before, after);
      await this.saveLines(trx, info, before.id, input.lines, userId);
      return this.withLines(trx, info, after);
    });
  }

  /** Bulk status (Confirm C, Reopen O, Void V); ids that do not exist are skipped. */
  async setStatus(info: ResourceInfo, ids: number[], status: string, userId: number | null, review?: Review): Promise<number> {
    const { def } = info;
    return this.write(async (trx) => {
      let updated = 0;
      for (const id of new Set(ids)) {
        const before = await this.findRow(trx, def, id);
        if (!before) continue;
        review?.(await this.withLines(trx, info, before));
        await this.audit(trx, def, id, userId, 'status', before, await this.applyWrite(trx, def, before, { status }, userId));
        updated++;
      }
      return updated;
    });
  }

  async remove(info: ResourceInfo, key: string | number, userId: number | null, review?: Review): Promise<WireRecord> {
    const { def } = info;
    return this.write(async (trx) => {
      const before = await this.requireRow(trx, def, key);
      const record = await this.withLines(trx, info, before);
      review?.(record);
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
          await this.audit(trx, lineDef, line.id, userId, 'delete', line, null);
        }
      }
      await trx.deleteFrom(def.table).where('id', '=', before.id).execute();
      await this.audit(trx, def, before.id, userId, 'delete', before, null);
      return record;
    });
  }

  /** Run a write transaction; a unique index that a concurrent write beat us to is a 409 too. */
  async write<T>(work: (trx: Kysely<any>) => Promise<T>): Promise<T> {
    try {
      return await this.database.write(work);
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

  /** The password fields of `values`, hashed (scrypt); everything else is left to toRow. */
  private async hashPasswords(def: ResourceDef, values: Record<string, unknown>): Promise<Record<string, string>> {
    const hashed: Record<string, string> = {};
    for (const f of def.fields) {
      if (f.type === 'password' && typeof values[f.name] === 'string') hashed[f.name] = await hashPassword(values[f.name] as string);
    }
    return hashed;
  }

  private async columnValues(def: ResourceDef, values: Record<string, unknown>): Promise<Row> {
    return toRow(def, { ...values, ...(await this.hashPasswords(def, values)) });
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

  private async checkReferences(trx: Kysely<any>, def: ResourceDef, values: Record<string, unknown>): Promise<void> {
    const problems = [];
    for (const f of def.fields as FieldDef[]) {
      const v = values[f.name];
      if (!f.reference || v === null || v === undefined) continue;
      const target = this.registry.require(f.reference).def;
      const ids = Array.isArray(v) ? (v as number[]) : [v as number];
      for (const id of ids) {
        const found = await trx.selectFrom(target.table).select('id').where('id', '=', id).executeTakeFirst();
        if (!found) problems.push({ title: `${f.label}: ${target.labelSingular.toLowerCase()} ${id} does not exist`, meta: { field: f.name } });
      }
    }
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  }

  async audit(trx: Kysely<any>, def: ResourceDef, headerId: number, userId: number | null, action: AuditAction, before: Row | null, after: Row | null): Promise<void> {
    const now = unixNow();
    const log = { action, before: before && toWire(def, before), after: after && toWire(def, after) };
    await trx
      .insertInto('audit_logs')
      .values({ model: def.resource, header_id: headerId, user_id: userId, action, log: JSON.stringify(log), status: 'O', created_at: now, updated_at: now, created_by: userId, updated_by: userId })
      .execute();
  }
}
