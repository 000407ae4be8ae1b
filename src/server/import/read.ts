/**
 * Reading an uploaded spreadsheet into a header row and data rows (api-contract.md "Import"):
 * CSV (`,` `;` or tab, UTF-8 with or without a BOM, UTF-16 as Excel's "Unicode text", and
 * Windows-1252 as Excel writes a plain CSV) through csv-parse, and XLSX through fflate's streaming
 * unzip and saxes, never through the `xlsx` package (DESIGN.md: its parser has open advisories).
 *
 * Whatever the file, every way it can be too big or not a spreadsheet is a 4xx with a sentence:
 * the archive's uncompressed size is bounded from its directory before anything is inflated and
 * again while inflating (a zip bomb lies in its directory), and so are the columns, the rows and
 * a cell's length. Formulas are data: a formula cell is read as its text (`=SUM(A1:A2)`), never
 * evaluated, and its cached result is not used.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { HttpError, type ErrorDetail } from '../errors';

/** A cell as the file holds it: text, a number (an XLSX date is its serial), a boolean, or nothing. */
export type Cell = string | number | boolean | null;

export interface SheetTable {
  /** The header row's texts, trimmed ('' for an empty header cell). */
  headers: string[];
  /** The data rows that hold anything, each as long as `headers` or longer. */
  rows: Cell[][];
  /** Each data row's number in the spreadsheet (the header is row 1). */
  rowNumbers: number[];
  /** The sheet read (XLSX), or null for a CSV. */
  sheet: string | null;
}

/** The most columns a sheet may have: a list has at most a few dozen fields. */
export const MAX_COLUMNS = 1000;
/** The longest cell, in characters: Excel's own limit for a cell. */
export const MAX_CELL_CHARS = 32_767;
/** The most data rows one import reads. */
export const MAX_ROWS = 100_000;
/** An XLSX's files may unpack to at most this many times the upload limit (bytes), and never more than MAX_UNPACKED. */
export const UNPACK_RATIO = 20;
export const MAX_UNPACKED = 1024 * 1024 * 1024;

const refuse = (title: string, meta?: Record<string, unknown>): HttpError => HttpError.of('VALIDATION_FAILED', title, meta);
export const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** Spreadsheet column letters: 0 -> A, 27 -> AB. */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export interface ReadOptions {
  /** The file's name as uploaded (its extension only decides between CSV and a refusal of other kinds). */
  name: string;
  /** XLSX: the sheet to read by name; default the first. */
  sheet?: string;
  /** The upload limit, bytes (IMPORT_LIMIT): an XLSX may unpack to UNPACK_RATIO times it. */
  limit: number;
}

/** The file as a table, or a 4xx HttpError whose title says what is wrong with it. */
export function readSpreadsheet(bytes: Uint8Array, options: ReadOptions): SheetTable {
  const steps = readingSteps(bytes, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, giving the event loop a turn about every TURN_MS while an XLSX inflates and is parsed:
 * 100,000 rows take about a second, in which the server answered nobody else.
 */
export async function readSpreadsheetInTurns(bytes: Uint8Array, options: ReadOptions): Promise<SheetTable> {
  const steps = readingSteps(bytes, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Work on the server's thread between two turns given to other requests, ms. */
const TURN_MS = 20;

/** Reading the file, pausing (a yield) wherever another request may have a turn. */
function* readingSteps(bytes: Uint8Array, options: ReadOptions): Generator<void, SheetTable, void> {
  if (bytes.length > options.limit) {
    throw HttpError.of('PAYLOAD_TOO_LARGE', `The file is ${sizeText(bytes.length)}; an import may be at most ${sizeText(options.limit)} (the IMPORT_LIMIT setting)`);
  }
  if (bytes.length === 0 || bytes.every((b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09)) throw refuse('The file is empty: it has no header row and no rows to import');
  const kind = kindOf(bytes, options.name);
  const table = kind === 'xlsx' ? yield* readXlsx(bytes, options) : readCsv(bytes);
  return checked(table);
}

function kindOf(bytes: Uint8Array, name: string): 'xlsx' | 'csv' {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x50, 0x4b, 0x05, 0x06)) return 'xlsx';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) throw refuse('The file is an Excel 97-2003 workbook (.xls); save it as .xlsx or CSV and upload that');
  if (starts(0x25, 0x50, 0x44, 0x46)) throw refuse('The file is a PDF, not a spreadsheet; upload a CSV or an XLSX file');
  const utf16 = starts(0xff, 0xfe) || starts(0xfe, 0xff);
  // Text has no NUL bytes (UTF-16 aside): anything else is a binary file of another kind.
  if (!utf16 && bytes.subarray(0, 8192).includes(0)) throw refuse(`"${name}" is not a spreadsheet; upload a CSV or an XLSX file`);
  if (/\.(xlsx|xlsm)$/i.test(name)) throw refuse(`"${name}" is not a valid XLSX workbook (it is not a zip archive); upload a CSV or an XLSX file`);
  return 'csv';
}

/** UTF-8 (a BOM or not), UTF-16 with its BOM, else Windows-1252 (Excel's "CSV" on Windows). */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Node without full ICU decodes 0x80-0x9F as C1 controls (latin1): Windows-1252 has € and the curly quotes there.
    return new TextDecoder('windows-1252').decode(body).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] || c);
  }
}

