/**
 * The list exports without a browser: every matching row is fetched in pages of 10,000, cells
 * are typed per column kind, the XLSX holds numbers, money and dates as such under a header of
 * the column labels, the PDF has one table row per record and turns landscape when wide, and
 * the file is named after the route's last segment.
 */
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { DataProvider } from 'react-admin';
import { resourceDef } from '../../src/app/crud/registry';
import { describeColumn } from '../../src/app/crud/list/columns';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPdf, MISSING_GLYPH, needsUnicodeFont, PORTRAIT_MAX_COLUMNS } from '../../src/app/crud/list/export/pdf';
import { progressFraction } from '../../src/app/crud/list/export/run';
import { exportFileName, fetchAllRows, inSlices, tableCells, type ExportTable } from '../../src/app/crud/list/export/table';
import { buildXlsx, dateSerial, sheetName } from '../../src/app/crud/list/export/xlsx';
import { valueText } from '../../src/app/crud/list/values';
import { pdfText } from '../support/pdf-text';

const products = resourceDef('products');
const translate = (key: string, options?: { _?: string }) => ({ 'app.status.O': 'Open', 'app.status.V': 'Void', 'ra.boolean.true': 'Yes' })[key] ?? options?._ ?? key;
const ctx = { resource: 'products', translate, dateLocale: 'en-CA' as const };

/** A data provider over `total` generated rows that records its getList calls. */
function pagedProvider(total: number) {
  const calls: Array<{ page: number; perPage: number; filter: unknown; sort: unknown }> = [];
  const dataProvider = {
    getList: vi.fn(async (_resource: string, { pagination, filter, sort }) => {
      calls.push({ ...pagination, filter, sort });
      const from = (pagination.page - 1) * pagination.perPage;
      const data = Array.from({ length: Math.max(0, Math.min(pagination.perPage, total - from)) }, (_, i) => ({ id: from + i + 1 }));
      return { data, total };
    }),
  } as unknown as DataProvider;
  return { dataProvider, calls };
}

const table = (over: Partial<ExportTable> = {}): ExportTable => ({
  title: 'Products',
  subtitle: '3 rows · Open',
  headers: ['Name', 'Price', 'Stock', 'Updated', 'Day'],
  kinds: ['text', 'money', 'number', 'datetime', 'date'],
  rows: [
    ['Widget A', 52.5, 42, Date.UTC(2025, 0, 15, 2, 30) / 1000, Date.UTC(2025, 0, 15) / 1000],
    ['Widget (B)', 0, null, null, null],
    ['Widget C', 1234.5, 3, null, null],
  ],
  dateLocale: 'en-CA',
  ...over,
});

