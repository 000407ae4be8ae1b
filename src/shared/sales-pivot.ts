/**
 * The sales pivot's vocabulary and answer (api-contract.md "Reports", `GET /reports/sales`),
 * shared by the server that aggregates it and the app that lays it out.
 */
export const PIVOT_DIMENSIONS = ['company', 'product', 'category', 'salesperson', 'month', 'status'] as const;
export const PIVOT_MEASURES = ['qty', 'amount', 'gst', 'margin'] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];
export type PivotMeasure = (typeof PIVOT_MEASURES)[number];
export type PivotFigures = Partial<Record<PivotMeasure, number>>;
/** More cells than this answers 422, asking for a narrower filter. */
export const PIVOT_MAX_CELLS = 50_000;

export interface PivotAnswer {
  rows: Array<Partial<Record<PivotDimension, string>>>;
  columns: Array<Partial<Record<PivotDimension, string>>>;
  measures: PivotMeasure[];
  /** Only the cells with sales: `row` and `column` index `rows` and `columns`. */
  cells: Array<{ row: number; column: number } & PivotFigures>;
  totals: { rows: PivotFigures[]; columns: PivotFigures[]; grand: PivotFigures };
}
