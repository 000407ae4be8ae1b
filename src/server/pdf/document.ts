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
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { DEFAULT_MAX_IMAGE_PIXELS } from '../images';
import { pdfPicture } from './picture';
import { letterheadOf, readBusiness } from '../business/details';

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
  payment?: { bankTransfer?: string; /** The UEN PayNow pays (the business's PayNow UEN, else its UEN). */ paynowUen?: string };
  footer?: { text?: string; pageNumbers?: boolean };
}

export interface PdfDesign {
  paper_size: string;
  orientation: string;
  layout: PdfLayout;
}

/** The fallback when no design is set up for a document type. */
const PLAIN_DESIGN: PdfDesign = { paper_size: 'A4', orientation: 'Portrait', layout: {} };

/**
 * The default (else the first) open design of a document type, its letterhead's company, bank
 * transfer and PayNow UEN taken from the business's details (business/details.ts): the one place
 * they are kept, whatever a design still holds.
 */
export async function designFor(db: Kysely<any>, documentType: string): Promise<PdfDesign> {
  const design = await designRow(db, documentType);
  const { company, bankTransfer, paynowUen } = letterheadOf(await readBusiness(db));
  const layout = design.layout;
  return { ...design, layout: { ...layout, header: { ...layout.header, company }, payment: { ...layout.payment, bankTransfer, paynowUen } } };
}

async function designRow(db: Kysely<any>, documentType: string): Promise<PdfDesign> {
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
/** The footer's sentence that a document with a signature block must not print. */
const NO_SIGNATURE_SENTENCE = /[^.!?]*\bno signature (is )?(required|needed)[^.!?]*[.!?]?/gi;

const COMPANY_DETAIL_LABEL: Record<string, string> = { uen: 'UEN', gst_reg_no: 'GST Reg. No.', tel: 'Tel', email: 'Email' };

/** jsPDF's image object for RGBA pixels: RGB deflated with the PNG "Up" predictor, and the alpha as a soft mask when any pixel is not opaque. */
function flateImage(image: { data: Uint8ClampedArray; width: number; height: number }, index: number, alias: string) {
  const { data, width, height } = image;
  const rgb = Buffer.alloc((width * 3 + 1) * height);
  const alpha = Buffer.alloc((width + 1) * height);
  let translucent = false;
  for (let y = 0; y < height; y++) {
    const r = y * (width * 3 + 1);
    const a = y * (width + 1);
    rgb[r] = 2; // Up
    alpha[a] = 2;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const q = p - width * 4;
      for (let k = 0; k < 3; k++) rgb[r + 1 + x * 3 + k] = (data[p + k] - (y ? data[q + k] : 0)) & 0xff;
      if (data[p + 3] !== 255) translucent = true;
      alpha[a + 1 + x] = (data[p + 3] - (y ? data[q + 3] : 0)) & 0xff;
    }
  }
  const binary = (bytes: Buffer) => bytes.toString('latin1');
  return {
    alias,
    index,
    data: binary(deflateSync(rgb)),
    filter: 'FlateDecode',
    decodeParameters: `/Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns ${width}`,
    predictor: 15,
    ...(translucent ? { sMask: binary(deflateSync(alpha)), sMaskBitsPerComponent: 8 } : {}),
    width,
    height,
    bitsPerComponent: 8,
    colorSpace: 'DeviceRGB',
  };
}

export class PdfDocument {
  private readonly doc: jsPDF;
  private y = MARGIN;
  private readonly drawable: (text: string) => string;

  /** A signature block is on the document: its footer may not say that no signature is required. */
  private signatureBlock = false;

  constructor(
    private readonly design: PdfDesign,
    title: string,
    private readonly maxImagePixels = DEFAULT_MAX_IMAGE_PIXELS,
  ) {
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
    // An RGBA picture (picture.ts) is embedded deflated by node:zlib, with its alpha as a soft
    // mask; jsPDF's own RGBA path stores it uncompressed and drops the alpha.
    (this.doc as unknown as { processRGBA: unknown }).processRGBA = (image: { data: Uint8ClampedArray; width: number; height: number }, index: number, alias: string) =>
      flateImage(image, index, alias);
  }

