/**
 * What a spreadsheet's columns mean for a resource, all from its YAML and its labels: the fields an
 * import may set, a header matched to a field by name or label in any of the four languages
 * (ignoring case and spaces), and a cell turned into the value a form would send, written as
 * people write it (dates as Excel serials, dd/mm/yyyy or ISO; money with commas and `$`; yes/no;
 * a choice by its label; a reference by what people call the record).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import { singaporeDate, SINGAPORE_OFFSET } from '../../shared/singapore-time';
import { unsafeSheetText } from '../../shared/sheet-text';
import { PROJECT_ROOT } from '../config';
import { LOCALES, type Locale } from '../i18n';
import type { Cell } from './read';
import { columnLetter } from './read';

/** Field types a spreadsheet cell cannot carry: files, passwords, JSON. */
const NOT_IMPORTED = new Set(['file', 'image', 'password', 'json']);

/** The fields an import may set, in the YAML's order: what a form may write, less files, passwords and JSON. */
export function importFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => !f.readonly && !NOT_IMPORTED.has(f.type));
}

type Labels = { name?: string; fields?: Record<string, string>; options?: Record<string, Record<string, string>> };
const labelFiles = new Map<Locale, Record<string, Labels>>();

function labelsOf(locale: Locale): Record<string, Labels> {
  let kept = labelFiles.get(locale);
  if (!kept) {
    const path = locale === 'en' ? join(PROJECT_ROOT, 'generated', 'locales', 'en.resources.json') : join(PROJECT_ROOT, 'locales', `${locale}.resources.json`);
    try {
      kept = (JSON.parse(readFileSync(path, 'utf8')) as { resources: Record<string, Labels> }).resources ?? {};
    } catch {
      kept = {};
    }
    labelFiles.set(locale, kept);
  }
  return kept;
}

/** The labels of an import's own columns (a Document key, a line's "Line qty", Amount outstanding...) in each language. */
const ownLabels = new WeakMap<FieldDef, (locale: Locale) => string>();

/** `f`, whose label in each language is `label(locale)` rather than a field of the list's. */
export function labelledBy<F extends FieldDef>(f: F, label: (locale: Locale) => string): F {
  ownLabels.set(f, label);
  return f;
}

/** A field's label in `locale` (the YAML's English one when the language has none). */
export function fieldLabel(def: ResourceDef, f: FieldDef, locale: Locale): string {
  return ownLabels.get(f)?.(locale) ?? labelsOf(locale)[def.resource]?.fields?.[f.name] ?? f.label;
}

/** A choice's label in `locale`. */
export function optionLabel(def: ResourceDef, f: FieldDef, value: string, locale: Locale): string {
  return labelsOf(locale)[def.resource]?.options?.[f.name]?.[value] ?? f.options?.find((o) => o.value === value)?.label ?? value;
}

/** How a header or a written choice is compared: lower case, without spaces. */
export const squash = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** One column of the file and what it is (a field, or nothing the import knows). */
export interface Column {
  index: number;
  letter: string;
  header: string;
  field: FieldDef | null;
}

export interface ColumnProblem {
  column: string;
  title: string;
}

/**
 * The file's columns matched to fields: `mapping` first ({header: field}, a field of '' or null
 * ignores the column), then a header equal to a field's name or label in any language. Columns
 * matching nothing are reported (not dropped silently); two columns for one field are a problem.
 */
export function matchColumns(def: ResourceDef, headers: string[], mapping: Record<string, string | null> = {}): { columns: Column[]; unknown: Column[]; problems: ColumnProblem[] } {
  const fields = importFields(def);
  const byKey = new Map<string, FieldDef>();
  for (const f of fields) {
    byKey.set(squash(f.name), f);
    for (const locale of LOCALES) byKey.set(squash(fieldLabel(def, f, locale)), f);
  }
  const mapped = new Map(Object.entries(mapping).map(([header, field]) => [squash(header), field]));
  const columns: Column[] = [];
  const unknown: Column[] = [];
  const problems: ColumnProblem[] = [];
  const taken = new Map<string, Column>();
  headers.forEach((header, index) => {
    const letter = columnLetter(index);
    const key = squash(header);
    let field: FieldDef | null | undefined;
    if (mapped.has(key)) {
      const name = mapped.get(key);
      if (name === null || name === '') return; // ignored on purpose
      // A field by its name, or by its label in any language (a screen that knows a shaped import's columns by the template's headers).
      field = fields.find((f) => f.name === name) ?? byKey.get(squash(name ?? ''));
      if (!field) {
        problems.push({ column: letter, title: `The mapping sends column ${letter} ("${header}") to "${name}", which is not a field an import may set for ${def.label.toLowerCase()}` });
        return;
      }
    } else field = header === '' ? null : (byKey.get(key) ?? null);
    const column = { index, letter, header, field };
    if (!field) {
      unknown.push(column);
      return;
    }
    const first = taken.get(field.name);
    if (first) {
      problems.push({ column: letter, title: `Columns ${first.letter} ("${first.header}") and ${letter} ("${header}") are both ${field.label}; map or remove one of them` });
      return;
    }
    taken.set(field.name, column);
    columns.push(column);
  });
  return { columns, unknown, problems };
}

