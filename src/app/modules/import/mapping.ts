/**
 * The import screen's own reading of a file (issue 36): its header row and, for an XLSX, its
 * sheets' names, so that the screen can show each column with the field it goes to before
 * anything is sent. The server reads the whole file (src/server/import/read.ts); this reads the
 * first row only, with fflate (already in the app) and the XML as Excel and the `xlsx` library
 * write it. Headers match fields as the server matches them (columns.ts matchColumns: name or
 * label, ignoring case and spaces); a header the server knows in another language comes back
 * from the dry run as matched (not in unknown_columns).
 */
import { unzipSync, strFromU8 } from 'fflate';
import type { FieldDef, ResourceDef } from '../../../shared/resource-spec';

export interface FileHeaders {
  /** The sheets of an XLSX (empty for a CSV). */
  sheets: string[];
  headers: string[];
}

/** Field types a spreadsheet cell cannot carry (as the server's columns.ts: files, passwords, JSON). */
const NOT_IMPORTED = new Set(['file', 'image', 'password', 'json']);

export const importFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => !f.readonly && !NOT_IMPORTED.has(f.type));

/** As the server compares headers: lower case, no spaces. */
export const squash = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, '');

const unescapeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#[0-9]+);/gi, (_m, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()];
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });

/** The text of every <t> inside one piece of XML (a shared string or an inline string). */
const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1])).join('');

/** Spreadsheet column letters to an index: A -> 0, AB -> 27. */
const columnIndex = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A CSV's header line split on its most frequent separator (`,` `;` or tab), quotes honoured. */
export function csvHeaders(text: string): string[] {
  let line = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || ch === '\r')) break;
    line += ch;
  }
  const count = (sep: string) => line.split(sep).length;
  const sep = [',', ';', '\t'].reduce((best, s) => (count(s) > count(best) ? s : best), ',');
  const cells: string[] = [];
  let cell = '';
  quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === sep && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** The sheets of an XLSX workbook and the header row of `sheet` (default the first). */
export function xlsxHeaders(bytes: Uint8Array, sheet?: string): FileHeaders {
  const wanted = (name: string) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels' || name === 'xl/sharedStrings.xml' || /^xl\/worksheets\/[^/]+\.xml$/.test(name);
  const files = unzipSync(bytes, { filter: (f) => wanted(f.name) });
  const read = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const rels = new Map([...read('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b[^>]*>/g)].map((m) => [/\bId="([^"]*)"/.exec(m[0])?.[1] ?? '', /\bTarget="([^"]*)"/.exec(m[0])?.[1] ?? '']));
  const sheets = [...read('xl/workbook.xml').matchAll(/<sheet\b[^>]*>/g)].map((m) => ({
    name: unescapeXml(/\bname="([^"]*)"/.exec(m[0])?.[1] ?? ''),
    target: rels.get(/\br:id="([^"]*)"/.exec(m[0])?.[1] ?? '') ?? '',
  }));
  const chosen = sheets.find((s) => s.name === sheet) ?? sheets[0];
  if (!chosen) return { sheets: [], headers: [] };
  const path = chosen.target.startsWith('/') ? chosen.target.slice(1) : `xl/${chosen.target}`;
  const shared = [...read('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));
  const xml = read(path);
  const firstRow = /<row\b[^>]*>([\s\S]*?)<\/row>/.exec(xml)?.[1] ?? '';
  const headers: string[] = [];
  for (const m of firstRow.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attrs = m[1];
    const body = m[2] ?? '';
    const ref = /\br="([A-Z]+)\d+"/.exec(attrs)?.[1];
    const index = ref ? columnIndex(ref) : headers.length;
    const type = /\bt="([^"]*)"/.exec(attrs)?.[1];
    const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
    const text = type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? textOf(body) : unescapeXml(value ?? '');
    while (headers.length < index) headers.push('');
    headers[index] = text.trim();
  }
  return { sheets: sheets.map((s) => s.name), headers };
}

/** A file's headers (and sheets): an XLSX by its zip signature, anything else as CSV text. */
export function fileHeaders(bytes: Uint8Array, sheet?: string): FileHeaders {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    try {
      return xlsxHeaders(bytes, sheet);
    } catch {
      return { sheets: [], headers: [] }; // the server says what is wrong with it
    }
  }
  return { sheets: [], headers: csvHeaders(decodeCsv(bytes.subarray(0, 64 * 1024))) };
}

/** header -> field name, or null: the column is ignored. */
export type Mapping = Record<string, string | null>;

/**
 * Each header's field: the remembered choice first, then a field whose name or one of `labels`
 * (the field's labels known here) squashes to the header; undefined when nothing matched.
 */
export function matchHeaders(headers: string[], fields: Array<{ name: string; labels: string[] }>, remembered: Mapping = {}): Array<string | null | undefined> {
  const byKey = new Map<string, string>();
  for (const f of fields) for (const key of [f.name, ...f.labels]) if (key && !byKey.has(squash(key))) byKey.set(squash(key), f.name);
  const names = new Set(fields.map((f) => f.name));
  return headers.map((h) => {
    if (Object.prototype.hasOwnProperty.call(remembered, h)) {
      const kept = remembered[h];
      if (kept === null || names.has(kept)) return kept;
    }
    return h === '' ? undefined : byKey.get(squash(h));
  });
}

/** What the server is sent: every column with a field chosen here or ignored (null), as {header: field|null}; a column matched by nothing here is left to the server's own matching. */
export function mappingToSend(headers: string[], chosen: Array<string | null | undefined>): Mapping {
  const out: Mapping = {};
  headers.forEach((h, i) => {
    if (h !== '' && chosen[i] !== undefined) out[h] = chosen[i]!;
  });
  return out;
}

const STORAGE = 'app.import.mapping.';

export function rememberedMapping(resource: string): Mapping {
  try {
    return (JSON.parse(localStorage.getItem(STORAGE + resource) ?? '{}') as Mapping) ?? {};
  } catch {
    return {};
  }
}

export function rememberMapping(resource: string, headers: string[], chosen: Array<string | null | undefined>): void {
  const kept = rememberedMapping(resource);
  headers.forEach((h, i) => {
    if (h !== '' && chosen[i] !== undefined) kept[h] = chosen[i]!;
  });
  try {
    localStorage.setItem(STORAGE + resource, JSON.stringify(kept));
  } catch {
    // storage full or off: the mapping is only not remembered
  }
}
