/**
 * A list as a PDF (jspdf + jspdf-autotable): the title, a line saying what was exported, and a
 * table of the visible columns with its header on every page; landscape when the table is wide.
 * The libraries are passed in, so the worker loads them and tests can run this in Node.
 *
 * The PDF base fonts draw Latin-1 only. A table with any other character (a Chinese or Tamil
 * company name) is drawn in PDF Unicode Sans instead (fonts/, see OFL.txt: Latin, the GB 2312
 * hanzi, Tamil, and the symbols and emoji of the Basic Multilingual Plane), which the worker
 * fetches only then; jsPDF embeds just the glyphs the document uses. A character the font
 * lacks, and every emoji beyond U+FFFF (jsPDF encodes text as UTF-16 code units), prints as a
 * white square instead of cutting the text short.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import type { ExportTable } from './table';

/** More columns than this do not fit a portrait A4 page legibly. */
export const PORTRAIT_MAX_COLUMNS = 6;

const RIGHT_ALIGNED = new Set(['number', 'money']);

/** The font's name in the document; its file is fonts/pdf-unicode-sans.ttf. */
export const UNICODE_FONT = 'PDFUnicodeSans';
/** What prints for a character the font cannot draw. */
export const MISSING_GLYPH = '\u25A1';

/** Thin and narrow spaces (dates in some languages have them): a plain space in the base fonts. */
const NARROW_SPACES = /[\u2000-\u200A\u202F\u205F]/g;
const plainSpaces = (text: string) => text.replace(NARROW_SPACES, ' ');

/** Whether any text of the table lies beyond Latin-1, which the PDF base fonts cannot draw. */
export function needsUnicodeFont(table: ExportTable): boolean {
  const beyondLatin1 = /[^\u0000-\u00FF\u2000-\u200A\u202F\u205F]/;
  const texts = [table.title, table.subtitle, ...table.headers];
  return texts.some((t) => beyondLatin1.test(t)) || table.rows.some((row) => row.some((cell) => typeof cell === 'string' && beyondLatin1.test(cell)));
}

/** Registers the font (a TTF as a binary string) and answers a function making text drawable in it. */
function useUnicodeFont(doc: JsPdf, ttf: string): (text: string) => string {
  doc.addFileToVFS(`${UNICODE_FONT}.ttf`, ttf);
  doc.addFont(`${UNICODE_FONT}.ttf`, UNICODE_FONT, 'normal');
  doc.setFont(UNICODE_FONT, 'normal');
  const metrics = doc.getFont().metadata as { characterToGlyph(code: number): number };
  const drawable = (c: string) => {
    const code = c.codePointAt(0)!;
    return c === '\n' || c === '\r' || c === '\t' || (code <= 0xffff && metrics.characterToGlyph(code) !== 0);
  };
  return (text) => Array.from(text, (c) => (drawable(c) ? c : MISSING_GLYPH)).join('');
}

export function buildPdf(
  libs: { jsPDF: typeof JsPdf; autoTable: typeof AutoTable },
  table: ExportTable,
  onProgress: (rowsDrawn: number) => void = () => undefined,
  /** PDF Unicode Sans as a binary string, when needsUnicodeFont(table). */
  unicodeFont?: string,
): ArrayBuffer {
  const landscape = table.headers.length > PORTRAIT_MAX_COLUMNS;
  // Compressed: uncompressed, 10,000 rows make a file of about 19 MB instead of a few.
  const doc = new libs.jsPDF({ orientation: landscape ? 'landscape' : 'portrait', unit: 'pt', format: 'a4', compress: true });
  const text = unicodeFont ? useUnicodeFont(doc, unicodeFont) : plainSpaces;
  // The base fonts' header is bold; the Unicode font has one weight (one embedded file).
  const font = unicodeFont ? { font: UNICODE_FONT, fontStyle: 'normal' as const } : {};
  doc.setProperties({ title: table.title });
  doc.setFontSize(14);
  doc.text(text(table.title), 40, 40);
  doc.setFontSize(9);
  doc.setTextColor(90);
  doc.text(text(table.subtitle), 40, 56);
  const columnStyles = Object.fromEntries(table.kinds.map((k, i) => [i, RIGHT_ALIGNED.has(k) ? { halign: 'right' as const } : {}]));
  let lastReported = 0;
  libs.autoTable(doc, {
    head: [table.headers.map(text)],
    body: table.rows.map((row) => row.map((cell) => text(String(cell ?? '')))),
    startY: 68,
    margin: { left: 40, right: 40 },
    showHead: 'everyPage',
    styles: { fontSize: 8, cellPadding: 3, overflow: 'linebreak', ...font },
    headStyles: { fillColor: [33, 33, 33], ...font },
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