  /**
   * A picture fitted into `box` (points) at x, y, never stretched: a PNG averaged down to what the
   * page needs, a JPEG as it is. One over MAX_IMAGE_PIXELS or unreadable is not drawn: `false`,
   * with the reason written small in an empty frame when `frame` is set.
   */
  private picture(bytes: Uint8Array, x: number, y: number, box: { width: number; height: number }, frame: boolean): { width: number; height: number } | false {
    const picture = pdfPicture(bytes, this.maxImagePixels);
    if ('refused' in picture) {
      if (frame) {
        this.doc.setDrawColor(200).rect(x, y, box.width, box.height);
        this.doc.setFontSize(7).setTextColor(150).text(this.drawable(picture.refused), x + 4, y + 12, { maxWidth: box.width - 8 });
        this.doc.setTextColor(0);
      }
      return false;
    }
    const scale = Math.min(box.width / picture.width, box.height / picture.height);
    const [width, height] = [picture.width * scale, picture.height * scale];
    // The same picture twice (a logo, a photo that is also the signature) is embedded once.
    const alias = `picture-${createHash('sha1').update(bytes).digest('hex')}`;
    if (picture.kind === 'jpeg') this.doc.addImage(picture.bytes, 'JPEG', x, y, width, height, alias);
    else this.doc.addImage(picture as unknown as ImageData, 'RGBA', x, y, width, height, alias);
    return { width, height };
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
      const drawn = this.picture(Buffer.from(logo[2], 'base64'), MARGIN, this.y - 6, { width: 120, height: 48 }, false);
      if (drawn) left += drawn.width + 10; // an unreadable logo: the company's name still heads the page
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

  /**
   * Images (PNG or JPEG bytes) in a grid of up to three a row, each with its caption (up to three
   * lines) under it. A row is as tall as its pictures and its longest caption, so what follows
   * (the signature block) starts below the captions, never on them.
   */
  images(items: Array<{ bytes: Uint8Array; format: 'PNG' | 'JPEG'; caption?: string }>): this {
    const gap = 10;
    const size = (this.contentWidth - 2 * gap) / 3;
    const lineHeight = 9;
    for (let first = 0; first < items.length; first += 3) {
      const row = items.slice(first, first + 3);
      this.doc.setFontSize(8);
      const captions = row.map((item) => (item.caption ? (this.doc.splitTextToSize(this.drawable(item.caption), size) as string[]).slice(0, 3) : []));
      const lines = Math.max(0, ...captions.map((c) => c.length));
      const captionHeight = (lines ? 6 + lines * lineHeight : 0) + 14;
      this.ensure(size + captionHeight);
      // The captions sit under the row's tallest picture (a landscape photo leaves no gap under it).
      const drawn = row.map((item, column) => this.picture(item.bytes, MARGIN + column * (size + gap), this.y, { width: size, height: size }, true));
      const pictureHeight = Math.max(...drawn.map((d) => (d ? d.height : size)));
      this.doc.setFontSize(8).setTextColor(90);
      captions.forEach((caption, column) => caption.forEach((line, i) => this.doc.text(line, MARGIN + column * (size + gap), this.y + pictureHeight + 10 + i * lineHeight)));
      this.doc.setTextColor(0);
      this.y += pictureHeight + captionHeight;
    }
    return this;
  }

  /** The signature block: the drawn signature (a PNG data URL), who signed and when, and a line under it. */
  signature(sign: { label: string; image?: string | null; name?: string | null; at?: string | null; note?: string | null }): this {
    this.signatureBlock = true;
    this.ensure(110);
    const top = this.y;
    this.doc.setFontSize(9).setTextColor(100).text(this.drawable(sign.label), MARGIN, top);
    const png = sign.image?.match(/^data:image\/png;base64,(.+)$/)?.[1];
    // an unreadable or oversized image: the name below still says who signed
    if (png) this.picture(Buffer.from(png, 'base64'), MARGIN, top + 6, { width: 160, height: 60 }, true);
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
    // A design's footer ("This is a computer-generated document. No signature is required.") is
    // shared by documents with a signature block (a quotation's acceptance, a signed service
    // report): there that sentence would contradict the block, so it is left out.
    const footerText = this.signatureBlock ? footer.text?.replace(NO_SIGNATURE_SENTENCE, '').trim() : footer.text;
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.doc.setFontSize(7).setTextColor(120);
      if (footerText) this.doc.text(this.drawable(footerText), MARGIN, this.height - MARGIN / 2);
      if (footer.pageNumbers !== false) this.doc.text(`Page ${page} of ${pages}`, this.width - MARGIN, this.height - MARGIN / 2, { align: 'right' });
    }
    return Buffer.from(this.doc.output('arraybuffer'));
  }
}
