/**
 * The text drawing operators of a PDF, for tests that open a generated PDF: every content
 * stream, inflated when it is Flate-compressed (jspdf's `compress: true`), joined. A table cell
 * "EXP-0042" reads `(EXP-0042) Tj` in it.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array | ArrayBuffer): string {
  const buf = Buffer.from(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes);
  const raw = buf.toString('latin1');
  const parts: string[] = [];
  const start = /stream\r?\n/g;
  for (let m = start.exec(raw); m; m = start.exec(raw)) {
    const from = m.index + m[0].length;
    const to = raw.indexOf('endstream', from);
    if (to < 0) break;
    const body = buf.subarray(from, to);
    try {
      parts.push(inflateSync(body).toString('latin1'));
    } catch {
      parts.push(body.toString('latin1')); // an uncompressed stream
    }
    start.lastIndex = to + 'endstream'.length;
  }
  return parts.join('\n');
}
