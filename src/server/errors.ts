/** The contract's error body (api-contract.md, Errors): every failure becomes an HttpError. */
import type { ErrorCode, ErrorEntry } from '../shared/wire';

const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  MFA_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
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

/** SQLite's result codes (better-sqlite3's `code`, extended ones included) that mean the database file cannot take a write. */
const SQLITE_STORAGE = /^SQLITE_(FULL|READONLY|CANTOPEN|IOERR)(_|$)/;
/** The file system's: no space, a read-only mount, no permission, over quota. */
const FS_STORAGE = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EDQUOT']);

/**
 * What makes `error` a storage fault, when it is one: the disk (the server's or PostgreSQL's) is
 * full, or a file or folder the server writes cannot be written. `cause` is the original error's
 * own words, for the log; `path` the file it names, when it names one.
 */
export function storageFault(error: unknown): { code: string; cause: string; path?: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, message, path, syscall } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string') return undefined;
  const cause = `${code}: ${String(message)}`;
  if (SQLITE_STORAGE.test(code)) return { code, cause };
  // PostgreSQL's class 53, insufficient resources: 53100 disk_full (also 53000, and 53200 out of memory is not storage).
  if (code === '53100' || code === '53000') return { code, cause };
  // A socket's EACCES (listen on a low port) is not about storage.
  if (FS_STORAGE.has(code) && syscall !== 'listen' && syscall !== 'bind') return { code, cause, ...(typeof path === 'string' ? { path } : {}) };
  return undefined;
}

/** 507 for a write the disk could not take: nothing of it was saved, and only an administrator can help. */
export const insufficientStorage = () =>
  HttpError.of('INSUFFICIENT_STORAGE', "The server's disk is full or cannot be written; nothing was saved. Tell your administrator, then try again.");
