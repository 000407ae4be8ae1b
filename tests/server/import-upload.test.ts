/**
 * An import's JSON body read as it arrives (src/server/import/upload.ts): the file's base64 text
 * decoded chunk by chunk wherever the chunks break (inside the key, the value, a group of four),
 * the same bytes and fields as JSON.parse and Buffer.from give, and every other body (escapes,
 * spaces, bad base64, bad JSON, too large) answered as a whole parse answers it. No database: the
 * route's tests are in import.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/errors';
import { JsonUpload, readJsonUpload } from '../../src/server/import/upload';
import { untilOneWithin } from '../support/latency-probe';

const LIMIT = 20 * 1024 * 1024;
const tooLarge = () => HttpError.of('PAYLOAD_TOO_LARGE', 'The upload is larger than an import may be');

/** `bytes` as a request delivers them: in chunks of the given sizes, in turn. */
async function* chunked(bytes: Buffer, sizes: number[]): AsyncIterable<Buffer> {
  for (let at = 0, k = 0; at < bytes.length; at += sizes[k % sizes.length], k++) yield bytes.subarray(at, at + sizes[k % sizes.length]);
}

const read = (text: string | Buffer, sizes = [65536], limit = LIMIT) => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return readJsonUpload(chunked(bytes, sizes), limit, tooLarge, bytes.length);
};
const json = (o: unknown) => JSON.stringify(o);

async function refusal(work: Promise<unknown>): Promise<{ status: number; title: string }> {
  try {
    await work;
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return { status: (e as HttpError).status, title: (e as HttpError).details[0].title };
  }
  throw new Error('expected a refusal');
}

