/**
 * The sales pivot (api-contract.md "Reports"): confirmed sales-invoice lines grouped on the
 * server by the dimensions asked for as rows and as columns, with the measures summed per cell,
 * per row, per column and overall. One grouped query does the work; the answer names each row
 * and column once and lists only the cells that hold sales.
 *
 * - gst is the invoice's GST shared over its lines by their amounts, so a document's lines add up
 *   to the GST it charged (rounded per document, as the document was);
 * - margin is the line's amount less its quantity at the product's cost price;
 * - month is the invoice date's month in Singapore time (UTC+8, no daylight saving);
 * - salesperson is the user who raised the invoice.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connect';
import { HttpError } from '../errors';
import type { Registry } from '../registry';

import {
  PIVOT_DIMENSIONS as DIMENSIONS,
  PIVOT_MAX_CELLS as MAX_CELLS,
  PIVOT_MEASURES as MEASURES,
  type PivotAnswer,
  type PivotDimension as Dimension,
  type PivotFigures as Figures,
  type PivotMeasure as Measure,
} from '../../shared/sales-pivot';
import { SINGAPORE_OFFSET } from '../../shared/singapore-time';
import { isRecordId } from '../../shared/number-bounds';

export { DIMENSIONS, MAX_CELLS, MEASURES };

export interface PivotQuery {
  rows: Dimension[];
  columns: Dimension[];
  measures: Measure[];
  /** Invoice dates from `from` (inclusive) to `to` (exclusive), unix seconds. */
  from?: number;
  to?: number;
  companyId?: number;
}

/** A query parameter the report cannot take: 400 naming it (api-contract.md, Errors). */
const badParameter = (parameter: string, title: string) => new HttpError('BAD_REQUEST', [{ title, meta: { parameter } }]);

const list = (value: unknown): string[] =>
  typeof value === 'string' && value.trim() !== '' ? value.split(',').map((s) => s.trim()) : [];

function oneOf<T extends string>(allowed: readonly T[], values: string[], parameter: string): T[] {
  const wrong = values.filter((v) => !allowed.includes(v as T));
  if (wrong.length) throw badParameter(parameter, `${parameter} takes ${allowed.join(', ')}; not ${wrong.join(', ')}`);
  if (new Set(values).size !== values.length) throw badParameter(parameter, `${parameter} names a field twice`);
  return values as T[];
}

function seconds(value: unknown, parameter: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw badParameter(parameter, `${parameter} must be a date as unix seconds`);
  return n;
}

/** An optional record id of the query string: past the integer column it names no record, said so (400). */
function recordId(value: unknown, parameter: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!isRecordId(n)) throw badParameter(parameter, `${parameter} must be a record id`);
  return n;
}

/** The query string of `GET /reports/sales`, checked. */
export function parsePivotQuery(query: Record<string, unknown>): PivotQuery {
  const rows = oneOf(DIMENSIONS, list(query.rows ?? 'company'), 'rows');
  const columns = oneOf(DIMENSIONS, list(query.columns), 'columns');
  const both = rows.filter((d) => columns.includes(d));
  if (both.length) throw badParameter('columns', `${both.join(', ')} cannot be both a row and a column`);
  const measures = oneOf(MEASURES, list(query.measures ?? 'amount'), 'measures');
  if (!measures.length) throw badParameter('measures', `measures names at least one of ${MEASURES.join(', ')}`);
  return { rows, columns, measures, from: seconds(query.from, 'from'), to: seconds(query.to, 'to'), companyId: recordId(query.company_id, 'company_id') };
}

export class SalesPivot {
  constructor(
    private readonly registry: Registry,
    private readonly dialect: DialectName,
    private readonly maxCells = MAX_CELLS,
  ) {}

  private table(resource: string): string {
    return this.registry.require(resource).def.table;
  }

  /** The SQL of a dimension's value over the joined tables (aliases h, l, c, p, g, u). */
  private dimension(d: Dimension): RawBuilder<string> {
    switch (d) {
      case 'company':
        return sql`coalesce(c.company_name, h.contact_person, '')`;
      case 'product':
        return sql`coalesce(p.name, l.description)`;
      case 'category':
        return sql`coalesce(g.name, '')`;
      case 'salesperson':
        return sql`coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username, '')`;
      case 'status':
        return sql`coalesce(h.payment_status, '')`;
      case 'month':
        return this.dialect === 'postgres'
          ? sql`to_char(to_timestamp(h.invoice_date + ${sql.lit(SINGAPORE_OFFSET)}) at time zone 'UTC', 'YYYY-MM')`
          : sql`strftime('%Y-%m', h.invoice_date + ${sql.lit(SINGAPORE_OFFSET)}, 'unixepoch')`;
    }
  }

  /** The SQL sum of a measure; money in SGD cents (a line's amount at its invoice's rate: money carries its currency). */
  private measure(m: Measure): RawBuilder<number> {
    const sgd = sql`l.amount * coalesce(h.exchange_rate, 1)`;
    switch (m) {
      case 'qty':
        return sql`sum(l.qty)`;
      case 'amount':
        return sql`sum(${sgd})`;
      case 'gst':
        return sql`sum(case when h.subtotal > 0 then l.amount * 1.0 * coalesce(h.gst_amount_base, h.gst_amount) / h.subtotal else 0 end)`;
      case 'margin':
        return sql`sum(${sgd} - l.qty * coalesce(p.cost, 0))`;
    }
  }

