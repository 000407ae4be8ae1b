/**
 * A printed business document on the server (jspdf + jspdf-autotable in Node): the company's
 * letterhead from a `pdf_designs` row, labelled fields, text sections, tables, images and a
 * signature block, totals and a QR code, with the footer and page numbers on every page. The
 * service report and the sales documents (src/server/pdf/sales-document.ts) use it.
 *
 * Everything is drawn in PDF Unicode Sans (src/app/crud/list/export/fonts/, one weight), so
 * Chinese and Tamil names survive; jsPDF embeds only the glyphs used. A character the font lacks
 * prints as a white square instead of cutting the text short.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { Kysely } from 'kysely';

const FONT = 'PDFUnicodeSans';
const MISSING_GLYPH = '\u25A1';
const FONT_FILE = fileURLToPath(new URL('../../app/crud/list/export/fonts/pdf-unicode-sans.ttf', import.meta.url));
let fontBinary: string | null = null;
/** The TTF as jsPDF wants it (a binary string), read once per process. */
const unicodeFont = () => (fontBinary ??= readFileSync(FONT_FILE).toString('binary'));

/** The `layout` JSON of a pdf_designs row, as far as the document reads it. */
export interface PdfLayout {
  header?: {
    title?: string;
    /** Which company details print under the name, in order (name, uen, gst_reg_no, address, tel, email). */
    companyDetails?: string[];
    /** The issuing company's details. */
    company?: Record<string, string | undefined>;
    /** A logo as a data URL (PNG or JPEG), drawn left of the company's name; `true` or absent: none. */
    logo?: string | boolean;
  };
  blocks?: string[];
  /** How to pay an invoice besides PayNow, e.g. "DBS Bank 123-456789-0, CoolAir Services Pte Ltd"; printed only when set. */
  payment?: { bankTransfer?: string };
  footer?: { text?: string; pageNumbers?: boolean };
}

export interface PdfDesign {
  paper_size: string;
  orientation: string;
  layout: PdfLayout;
}

/** The fallback when no design is set up for a document type. */
const PLAIN_DESIGN: PdfDesign = { paper_size: 'A4', orientation: 'Portrait', layout: {} };

/** The default (else the first) open design of a document type. */
export async function designFor(db: Kysely<any>, documentType: string): Promise<PdfDesign> {
  const row = await db
    .selectFrom('pdf_designs')
    .select(['paper_size', 'orientation', 'layout'])
    .where('document_type', '=', documentType)
    .where('status', '=', 'O')
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .executeTakeFirst();
  if (!row) return PLAIN_DESIGN;
  const layout = typeof row.layout === 'string' ? (JSON.parse(row.layout) as PdfLayout) : ((row.layout ?? {}) as PdfLayout);
  return { paper_size: row.paper_size ?? 'A4', orientation: row.orientation ?? 'Portrait', layout };
}

const MARGIN = 40;

