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
