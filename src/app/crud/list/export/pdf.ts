/**
 * A list as a PDF (jspdf + jspdf-autotable): the title, a line saying what was exported, and a
 * table of the visible columns with its header on every page; landscape when the table is wide.
 * The libraries are passed in, so the worker loads them and tests can run this in Node.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import type { ExportTable } from './table';

/** More columns than this do not fit a portrait A4 page legibly. */
export const PORTRAIT_MAX_COLUMNS = 6;

const RIGHT_ALIGNED = new Set(['number', 'money']);

export function buildPdf(
  libs: { jsPDF: typeof JsPdf; autoTable: typeof AutoTable },
  table: ExportTable,
  onProgress: (rowsDrawn: number) => void = () => undefined,
): ArrayBuffer {
  const landscape = table.headers.length > PORTRAIT_MAX_COLUMNS;
  // Compressed: uncompressed, 10,000 rows make a file of about 19 MB instead of a few.
  const doc = new libs.jsPDF({ orientation: landscape ? 'landscape' : 'portrait', unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: table.title });
  doc.setFontSize(14);
  doc.text(table.title, 40, 40);
  doc.setFontSize(9);
  doc.setTextColor(90);
  doc.text(table.subtitle, 40, 56);
  const columnStyles = Object.fromEntries(table.kinds.map((k, i) => [i, RIGHT_ALIGNED.has(k) ? { halign: 'right' as const } : {}]));
  let lastReported = 0;
  libs.autoTable(doc, {
    head: [table.headers],
    body: table.rows as string[][],
    startY: 68,
    margin: { left: 40, right: 40 },
    showHead: 'everyPage',
    styles: { fontSize: 8, cellPadding: 3, overflow: 'linebreak' },
    headStyles: { fillColor: [33, 33, 33] },
    columnStyles,
    didDrawCell: (data) => {
      if (data.section === 'body' && data.column.index === 0 && data.row.index - lastReported >= 250) {
        lastReported = data.row.index;
        onProgress(lastReported);
      }
    },
  });
  onProgress(table.rows.length);
  return doc.output('arraybuffer');
}
