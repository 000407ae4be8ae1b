/** The contract's error body (api-contract.md, Errors): every failure becomes an HttpError. */
import type { ErrorCode, ErrorEntry } from '../shared/wire';

const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

export interface ErrorDetail {
  title: string;
  meta?: Record<string, unknown>;
}

export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetail[],
  ) {
    super(details[0]?.title ?? code);
    this.name = 'HttpError';
    this.status = STATUS_OF[code];
  }

  static of(code: ErrorCode, title: string, meta?: Record<string, unknown>): HttpError {
    return new HttpError(code, [{ title, ...(meta ? { meta } : {}) }]);
  }

  get entries(): ErrorEntry[] {
    return this.details.map((d) => ({ ...d, status: String(this.status), code: this.code }));
  }
}

export const badRequest = (title: string, meta?: Record<string, unknown>) => HttpError.of('BAD_REQUEST', title, meta);
export const notFound = (title: string) => HttpError.of('NOT_FOUND', title);
export const conflict = (title: string, meta?: Record<string, unknown>) => HttpError.of('CONFLICT', title, meta);
export const forbidden = (title: string) => HttpError.of('FORBIDDEN', title);
export const invalidToken = (title: string) => HttpError.of('INVALID_TOKEN', title);
/** A statement ran past QUERY_TIMEOUT_MS and was stopped (read-pool.ts, PostgreSQL's statement_timeout). */
export const queryTimedOut = () => HttpError.of('SERVICE_UNAVAILABLE', 'The database took too long to answer this request; narrow the search or try again');