  async run(db: Kysely<any>, q: PivotQuery): Promise<PivotAnswer> {
    const dims = [...q.rows, ...q.columns];
    const selections = [
      ...dims.map((d, i) => sql`${this.dimension(d)}`.as(`d${i}`)),
      ...q.measures.map((m) => sql`${this.measure(m)}`.as(m)),
    ];
    let query = db
      .selectFrom(`${this.table('sales_invoice_lines')} as l`)
      .innerJoin(`${this.table('sales_invoices')} as h`, 'h.id', 'l.header_id')
      .leftJoin(`${this.table('companies')} as c`, 'c.id', 'h.company_id')
      .leftJoin(`${this.table('products')} as p`, 'p.id', 'l.product_id')
      .leftJoin(`${this.table('categories')} as g`, 'g.id', 'p.category_id')
      .leftJoin(`${this.table('users')} as u`, 'u.id', 'h.created_by')
      .select(selections)
      .where('h.status', '=', 'C');
    if (q.from !== undefined) query = query.where('h.invoice_date', '>=', q.from);
    if (q.to !== undefined) query = query.where('h.invoice_date', '<', q.to);
    if (q.companyId !== undefined) query = query.where('h.company_id', '=', q.companyId);
    if (dims.length) query = query.groupBy(dims.map((_, i) => sql.ref(`d${i}`)) as never);
    // Each grouped row is one cell: past the limit the report is too big whatever its shape.
    const grouped = (await query.limit(this.maxCells + 1).execute()) as Array<Record<string, unknown>>;
    if (grouped.length > this.maxCells) throw tooBig(this.maxCells);
    return this.shape(q, grouped);
  }

  /** The grouped rows as named rows, columns, sparse cells and totals. */
  private shape(q: PivotQuery, grouped: Array<Record<string, unknown>>): PivotAnswer {
    const rowIndex = new Map<string, number>();
    const columnIndex = new Map<string, number>();
    const rowKeys: string[][] = [];
    const columnKeys: string[][] = [];
    const indexOf = (keys: string[], index: Map<string, number>, all: string[][]) => {
      const id = JSON.stringify(keys);
      if (!index.has(id)) {
        index.set(id, all.length);
        all.push(keys);
      }
      return index.get(id)!;
    };
    const raw = grouped.map((g) => {
      const values = [...q.rows, ...q.columns].map((_, i) => String(g[`d${i}`] ?? ''));
      return { rowKey: values.slice(0, q.rows.length), columnKey: values.slice(q.rows.length), g };
    });
    const byKey = (a: string[], b: string[]) => a.join('\u0000').localeCompare(b.join('\u0000'));
    // Rows and columns in order of their names (months sort as text: 'YYYY-MM').
    for (const { rowKey } of [...raw].sort((a, b) => byKey(a.rowKey, b.rowKey))) indexOf(rowKey, rowIndex, rowKeys);
    for (const { columnKey } of [...raw].sort((a, b) => byKey(a.columnKey, b.columnKey))) indexOf(columnKey, columnIndex, columnKeys);
    if (rowKeys.length * columnKeys.length > this.maxCells) throw tooBig(this.maxCells, rowKeys.length * columnKeys.length);

    const zero = (): Record<Measure, number> => Object.fromEntries(q.measures.map((m) => [m, 0])) as Record<Measure, number>;
    const rowTotals = rowKeys.map(zero);
    const columnTotals = columnKeys.map(zero);
    const grand = zero();
    const cells = raw.map(({ rowKey, columnKey, g }) => {
      const row = rowIndex.get(JSON.stringify(rowKey))!;
      const column = columnIndex.get(JSON.stringify(columnKey))!;
      const figures = zero();
      for (const m of q.measures) {
        const value = Number(g[m] ?? 0);
        figures[m] = value;
        rowTotals[row][m] += value;
        columnTotals[column][m] += value;
        grand[m] += value;
      }
      return { row, column, figures };
    });
    const wire = (f: Record<Measure, number>): Figures => Object.fromEntries(q.measures.map((m) => [m, toWire(m, f[m])]));
    const named = (dims: Dimension[], keys: string[][]) => keys.map((k) => Object.fromEntries(dims.map((d, i) => [d, k[i]])));
    return {
      rows: named(q.rows, rowKeys),
      columns: named(q.columns, columnKeys),
      measures: q.measures,
      cells: cells.sort((a, b) => a.row - b.row || a.column - b.column).map(({ row, column, figures }) => ({ row, column, ...wire(figures) })),
      totals: { rows: rowTotals.map(wire), columns: columnTotals.map(wire), grand: wire(grand) },
    };
  }
}

/** Money measures travel as decimals (cents kept on the server); a quantity as it is. */
function toWire(measure: Measure, value: number): number {
  return measure === 'qty' ? Math.round(value * 1000) / 1000 : Math.round(value) / 100;
}

function tooBig(limit: number, cells?: number): HttpError {
  const size = cells ? `${cells.toLocaleString('en')} cells` : `more than ${limit.toLocaleString('en')} cells`;
  return new HttpError('VALIDATION_FAILED', [
    { title: `The report would have ${size} (at most ${limit.toLocaleString('en')}); narrow the filter (dates, company) or pick fewer rows and columns`, meta: { field: 'rows' } },
  ]);
}
