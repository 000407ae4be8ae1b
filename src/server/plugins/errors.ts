/** One error handler for every failure: the contract's `errors` body, never a stack trace or SQL. */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ListQueryError } from '../../shared/list-query';
import type { ErrorEntry } from '../../shared/wire';
import { HttpError, insufficientStorage, queryTimedOut, storageFault } from '../errors';
import { RateLimitedError } from '../auth/login-limits';
import { schemaError } from './validation';

function toHttpError(error: FastifyError, request?: FastifyRequest): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ListQueryError) return HttpError.of('BAD_REQUEST', error.message, { parameter: error.parameter });
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return HttpError.of('BAD_REQUEST', 'The body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return HttpError.of('PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return HttpError.of('BAD_REQUEST', 'Send the body as application/json');
  }
  // PostgreSQL cancelled a statement past QUERY_TIMEOUT_MS (statement_timeout).
  if (error.code === '57014') return queryTimedOut();
  if (error.validation && request) return schemaError(error, request);
  if (error.validation) return HttpError.of('BAD_REQUEST', `The request is malformed: ${error.message}`);
  // A full disk or an unwritable data folder (SQLite, PostgreSQL's 53100, the file store): 507.
  if (storageFault(error)) return insufficientStorage();
  if (error instanceof SyntaxError && (error as any).statusCode === 400) return HttpError.of('BAD_REQUEST', 'The body is not valid JSON');
  const status = error.statusCode ?? 500;
  if (status === 413) return HttpError.of('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (status >= 400 && status < 500) return HttpError.of('BAD_REQUEST', 'The request is malformed');
  return HttpError.of('INTERNAL', 'Something went wrong on the server; the error has been logged');
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or hook runs
 * (a path with a broken percent-encoding), in the contract's body like every other error, and
 * with the security headers of its URL (`headersOf`), which no hook adds there.
 */
export function frameworkErrorHandler(headersOf: (url: string) => Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const http = error.code === 'FST_ERR_BAD_URL' ? HttpError.of('BAD_REQUEST', 'The address is not a valid URL') : toHttpError(error);
    reply.headers(headersOf(request.url)).code(http.status).type('application/json; charset=utf-8').send({ errors: http.entries });
  };
}

/** What Node's HTTP parser refuses before Fastify sees a request: status and title by its error code. */
function clientFailure(code: string | undefined): { status: number; title: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, title: 'The request headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, title: 'The request took too long to arrive' };
  return { status: 400, title: 'The request is malformed' };
}

/**
 * Fastify's `clientErrorHandler` option: Node's own answers to a request it cannot parse (headers
 * too large, a malformed request line) in the contract's body and with the security headers,
 * written on the socket because there is no request or reply to go through.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, title } = clientFailure(error.code);
    const body = JSON.stringify({ errors: [{ title, status: String(status), code: 'BAD_REQUEST' }] });
    const head = { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store', connection: 'close' };
    if (socket.writable) {
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(head).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/** The most entries an error body lists, and the most characters its entries take together. */
export const MAX_ERROR_ENTRIES = 50;
export const MAX_ERROR_CHARS = 4096;
/** The longest string an entry echoes (a field name is request text: 10 kB of it is refused, not repeated). */
const MAX_ECHO_CHARS = 200;

const clip = (v: unknown): unknown => (typeof v === 'string' && v.length > MAX_ECHO_CHARS ? `${v.slice(0, MAX_ECHO_CHARS - 1)}…` : v);

/**
 * The body of an error: its first entries, each string clipped, up to MAX_ERROR_ENTRIES and
 * about MAX_ERROR_CHARS, then one entry that says how many more there were (`meta.more`, and
 * `meta.total` of them all). However
 * wide the request, the answer stays a few kB (issue 23, item 8: 100,000 unknown keys gave 10.8 MB).
 */
export function errorBody(http: HttpError): { errors: ErrorEntry[] } {
  const entries = http.entries;
  if (entries.length === 1 && JSON.stringify(entries[0]).length <= MAX_ERROR_CHARS) return { errors: entries };
  const shown: ErrorEntry[] = [];
  let chars = 0;
  for (const e of entries) {
    const entry: ErrorEntry = { ...e, title: clip(e.title) as string, ...(e.meta ? { meta: Object.fromEntries(Object.entries(e.meta).slice(0, 5).map(([k, v]) => [clip(k) as string, clip(v)])) } : {}) };
    chars += JSON.stringify(entry).length;
    if (shown.length && (shown.length >= MAX_ERROR_ENTRIES || chars > MAX_ERROR_CHARS)) break;
    shown.push(entry);
  }
  if (shown.length === entries.length) return { errors: shown };
  const more = entries.length - shown.length;
  shown.push({ title: `${more.toLocaleString('en')} more ${more === 1 ? 'problem' : 'problems'} with this request ${more === 1 ? 'is' : 'are'} not listed`, meta: { more, total: entries.length }, status: String(http.status), code: http.code });
  return { errors: shown };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let http: HttpError;
    try {
      http = toHttpError(error, request);
    } catch (failure) {
      // Describing the error failed (a route's own words on a body it cannot read): still the contract's body.
      request.log.error({ err: failure }, 'describing an error failed');
      http = error.validation ? HttpError.of('VALIDATION_FAILED', 'The request body is not valid') : HttpError.of('INTERNAL', 'Something went wrong on the server; the error has been logged');
    }
    // A service turned off or not answering (503, e.g. ONEMAP_URL=off) is a state, not a fault:
    // one warning line without a stack. Anything else from 500 up is unexpected.
    const fault = http.status === 507 ? storageFault(error) : undefined;
    if (http.status === 503 && error instanceof HttpError) request.log.warn({ title: http.entries[0]?.title }, 'service unavailable');
    // Storage that cannot take a write: its cause in one line (the database's or the file system's own words), no stack.
    else if (http.status === 507) request.log.error({ cause: fault?.cause, path: fault?.path }, 'a write failed for lack of storage; nothing was saved');
    else if (http.status >= 500) request.log.error({ err: error }, 'unexpected error');
    // A 429 of the sign-in or send limits or a 503 of a busy PDF pool (pdf/pool.ts) says when to try again.
    const retryAfter = http instanceof RateLimitedError ? http.retryAfter : (http as { retryAfter?: unknown }).retryAfter;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    reply.code(http.status).type('application/json; charset=utf-8').send(errorBody(http));
  });
}
