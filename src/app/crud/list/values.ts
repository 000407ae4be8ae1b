/**
 * A column's value as text (quick view, PDF export) or as a typed spreadsheet value (XLSX:
 * numbers stay numbers, dates stay dates). One place decides how each field type reads.
 */
import type { TranslateFunction } from 'react-admin';
import { formatMoney, formatUnix } from './format';
import type { ColumnKind } from './columns';

export interface ValueColumn {
  source: string;
  kind: ColumnKind;
}

export interface TextContext {
  resource: string;
  translate: TranslateFunction;
  dateLocale: string;
  /** Display names of referenced records, by column and id. */
  references?: Map<string, Map<unknown, string>>;
}

/** The label of a status filter: V reads Archive there (spec section 2). */
/**
 * A status filter's label: the worklist is "To do", every status "All"; Void (V) reads Archive on
 * masterlists and Void on documents (resources that confirm, C).
 */
export const statusLabelKey = (status: string, def?: { statuses: readonly string[] }) =>
  status === 'work' ? 'app.list.work' : status === 'all' ? 'app.list.all' : status === 'V' && !def?.statuses.includes('C') ? 'app.list.archive' : `app.status.${status}`;

const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

function plainText(html: string): string {
  return html
    .replace(TAG, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m])
    .replace(/\s+/g, ' ')
    .trim();
}

export function valueText(column: ValueColumn, value: unknown, ctx: TextContext): string {
  if (column.kind === 'money') return formatMoney(value);
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'date':
      return formatUnix(value, false, ctx.dateLocale);
    case 'datetime':
      return formatUnix(value, true, ctx.dateLocale);
    case 'boolean':
      return ctx.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'option':
      return ctx.translate(`resources.${ctx.resource}.options.${column.source}.${String(value)}`, { _: String(value) });
    case 'status':
      return ctx.translate(`app.status.${String(value)}`, { _: String(value) });
    case 'reference':
      return ctx.references?.get(column.source)?.get(value) ?? String(value);
    case 'json':
      return JSON.stringify(value);
    case 'richtext':
      return plainText(String(value));
    default:
      return String(value);
  }
}

/** Kinds a spreadsheet keeps as numbers, and as dates (unix seconds here, date cells there). */
export const NUMBER_KINDS = new Set<ColumnKind>(['number', 'money']);
export const DATE_KINDS = new Set<ColumnKind>(['date', 'datetime']);

/** A spreadsheet value: a number (dates as unix seconds), a text, or null for an empty cell. */
export function sheetValue(column: ValueColumn, value: unknown, ctx: TextContext): string | number | null {
  if (NUMBER_KINDS.has(column.kind) || DATE_KINDS.has(column.kind)) {
    if (value === null || value === undefined || value === '') return column.kind === 'money' ? 0 : null;
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : null;
  }
  const text = valueText(column, value, ctx);
  return text === '' ? null : text;
}
