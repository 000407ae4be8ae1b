/** One error handler for every failure: the contract's `errors` body, never a stack trace or SQL. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ListQueryError } from '../../shared/list-query';
import { HttpError } from '../errors';
import { RateLimitedError } from '../auth/login-limits';

function toHttpError(error: FastifyError): HttpError {
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
 * with `headers` (the security headers, which no onSend hook adds there).
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const http = error.code === 'FST_ERR_BAD_URL' ? HttpError.of('BAD_REQUEST', 'The address is not a valid URL') : toHttpError(error);
    reply.headers(headers).code(http.status).type('application/json; charset=utf-8').send({ errors: http.entries });
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const http = toHttpError(error);
    if (http.status >= 500) request.log.error({ err: error }, 'unexpected error');
    if (http instanceof RateLimitedError) reply.header('retry-after', String(http.retryAfter));
    reply.code(http.status).type('application/json; charset=utf-8').send({ errors: http.entries });
  });
}
