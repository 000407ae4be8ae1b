/**
 * One export, start to finish: fetch every matching row (main thread, in pages), turn them into
 * cells (main thread, in slices), write the file in a worker, and hand it to the browser as a
 * download. Progress is reported per phase.
 */
import type { DataProvider, TranslateFunction } from 'react-admin';
import type { ResourceDef } from '../../../../shared/resource-spec';
import type { ColumnInfo } from '../columns';
import type { DateLocale } from '../format';
import { statusLabelKey } from '../values';
import { exportFileName, fetchAllRows, fetchReferenceNames, tableCells, type ExportFormat, type ExportReply, type ExportTable, type ListQueryState } from './table';

export type ExportPhase = 'fetch' | 'prepare' | 'write';

export interface ExportProgress {
  phase: ExportPhase;
  done: number;
  total: number;
}

/** Share of the bar each phase fills, in order. */
const PHASE_SPAN: Record<ExportPhase, [number, number]> = { fetch: [0, 0.45], prepare: [0.45, 0.55], write: [0.55, 1] };

export function progressFraction(p: ExportProgress): number {
  const [from, to] = PHASE_SPAN[p.phase];
  return from + (to - from) * (p.total ? Math.min(1, p.done / p.total) : 0);
}

export const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportRequest {
  format: ExportFormat;
  def: ResourceDef;
  listPath: string | null;
  title: string;
  /** The visible columns, in order. */
  columns: ColumnInfo[];
  query: ListQueryState;
  translate: TranslateFunction;
  dateLocale: DateLocale;
}

/** Workers are named literally so the bundler builds each one with only its own library. */
function startWorker(format: ExportFormat): Worker {
  return format === 'pdf'
    ? new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' })
    : new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
}

function writeInWorker(format: ExportFormat, table: ExportTable, onProgress: (done: number) => void): Promise<ArrayBuffer> {
  const worker = startWorker(format);
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ExportReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') return onProgress(reply.done);
      worker.terminate();
      if (reply.type === 'done') resolve(reply.bytes);
      else reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The export could not be written'));
    };
    worker.postMessage(table);
  });
}

export function download(bytes: ArrayBuffer, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

function subtitle(req: ExportRequest, rows: number): string {
  const { translate, query } = req;
  const status = query.filter.status;
  const parts = [translate('app.export.rows', { smart_count: rows, count: rows.toLocaleString('en-US') })];
  if (typeof status === 'string' && status !== 'all') parts.push(translate(statusLabelKey(status), { _: status }));
  if (typeof query.filter.q === 'string' && query.filter.q.trim()) parts.push(translate('app.export.search', { text: query.filter.q.trim() }));
  parts.push(new Date().toLocaleString(req.dateLocale));
  return parts.join(' · ');
}

/** Runs the export and starts the download; resolves with the file name and the row count. */
export async function runExport(dataProvider: DataProvider, req: ExportRequest, onProgress: (p: ExportProgress) => void): Promise<{ fileName: string; rows: number }> {
  const records = await fetchAllRows(dataProvider, req.def.resource, req.query, (done, total) => onProgress({ phase: 'fetch', done, total }));
  const references = await fetchReferenceNames(dataProvider, req.columns, records);
  const ctx = { resource: req.def.resource, translate: req.translate, dateLocale: req.dateLocale, references };
  const rows = await tableCells(req.format, req.columns, records, ctx, (done) => onProgress({ phase: 'prepare', done, total: records.length }));
  const table: ExportTable = {
    title: req.title,
    subtitle: subtitle(req, rows.length),
    headers: req.columns.map((c) => req.translate(c.labelKey, { _: c.source })),
    kinds: req.columns.map((c) => c.kind),
    rows,
    dateLocale: req.dateLocale,
  };
  const bytes = await writeInWorker(req.format, table, (done) => onProgress({ phase: 'write', done, total: rows.length }));
  const fileName = exportFileName(req.listPath, req.def, req.format);
  download(bytes, fileName, MIME[req.format]);
  return { fileName, rows: rows.length };
}
