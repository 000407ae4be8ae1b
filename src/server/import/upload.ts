/**
 * An import's JSON body, `{"name", "base64", ...options}`, read as it arrives. The file's base64
 * text (44 MB for 100,000 products) is checked and decoded chunk by chunk, so neither the body
 * nor its text is ever held whole and the server's thread is never held for long; only the small
 * rest is parsed as JSON. Collected, parsed, checked and decoded in one go, such a body held the
 * thread for about 350 ms (every other request waited for it) and twice its size in memory
 * (bench/import.ts, docs/performance.md).
 *
 * A body this reader does not expect (no base64 text, an escape or a space inside it) is read
 * whole and parsed as any JSON body is: the answers to bad input are the same either way.
 */
import { createHash } from 'node:crypto';
import { HttpError } from '../errors';

/** The body read: its fields but the file (name and the import's options), and the file decoded. */
export class JsonUpload {
  constructor(
    readonly fields: Record<string, unknown>,
    readonly file: Buffer,
  ) {}

  /** As JSON (an Idempotency-Key's body hash), the file by its digest: as bytes it would be 40 million numbers. */
  toJSON(): Record<string, unknown> {
    return { ...this.fields, base64_sha256: createHash('sha256').update(this.file).digest('hex') };
  }
}

/**
 * A body read to its end whose own faults (not JSON, no base64) are answered only once the caller's
 * rights are checked: a caller who may not import learns 401 or 403 first, as for any body.
 */
export class RefusedUpload {
  constructor(readonly refusal: HttpError) {}
}

const KEY = Buffer.from('"base64"');
/** The body before the file's text is a name and a few options: past this, the body is read whole. */
const HEAD_BYTES = 64 * 1024;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const PLAIN = /^[A-Za-z0-9+/]*$/;
const PLAIN_END = /^[A-Za-z0-9+/]*={0,2}$/;
const LOOSE = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** The refusal of a body that is neither of the two an import takes. */
export const notAnUpload = () => HttpError.of('BAD_REQUEST', 'Send the spreadsheet as multipart/form-data (a part named "file") or as JSON {"name", "base64"}');
const notBase64 = () => HttpError.of('BAD_REQUEST', 'base64 must be the file in base64', { field: 'base64' });

/** The JSON text parsed, a `__proto__` key refused as the app's JSON parser refuses it (plugins/validation.ts). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') throw new SyntaxError('__proto__');
      return value;
    });
  } catch {
    throw HttpError.of('BAD_REQUEST', 'The body is not valid JSON; send {"name": "<file name>", "base64": "<the file in base64>"}');
  }
}

/**
 * Where the top-level "base64" text of `head` opens (the index after its opening quote); -1 when
 * `head` does not show it yet, null when it never will plainly (the value is not a text).
 */
function valueStart(head: Buffer): number | null {
  for (let at = head.indexOf(KEY); at >= 0; at = head.indexOf(KEY, at + 1)) {
    if (at > 0 && head[at - 1] === BACKSLASH) continue; // inside another text
    let i = at + KEY.length;
    while (isSpace(head[i])) i++;
    if (i >= head.length) return -1;
    if (head[i] !== 0x3a) continue; // the text "base64" as a value, not a key
    i++;
    while (isSpace(head[i])) i++;
    if (i >= head.length) return -1;
    return head[i] === QUOTE ? i + 1 : null;
  }
  return -1;
}

/** The whole body parsed as JSON: the way for anything the chunked reading does not expect. */
function parsedWhole(text: string): JsonUpload {
  const body = parseJson(text);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw notAnUpload();
  }
  const { base64, ...fields } = body as Record<string, unknown>;
  if (typeof base64 !== 'string' || !LOOSE.test(base64)) throw notBase64();
  return new JsonUpload(fields, Buffer.from(base64, 'base64'));
}

/**
 * The body from its chunks. `expected` (the Content-Length, when sent) sizes the file at once;
 * `limit` bounds the body (bytes), `tooLarge` is the refusal past it.
 */
export async function readJsonUpload(chunks: AsyncIterable<Buffer>, limit: number, tooLarge: () => Error, expected?: number): Promise<JsonUpload> {
  let head = Buffer.alloc(0); // the body before the file's text, up to its opening quote
  const tail: Buffer[] = []; // the body after it, from its closing quote
  const raw: Buffer[] = []; // once the chunked reading gave up: the rest of the body as sent
  // Changed by the steps below as well as here: read through `now()`, not narrowed by the compiler.
  let state: 'head' | 'file' | 'tail' | 'whole' = 'head';
  const now = () => state;
  let carry = ''; // base64 characters short of a group of four
  let file = Buffer.allocUnsafe(expected ? Math.ceil((expected * 3) / 4) : 64 * 1024);
  let written = 0;
  let received = 0;

  const decode = (text: string) => {
    const groups = text.length - (text.length % 4);
    if (written + (groups / 4) * 3 > file.length) file = Buffer.concat([file.subarray(0, written), Buffer.allocUnsafe(Math.max(file.length, (groups / 4) * 3))]);
    written += file.write(text.slice(0, groups), written, 'base64');
    carry = text.slice(groups);
  };
  /** Give up reading in chunks: the body so far as it was sent (the file's text encoded again from its bytes), then the rest. */
  const wholeFrom = (rest: Buffer) => {
    raw.push(head, Buffer.from(file.subarray(0, written).toString('base64') + carry, 'latin1'), rest);
    state = 'whole';
  };
  const readFile = (chunk: Buffer) => {
    const end = chunk.indexOf(QUOTE);
    const part = chunk.subarray(0, end < 0 ? chunk.length : end);
    const text = carry + part.toString('latin1');
    if (!(end < 0 ? PLAIN : PLAIN_END).test(text)) return wholeFrom(chunk);
    if (end < 0) return decode(text);
    decode(text);
    if (carry) {
      // The last group, with its padding or short of it (as Buffer.from decodes it).
      written += file.write(carry, written, 'base64');
      carry = '';
    }
    tail.push(chunk.subarray(end));
    state = 'tail';
  };

  for await (const chunk of chunks) {
    received += chunk.length;
    if (received > limit) throw tooLarge();
    if (now() === 'whole') raw.push(chunk);
    else if (now() === 'tail') tail.push(chunk);
    else if (now() === 'file') readFile(chunk);
    else {
      head = Buffer.concat([head, chunk]);
      const start = valueStart(head);
      if (start === null || (start < 0 && head.length > HEAD_BYTES)) {
        raw.push(head);
        head = Buffer.alloc(0);
        state = 'whole';
      } else if (start >= 0) {
        const first = head.subarray(start);
        head = head.subarray(0, start);
        state = 'file';
        readFile(first);
      }
    }
  }
  if (now() === 'tail') {
    const rest = parseJson(head.toString('utf8') + Buffer.concat(tail).toString('utf8'));
    if (rest !== null && typeof rest === 'object' && !Array.isArray(rest) && (rest as Record<string, unknown>).base64 === '') {
      const { base64: _, ...fields } = rest as Record<string, unknown>;
      return new JsonUpload(fields, file.subarray(0, written));
    }
    wholeFrom(Buffer.concat(tail)); // a second "base64" key, or the like: JSON.parse decides
  } else if (now() === 'file') {
    wholeFrom(Buffer.alloc(0)); // the body ended inside the file's text: not JSON
  } else if (now() === 'head') {
    raw.push(head);
  }
  return parsedWhole(Buffer.concat(raw).toString('utf8'));
}
