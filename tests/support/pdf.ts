/** Reading PDFs back in tests with poppler: the text (pdftotext) and a page as grey pixels (pdftoppm). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withPdfFile<T>(bytes: Buffer, read: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    return read(dir, join(dir, 'a.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, laid out as on the page. */
export const pdfToText = (bytes: Buffer): string =>
  withPdfFile(bytes, (_, file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));

export interface GreyPage {
  width: number;
  height: number;
  /** 0 black … 255 white. */
  at(x: number, y: number): number;
}

/** The first page rendered in grey at `dpi` (72: one pixel per point). */
export const pdfPageGrey = (bytes: Buffer, dpi: number): GreyPage =>
  withPdfFile(bytes, (dir, file) => {
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')], { stdio: 'ignore' });
    const pgm = readFileSync(join(dir, 'page.pgm'));
    // P5 header: magic, width, height, max value, each followed by one white-space character.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'))!;
    const [width, height, offset] = [Number(header[1]), Number(header[2]), header[0].length];
    return { width, height, at: (x, y) => pgm[offset + Math.round(y) * width + Math.round(x)] };
  });

/**
 * Whether the first page shows `matrix` as a QR code 96 points wide at the left margin (40 pt):
 * the page rendered at 216 dpi, each module's centre read, against every place it could start.
 */
export function pageShowsQr(pdf: Buffer, matrix: { size: number; get(r: number, c: number): number | boolean }): boolean {
  const scale = 3; // pixels per point at 216 dpi
  const page = pdfPageGrey(pdf, 72 * scale);
  const cell = (96 / matrix.size) * scale;
  const left = 40 * scale;
  const dark = (x: number, y: number) => page.at(x, y) < 128;
  for (let top = 1; top < page.height - 96 * scale; top++) {
    if (!dark(left + cell / 2, top) || dark(left + cell / 2, top - 1)) continue;
    let wrong = 0;
    for (let r = 0; r < matrix.size; r++) {
      for (let c = 0; c < matrix.size; c++) if (dark(left + (c + 0.5) * cell, top + (r + 0.5) * cell) !== !!matrix.get(r, c)) wrong++;
    }
    if (wrong === 0) return true;
  }
  return false;
}
