/** One error handler for every failure: the contract's `errors` body, never a stack trace or SQL. */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ListQueryError } from '../../shared/list-query';
import { HttpError, queryTimedOut } from '../errors';
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const http = toHttpError(error, request);
    // A service turned off or not answering (503, e.g. ONEMAP_URL=off) is a state, not a fault:
    // one warning line without a stack. Anything else from 500 up is unexpected.
    if (http.status === 503 && error instanceof HttpError) request.log.warn({ title: http.entries[0]?.title }, 'service unavailable');
    else if (http.status >= 500) request.log.error({ err: error }, 'unexpected error');
    if (http instanceof RateLimitedError) reply.header('retry-after', String(http.retryAfter));
    reply.code(http.status).type('application/json; charset=utf-8').send({ errors: http.entries });
  });
}