describe('export data', () => {
  it('fetches every row matching the query in pages of 10,000', async () => {
    const { dataProvider, calls } = pagedProvider(23_456);
    const progress: number[] = [];
    const rows = await fetchAllRows(dataProvider, 'products', { filter: { q: 'widget', status: 'O' }, sort: { field: 'name', order: 'ASC' } }, (done) => progress.push(done));
    expect(rows).toHaveLength(23_456);
    expect(calls.map((c) => [c.page, c.perPage])).toEqual([
      [1, 10_000],
      [2, 10_000],
      [3, 10_000],
    ]);
    expect(calls[0]).toMatchObject({ filter: { q: 'widget', status: 'O' }, sort: { field: 'name', order: 'ASC' } });
    expect(progress).toEqual([10_000, 20_000, 23_456]);
  });

  it('stops after one call when the first page holds everything', async () => {
    const { dataProvider, calls } = pagedProvider(3);
    expect(await fetchAllRows(dataProvider, 'products', { filter: {}, sort: { field: 'id', order: 'ASC' } }, () => undefined)).toHaveLength(3);
    expect(calls).toHaveLength(1);
  });

  it('names the file after the route: the RFQ list gives rfqlist.pdf', () => {
    expect(exportFileName('/pages/sales-tools/rfq', products, 'pdf')).toBe('rfqlist.pdf');
    expect(exportFileName('/pages/catalogues/products', products, 'xlsx')).toBe('productslist.xlsx');
    expect(exportFileName(null, products, 'pdf')).toBe('productslist.pdf');
  });

  it('types the cells per column: text for a PDF, numbers and unix dates for a workbook', async () => {
    const columns = ['name', 'price', 'stock_quantity', 'status', 'updated_at'].map((s) => describeColumn(products, s));
    const records = [{ id: 1, name: 'Widget', price: null, stock_quantity: 4, status: 'O', updated_at: Date.UTC(2025, 4, 31, 4) / 1000 }];
    expect(await tableCells('pdf', columns, records, ctx)).toEqual([['Widget', '0.00', '4', 'Open', expect.stringMatching(/^2025-05-31 \d\d:\d\d/)]]);
    expect(await tableCells('xlsx', columns, records, ctx)).toEqual([['Widget', 0, 4, 'Open', Date.UTC(2025, 4, 31, 4) / 1000]]);
    expect(valueText(describeColumn(products, 'price'), 1234.5, ctx)).toBe('1,234.50');
    expect(valueText(describeColumn(products, 'description'), '<p>Fits <b>M8</b> &amp; M10</p>', ctx)).toBe('Fits M8 & M10');
  });

  it('works in slices that yield to the browser, reporting progress', async () => {
    const seen: number[] = [];
    let steps = 0;
    const now = vi.spyOn(performance, 'now');
    let clock = 0;
    now.mockImplementation(() => (clock += 5)); // every step takes 5 ms: a slice holds about three
    await inSlices(10, () => steps++, (done) => seen.push(done));
    now.mockRestore();
    expect(steps).toBe(10);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(10);
  });

  it('fills the progress bar phase by phase', () => {
    expect(progressFraction({ phase: 'fetch', done: 0, total: 10 })).toBe(0);
    expect(progressFraction({ phase: 'prepare', done: 10, total: 10 })).toBeCloseTo(0.55);
    expect(progressFraction({ phase: 'write', done: 10, total: 10 })).toBe(1);
  });
});

describe('XLSX', () => {
  const read = (bytes: ArrayBuffer) => {
    const book = XLSX.read(new Uint8Array(bytes), { cellDates: true, cellNF: true });
    return { book, sheet: book.Sheets[book.SheetNames[0]] };
  };

  it('has a header of the column labels and typed cells: numbers, money with two decimals, dates', () => {
    const { book, sheet } = read(buildXlsx(XLSX, table()));
    expect(book.SheetNames).toEqual(['Products']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    expect(rows[0]).toEqual(['Name', 'Price', 'Stock', 'Updated', 'Day']);
    expect(rows).toHaveLength(4);
    expect(sheet.B2).toMatchObject({ t: 'n', v: 52.5, z: '0.00' });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 42 });
    expect(sheet.D2.t).toBe('d');
    expect((sheet.D2.v as Date).getTime()).toBe(Date.UTC(2025, 0, 15, 2, 30));
    expect(sheet.D2.z).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.E2.z).toBe('yyyy-mm-dd');
    expect(sheet.B3).toMatchObject({ t: 'n', v: 0 });
    expect(sheet.C3).toBeUndefined(); // empty stays empty
    expect(sheet.A3).toMatchObject({ t: 's', v: 'Widget (B)' });
  });

  it('writes dates in the en-GB format when the user chose it', () => {
    const { sheet } = read(buildXlsx(XLSX, table({ dateLocale: 'en-GB' })));
    expect(sheet.E2.z).toBe('dd/mm/yyyy');
  });

  it('makes a valid sheet name and converts unix seconds to the local date serial', () => {
    expect(sheetName('Sales [2025]: Q1/Q2 and a very long title indeed')).toBe('Sales  2025   Q1 Q2 and a very');
    const seconds = new Date(2025, 0, 1, 12).getTime() / 1000; // local noon
    expect(dateSerial(seconds)).toBeCloseTo(45658.5, 6);
  });
});

