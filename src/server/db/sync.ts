/**
 * Additive schema sync (like Frappe's migrate): create missing tables, add missing columns and
 * indexes. A change that would lose or reinterpret data (a column whose type family changed) is
 * refused with a message naming the column; such a change needs a hand-written migration step
 * (db/migrate.ts, run before the sync).
 * Columns that the YAML no longer names are left in place, untouched.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import type { Database, DialectName } from './connect';
import { syncSearchIndex } from './search-index';
import { syncChangeNotices } from './table-versions';

export type ColumnKind = 'int' | 'bigint' | 'real' | 'text';

export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  notNull?: boolean;
  defaultValue?: string | number;
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  indexes: Array<{ columns: string[]; unique?: boolean }>;
  /** Columns of the free-text `filter`, given a search index (search.ts). */
  search?: string[];
}

export function columnKind(field: FieldDef): ColumnKind {
  switch (field.type) {
    case 'integer':
    case 'reference':
    case 'boolean':
      return 'int';
    case 'money': // cents
    case 'date': // unix seconds
    case 'datetime':
      return 'bigint';
    case 'number':
      return 'real';
    default:
      return 'text';
  }
}

/** The table of a resource: its fields plus the system columns. */
export function tableOf(def: ResourceDef): TableSpec {
  const columns: ColumnSpec[] = [
    { name: 'uuid', kind: 'text' },
    { name: 'status', kind: 'text', notNull: true, defaultValue: def.defaultStatus },
    { name: 'created_at', kind: 'bigint', notNull: true, defaultValue: 0 },
    { name: 'updated_at', kind: 'bigint', notNull: true, defaultValue: 0 },
    { name: 'created_by', kind: 'int' },
    { name: 'updated_by', kind: 'int' },
    ...def.fields.map((f) => ({ name: f.name, kind: columnKind(f) })),
  ];
  const indexes: TableSpec['indexes'] = [{ columns: ['status', 'updated_at'] }, ...listOrderIndexes(def)];
  if (def.uuid) indexes.push({ columns: ['uuid'], unique: true });
  for (const f of def.fields) {
    if (f.unique) indexes.push({ columns: [f.name], unique: true });
    // A searchable reference is looked up by the ids its search finds (db/search.ts).
    else if (f.filterable || (f.type === 'reference' && f.searchable)) indexes.push({ columns: [f.name] });
  }
  return { name: def.table, columns, indexes, search: def.fields.filter((f) => f.searchable && f.type !== 'reference').map((f) => f.name) };
}

/**
 * The indexes that serve a list page in its order (issue 27): for every column a list may be
 * sorted by (registry.ts, `sortable`: the YAML's sortable fields, `id`, `status` and
 * `created_at`; `updated_at` has the (status, updated_at) index above, whose SQLite entries end
 * with the rowid, the id), `(status, column, id)`, and one for the YAML's default sort when it
 * names several columns in one direction. A page is `status = ? order by column, id` with the
 * tie-break `id` in the column's direction (list-statements.ts), so the index walks the page
 * forwards or backwards and sorts nothing, however few values the column has (40 brands over a
 * million rows: without the `id` in the index, 25,000 rows sorted per brand). An index the list
 * statements cannot use (a default sort in mixed directions) is not made.
 */
export function listOrderIndexes(def: ResourceDef): Array<{ columns: string[] }> {
  // `id` alone serves sort=id and sort=status (status = ? or status sorted, then id).
  const orders: string[][] = [[], ['created_at'], ...def.fields.filter((f) => f.sortable).map((f) => [f.name])];
  const terms = def.sort.split(',').map((t) => t.trim()).filter(Boolean);
  const oneDirection = terms.every((t) => t.startsWith('-') === terms[0].startsWith('-'));
  if (terms.length > 1 && oneDirection) orders.push(terms.map((t) => t.replace(/^-/, '')));
  const made = new Set<string>();
  const indexes: Array<{ columns: string[] }> = [];
  for (const order of orders) {
    const sorted = order.filter((c) => c !== 'id' && c !== 'status');
    if (sorted.length === 1 && sorted[0] === 'updated_at') continue; // (status, updated_at), above
    const columns = ['status', ...sorted, 'id'];
    if (made.has(columns.join())) continue;
    made.add(columns.join());
    indexes.push({ columns });
  }
  return indexes;
}