/** An image's size: a PNG's from its header (jsPDF would decode the whole image to tell), a JPEG's from jsPDF. */
function imageSize(doc: jsPDF, image: { bytes: Uint8Array; format: 'PNG' | 'JPEG' }): { width: number; height: number } {
  if (image.format === 'PNG' && image.bytes.length > 24) {
    const view = new DataView(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  return doc.getImageProperties(image.bytes);
}
const COMPANY_DETAIL_LABEL: Record<string, string> = { uen: 'UEN', gst_reg_no: 'GST Reg. No.', tel: 'Tel', email: 'Email' };

export class PdfDocument {
  private readonly doc: jsPDF;
  private y = MARGIN;
  private readonly drawable: (text: string) => string;

  constructor(private readonly design: PdfDesign, title: string) {
    this.doc = new jsPDF({
      unit: 'pt',
      format: design.paper_size.toLowerCase(),
      orientation: design.orientation === 'Landscape' ? 'landscape' : 'portrait',
      compress: true,
    });
    this.doc.addFileToVFS(`${FONT}.ttf`, unicodeFont());
    // One file for both weights: autotable asks for bold headers.
    this.doc.addFont(`${FONT}.ttf`, FONT, 'normal');
    this.doc.addFont(`${FONT}.ttf`, FONT, 'bold');
    this.doc.setFont(FONT, 'normal');
    this.doc.setProperties({ title });
    const metrics = this.doc.getFont().metadata as { characterToGlyph(code: number): number };
    const ok = (c: string) => {
      const code = c.codePointAt(0)!;
      return c === '\n' || code <= 0x20 || (code <= 0xffff && metrics.characterToGlyph(code) !== 0);
    };
    this.drawable = (text) => Array.from(text, (c) => (ok(c) ? c : MISSING_GLYPH)).join('');
  }

  private get width() {
    return this.doc.internal.pageSize.getWidth();
  }
  private get height() {
    return this.doc.internal.pageSize.getHeight();
  }
  private get contentWidth() {
    return this.width - 2 * MARGIN;
  }

  /** Room for `needed` points, else a new page. */
  private ensure(needed: number) {
    if (this.y + needed > this.height - MARGIN - 20) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  /**
   * The letterhead: the logo, the company's name and details on the left, the document's title
   * and number on the right. `options.title` overrides the design's title (a tax invoice is always
   * one); `options.details` are company details printed even when the design leaves them out.
   */
  letterhead(documentNo: string, fallbackTitle: string, options: { title?: string; details?: string[] } = {}): this {
    const header = this.design.layout.header ?? {};
    const company = header.company ?? {};
    const keys = [...new Set([...(header.companyDetails ?? []), ...(options.details ?? [])])];
    const details = keys.filter((k) => k !== 'name' && company[k]).map((k) => (COMPANY_DETAIL_LABEL[k] ? `${COMPANY_DETAIL_LABEL[k]}: ${company[k]}` : String(company[k])));
    const logo = typeof header.logo === 'string' ? /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(header.logo) : null;
    let left = MARGIN;
    if (logo) {
      try {
        const image = { bytes: new Uint8Array(Buffer.from(logo[2], 'base64')), format: logo[1].toLowerCase() === 'png' ? ('PNG' as const) : ('JPEG' as const) };
        const size = imageSize(this.doc, image);
        const scale = Math.min(48 / size.height, 120 / size.width);
        this.doc.addImage(image.bytes, image.format, MARGIN, this.y - 6, size.width * scale, size.height * scale);
        left += size.width * scale + 10;
      } catch {
        // an unreadable logo: the company's name still heads the page
      }
    }
    this.doc.setFontSize(14);
    if (company.name) this.doc.text(this.drawable(company.name), left, this.y + 4);
    this.doc.setFontSize(8).setTextColor(90);
    details.forEach((line, i) => this.doc.text(this.drawable(line), left, this.y + 18 + i * 10));
    this.doc.setTextColor(0).setFontSize(16);
    this.doc.text(this.drawable(options.title ?? header.title ?? fallbackTitle), this.width - MARGIN, this.y + 4, { align: 'right' });
    this.doc.setFontSize(10);
    this.doc.text(this.drawable(documentNo), this.width - MARGIN, this.y + 20, { align: 'right' });
    this.y += Math.max(logo ? 48 : 30, 22 + details.length * 10);
    this.doc.setDrawColor(180).line(MARGIN, this.y, this.width - MARGIN, this.y);
    this.y += 14;
    return this;
  }

  /** Label: value pairs in two columns. Empty values are left out. */
  fields(pairs: Array<[string, string | null | undefined]>): this {
    const shown = pairs.filter(([, v]) => v !== null && v !== undefined && v !== '');
    const column = this.contentWidth / 2;
    for (let i = 0; i < shown.length; i += 2) {
      const row = shown.slice(i, i + 2).map(([label, value]) => ({ label, lines: this.doc.setFontSize(9).splitTextToSize(this.drawable(String(value)), column - 90) as string[] }));
      const rowHeight = Math.max(...row.map((r) => r.lines.length)) * 11 + 3;
      this.ensure(rowHeight);
      row.forEach((cell, j) => {
        const x = MARGIN + j * column;
        this.doc.setTextColor(100).text(this.drawable(cell.label), x, this.y);
        this.doc.setTextColor(0).text(cell.lines, x + 85, this.y);
      });
      this.y += rowHeight;
    }
    this.y += 6;
    return this;
  }

  heading(text: string): this {
    this.ensure(30);
    this.doc.setFontSize(11).setTextColor(0).text(this.drawable(text), MARGIN, this.y + 6);
    this.y += 18;
    return this;
  }

  /** A titled text section (skipped when the text is empty), wrapped and split across pages. */
  section(title: string, body: string | null | undefined): this {
    if (!body || !body.trim()) return this;
    this.heading(title);
    this.doc.setFontSize(9);
    const lines = this.doc.splitTextToSize(this.drawable(body), this.contentWidth) as string[];
    for (const line of lines) {
      this.ensure(12);
      this.doc.text(line, MARGIN, this.y);
      this.y += 12;
    }
    this.y += 6;
    return this;
  }

  /** A table over the page's width; with `wideColumn`, the other columns are as narrow as their contents and it takes the rest. */
  table(headers: string[], rows: Array<Array<string | number | null | undefined>>, rightAligned: number[] = [], wideColumn?: number): this {
    const font = { font: FONT, fontStyle: 'normal' as const };
    autoTable(this.doc, {
      head: [headers.map(this.drawable)],
      body: rows.map((row) => row.map((cell) => this.drawable(String(cell ?? '')))),
      startY: this.y,
      margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 20 },
      showHead: 'everyPage',
      styles: { fontSize: 9, cellPadding: 3, overflow: 'linebreak', ...font },
      headStyles: { fillColor: [60, 60, 60], ...font },
      columnStyles: Object.fromEntries(
        headers.map((_, i) => [
          i,
          {
            ...(wideColumn === undefined ? {} : { cellWidth: i === wideColumn ? ('auto' as const) : ('wrap' as const) }),
            ...(rightAligned.includes(i) ? { halign: 'right' as const } : {}),
          },
        ]),
      ),
      // A right-aligned column's heading sits over its figures.
      didParseCell: (cell) => {
        if (cell.section === 'head' && rightAligned.includes(cell.column.index)) cell.cell.styles.halign = 'right';
      },
    });
    this.y = (this.doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 14;
    return this;
  }

  /** Label and amount rows at the right, the last (the total) in a larger size over a rule. */
  totals(rows: Array<[string, string]>): this {
    this.ensure(rows.length * 14 + 10);
    const labelX = this.width - MARGIN - 110;
    rows.forEach(([label, value], i) => {
      const last = i === rows.length - 1;
      if (last) this.doc.setDrawColor(120).line(labelX - 120, this.y - 12, this.width - MARGIN, this.y - 12);
      this.doc.setFontSize(last ? 11 : 9).setTextColor(0);
      this.doc.text(this.drawable(label), labelX, this.y, { align: 'right' });
      this.doc.text(this.drawable(value), this.width - MARGIN, this.y, { align: 'right' });
      this.y += last ? 16 : 13;
      if (i === rows.length - 2) this.y += 3; // room for the rule over the total
    });
    this.y += 8;
    return this;
  }

  /** A QR code's modules (true: dark) drawn as squares, `size` points wide, with caption lines beside it. */
  qrCode(modules: { size: number; get(row: number, column: number): boolean | number }, size: number, caption: string[]): this {
    this.ensure(size + 10);
    const cell = size / modules.size;
    this.doc.setFillColor(0, 0, 0);
    // One rectangle per run of dark modules in a row: a third of the drawing operations.
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; ) {
        if (!modules.get(row, column)) {
          column++;
          continue;
        }
        const start = column;
        while (column < modules.size && modules.get(row, column)) column++;
        this.doc.rect(MARGIN + start * cell, this.y + row * cell, (column - start) * cell, cell, 'F');
      }
    }
    this.doc.setFontSize(9).setTextColor(0);
    caption.forEach((line, i) => this.doc.text(this.drawable(line), MARGIN + size + 14, this.y + 12 + i * 12, { maxWidth: this.contentWidth - size - 14 }));
    this.y += Math.max(size, caption.length * 12) + 12;
    return this;
  }

  /** Images (PNG or JPEG bytes) in a grid of up to three a row, each with its caption. */
  images(items: Array<{ bytes: Uint8Array; format: 'PNG' | 'JPEG'; caption?: string }>): this {
    const gap = 10;
    const size = (this.contentWidth - 2 * gap) / 3;
    items.forEach((item, i) => {
      const column = i % 3;
      if (column === 0) this.ensure(size + 16);
      const x = MARGIN + column * (size + gap);
      try {
        const props = imageSize(this.doc, item);
        const scale = Math.min(size / props.width, size / props.height);
        this.doc.addImage(item.bytes, item.format, x, this.y, props.width * scale, props.height * scale);
      } catch {
        this.doc.setDrawColor(200).rect(x, this.y, size, size); // a file jsPDF cannot read: an empty frame
      }
      if (item.caption) this.doc.setFontSize(8).setTextColor(90).text(this.drawable(item.caption), x, this.y + size + 10, { maxWidth: size });
      this.doc.setTextColor(0);
      if (column === 2 || i === items.length - 1) this.y += size + 18;
    });
    return this;
  }

  /** The signature block: the drawn signature (a PNG data URL), who signed and when, and a line under it. */
  signature(sign: { label: string; image?: string | null; name?: string | null; at?: string | null; note?: string | null }): this {
    this.ensure(110);
    const top = this.y;
    this.doc.setFontSize(9).setTextColor(100).text(this.drawable(sign.label), MARGIN, top);
    const png = sign.image?.match(/^data:image\/png;base64,(.+)$/)?.[1];
    if (png) {
      try {
        this.doc.addImage(Buffer.from(png, 'base64'), 'PNG', MARGIN, top + 6, 160, 60);
      } catch {
        // an unreadable image: the name below still says who signed
      }
    }
    this.doc.setDrawColor(120).line(MARGIN, top + 70, MARGIN + 200, top + 70);
    this.doc.setTextColor(0).text(this.drawable([sign.name, sign.at].filter(Boolean).join(', ')), MARGIN, top + 82);
    if (sign.note) this.doc.setTextColor(180, 0, 0).text(this.drawable(sign.note), MARGIN, top + 94);
    this.doc.setTextColor(0);
    this.y = top + 104;
    return this;
  }

  /** The finished PDF, with the design's footer and "Page n of m" on every page. */
  output(): Buffer {
    const footer = this.design.layout.footer ?? {};
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.doc.setFontSize(7).setTextColor(120);
      if (footer.text) this.doc.text(this.drawable(footer.text), MARGIN, this.height - MARGIN / 2);
      if (footer.pageNumbers !== false) this.doc.text(`Page ${page} of ${pages}`, this.width - MARGIN, this.height - MARGIN / 2, { align: 'right' });
    }
    return Buffer.from(this.doc.output('arraybuffer'));
  }
}
