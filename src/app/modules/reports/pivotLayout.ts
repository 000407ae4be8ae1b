/**
 * The sales pivot's answer (api-contract.md "Reports", `GET /reports/sales`) laid out flat: one
 * line per pivot row with its dimension values and a value per (column, measure), as the grid
 * shows it and the workbook keeps it. The workbook adds a subtotal line after each group of the
 * first row dimension (when there are two or more) and a grand total, as the grid shows them.
 * The app always asks for at least one row dimension.
 */
import type { PivotAnswer, PivotDimension as Dimension, PivotMeasure as Measure } from '../../../shared/sales-pivot';

export interface PivotChoice {
  rows: Dimension[];
  columns: Dimension[];
  measures: Measure[];
}

/** A value column: one measure under one column of the pivot. */
export interface ValueColumn {
  field: string;
  column: number;
  measure: Measure;
  /** The column's dimension values, joined ('' without column dimensions). */
  columnLabel: string;
}

export interface PivotLine {
  id: number;
  dims: string[];
  values: Record<string, number | null>;
}

export const isMoney = (m: Measure) => m !== 'qty';
/** Sums of decimals back to cents (money) or thousandths (quantities), as the server rounds. */
export const roundFor = (m: Measure, v: number) => (isMoney(m) ? Math.round(v * 100) / 100 : Math.round(v * 1000) / 1000);

export function valueColumns(answer: PivotAnswer, choice: PivotChoice): ValueColumn[] {
  return answer.columns.flatMap((col, column) => {
    const columnLabel = choice.columns.map((d) => col[d] ?? '').join(' / ');
    return answer.measures.map((measure) => ({ field: `c${column}_${measure}`, column, measure, columnLabel }));
  });
}

export function pivotLines(answer: PivotAnswer, choice: PivotChoice): PivotLine[] {
  const columns = valueColumns(answer, choice);
  const lines = answer.rows.map((row, id) => ({
    id,
    dims: choice.rows.map((d) => row[d] ?? ''),
    values: Object.fromEntries(columns.map((c) => [c.field, null])) as Record<string, number | null>,
  }));
  for (const cell of answer.cells) for (const m of answer.measures) lines[cell.row].values[`c${cell.column}_${m}`] = cell[m] ?? null;
  return lines;
}

export interface SheetLabels {
  dimension: (d: Dimension) => string;
  measure: (m: Measure) => string;
  subtotal: (name: string) => string;
  total: string;
}

export interface PivotSheet {
  headers: string[];
  kinds: Array<'text' | 'number' | 'money'>;
  rows: Array<Array<string | number | null>>;
}

/** The workbook's sheet: a header line, the pivot lines with subtotals, and the grand total. */
export function pivotSheet(answer: PivotAnswer, choice: PivotChoice, labels: SheetLabels): PivotSheet {
  const columns = valueColumns(answer, choice);
  const headers = [...choice.rows.map(labels.dimension), ...columns.map((c) => (c.columnLabel ? `${c.columnLabel} · ${labels.measure(c.measure)}` : labels.measure(c.measure)))];
  const kinds = [...choice.rows.map(() => 'text' as const), ...columns.map((c) => (isMoney(c.measure) ? ('money' as const) : ('number' as const)))];
  const sum = (lines: PivotLine[]) => columns.map((c) => roundFor(c.measure, lines.reduce((n, l) => n + (l.values[c.field] ?? 0), 0)));
  const lines = pivotLines(answer, choice);
  const rows: PivotSheet['rows'] = [];
  const subtotals = choice.rows.length > 1;
  for (let i = 0; i < lines.length; ) {
    let end = i + 1;
    while (subtotals && end < lines.length && lines[end].dims[0] === lines[i].dims[0]) end++;
    const group = lines.slice(i, end);
    for (const l of group) rows.push([...l.dims, ...columns.map((c) => l.values[c.field])]);
    if (subtotals) rows.push([labels.subtotal(lines[i].dims[0]), ...choice.rows.slice(1).map(() => null), ...sum(group)]);
    i = end;
  }
  rows.push([labels.total, ...choice.rows.slice(1).map(() => null), ...sum(lines)]);
  return { headers, kinds, rows };
}