const SQL_TYPES: Record<DialectName, Record<ColumnKind, string>> = {
  sqlite: { int: 'integer', bigint: 'bigint', real: 'real', text: 'text' },
  postgres: { int: 'integer', bigint: 'bigint', real: 'double precision', text: 'text' },
};

/** What an introspected data type means, across both dialects. */
function kindOfDataType(dataType: string): ColumnKind | 'other' {
  const t = dataType.toLowerCase();
  if (t === 'integer' || t === 'int4' || t === 'int' || t === 'serial') return 'int';
  if (t === 'bigint' || t === 'int8') return 'bigint';
  if (t === 'real' || t === 'float8' || t === 'double precision') return 'real';
  if (t === 'text') return 'text';
  return 'other';
}

const compatible = (want: ColumnKind, have: ColumnKind | 'other') =>
  want === have || (want === 'bigint' && have === 'int') || (want === 'int' && have === 'bigint');

export class SchemaSyncError extends Error {
  override name = 'SchemaSyncError';
}

async function createTable(db: Kysely<any>, dialect: DialectName, spec: TableSpec): Promise<void> {
  let builder = db.schema.createTable(spec.name).ifNotExists();
  builder =
    dialect === 'sqlite'
      ? builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : builder.addColumn('id', 'serial', (c) => c.primaryKey());
  for (const col of spec.columns) builder = addColumnTo(builder, dialect, col);
  await builder.execute();
}

function addColumnTo<B extends { addColumn: (...a: any[]) => B }>(builder: B, dialect: DialectName, col: ColumnSpec): B {
  return builder.addColumn(col.name, sql.raw(SQL_TYPES[dialect][col.kind]), (c: any) => {
    let cb = c;
    if (col.notNull) cb = cb.notNull();
    if (col.defaultValue !== undefined) cb = cb.defaultTo(col.defaultValue);
    return cb;
  });
}

/** PostgreSQL cuts names at 63 bytes; two cut alike would be one index to `if not exists`. */
const MAX_NAME = 63;

/** `<table>_<columns>_ix` (or `_uq`); past MAX_NAME, cut and ended with a hash of the whole name. */
export function indexName(table: string, index: { columns: string[]; unique?: boolean }): string {
  const name = `${table}_${index.columns.join('_')}_${index.unique ? 'uq' : 'ix'}`;
  if (Buffer.byteLength(name) <= MAX_NAME) return name;
  return `${name.slice(0, MAX_NAME - 9)}_${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

export interface SyncReport {
  createdTables: string[];
  addedColumns: string[];
  unusedColumns: string[];
}

export async function syncSchema(database: Database, specs: TableSpec[]): Promise<SyncReport> {
  const { db, dialect } = database;
  const report: SyncReport = { createdTables: [], addedColumns: [], unusedColumns: [] };
  const existing = new Map((await db.introspection.getTables()).map((t) => [t.name, t]));
  for (const spec of specs) {
    const table = existing.get(spec.name);
    if (!table) {
      await createTable(db, dialect, spec);
      report.createdTables.push(spec.name);
    } else {
      const have = new Map(table.columns.map((c) => [c.name, c]));
      for (const col of spec.columns) {
        const current = have.get(col.name);
        if (!current) {
          // A column added later cannot be NOT NULL without a default on a filled table.
          await addColumnTo(db.schema.alterTable(spec.name) as any, dialect, { ...col, notNull: col.notNull && col.defaultValue !== undefined }).execute();
          report.addedColumns.push(`${spec.name}.${col.name}`);
        } else if (!compatible(col.kind, kindOfDataType(current.dataType))) {
          throw new SchemaSyncError(
            `Column ${spec.name}.${col.name} is ${current.dataType} in the database but the schema now makes it ${SQL_TYPES[dialect][col.kind]}. ` +
              'Changing it could lose data, so it was not done: write a migration step in src/server/db/migrations (see db/migrate.ts), or revert the YAML.',
          );
        }
      }
      const wanted = new Set(['id', ...spec.columns.map((c) => c.name)]);
      for (const c of table.columns) if (!wanted.has(c.name)) report.unusedColumns.push(`${spec.name}.${c.name}`);
    }
    for (const index of spec.indexes) {
      const name = indexName(spec.name, index);
      let builder = db.schema.createIndex(name).ifNotExists().on(spec.name).columns(index.columns);
      if (index.unique) builder = builder.unique();
      await builder.execute();
    }
    await syncSearchIndex(database, spec);
  }
  if (dialect === 'postgres') await syncChangeNotices(db, specs.map((s) => s.name));
  return report;
}
