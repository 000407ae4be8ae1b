/**
 * The customer portal's first load on the way to an invoice (issue 40: under 150 kB compressed):
 * portal.html, its entry with everything it imports statically (the modulepreloads) and its CSS,
 * then the invoice page's chunk with its own static imports, each file as gzip (level 9) and as
 * brotli (the build's .br copies: scripts/precompress.ts, what the server sends a browser that
 * accepts it). The staff app's chunks are never in it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PORTAL_BUDGET_KB = 150;

export interface PortalFile {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface PortalBundle {
  /** Opening any portal page: the HTML, the entry's static graph, the CSS. */
  shell: PortalFile[];
  /** What the invoice page adds (its chunk and the chunks only it needs, e.g. qrcode). */
  invoice: PortalFile[];
  total: { files: number; bytes: number; gzip: number; brotli: number };
  /** Whether a staff-app chunk (react-admin, MUI, the grids) was found in the path: it must not be. */
  staffChunks: string[];
}

function sizes(outDir: string, file: string): PortalFile {
  const path = join(outDir, file);
  const bytes = readFileSync(path);
  const kept = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
  return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: Math.min(kept, bytes.length) };
}

/** A chunk and every chunk it imports statically (`import … from "./x.js"`, `import "./x.js"`; not `import("./x.js")`). */
function staticClosure(outDir: string, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(join(outDir, start), 'utf8');
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) staticClosure(outDir, join('assets', m[1]), seen);
  return seen;
}

export function portalBundle(outDir: string): PortalBundle {
  const html = readFileSync(join(outDir, 'portal.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/?([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in portal.html');
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+)"/g)].map((m) => m[1]);
  const shellFiles = new Set([...staticClosure(outDir, entry), ...css]);
  const invoiceChunk = readdirSync(join(outDir, 'assets')).find((f) => /^Invoice-[\w-]+\.js$/.test(f));
  if (!invoiceChunk) throw new Error('no Invoice-*.js chunk in the build');
  const invoiceFiles = [...staticClosure(outDir, join('assets', invoiceChunk))].filter((f) => !shellFiles.has(f));
  const shell = [{ ...sizes(outDir, 'portal.html') }, ...[...shellFiles].map((f) => sizes(outDir, f))];
  const invoice = invoiceFiles.map((f) => sizes(outDir, f));
  const all = [...shell, ...invoice];
  const sum = (key: 'bytes' | 'gzip' | 'brotli') => all.reduce((n, f) => n + f[key], 0);
  const staffChunks = all.map((f) => f.file).filter((f) => /react-admin|ra-core|mui|DataGrid|x-data-grid|emotion/i.test(f));
  return { shell, invoice, total: { files: all.length, bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli') }, staffChunks };
}
