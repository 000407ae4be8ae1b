/**
 * A list as an XLSX workbook (SheetJS, write only): a header row of the visible column labels,
 * then typed cells: numbers as numbers (money with two decimals), dates as date cells in the
 * user's date format, text as text (one that starts like a formula after an apostrophe). The library is passed in, so the worker loads it and tests
 * can run this in Node.
 */
import type * as Xlsx from 'xlsx';
import { safeSheetText } from '../../../../shared/sheet-text';
import type { ExportTable } from './table';

type XlsxLib = Pick<typeof Xlsx, 'utils' | 'write'>;

const DATE_FORMATS: Record<string, { date: string; datetime: string }> = {
  'en-CA': { date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm' },
  'en-GB': { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm' },
  'de-DE': { date: 'dd.mm.yyyy', datetime: 'dd.mm.yyyy hh:mm' },
  'fr-FR': { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm' },
  'pt-PT': { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm' },
};

/** Unix seconds as a spreadsheet date serial (days since 1899-12-30, local wall-clock time). */
export function dateSerial(seconds: number): number {
  const ms = seconds * 1000;
  return (ms - new Date(ms).getTimezoneOffset() * 60_000) / 86_400_000 + 25_569;
}

/** A sheet name: at most 31 characters, none of \ / ? * [ ] : */
export function sheetName(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}

export function buildSheet(xlsx: XlsxLib, table: ExportTable): Xlsx.WorkSheet {
  const formats = DATE_FORMATS[table.dateLocale] ?? DATE_FORMATS['en-CA'];
  const sheet: Xlsx.WorkSheet = {};
  const widths = table.headers.map((h) => h.length);
  table.headers.forEach((h, c) => {
    sheet[xlsx.utils.encode_cell({ r: 0, c })] = { t: 's', v: h };
  });
  table.rows.forEach((row, r) => {
    row.forEach((value, c) => {
      if (value === null || value === undefined) return;
      const kind = table.kinds[c];
      let cell: Xlsx.CellObject;
      if (typeof value === 'number' && (kind === 'date' || kind === 'datetime')) cell = { t: 'n', v: dateSerial(value), z: formats[kind] };
      else if (typeof value === 'number') cell = kind === 'money' ? { t: 'n', v: value, z: '0.00' } : { t: 'n', v: value };
      else cell = { t: 's', v: safeSheetText(value) };
      sheet[xlsx.utils.encode_cell({ r: r + 1, c })] = cell;
      // Widths from the first rows are enough to size the columns.
      if (r < 200) widths[c] = Math.max(widths[c], kind === 'datetime' ? 16 : kind === 'date' ? 10 : String(value).length);
    });
  });
  sheet['!ref'] = xlsx.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: table.rows.length, c: Math.max(0, table.headers.length - 1) } });
  sheet['!cols'] = widths.map((w) => ({ wch: Math.min(60, w + 2) }));
  return sheet;
}

export function buildXlsx(xlsx: XlsxLib, table: ExportTable): ArrayBuffer {
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, buildSheet(xlsx, table), sheetName(table.title));
  return xlsx.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
