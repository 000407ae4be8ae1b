/** One error handler for every failure: the contract's `errors` body, never a stack trace or SQL. */
import type { FastifyInstance, FastifyError } from 'fastify';
import { ListQueryError } from '../../shared/list-query';
import { HttpError } from '../errors';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const http = toHttpError(error);
    if (http.status >= 500) request.log.error({ err: error }, 'unexpected error');
    reply.code(http.status).type('application/json; charset=utf-8').send({ errors: http.entries });
  });
}
