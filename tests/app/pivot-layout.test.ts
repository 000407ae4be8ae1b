/** The sales pivot laid out flat for the grid and the workbook (subtotals per first dimension, grand total). */
import { describe, expect, it } from 'vitest';
import { pivotLines, pivotSheet, valueColumns } from '../../src/app/modules/reports/pivotLayout';
import type { PivotAnswer } from '../../src/shared/sales-pivot';

const answer: PivotAnswer = {
  rows: [
    { company: 'Acme', product: 'Aircon' },
    { company: 'Acme', product: 'Filter' },
    { company: 'Bistro', product: 'Aircon' },
  ],
  columns: [{ month: '2026-01' }, { month: '2026-02' }],
  measures: ['amount', 'qty'],
  cells: [
    { row: 0, column: 0, amount: 200.1, qty: 2 },
    { row: 1, column: 0, amount: 50.2, qty: 5 },
    { row: 1, column: 1, amount: 10, qty: 1 },
    { row: 2, column: 1, amount: 90, qty: 1 },
  ],
  totals: { rows: [], columns: [], grand: { amount: 350.3, qty: 9 } },
};
const labels = { dimension: (d: string) => d.toUpperCase(), measure: (m: string) => m, subtotal: (n: string) => `Subtotal ${n}`, total: 'Total' };

describe('the sales pivot laid out', () => {
  it('names a value column per pivot column and measure', () => {
    expect(valueColumns(answer, { rows: ['company', 'product'], columns: ['month'], measures: ['amount', 'qty'] }).map((c) => [c.field, c.columnLabel])).toEqual([
      ['c0_amount', '2026-01'],
      ['c0_qty', '2026-01'],
      ['c1_amount', '2026-02'],
      ['c1_qty', '2026-02'],
    ]);
  });

  it('puts each cell on its line and leaves empty cells null', () => {
    const lines = pivotLines(answer, { rows: ['company', 'product'], columns: ['month'], measures: ['amount', 'qty'] });
    expect(lines[2]).toEqual({ id: 2, dims: ['Bistro', 'Aircon'], values: { c0_amount: null, c0_qty: null, c1_amount: 90, c1_qty: 1 } });
  });

  it('writes a subtotal after each customer and a grand total, in cents', () => {
    const sheet = pivotSheet(answer, { rows: ['company', 'product'], columns: ['month'], measures: ['amount', 'qty'] }, labels);
    expect(sheet.headers).toEqual(['COMPANY', 'PRODUCT', '2026-01 · amount', '2026-01 · qty', '2026-02 · amount', '2026-02 · qty']);
    expect(sheet.kinds).toEqual(['text', 'text', 'money', 'number', 'money', 'number']);
    expect(sheet.rows).toEqual([
      ['Acme', 'Aircon', 200.1, 2, null, null],
      ['Acme', 'Filter', 50.2, 5, 10, 1],
      ['Subtotal Acme', null, 250.3, 7, 10, 1],
      ['Bistro', 'Aircon', null, null, 90, 1],
      ['Subtotal Bistro', null, 0, 0, 90, 1],
      ['Total', null, 250.3, 7, 100, 2],
    ]);
  });

  it('has no subtotals with one row dimension', () => {
    const one: PivotAnswer = { ...answer, rows: [{ company: 'Acme' }], cells: [{ row: 0, column: 0, amount: 1.005, qty: 1 }] };
    const sheet = pivotSheet(one, { rows: ['company'], columns: ['month'], measures: ['amount', 'qty'] }, labels);
    expect(sheet.rows.map((r) => r[0])).toEqual(['Acme', 'Total']);
  });
});
