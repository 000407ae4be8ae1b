/** The receivables workbook's table (issue 25.4): one row per customer, then the totals, money as numbers in columns typed money. */
import { describe, expect, it } from 'vitest';
import * as xlsx from 'xlsx';
import { receivablesTable, receivablesWorkbookName, type ReceivablesAnswer } from '../../src/app/modules/reports/Receivables';
import { buildXlsx } from '../../src/app/crud/list/export/xlsx';

const answer: ReceivablesAnswer = {
  data: [
    { company_id: 2, company_name: 'Late Payers Pte Ltd', current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 109, total: 109 },
    { company_id: 1, company_name: 'Walk Pte Ltd', current: 10.9, d1_30: 21.8, d31_60: 0, d61_90: 0, over_90: 0, total: 32.7 },
  ],
  meta: { as_of: '2026-11-30', totals: { current: 10.9, d1_30: 21.8, d31_60: 0, d61_90: 0, over_90: 109, total: 141.7 } },
};

describe('receivables workbook', () => {
  it('has the customer, a column per bucket and the total, then a totals row', () => {
    const table = receivablesTable(answer, { customer: 'Customer', total: 'Total', bucket: (b) => `B:${b}`, title: 'Receivables' });
    expect(table.headers).toEqual(['Customer', 'B:current', 'B:d1_30', 'B:d31_60', 'B:d61_90', 'B:over_90', 'Total']);
    expect(table.kinds).toEqual(['text', 'money', 'money', 'money', 'money', 'money', 'money']);
    expect(table.rows).toEqual([
      ['Late Payers Pte Ltd', 0, 0, 0, 0, 109, 109],
      ['Walk Pte Ltd', 10.9, 21.8, 0, 0, 0, 32.7],
      ['Total', 10.9, 21.8, 0, 0, 109, 141.7],
    ]);
    expect(table.subtitle).toBe('2026-11-30');
    // Written as a workbook: money cells are numbers with two decimals.
    const book = xlsx.read(new Uint8Array(buildXlsx(xlsx, table)), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]];
    expect(book.SheetNames).toEqual(['Receivables']);
    expect(sheet.G4).toMatchObject({ t: 'n', v: 141.7, w: '141.70' });
    expect(sheet.A2).toMatchObject({ t: 's', v: 'Late Payers Pte Ltd' });
  });

  it('is named for the day it is as of (issue 34)', () => {
    expect(receivablesWorkbookName(answer)).toBe('receivables-as-of-2026-11-30.xlsx');
  });
});
