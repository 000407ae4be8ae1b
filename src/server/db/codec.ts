/** Column values <-> wire values (api-contract.md): money travels as a decimal and is kept in cents. */
import type { ResourceDef } from '../../shared/resource-spec';

export type Row = Record<string, any>;
export type WireRecord = Record<string, unknown>;

/** Ids and `int` columns are 32-bit on PostgreSQL: a value outside that range matches no row. */
const INT_MAX = 2_147_483_647;
export const fitsInt = (n: number) => n >= -INT_MAX - 1 && n <= INT_MAX;
/** A row's id as a caller may send one: a positive integer a 32-bit id column holds (PostgreSQL answers a larger one with an error, not no row). */
export const isRowId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= INT_MAX;

export function toWire(def: ResourceDef, row: Row): WireRecord {
  const out: WireRecord = { id: row.id };
  if (def.uuid) out.uuid = row.uuid;
  for (const f of def.fields) {
    const v = row[f.name];
    if (f.type === 'password') continue;
    if (v === null || v === undefined) out[f.name] = null;
    else if (f.type === 'money') out[f.name] = Number(v) / 100;
    else if (f.type === 'boolean') out[f.name] = Boolean(Number(v));
    else if (f.type === 'json' || f.type === 'references') out[f.name] = typeof v === 'string' ? JSON.parse(v) : v;
    else out[f.name] = v;
  }
  out.status = row.status;
  out.created_at = row.created_at;
  out.updated_at = row.updated_at;
  out.created_by = row.created_by;
  out.updated_by = row.updated_by;
  return out;
}

/** Validated wire values -> column values (passwords are already hashed by the caller). */
export function toRow(def: ResourceDef, values: Record<string, unknown>): Row {
  const row: Row = {};
  const types = new Map(def.fields.map((f) => [f.name, f.type]));
  for (const [name, v] of Object.entries(values)) {
    const type = types.get(name);
    if (v === null || type === undefined) row[name] = v;
    else if (type === 'money') row[name] = Math.round((v as number) * 100);
    else if (type === 'boolean') row[name] = v ? 1 : 0;
    else if (type === 'json' || type === 'references') row[name] = JSON.stringify(v);
    else row[name] = v;
  }
  return row;
}