/** Windows-1252's characters for the bytes 0x80 to 0x9F ('' where it has none). */
const CP1252_HIGH = ['€', '', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '', 'Ž', '', '', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '', 'ž', 'Ÿ'];

/** The separator of the header line: the most frequent of `,` `;` tab outside quotes (a comma on a tie). */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([[',', 0], [';', 0], ['\t', 0]]);
  let quoted = false;
  for (let i = 0; i < text.length && i < 65536; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [sep, n] of counts) if (n > counts.get(best)!) best = sep;
  return best;
}

function readCsv(bytes: Uint8Array): SheetTable {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter: separatorOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // A record past 4 MB is refused as it is read; a long cell within it is named by checked().
      max_record_size: 4 * 1024 * 1024,
    }) as string[][];
  } catch (e) {
    const code = (e as { code?: string }).code;
    const line = (e as { lines?: number }).lines;
    if (code === 'CSV_MAX_RECORD_SIZE') throw refuse(`Row ${line ?? '?'} of the file is too long: a cell holds at most ${MAX_CELL_CHARS.toLocaleString('en')} characters`);
    throw refuse(`The file could not be read as CSV${line ? ` (near row ${line})` : ''}: ${(e as Error).message}`);
  }
  const [header = [], ...data] = records;
  const rows: Cell[][] = [];
  const rowNumbers: number[] = [];
  data.forEach((r, i) => {
    if (r.some((c) => c.trim() !== '')) {
      rows.push(r);
      rowNumbers.push(i + 2);
    }
  });
  return { headers: header.map((h) => h.trim()), rows, rowNumbers, sheet: null };
}

// ---- XLSX ----

interface ZipEntry {
  name: string;
  size: number;
  originalSize: number;
  compression: number;
}

/** Inflate the named entries, each chunk of text to `sink`, refusing past `budget` bytes in all (whatever the directory said). */
function* inflateEntries(bytes: Uint8Array, wanted: ReadonlySet<string>, budget: number, sink: (name: string, text: string) => void): Generator<void, void, void> {
  let inflated = 0;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    if (!wanted.has(file.name) || failure) return;
    const decoder = new TextDecoder('utf-8');
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = refuse(`The XLSX file is damaged (${file.name}: ${err.message}); save it again from the spreadsheet and upload that`);
        return;
      }
      inflated += chunk.length;
      if (inflated > budget) {
        failure = refuse(`The XLSX file unpacks to more than ${sizeText(budget)}; it is refused as a possible zip bomb (split it into smaller files)`);
        file.terminate();
        return;
      }
      try {
        sink(file.name, decoder.decode(chunk, { stream: !final }));
      } catch (e) {
        failure = e;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Small slices: one push inflates at most about a thousand times its size (deflate's ceiling).
  const SLICE = 16 * 1024;
  let turn = performance.now();
  for (let at = 0; at < bytes.length && !failure; at += SLICE) {
    unzip.push(bytes.subarray(at, Math.min(bytes.length, at + SLICE)), at + SLICE >= bytes.length);
    if (performance.now() - turn > TURN_MS) {
      yield;
      turn = performance.now();
    }
  }
  if (failure) throw failure;
}

/** The archive's directory, without inflating anything. */
function directoryOf(bytes: Uint8Array): ZipEntry[] {
  const entries: ZipEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: (f) => {
        entries.push({ name: f.name, size: f.size, originalSize: f.originalSize, compression: f.compression });
        return false;
      },
    });
  } catch {
    throw refuse('The file is not a valid XLSX workbook (its zip archive cannot be read); save it again as .xlsx or CSV and upload that');
  }
  return entries;
}

