/**
 * Reading uploaded spreadsheets (src/server/import/read.ts): CSV in the separators and encodings
 * offices send, XLSX as Excel and SheetJS write it (shared strings, dates as serials, formulas),
 * and every bad file answered with a 4xx sentence, never a crash or a hang (zip bombs included).
 * No database: the routes' tests are in import.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { HttpError } from '../../src/server/errors';
import { MAX_CELL_CHARS, readSpreadsheet, readSpreadsheetInTurns } from '../../src/server/import/read';

const LIMIT = 10 * 1024 * 1024;
const read = (bytes: Uint8Array, name = 'list.csv', sheet?: string) => readSpreadsheet(bytes, { name, limit: LIMIT, sheet });
const text = (s: string) => new TextEncoder().encode(s);

/** The refusal `work` throws: its status and titles. */
function refusal(work: () => unknown): { status: number; titles: string[] } {
  try {
    work();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return { status: (e as HttpError).status, titles: (e as HttpError).details.map((d) => d.title) };
  }
  throw new Error('expected a refusal');
}

/** A workbook as SheetJS writes it for Excel: shared strings, dates as serial numbers. */
function workbook(sheets: Record<string, unknown[][]>): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: false }), name);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

describe('CSV', () => {
  it('reads comma, semicolon and tab separated files, with quotes and line breaks in cells', () => {
    for (const sep of [',', ';', '\t']) {
      const t = read(text(`SKU${sep}Name${sep}Price\nA-1${sep}"Pump${sep} large"${sep}"1,200.50"\nA-2${sep}"Two\nlines"${sep}3\n`));
      expect(t.headers).toEqual(['SKU', 'Name', 'Price']);
      expect(t.rows).toEqual([
        ['A-1', `Pump${sep} large`, '1,200.50'],
        ['A-2', 'Two\nlines', '3'],
      ]);
      expect(t.rowNumbers).toEqual([2, 3]);
      expect(t.sheet).toBeNull();
    }
  });

  it('reads UTF-8 with and without a BOM, Windows-1252 as Excel saves it, and UTF-16', () => {
    const expected = ['Café Müller', '€5'];
    expect(read(text('\uFEFFName,Price\nCafé Müller,€5\n')).rows[0]).toEqual(expected);
    expect(read(text('Name,Price\nCafé Müller,€5\n')).rows[0]).toEqual(expected);
    expect(read(text('\uFEFFName,Price\nA,1\n')).headers).toEqual(['Name', 'Price']); // a BOM is not part of the header
    // Windows-1252: é = 0xE9, ü = 0xFC, € = 0x80.
    const cp1252 = new Uint8Array([...text('Name;Price\nCaf'), 0xe9, ...text(' M'), 0xfc, ...text('ller;'), 0x80, ...text('5\r\n')]);
    expect(read(cp1252).rows[0]).toEqual(expected);
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from('Name\tPrice\nCafé Müller\t€5\n', (c) => c.charCodeAt(0)).buffer)]);
    expect(read(utf16).rows[0]).toEqual(expected);
  });

  it('keeps a formula as its text and skips empty rows, counting them in row numbers', () => {
    const t = read(text('Name,Link\n=1+1,"=HYPERLINK(""http://x"",""y"")"\n,\n\nB,\n'));
    expect(t.rows).toEqual([
      ['=1+1', '=HYPERLINK("http://x","y")'],
      ['B', ''],
    ]);
    expect(t.rowNumbers).toEqual([2, 5]);
  });
});