// ---- Cells to values ----

/** A cell's text, trimmed; a leading apostrophe that an export put before = + - @ is taken off. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(Math.round(cell * 1e10) / 1e10);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return unsafeSheetText(cell.trim());
}

export class CellProblem extends Error {}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'oui', 'sim', 'on', '✓']);
const NO = new Set(['no', 'n', 'false', '0', 'nein', 'non', 'não', 'nao', 'off', '-']);

/** A number as people write it: `1,200.50`, `$1,200.50`, `S$ 12`, `1.200,50`, `12,5`, `(12.00)` for -12. */
export function parseNumber(cell: Cell, label: string): number {
  if (typeof cell === 'number') return cell;
  let text = cellText(cell).replace(/\s|\u00a0/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(/^(-?)(S\$|US\$|SGD|USD|EUR|\$|€|£)/i, '$1').replace(/(SGD|USD|EUR|\$|€|£)$/i, '');
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^-?\d+,\d{1,2}$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) throw new CellProblem(`${label} must be a number, not "${cellText(cell)}"`);
  const n = Number(text);
  return negative ? -n : n;
}

const DAY = 86400;

/** Days since 1899-12-30 (Excel's serial, 1900 system) to a Singapore calendar day's unix seconds. */
function serialToSeconds(serial: number, withTime: boolean): number {
  const days = Math.floor(serial);
  const base = (days - 25569) * DAY - SINGAPORE_OFFSET;
  return withTime ? base + Math.round((serial - days) * DAY) : base;
}

/** A date or a date and time as people write it, as unix seconds (Singapore's wall clock). */
export function parseDate(cell: Cell, label: string, withTime: boolean): number {
  if (typeof cell === 'number') {
    // A spreadsheet's date serial (1900-01-01 is 1, 2100 is about 73,000); larger numbers are unix seconds.
    if (cell > 0 && cell < 200000) return serialToSeconds(cell, withTime);
    if (Number.isSafeInteger(cell) && cell >= 200000) return cell;
    throw new CellProblem(`${label} must be a date, not ${cell}`);
  }
  const text = cellText(cell);
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (m) {
    const [, y, mo, d, h, mi, s, zone] = m;
    return calendar(Number(y), Number(mo), Number(d), label, text) + (withTime && h ? time(Number(h), Number(mi), Number(s ?? 0), zone) : 0);
  }
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (m) {
    // Day first, as Singapore and Europe write it (dd/mm/yyyy).
    const [, d, mo, y, h, mi, s] = m;
    const year = y.length === 2 ? 2000 + Number(y) : Number(y);
    return calendar(year, Number(mo), Number(d), label, text) + (withTime && h ? Number(h) * 3600 + Number(mi) * 60 + Number(s ?? 0) : 0);
  }
  throw new CellProblem(`${label} must be a date such as 31/12/2025 or 2025-12-31, not "${text}"`);
}

function calendar(y: number, mo: number, d: number, label: string, text: string): number {
  const iso = `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const check = new Date(`${iso}T00:00:00Z`);
  if (mo < 1 || mo > 12 || d < 1 || Number.isNaN(check.getTime()) || check.getUTCDate() !== d) throw new CellProblem(`${label}: "${text}" is not a date in the calendar (day/month/year)`);
  return singaporeDate(iso);
}

function time(h: number, mi: number, s: number, zone: string | undefined): number {
  const local = h * 3600 + mi * 60 + s;
  if (!zone) return local;
  const offset = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(-2)) * 60);
  return local - offset + SINGAPORE_OFFSET;
}

export function parseBoolean(cell: Cell, label: string): boolean {
  if (typeof cell === 'boolean') return cell;
  const key = squash(cellText(cell));
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  throw new CellProblem(`${label} must be yes or no, not "${cellText(cell)}"`);
}

/** A choice by its value or its label in any language. */
export function parseChoice(def: ResourceDef, f: FieldDef, cell: Cell): string {
  const key = squash(cellText(cell));
  for (const o of f.options ?? []) {
    if (squash(o.value) === key || squash(o.label) === key) return o.value;
    for (const locale of LOCALES) if (squash(optionLabel(def, f, o.value, locale)) === key) return o.value;
  }
  throw new CellProblem(`${f.label} must be one of ${(f.options ?? []).map((o) => o.label).join(', ')}, not "${cellText(cell)}"`);
}
