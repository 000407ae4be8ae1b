/**
 * What an audit entry says, read for a person (issue 10, item 8): which record it is about (its
 * collection and its number or name, and the page to open it on), and which fields it changed,
 * before and after. An entry that added or deleted a record shows the values it had.
 */
import type { ResourceDef, RouteDef } from '../../../shared/resource-spec';
import { allResources } from '../../crud/registry';

type Values = Record<string, unknown>;

export interface AuditLog {
  action?: string;
  before?: Values | null;
  after?: Values | null;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The row's bookkeeping, which every write changes: not worth a line of the diff. */
const BOOKKEEPING = new Set(['id', 'uuid', 'created_at', 'created_by', 'updated_at', 'updated_by']);

const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an entry changed, in the resource's field order then status; for an entry that added
 * (or restored) a record, the values it was given, and for a delete, the values it had.
 */
export function changesOf(def: ResourceDef | undefined, log: AuditLog | null | undefined): FieldChange[] {
  const before = log?.before ?? null;
  const after = log?.after ?? null;
  const names = [...(def?.fields.map((f) => f.name) ?? []), 'status'];
  for (const key of Object.keys({ ...before, ...after })) if (!names.includes(key)) names.push(key);
  return names
    .filter((name) => !BOOKKEEPING.has(name))
    .filter((name) => (before && after ? !same(before[name], after[name]) : !empty((before ?? after)?.[name])))
    .map((name) => ({ field: name, before: before?.[name] ?? null, after: after?.[name] ?? null }));
}

export interface AuditedRecord {
  def: ResourceDef | undefined;
  /** The record's number or name, as the entry knew it; its id when it has none. */
  name: string;
  /** The view page of the record, or of the record it belongs to (a site's company, a line's quotation). */
  link: { route: RouteDef; key: string } | null;
}

/** The record an entry is about, named and linked from the entry alone (a deleted record has no other trace). */
export function auditedRecord(model: string, headerId: number, log: AuditLog | null | undefined): AuditedRecord {
  const def = allResources.find((d) => d.resource === model);
  const values = log?.after ?? log?.before ?? {};
  const shown = def && def.representation !== 'id' ? values[def.representation] : undefined;
  const name = empty(shown) || typeof shown === 'object' ? `#${headerId}` : String(shown);
  if (!def) return { def, name, link: null };
  const keyOf = (d: ResourceDef, v: Values, id: unknown) => String(d.uuid && v.uuid ? v.uuid : id);
  if (def.routes[0]) return { def, name, link: { route: def.routes[0], key: keyOf(def, values, headerId) } };
  // A record without pages of its own is shown on its parent's (a quotation's lines, a company's sites).
  for (const parent of allResources) {
    const via = [...parent.children, ...parent.related].find((c) => c.resource === model);
    const parentId = via ? values[via.target] : undefined;
    if (via && parent.routes[0] && typeof parentId === 'number') return { def, name, link: { route: parent.routes[0], key: String(parentId) } };
  }
  return { def, name, link: null };
}