describe('XLSX', () => {
  it('reads the first sheet as SheetJS writes it: shared strings, numbers, dates as serials, booleans', () => {
    const bytes = workbook({ Products: [['SKU', 'Name', 'Price', 'Since', 'Active'], ['A-1', 'Pump', 12.5, 45292, true], ['A-2', 'Valve', 3, null, false]], Other: [['X'], [1]] });
    const t = read(bytes, 'products.xlsx');
    expect(t.sheet).toBe('Products');
    expect(t.headers).toEqual(['SKU', 'Name', 'Price', 'Since', 'Active']);
    expect(t.rows).toEqual([
      ['A-1', 'Pump', 12.5, 45292, true],
      ['A-2', 'Valve', 3, null, false],
    ]);
    expect(t.rowNumbers).toEqual([2, 3]);
  });

  it('gives other requests turns while a big workbook is read, and reads the same table as in one go', async () => {
    const rows: unknown[][] = [['SKU', 'Name', 'Description', 'Price']];
    for (let i = 0; i < 30_000; i++) rows.push([`T-${i}`, `Product ${i}`, `A description of product ${i}`, i + 0.5]);
    const file = workbook({ Products: rows });
    // Ticks of a timer while the file is read: none in one go (the thread is never given up).
    const ticksWhile = async (work: () => unknown) => {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const before = ticks;
      await work();
      clearInterval(timer);
      return ticks - before;
    };
    let whole: ReturnType<typeof readSpreadsheet> | undefined;
    let inTurns: ReturnType<typeof readSpreadsheet> | undefined;
    expect(await ticksWhile(() => (whole = readSpreadsheet(file, { name: 'p.xlsx', limit: LIMIT })))).toBe(0);
    expect(await ticksWhile(async () => (inTurns = await readSpreadsheetInTurns(file, { name: 'p.xlsx', limit: LIMIT })))).toBeGreaterThan(1);
    expect(inTurns!.rows.length).toBe(30_000);
    expect(inTurns).toEqual(whole);
    // A refusal comes the same way.
    await expect(readSpreadsheetInTurns(text('SKU,SKU\n1,2\n'), { name: 'd.csv', limit: LIMIT })).rejects.toBeInstanceOf(HttpError);
  });

  it('reads a chosen sheet by name, and names the sheets when the one asked for is not there', () => {
    const bytes = workbook({ First: [['A'], ['1']], 'Second sheet': [['B'], ['2']] });
    expect(read(bytes, 'x.xlsx', 'second SHEET').rows).toEqual([['2']]);
    expect(refusal(() => read(bytes, 'x.xlsx', 'Third'))).toEqual({ status: 422, titles: ['The workbook has no sheet "Third"; its sheets are "First", "Second sheet"'] });
  });

  it('keeps a formula as its text, never its cached result', () => {
    const sheet = XLSX.utils.aoa_to_sheet([['Name', 'Total'], ['A', 0]]);
    sheet.B2 = { t: 'n', v: 42, f: 'SUM(1,41)' };
    sheet.A2 = { t: 's', v: 'cached', f: 'HYPERLINK("http://evil","x")' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const t = read(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer), 'f.xlsx');
    expect(t.rows).toEqual([['=HYPERLINK("http://evil","x")', '=SUM(1,41)']]);
  });

  it('refuses a zip bomb by its directory, before inflating anything', () => {
    const small = 64 * 1024; // so the bound is 20 MB
    const bomb = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/worksheets/sheet1.xml': new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(small);
    const r = refusal(() => readSpreadsheet(bomb, { name: 'bomb.xlsx', limit: small }));
    expect(r.status).toBe(422);
    expect(r.titles[0]).toMatch(/^The XLSX file unpacks to 30 MB, more than the 20 MB an import may unpack; it is refused as a possible zip bomb/);
  });

  it('refuses a zip bomb whose directory lies about its size, while inflating', () => {
    const small = 64 * 1024;
    const xml = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(30 * 1024 * 1024)}</t></is></c></row></sheetData></worksheet>`;
    const wb = '<workbook xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>';
    const bomb = zipSync({ 'xl/workbook.xml': strToU8(wb), 'xl/worksheets/sheet1.xml': strToU8(xml) }, { level: 9 });
    // Every uncompressed size in the local headers and the central directory says 100 bytes.
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    for (let i = 0; i + 4 <= bomb.length; i++) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 100, true);
      if (sig === 0x02014b50) view.setUint32(i + 24, 100, true);
    }
    const started = Date.now();
    const r = refusal(() => readSpreadsheet(bomb, { name: 'bomb.xlsx', limit: small }));
    expect(r.status).toBe(422);
    expect(r.titles[0]).toMatch(/^(The XLSX file unpacks to more than 20 MB; it is refused as a possible zip bomb|The XLSX file is damaged)/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('bad files, each a 4xx sentence', () => {
  it('an empty file, a blank one, and a header-only one', () => {
    expect(refusal(() => read(new Uint8Array(0)))).toEqual({ status: 422, titles: ['The file is empty: it has no header row and no rows to import'] });
    expect(refusal(() => read(text(' \r\n\n')))).toEqual({ status: 422, titles: ['The file is empty: it has no header row and no rows to import'] });
    expect(refusal(() => read(text('SKU,Name\n')))).toEqual({ status: 422, titles: ['The file has a header row but no rows to import'] });
    expect(refusal(() => read(workbook({ S: [['SKU', 'Name']] }), 'h.xlsx'))).toEqual({ status: 422, titles: ['The file has a header row but no rows to import'] });
  });

  it('a file that is not a spreadsheet: a PNG, a PDF, an old .xls, a zip that is no workbook, text named .xlsx', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(refusal(() => read(png, 'photo.png'))).toEqual({ status: 422, titles: ['"photo.png" is not a spreadsheet; upload a CSV or an XLSX file'] });
    expect(refusal(() => read(text('%PDF-1.7\n'), 'a.pdf')).titles).toEqual(['The file is a PDF, not a spreadsheet; upload a CSV or an XLSX file']);
    expect(refusal(() => read(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), 'old.xls')).titles[0]).toMatch(/Excel 97-2003 workbook/);
    expect(refusal(() => read(zipSync({ 'a.txt': strToU8('hello') }), 'a.zip')).titles[0]).toMatch(/zip archive but not an XLSX workbook/);
    expect(refusal(() => read(text('SKU\nA'), 'fake.xlsx')).titles[0]).toMatch(/"fake.xlsx" is not a valid XLSX workbook/);
    const truncated = workbook({ S: [['A'], ['1']] }).subarray(0, 200);
    expect(refusal(() => read(truncated, 'cut.xlsx')).status).toBe(422);
  });

  it('duplicate headers, naming both columns, whatever their case and spaces', () => {
    expect(refusal(() => read(text('SKU,Name,sku ,Price,N ame\n1,2,3,4,5\n')))).toEqual({
      status: 422,
      titles: ['The column header "sku" appears twice, in columns A and C; rename or remove one of them', 'The column header "N ame" appears twice, in columns B and E; rename or remove one of them'],
    });
  });

  it('10,000 columns, in a CSV and in an XLSX', () => {
    const wide = Array.from({ length: 10_000 }, (_, i) => `c${i}`);
    expect(refusal(() => read(text(`${wide.join(',')}\n${wide.join(',')}\n`)))).toEqual({ status: 422, titles: ['The sheet has 10,000 columns; a sheet may have at most 1,000'] });
    expect(refusal(() => read(workbook({ S: [wide, wide] }), 'w.xlsx')).titles[0]).toMatch(/^The sheet has a cell at row 1, column ALM: a sheet may have at most 1,000 columns$/);
  });

  it('a cell of 1 MB, in a CSV and in an XLSX', () => {
    const big = 'x'.repeat(1024 * 1024);
    expect(refusal(() => read(text(`Name,Note\nA,${big}\n`))).titles[0]).toBe('The cell at row 2, column B holds 1,048,576 characters; a cell may hold at most 32,767');
    expect(refusal(() => read(text(`Name,Note\nA,${big.repeat(5)}\n`))).titles[0]).toBe('Row 2 of the file is too long: a cell holds at most 32,767 characters');
    // SheetJS will not write such a cell: the workbook is written by hand, as a shared string and as an inline one.
    const wb = '<workbook xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>';
    const rels = '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>';
    const sharedBook = zipSync({
      'xl/workbook.xml': strToU8(wb),
      'xl/_rels/workbook.xml.rels': strToU8(rels),
      'xl/sharedStrings.xml': strToU8(`<sst><si><t>Name</t></si><si><t>${big}</t></si></sst>`),
      'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>'),
    });
    expect(refusal(() => read(sharedBook, 'b.xlsx')).titles[0]).toBe(`A text in the workbook is longer than ${MAX_CELL_CHARS.toLocaleString('en')} characters, the most a cell may hold`);
    const inlineBook = zipSync({
      'xl/workbook.xml': strToU8(wb),
      'xl/_rels/workbook.xml.rels': strToU8(rels),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row><row r="2"><c r="B2" t="inlineStr"><is><t>${big}</t></is></c></row></sheetData></worksheet>`),
    });
    expect(refusal(() => read(inlineBook, 'b.xlsx')).titles[0]).toBe('The cell at row 2, column B holds more than 32,767 characters, the most a cell may hold');
  });

  it('a file over the limit, naming the limit and its setting', () => {
    expect(refusal(() => readSpreadsheet(text('a,b\n1,2\n'.repeat(1000)), { name: 'x.csv', limit: 1024 }))).toEqual({ status: 413, titles: ['The file is 8 KB; an import may be at most 1 KB (the IMPORT_LIMIT setting)'] });
  });
});