describe('an import body as JSON, read as it arrives', () => {
  it('decodes the file to the bytes sent wherever the chunks break, and keeps the other fields', async () => {
    const file = randomBytes(300_001); // padding at the end
    const body = json({ name: 'big.xlsx', dry_run: 'true', base64: file.toString('base64'), mode: 'upsert' });
    // Chunks of 1, 3, 7... bytes break the key, the colon and every group of four somewhere.
    for (const sizes of [[65536], [1, 3, 7, 4093], [5], [body.length]]) {
      const upload = await read(body, sizes);
      expect(upload).toBeInstanceOf(JsonUpload);
      expect(upload.file.equals(file), `chunks of ${sizes.join(', ')}`).toBe(true);
      expect(upload.fields).toEqual({ name: 'big.xlsx', dry_run: 'true', mode: 'upsert' });
    }
    // Without a Content-Length the file grows as it comes.
    const unsized = await readJsonUpload(chunked(Buffer.from(body), [1000]), LIMIT, tooLarge);
    expect(unsized.file.equals(file)).toBe(true);
  });

  it('finds the file whatever else the body holds: "base64" as a name or inside another text, the file first, spaces around the colon', async () => {
    const file = Buffer.from('SKU,Name\nA-1,Pump\n');
    const b64 = file.toString('base64');
    const named = await read(json({ name: 'base64', note: 'a "base64": "x" inside a text', base64: b64 }), [3]);
    expect(named.file.equals(file)).toBe(true);
    expect(named.fields).toEqual({ name: 'base64', note: 'a "base64": "x" inside a text' });
    const first = await read(`{"base64":"${b64}","name":"a.csv"}`, [2]);
    expect(first.file.equals(file)).toBe(true);
    expect(first.fields).toEqual({ name: 'a.csv' });
    const spaced = await read(`{ "name" : "a.csv" ,\n  "base64" :  "${b64}" }`, [4]);
    expect(spaced.file.equals(file)).toBe(true);
    expect(spaced.fields).toEqual({ name: 'a.csv' });
  });

  it('reads base64 with line breaks (escaped in JSON), spaces or missing padding as a whole parse does', async () => {
    const file = randomBytes(2000);
    const lines = file.toString('base64').replace(/(.{76})/g, '$1\n');
    expect((await read(json({ name: 'a.xlsx', base64: lines }), [100])).file.equals(file)).toBe(true);
    const spaced = file.toString('base64').replace(/(.{64})/g, '$1 ');
    expect((await read(json({ name: 'a.xlsx', base64: spaced }), [100])).file.equals(file)).toBe(true);
    const short = randomBytes(1000); // 1000 bytes: base64 ends with "=="
    expect((await read(json({ name: 'a.xlsx', base64: short.toString('base64').replace(/=+$/, '') }), [7])).file.equals(short)).toBe(true);
  });

  it('refuses what is not base64, not JSON, not an object, a __proto__ key, or too much, with sentences', async () => {
    expect(await refusal(read(json({ name: 'a.csv', base64: 'QUJD*not base64!' })))).toEqual({ status: 400, title: 'base64 must be the file in base64' });
    expect(await refusal(read(json({ name: 'a.csv', base64: 'QU=JD' })))).toEqual({ status: 400, title: 'base64 must be the file in base64' });
    expect(await refusal(read(json({ name: 'a.csv' })))).toEqual({ status: 400, title: 'base64 must be the file in base64' });
    expect(await refusal(read(json({ name: 'a.csv', base64: 42 })))).toEqual({ status: 400, title: 'base64 must be the file in base64' });
    expect((await refusal(read('{"name": "a.csv", "base64": "QUJD"'))).title).toMatch(/^The body is not valid JSON/);
    expect((await refusal(read('{"name": "a.csv", "base64": "QUJD'))).title).toMatch(/^The body is not valid JSON/);
    expect((await refusal(read(json([1, 2])))).title).toMatch(/^Send the spreadsheet as multipart\/form-data/);
    expect((await refusal(read('{"name": "a.csv", "__proto__": {"x": 1}, "base64": "QUJD"}'))).title).toMatch(/^The body is not valid JSON/);
    const big = json({ name: 'a.csv', base64: randomBytes(3000).toString('base64') });
    expect(await refusal(read(big, [512], 2000))).toEqual({ status: 413, title: 'The upload is larger than an import may be' });
  });

  it('gives other requests turns while a big file arrives: no step is as long as a whole parse of the body', async () => {
    const file = randomBytes(12 * 1024 * 1024);
    const body = Buffer.from(json({ name: 'big.xlsx', base64: file.toString('base64') }));
    // What one request held the thread for before: the body parsed, checked and decoded in one go.
    const started = performance.now();
    const parsed = JSON.parse(body.toString('utf8')) as { base64: string };
    expect(/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(parsed.base64) && Buffer.from(parsed.base64, 'base64').equals(file)).toBe(true);
    const whole = performance.now() - started;
    async function* arriving(): AsyncIterable<Buffer> {
      for (let at = 0; at < body.length; at += 65536) {
        await new Promise((resolve) => setImmediate(resolve)); // as a socket delivers: a chunk a turn
        yield body.subarray(at, at + 65536);
      }
    }
    /** The longest the thread went without a turn for others while the body arrived and was read. */
    const longestStep = async () => {
      let longest = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        longest = Math.max(longest, performance.now() - last);
        last = performance.now();
      }, 0);
      const upload = await readJsonUpload(arriving(), 64 * 1024 * 1024, tooLarge, body.length);
      clearInterval(timer);
      expect(upload.file.equals(file)).toBe(true);
      return longest;
    };
    // A step is timed by the clock: the machine pausing the whole process (a full run's load) spoils one try, not three.
    const steps = await untilOneWithin(longestStep, (ms) => ms < whole / 2);
    expect(Math.min(...steps), `longest step of each try ${steps.map((ms) => ms.toFixed(1)).join(', ')} ms, a whole parse ${whole.toFixed(1)} ms`).toBeLessThan(whole / 2);
  });

  it('is hashed by its fields and its file digest for an Idempotency-Key, not as 40 million numbers', async () => {
    const upload = await read(json({ name: 'a.csv', base64: Buffer.from('x,y\n1,2\n').toString('base64') }));
    const seen = JSON.parse(JSON.stringify(upload));
    expect(seen).toEqual({ name: 'a.csv', base64_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});
