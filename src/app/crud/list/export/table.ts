/**
 * The data of an export: every row matching the list's filter and status (not just the page),
 * fetched in pages of up to 10,000 rows, as a table of the visible columns. The work runs in
 * slices that give the browser back its main thread often, so a large export never freezes
 * the page; the file itself is written in a worker (see run.ts).
 */
import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../../shared/list-query';
import type { ResourceDef } from '../../../../shared/resource-spec';
import { resourceDef } from '../../registry';
import type { ColumnKind, ColumnInfo } from '../columns';
import type { DateLocale } from '../format';
import { sheetValue, valueText, type TextContext } from '../values';

export type ExportFormat = 'pdf' | 'xlsx';
export type ExportCell = string | number | null;

export interface ExportTable {
  title: string;
  /** The line under the title: how many rows, which status, which search. */
  subtitle: string;
  headers: string[];
  kinds: ColumnKind[];
  /** PDF: every cell as text. XLSX: numbers as numbers, dates as unix seconds, the rest text. */
  rows: ExportCell[][];
  dateLocale: DateLocale;
}

/** Worker messages: the main thread sends a table, the worker reports progress and the bytes. */
export type ExportReply = { type: 'progress'; done: number; total: number } | { type: 'done'; bytes: ArrayBuffer } | { type: 'error'; message: string };

export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

/** How long a slice of work may hold the main thread before it yields. */
const SLICE_MS = 12;

/**
 * Give the browser its main thread back (paint, input) before the next slice: scheduler.yield()
 * where the browser has it (no 4 ms timer clamp), a timer otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Run `step(i)` for i in [0, count), yielding whenever a slice has used its time. */
export async function inSlices(count: number, step: (i: number) => void, onProgress?: (done: number) => void): Promise<void> {
  let slice = performance.now();
  for (let i = 0; i < count; i++) {
    step(i);
    if (performance.now() - slice > SLICE_MS) {
      onProgress?.(i + 1);
      await yieldToBrowser();
      slice = performance.now();
    }
  }
  onProgress?.(count);
}

/** `<last route segment>list.<ext>`: the RFQ list at /pages/sales-tools/rfq gives rfqlist.pdf. */
export function exportFileName(listPath: string | null, def: ResourceDef, format: ExportFormat): string {
  const segment = (listPath ?? def.resource).split('/').filter(Boolean).pop() ?? def.resource;
  return `${segment}list.${format}`;
}

export interface ListQueryState {
  filter: Record<string, unknown>;
  sort: SortPayload;
}

/** Every row of the list's query, page after page of up to 10,000. */
export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  query: ListQueryState,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, { filter: query.filter, sort: query.sort, pagination: { page, perPage: EXPORT_PAGE_SIZE }, signal });
    for (const row of data) rows.push(row);
    onProgress(rows.length, total ?? rows.length);
    if (data.length < EXPORT_PAGE_SIZE || (total !== undefined && rows.length >= total)) return rows;
    await yieldToBrowser();
  }
}

/**
 * Display names for the reference columns: the referenced collection is read (every status)
 * in pages until every id the rows use is found.
 */
export async function fetchReferenceNames(dataProvider: DataProvider, columns: ColumnInfo[], rows: RaRecord[]): Promise<Map<string, Map<unknown, string>>> {
  const out = new Map<string, Map<unknown, string>>();
  for (const column of columns) {
    if (column.kind !== 'reference' || !column.reference) continue;
    const wanted = new Set(rows.map((r) => r[column.source]).filter((v) => v !== null && v !== undefined));
    const names = new Map<unknown, string>();
    const target = resourceDef(column.reference);
    for (let page = 1; wanted.size > names.size; page++) {
      const { data } = await dataProvider.getList(target.resource, {
        filter: { status: 'all' },
        sort: { field: 'id', order: 'ASC' },
        pagination: { page, perPage: EXPORT_PAGE_SIZE },
      });
      for (const r of data) if (wanted.has(r.id)) names.set(r.id, String(r[target.representation] ?? r.id));
      if (data.length < EXPORT_PAGE_SIZE) break;
    }
    out.set(column.source, names);
  }
  return out;
}

/** The rows as cells of the visible columns, text for a PDF, typed values for a workbook. */
export async function tableCells(
  format: ExportFormat,
  columns: ColumnInfo[],
  rows: RaRecord[],
  ctx: TextContext,
  onProgress?: (done: number) => void,
): Promise<ExportCell[][]> {
  const cell = format === 'pdf' ? valueText : sheetValue;
  const out: ExportCell[][] = new Array(rows.length);
  await inSlices(
    rows.length,
    (i) => {
      out[i] = columns.map((c) => cell(c, rows[i][c.source], ctx));
    },
    onProgress,
  );
  return out;
}