/** An XML part read whole (workbook, relationships): small parts only. */
function* readPart(bytes: Uint8Array, name: string, budget: number): Generator<void, string, void> {
  let text = '';
  yield* inflateEntries(bytes, new Set([name]), budget, (_, chunk) => (text += chunk));
  return text;
}

function xmlEvents(onOpen: (name: string, attributes: Record<string, string>) => void, onClose: (name: string) => void, onText: (text: string) => void): SaxesParser {
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => onOpen(localName(tag.name), tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => onClose(localName(tag.name)));
  parser.on('text', onText);
  parser.on('cdata', onText);
  return parser;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function parseXml(text: string, onOpen: (name: string, attributes: Record<string, string>) => void, onClose: (name: string) => void = () => {}, onText: (t: string) => void = () => {}): void {
  const parser = xmlEvents(onOpen, onClose, onText);
  try {
    parser.write(text).close();
  } catch {
    throw refuse('The XLSX file is damaged (its XML cannot be read); save it again from the spreadsheet and upload that');
  }
}

function* readXlsx(bytes: Uint8Array, options: ReadOptions): Generator<void, SheetTable, void> {
  const entries = directoryOf(bytes);
  const budget = Math.min(MAX_UNPACKED, Math.max(options.limit, 1024 * 1024) * UNPACK_RATIO);
  const declared = entries.reduce((sum, e) => sum + e.originalSize, 0);
  if (declared > budget) throw refuse(`The XLSX file unpacks to ${sizeText(declared)}, more than the ${sizeText(budget)} an import may unpack; it is refused as a possible zip bomb (split it into smaller files)`);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('xl/workbook.xml')) throw refuse('The file is a zip archive but not an XLSX workbook (it has no xl/workbook.xml); upload a CSV or an XLSX file');

  // The sheets by name, and where each one's XML is.
  const sheets: Array<{ name: string; rid: string }> = [];
  parseXml(yield* readPart(bytes, 'xl/workbook.xml', budget), (tag, a) => {
    if (tag === 'sheet') sheets.push({ name: a.name ?? '', rid: a['r:id'] ?? Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1] ?? '' });
  });
  const targets = new Map<string, string>();
  if (names.has('xl/_rels/workbook.xml.rels')) {
    parseXml(yield* readPart(bytes, 'xl/_rels/workbook.xml.rels', budget), (tag, a) => {
      if (tag === 'Relationship' && a.Id && a.Target) targets.set(a.Id, a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target}`);
    });
  }
  if (!sheets.length) throw refuse('The XLSX workbook has no sheet');
  const chosen = options.sheet === undefined || options.sheet === '' ? sheets[0] : sheets.find((s) => s.name.trim().toLowerCase() === options.sheet!.trim().toLowerCase());
  if (!chosen) throw refuse(`The workbook has no sheet "${options.sheet}"; its sheets are ${sheets.map((s) => `"${s.name}"`).join(', ')}`, { parameter: 'sheet' });
  const path = targets.get(chosen.rid) ?? `xl/worksheets/sheet${sheets.indexOf(chosen) + 1}.xml`;
  if (!names.has(path)) throw refuse(`The XLSX file is damaged: sheet "${chosen.name}" has no data part`);

  const shared = names.has('xl/sharedStrings.xml') ? yield* sharedStrings(bytes, budget) : [];
  const grid = yield* sheetCells(bytes, path, budget, shared);
  const [header = [], ...data] = grid.rows;
  const rows: Cell[][] = [];
  const rowNumbers: number[] = [];
  data.forEach((r, i) => {
    if (r && r.some((c) => c !== null && c !== '')) {
      rows.push(r);
      rowNumbers.push(grid.numbers[i + 1]);
    }
  });
  return { headers: Array.from(header ?? [], (h) => (h === null || h === undefined ? '' : String(h).trim())), rows, rowNumbers, sheet: chosen.name };
}

function* sharedStrings(bytes: Uint8Array, budget: number): Generator<void, string[], void> {
  const out: string[] = [];
  let current: string | null = null;
  let inText = false;
  let inPhonetic = false;
  const parser = xmlEvents(
    (tag) => {
      if (tag === 'si') current = '';
      else if (tag === 'rPh') inPhonetic = true;
      else if (tag === 't' && !inPhonetic) inText = true;
    },
    (tag) => {
      if (tag === 'si') {
        out.push(own(current ?? ''));
        current = null;
      } else if (tag === 'rPh') inPhonetic = false;
      else if (tag === 't') inText = false;
    },
    (text) => {
      if (inText && current !== null) {
        current += text;
        if (current.length > MAX_CELL_CHARS) throw refuse(`A text in the workbook is longer than ${MAX_CELL_CHARS.toLocaleString('en')} characters, the most a cell may hold`);
      }
    },
  );
  yield* inflateEntries(bytes, new Set(['xl/sharedStrings.xml']), budget, (_, chunk) => {
    try {
      parser.write(chunk);
    } catch (e) {
      if (e instanceof HttpError) throw e;
      throw refuse('The XLSX file is damaged (its shared strings cannot be read); save it again from the spreadsheet and upload that');
    }
  });
  return out;
}

/** A sheet's cells by row, read as XML events while the part inflates. */
function* sheetCells(bytes: Uint8Array, path: string, budget: number, shared: string[]): Generator<void, { rows: Cell[][]; numbers: number[] }, void> {
  const rows: Cell[][] = [];
  const numbers: number[] = [];
  let row: Cell[] | null = null;
  let rowNumber = 0;
  let nextColumn = 0;
  let cell: { col: number; type: string; value: string; formula: string | null; inline: string } | null = null;
  let reading: 'v' | 'f' | 't' | null = null;
  const where = (col: number) => `row ${rowNumber}, column ${columnLetter(col)}`;
  const parser = xmlEvents(
    (tag, a) => {
      if (tag === 'row') {
        rowNumber = a.r ? Number(a.r) : rowNumber + 1;
        nextColumn = 0;
        row = [];
      } else if (tag === 'c' && row) {
        const ref = a.r ? /^([A-Z]+)\d*$/.exec(a.r) : null;
        const col = ref ? columnIndex(ref[1]) : nextColumn;
        if (col >= MAX_COLUMNS) throw refuse(`The sheet has a cell at ${where(col)}: a sheet may have at most ${MAX_COLUMNS.toLocaleString('en')} columns`);
        nextColumn = col + 1;
        cell = { col, type: a.t ?? 'n', value: '', formula: null, inline: '' };
      } else if (cell && (tag === 'v' || tag === 'f' || tag === 't')) {
        reading = tag;
        if (tag === 'f') cell.formula = '';
      }
    },
    (tag) => {
      if (tag === 'v' || tag === 'f' || tag === 't') reading = null;
      else if (tag === 'c' && cell && row) {
        row[cell.col] = cellValue(cell, shared);
        cell = null;
      } else if (tag === 'row' && row) {
        if (rows.length > MAX_ROWS) throw refuse(`The sheet has more than ${MAX_ROWS.toLocaleString('en')} rows; split it into several files`);
        rows.push(row);
        numbers.push(rowNumber);
        row = null;
      }
    },
    (text) => {
      if (!cell || !reading) return;
      if (reading === 'v') cell.value += text;
      else if (reading === 'f') cell.formula += text;
      else cell.inline += text;
      if (cell.value.length + (cell.formula?.length ?? 0) + cell.inline.length > MAX_CELL_CHARS) {
        throw refuse(`The cell at ${where(cell.col)} holds more than ${MAX_CELL_CHARS.toLocaleString('en')} characters, the most a cell may hold`);
      }
    },
  );
  yield* inflateEntries(bytes, new Set([path]), budget, (_, chunk) => {
    try {
      parser.write(chunk);
    } catch (e) {
      if (e instanceof HttpError) throw e;
      throw refuse('The XLSX file is damaged (its sheet cannot be read); save it again from the spreadsheet and upload that');
    }
  });
  // Rows are dense from here on (a row that skips columns has nulls in between), filled in place:
  // a copy of 100,000 rows would be made while the upload is still held.
  for (const r of rows) for (let i = 0; i < r.length; i++) if (r[i] === undefined) r[i] = null;
  return { rows, numbers };
}

/**
 * A text of its own for the table. saxes hands out texts as slices of the chunk of XML it parses,
 * and each slice kept keeps its whole chunk alive: a 100,000-row sheet's table held its shared
 * strings' XML besides their texts. (V8 slices only strings of 13 characters or more.)
 */
const own = (text: string): string => (text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string));

function cellValue(cell: { type: string; value: string; formula: string | null; inline: string }, shared: string[]): Cell {
  // A formula is kept as what was written, never evaluated and never its cached result.
  if (cell.formula !== null && cell.formula !== '') return `=${cell.formula}`;
  switch (cell.type) {
    case 's':
      return shared[Number(cell.value)] ?? '';
    case 'inlineStr':
      return own(cell.inline);
    case 'str':
    case 'e':
    case 'd':
      return own(cell.value);
    case 'b':
      return cell.value === '1';
    default: {
      if (cell.value === '') return null;
      const n = Number(cell.value);
      return Number.isFinite(n) ? n : own(cell.value);
    }
  }
}

/** The table's own problems: duplicate headers, too many columns, a long cell, no rows. */
function checked(table: SheetTable): SheetTable {
  // Trailing empty header cells are no columns (unless data stands under them: then they are unknown columns).
  let width = table.headers.length;
  while (width > 0 && table.headers[width - 1] === '' && !table.rows.some((r) => r[width - 1] !== null && r[width - 1] !== undefined && r[width - 1] !== '')) width--;
  const headers = table.headers.slice(0, width);
  if (!headers.some((h) => h !== '')) {
    throw refuse(table.rows.length ? 'The first row is empty: it must hold the column headers' : 'The file is empty: it has no header row and no rows to import');
  }
  const widest = table.rows.reduce((n, r) => Math.max(n, r.length), headers.length);
  if (widest > MAX_COLUMNS) throw refuse(`The sheet has ${widest.toLocaleString('en')} columns; a sheet may have at most ${MAX_COLUMNS.toLocaleString('en')}`);
  const problems: ErrorDetail[] = [];
  const seen = new Map<string, number>();
  headers.forEach((h, i) => {
    if (h === '') return;
    const key = h.toLowerCase().replace(/\s+/g, '');
    const first = seen.get(key);
    if (first !== undefined) problems.push({ title: `The column header "${h}" appears twice, in columns ${columnLetter(first)} and ${columnLetter(i)}; rename or remove one of them`, meta: { column: columnLetter(i) } });
    else seen.set(key, i);
  });
  if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  if (table.rows.length > MAX_ROWS) throw refuse(`The file has ${table.rows.length.toLocaleString('en')} rows; an import reads at most ${MAX_ROWS.toLocaleString('en')} (split it into several files)`);
  table.rows.forEach((r, i) => {
    r.forEach((c, col) => {
      if (typeof c === 'string' && c.length > MAX_CELL_CHARS) {
        throw refuse(`The cell at row ${table.rowNumbers[i]}, column ${columnLetter(col)} holds ${c.length.toLocaleString('en')} characters; a cell may hold at most ${MAX_CELL_CHARS.toLocaleString('en')}`, { row: table.rowNumbers[i], column: columnLetter(col) });
      }
    });
  });
  if (!table.rows.length) throw refuse('The file has a header row but no rows to import');
  return { ...table, headers };
}
