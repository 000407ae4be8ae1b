/**
 * The files an import gives back: a resource's template (CSV or XLSX; the XLSX has a second sheet
 * saying what each column means and takes) and an import's failed rows with an Error column.
 * Written with the `xlsx` package (write only, DESIGN.md). A text cell that starts with = + - or @
 * is written with a leading apostrophe, so that no spreadsheet takes it for a formula (the import
 * takes the apostrophe off again: columns.ts cellText).
 */
import * as XLSX from 'xlsx';
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import { safeSheetText as safeText } from '../../shared/sheet-text';
import type { Locale } from '../i18n';
import type { Registry } from '../registry';
import { fieldLabel, importFields, optionLabel } from './columns';
import type { Cell } from './read';

export type SheetFormat = 'csv' | 'xlsx';


function csvCell(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'string' ? safeText(cell) : String(cell);
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV: UTF-8 with a BOM (so Excel reads it as UTF-8), comma separated, CRLF. */
export function toCsv(rows: Cell[][]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

function sheetOf(rows: Cell[][], dateColumns: ReadonlySet<number> = new Set()): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((r) => r.map((c) => (typeof c === 'string' ? safeText(c) : c))));
  for (const c of dateColumns) {
    for (let r = 1; r < rows.length; r++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (cell && cell.t === 'n') cell.z = 'dd/mm/yyyy';
    }
  }
  sheet['!cols'] = (rows[0] ?? []).map((h) => ({ wch: Math.min(50, Math.max(10, String(h ?? '').length + 2)) }));
  return sheet;
}

export function toXlsx(sheets: Array<{ name: string; rows: Cell[][]; dates?: ReadonlySet<number> }>): Buffer {
  const book = XLSX.utils.book_new();
  for (const s of sheets) XLSX.utils.book_append_sheet(book, sheetOf(s.rows, s.dates), s.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const TYPE_WORDS: Record<string, string> = {
  text: 'Text',
  richtext: 'Text',
  email: 'An email address',
  phone: 'A telephone number',
  number: 'A number (1,234.5 or 1234.5)',
  integer: 'A whole number',
  money: 'An amount (1,234.50, $1,234.50)',
  boolean: 'yes or no',
  date: 'A date: 31/12/2025, 2025-12-31 or a date cell',
  datetime: 'A date and time: 31/12/2025 09:30 or 2025-12-31T09:30',
};

/** An example cell for a field (the first choice, a date cell, an amount...). */
function example(def: ResourceDef, f: FieldDef, locale: Locale, format: SheetFormat): Cell {
  if (f.default !== undefined && f.type !== 'select' && f.type !== 'boolean') return f.type === 'money' || f.type === 'number' || f.type === 'integer' ? Number(f.default) : String(f.default);
  switch (f.type) {
    case 'select':
      return optionLabel(def, f, String(f.default ?? f.options![0].value), locale);
    case 'boolean':
      return f.default === true ? 'yes' : 'no';
    case 'email':
      return 'name@example.com';
    case 'phone':
      return '+65 6123 4567';
    case 'number':
    case 'integer':
      return 1;
    case 'money':
      return 12.5;
    case 'date':
      return format === 'xlsx' ? 46022 : '31/12/2025'; // 2025-12-31 as a date serial
    case 'datetime':
      return '31/12/2025 09:30';
    case 'reference':
    case 'references':
    case 'code_reference':
      return '';
    default:
      return f.name === def.importKey ? 'ABC-001' : `${f.label} example`.slice(0, f.maxLength ?? 200);
  }
}

/** How a reference is written: by the target's key or name. */
function referenceWords(registry: Registry, f: FieldDef): string {
  const t = registry.get(f.reference!)?.def;
  if (!t) return 'A record';
  const by = [...new Set([t.importKey, t.representation].filter((k): k is string => !!k && k !== 'id').map((k) => t.fields.find((x) => x.name === k)?.label ?? k))];
  return `A ${t.labelSingular.toLowerCase()}, by its ${by.join(' or ')}${f.type === 'references' ? ' (several separated by ;)' : ''}`;
}

/** The template of a resource's import: its headers in `locale`, one example row; the XLSX explains each column. */
export function template(registry: Registry, def: ResourceDef, locale: Locale, format: SheetFormat): Buffer {
  const fields = importFields(def);
  const headers = fields.map((f) => fieldLabel(def, f, locale));
  const row = fields.map((f) => example(def, f, locale, format));
  if (format === 'csv') return toCsv([headers, row]);
  const explained: Cell[][] = [
    ['Column', 'Field', 'Required', 'What to write', 'Allowed values', 'Notes'],
    ...fields.map((f, i) => [
      headers[i],
      f.name,
      f.required ? 'yes' : 'no',
      f.type === 'select' ? 'One of the allowed values' : f.type === 'reference' || f.type === 'references' || f.type === 'code_reference' ? referenceWords(registry, f) : (TYPE_WORDS[f.type] ?? 'Text'),
      f.options ? f.options.map((o) => optionLabel(def, f, o.value, locale)).join(', ') : '',
      [f.name === def.importKey ? 'Finds the row to change with mode=update or upsert' : '', f.unique ? 'Unique' : '', f.maxLength ? `At most ${f.maxLength} characters` : '', f.help ?? ''].filter(Boolean).join('. '),
    ]),
  ];
  const dates = new Set(fields.flatMap((f, i) => (f.type === 'date' ? [i] : [])));
  return toXlsx([
    { name: def.label, rows: [headers, row], dates },
    { name: 'Columns', rows: explained },
  ]);
}

/** An import's failed rows as they were sent, each with its errors in a last Error column. */
export function errorFile(headers: string[], failed: Array<{ row: number; cells: Cell[]; errors: string[] }>, format: SheetFormat): Buffer {
  const rows: Cell[][] = [[...headers, 'Error'], ...failed.map((f) => [...headers.map((_, i) => f.cells[i] ?? null), f.errors.join(' ')])];
  return format === 'csv' ? toCsv(rows) : toXlsx([{ name: 'Failed rows', rows }]);
}
