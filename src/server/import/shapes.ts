/**
 * Imports whose record is made of several rows, or is not the list's own columns (import/run.ts
 * runs them through the same rows, transactions, counts, error file and undo as any import):
 *
 * - a line document (quotations, sales orders, invoices, credit notes, purchase orders, supplier
 *   bills, delivery orders, stock movements...; import/documents.ts): its header columns repeated
 *   on every line row, or a Document key column, each group of rows one document with its lines;
 * - opening balances (import/opening.ts): `kind=opening_balances` on sales invoices (open invoices
 *   kept as numbered in the old system, confirmed, flagged `opening_balance`) and `kind=opening_stock`
 *   on stock movements (stock on hand per warehouse as confirmed movements in).
 *
 * A shape's columns are a ResourceDef of their own (matched and templated as a list's are); the
 * grouped table has one row per record, the rows of the file behind each kept for the error file.
 */
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import type { Principal } from '../auth/sessions';
import type { OwnedRecords } from '../auth/owned-records';
import { toWire } from '../db/codec';
import type { UnitOfWork } from '../db/unit-of-work';
import { HttpError, type ErrorDetail } from '../errors';
import type { Registry, ResourceInfo } from '../registry';
import { CellProblem, cellText, type Column } from './columns';
import { RowProblems, type ImportError, type RowOutcome } from './problems';
import type { Cell, SheetTable } from './read';

/** The kinds of import beside a list's own: api-contract.md "Import", `kind` (kinds.ts finds a list's shape). */
export const IMPORT_KINDS = ['opening_balances', 'opening_stock'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ShapeContext {
  uow: UnitOfWork;
  principal: Principal;
  owned: OwnedRecords;
  registry: Registry;
  info: ResourceInfo;
  /** The file as read (every row), and its columns matched to the shape's fields. */
  source: SheetTable;
  columns: Column[];
  /** A cell as the value a form sends for `f` of `def` (null when empty); a CellProblem for a bad cell. */
  parse(def: ResourceDef, f: FieldDef, cell: Cell): Promise<unknown>;
}

export interface ImportShape {
  kind: ImportKind | 'documents';
  /** The columns the file is matched against and the template shows. */
  def: ResourceDef;
  /** The rows of the file (indices), grouped one record each, in the file's order. */
  group(table: SheetTable, columns: Column[]): number[][];
  /** Write one record from its rows (RowProblems for what its cells hold). */
  write(ctx: ShapeContext, rows: number[]): Promise<RowOutcome>;
}

/** A file grouped by a shape: one row per record (its first), each record's rows of the file kept. */
export interface GroupedTable extends SheetTable {
  groups: number[][];
  source: SheetTable;
}

export function groupedTable(table: SheetTable, groups: number[][]): GroupedTable {
  return { headers: table.headers, sheet: table.sheet, rows: groups.map((g) => table.rows[g[0]]), rowNumbers: groups.map((g) => table.rowNumbers[g[0]]), groups, source: table };
}

export const isGrouped = (table: SheetTable): table is GroupedTable => 'groups' in table;

/** The rows of the file behind row `i` of `table` (a grouped one's record: all its rows), for the error file. */
export function sourceRows(table: SheetTable, i: number): Array<{ row: number; cells: Cell[] }> {
  if (!isGrouped(table)) return [{ row: table.rowNumbers[i], cells: table.rows[i] }];
  return table.groups[i].map((r) => ({ row: table.source.rowNumbers[r], cells: table.source.rows[r] }));
}

/** The text of `name`'s column in row `r` of the file ('' when the file has no such column). */
export function cellOf(ctx: Pick<ShapeContext, 'source' | 'columns'>, name: string, r: number): Cell {
  const column = ctx.columns.find((c) => c.field!.name === name);
  return column ? (ctx.source.rows[r][column.index] ?? null) : null;
}

/**
 * The values of `fields` (shape field name → the real field and its resource) in row `r`, each
 * parsed as a form's; every bad cell of the row is named at once (RowProblems).
 */
export async function rowValues(ctx: ShapeContext, r: number, fields: Map<string, { def: ResourceDef; field: FieldDef }>): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  const problems: ImportError[] = [];
  const row = ctx.source.rowNumbers[r];
  for (const column of ctx.columns) {
    const target = fields.get(column.field!.name);
    if (!target) continue;
    const cell = ctx.source.rows[r][column.index] ?? null;
    try {
      const value = await ctx.parse(target.def, { ...target.field, label: column.field!.label }, cell);
      if (value !== null || cellText(cell) !== '') values[target.field.name] = value;
    } catch (e) {
      if (!(e instanceof CellProblem)) throw e;
      problems.push({ row, column: column.letter, field: column.field!.name, title: e.message });
    }
  }
  if (problems.length) throw new RowProblems(problems);
  return values;
}

/**
 * A write's refusal (validation, a behaviour's rule) at the rows and columns it names: `place`
 * turns a detail's field (`company_id`, `lines.2.qty`) into the file's row and the shape's field.
 */
export function refusalAt(e: unknown, def: ResourceDef, columns: Column[], place: (field: string | null) => { row: number; field: string | null; line?: number }): unknown {
  if (!(e instanceof HttpError) || e.status >= 500) return e;
  const problems = e.details.map((d: ErrorDetail) => {
    const where = place(typeof d.meta?.field === 'string' ? d.meta.field : null);
    const column = where.field ? (columns.find((c) => c.field!.name === where.field) ?? null) : null;
    const label = where.field ? def.fields.find((f) => f.name === where.field)?.label : undefined;
    const title = column || !label || d.title.includes(label) ? d.title : `${label}: ${d.title}`;
    return { row: where.row, column: column?.letter ?? null, field: where.field, title: title.replace(/^Line \d+: /, '') };
  });
  return new RowProblems(problems);
}

/** What a picked reference fills on a form (YAML `fills`), for the fields the row left empty. */
export async function fillFromReferences(ctx: ShapeContext, def: ResourceDef, values: Record<string, unknown>): Promise<void> {
  for (const f of def.fields) {
    if (!f.fills || f.type !== 'reference' || values[f.name] === null || values[f.name] === undefined) continue;
    const empty = Object.keys(f.fills).filter((mine) => values[mine] === undefined || values[mine] === null || values[mine] === '');
    if (!empty.length) continue;
    const target = ctx.registry.require(f.reference!).def;
    const row = await ctx.uow.trx.selectFrom(target.table).selectAll().where('id', '=', Number(values[f.name])).executeTakeFirst();
    if (!row) continue;
    const picked = toWire(target, row); // as a form reads it: money in dollars, not stored cents
    for (const mine of empty) {
      const value = picked[f.fills[mine]];
      if (value !== null && value !== undefined && def.fields.some((x) => x.name === mine)) values[mine] = value;
    }
  }
}

/**
 * Take back a record an import added (undo): a confirmed one is voided first (what confirming it
 * did, a movement's stock or an invoice's balance, is given back by its own rules), then removed.
 */
export async function takeBack(uow: UnitOfWork, info: ResourceInfo, id: number): Promise<void> {
  const row = await uow.trx.selectFrom(info.def.table).select('status').where('id', '=', id).executeTakeFirst();
  if (row?.status === 'C' && info.def.statuses.includes('V')) await uow.setStatus(info, [id], 'V');
  await uow.remove(info, id);
}
