/**
 * An uploaded file is checked by what it holds, not by what it says it is: its first bytes
 * (file-type) must match the extension of its name (a "report.pdf" must be a PDF), a text type
 * (.txt, .csv, .svg, ...) must be UTF-8 text, and it may not exceed UPLOAD_FILE_LIMIT (413).
 */
import { extname } from 'node:path';
import { fileTypeFromBuffer, supportedExtensions } from 'file-type';
import { HttpError } from '../errors';
import { checkPicturePixels, DEFAULT_MAX_IMAGE_PIXELS } from '../images';

/** Kinds whose size checkPicturePixels reads from the header (issue 23.1: a picture is refused before anything decodes it). */
const PICTURE_KINDS = new Set(['png', 'apng', 'jpg', 'gif', 'webp', 'bmp']);

/** Extensions of text files, which have no magic number: checked as UTF-8 without NUL bytes. */
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'tsv', 'md', 'json', 'xml', 'html', 'htm', 'svg', 'log', 'yaml', 'yml', 'ics', 'vcf', 'eml']);

/** Extensions that name one kind of content file-type reports under another name. */
const SAME_KIND: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg'],
  jpeg: ['jpg', 'jpeg'],
  tif: ['tif', 'tiff'],
  tiff: ['tif', 'tiff'],
  // Office files are zip archives; an old writer's may be reported as a plain zip, or an .xls as OLE (cfb).
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  odt: ['odt', 'zip'],
  ods: ['ods', 'zip'],
  doc: ['doc', 'cfb'],
  xls: ['xls', 'cfb'],
  ppt: ['ppt', 'cfb'],
  msg: ['msg', 'cfb'],
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 value (a data: URL prefix and line breaks allowed), or null when it is not base64. */
export function bytesOfBase64(sent: unknown): Buffer | null {
  if (typeof sent !== 'string') return null;
  const data = sent.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!data || data.length % 4 === 1 || !BASE64.test(data)) return null;
  return Buffer.from(data, 'base64');
}

const refused = (field: string, title: string) => new HttpError('VALIDATION_FAILED', [{ title, meta: { field } }]);

/**
 * Refuses (422, or 413 when too large) a file whose content does not fit its name, or a picture
 * over `maxPixels` (MAX_IMAGE_PIXELS). `field` names it in the errors body (uploads.1.base64).
 */
export async function checkFileContent(name: string, bytes: Buffer, maxBytes: number, field: string, maxPixels = DEFAULT_MAX_IMAGE_PIXELS): Promise<void> {
  if (bytes.length > maxBytes) {
    throw new HttpError('PAYLOAD_TOO_LARGE', [{ title: `"${name}" is ${Math.ceil(bytes.length / 1024)} KB; a file may be at most ${Math.floor(maxBytes / 1024)} KB`, meta: { field } }]);
  }
  const ext = extname(name).slice(1).toLowerCase();
  const found = await fileTypeFromBuffer(bytes);
  if (TEXT_EXTENSIONS.has(ext)) {
    // XML-based text (SVG, XHTML) may be recognised as xml; anything else binary is not text.
    if ((found && found.ext !== 'xml') || !isText(bytes)) throw refused(field, `"${name}" is not a .${ext} file: it is not text`);
    return;
  }
  const kinds = SAME_KIND[ext] ?? [ext];
  if (found) {
    if (ext && !kinds.includes(found.ext)) throw refused(field, `"${name}" is not a .${ext} file: its content is ${found.ext.toUpperCase()}`);
    if (PICTURE_KINDS.has(found.ext)) checkPicturePixels(bytes, maxPixels, field, name);
    return;
  }
  // A kind whose content file-type knows, yet did not find: the file does not hold it.
  if (ext && kinds.some((k) => (supportedExtensions as ReadonlySet<string>).has(k))) throw refused(field, `"${name}" is not a .${ext} file`);
}