describe('PDF', () => {
  const text = (bytes: ArrayBuffer) => `${Buffer.from(bytes).toString('latin1')}\n${pdfText(bytes)}`;
  /** Width and height of the first page. */
  const pageSize = (pdf: string) => /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)!.slice(1, 3).map(Number);
  const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => [`ROW-${String(i + 1).padStart(4, '0')}`, '1.00']);

  it('has the title and one table row per record, over as many pages as needed', () => {
    const progress = vi.fn();
    const bytes = buildPdf({ jsPDF, autoTable }, table({ headers: ['Code', 'Price'], kinds: ['text', 'money'], rows: rowsOf(600) }), progress);
    expect(bytes.byteLength).toBeLessThan(100_000); // compressed
    const pdf = text(bytes);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Products) Tj');
    expect(pdf.match(/\(ROW-\d{4}\) Tj/g)).toHaveLength(600);
    expect(pdf.match(/\(Code\) Tj/g)!.length).toBeGreaterThan(1); // the header repeats on every page
    expect(progress).toHaveBeenLastCalledWith(600);
    const [width, height] = pageSize(pdf);
    expect(width).toBeLessThan(height); // portrait A4
  });

  it('turns landscape when the table is wide', () => {
    const headers = Array.from({ length: PORTRAIT_MAX_COLUMNS + 1 }, (_, i) => `C${i}`);
    const wide = table({ headers, kinds: headers.map(() => 'text'), rows: [headers] });
    const [width, height] = pageSize(text(buildPdf({ jsPDF, autoTable }, wide)));
    expect(width).toBeGreaterThan(height);
  });

  /** The text of a PDF as poppler's pdftotext reads it (what a reader copies out of it). */
  function pdfToText(bytes: ArrayBuffer): string {
    const dir = mkdtempSync(join(tmpdir(), 'fsb-pdf-'));
    try {
      writeFileSync(join(dir, 'a.pdf'), Buffer.from(bytes));
      return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const unicodeFont = () => readFileSync('src/app/crud/list/export/fonts/pdf-unicode-sans.ttf').toString('binary');

  it('draws Chinese, Tamil and BMP emoji in the embedded Unicode font, which pdftotext reads back', () => {
    const names = table({
      title: 'Companies 公司',
      headers: ['Name', 'பெயர்'],
      kinds: ['text', 'text'],
      rows: [
        ['Kopi 咖啡 ☕🍜', 'முருகன் ஸ்டோர்ஸ்'],
        ['Ah Seng 亚成五金 Pte Ltd', 'Café Zoë'],
      ],
    });
    expect(needsUnicodeFont(names)).toBe(true);
    const bytes = buildPdf({ jsPDF, autoTable }, names, undefined, unicodeFont());
    const text = pdfToText(bytes);
    expect(text).toContain('Companies 公司');
    expect(text).toContain('பெயர்');
    // ☕ is in the font; 🍜 lies beyond U+FFFF, which jsPDF cannot encode: a white square, and the rest of the cell stays.
    expect(text).toContain(`Kopi 咖啡 ☕${MISSING_GLYPH}`);
    expect(text).toContain('முருகன் ஸ்டோர்ஸ்');
    expect(text).toContain('Ah Seng 亚成五金 Pte Ltd');
    expect(text).toContain('Café Zoë');
    // Only the glyphs used are embedded, not the 2 MB font.
    expect(bytes.byteLength).toBeLessThan(100_000);
  });

  it('keeps Latin-only tables in the base fonts, without fetching the Unicode font', () => {
    expect(needsUnicodeFont(table({ subtitle: `3 rows · Open · 15/01/2025, 10:30\u202Fam` }))).toBe(false);
    expect(needsUnicodeFont(table({ rows: [['Widget 咖', 1, 1, null, null]] }))).toBe(true);
    const text = pdfToText(buildPdf({ jsPDF, autoTable }, table({ subtitle: `15/01/2025, 10:30\u202Fam` })));
    expect(text).toContain('10:30 am');
  });
});
