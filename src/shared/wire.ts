/** Wire types of api-contract.md, shared by the app and the server. */
import type { RawRuleOf, MongoAbility } from '@casl/ability';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_TOKEN'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  /** 403: the user's role requires a second factor and they have none yet; only setting one up answers (auth/factors.ts). */
  | 'MFA_SETUP_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** 409: a write with this Idempotency-Key is still running (or was, on a server still alive); send it again after Retry-After. */
  | 'IDEMPOTENCY_IN_PROGRESS'
  | 'PAYLOAD_TOO_LARGE'
  | 'VALIDATION_FAILED'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  /** 507: the server's disk (or PostgreSQL's) is full or its data folder cannot be written; nothing was saved. */
  | 'INSUFFICIENT_STORAGE';

export interface ErrorEntry {
  title?: string;
  meta?: Record<string, unknown>;
  status: string;
  code: ErrorCode;
}

export interface ErrorBody {
  errors: ErrorEntry[];
}

export interface ListBody<T> {
  data: T[];
  meta: { page: ListPage };
}

/**
 * `total` is exact up to TOTAL_CAP matching rows; beyond, it is TOTAL_CAP and `total_capped` is
 * true. `next_cursor` is there when more rows follow: send it as `page[cursor]` for the next page.
 */
export interface ListPage {
  total: number;
  size: number;
  after: number;
  total_capped?: true;
  next_cursor?: string;
}

/** `send`: mail a document's PDF to outside addresses (POST /{collection}/{id}/send), an ability of its own. */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'send' | 'manage';
export type AppAbility = MongoAbility<[Action, string]>;
export type AbilityRule = RawRuleOf<AppAbility>;

export interface SessionUser {
  id: number;
  uuid: string | null;
  first_name: string | null;
  last_name: string | null;
  company_id: number | null;
  username: string;
  thumbnail: string | null;
  email: string | null;
  status: string;
  role: string;
  ability: AbilityRule[];
  /** Where the role lands after signing in and on redirect-if-logged-in routes (an app path). */
  home: string;
  /** The user's own settings (list columns, skin, language): keys the app owns, JSON values. */
  preferences: Record<string, unknown>;
  /** Set (true) while the role requires a second factor the user has not set up: the app shows only the set-up page. */
  mfa_setup_required?: boolean;
}

export interface TokenAnswer {
  token: string;
  refresh_token: string;
  user_id: number;
  company_id: number | null;
  user: SessionUser;
}

/** A right password of a user with a second factor: no session yet; POST /auth/mfa finishes with a code. */
export interface MfaChallenge {
  mfa_required: true;
  mfa_token: string;
  methods: string[];
}

export const UNKNOWN_ERROR_MESSAGE = 'Unknown Error, Reload the page and try again';

/** Meta keys that say where an error belongs (under which input), not what it says. */
const PLACE_KEYS = new Set(['field', 'source']);

/**
 * The browser's message for an error body: first title plus its first meta value (api-contract.md).
 * A first meta that names the field the error belongs to is a place, not words: the title alone
 * ("Job cannot be modified due to JOB STATUS: Work in progress", not "... job_status").
 */
export function errorMessage(body: unknown): string {
  const first = (body as Partial<ErrorBody> | null)?.errors?.[0];
  if (!first?.title) return UNKNOWN_ERROR_MESSAGE;
  const firstMeta = first.meta ? Object.entries(first.meta)[0] : undefined;
  const metaValue = firstMeta && !PLACE_KEYS.has(firstMeta[0]) ? firstMeta[1] : undefined;
  return metaValue === undefined || metaValue === null || metaValue === '' ? first.title : `${first.title} ${String(metaValue)}`;
}

/** A product to reorder from its supplier (GET /purchase_orders/reorder-suggestions). */
export interface ReorderLine {
  product_id: number;
  name: string;
  sku: string | null;
  uom: string | null;
  unit_cost: number;
  on_hand: number;
  reorder_level: number;
  on_order: number;
  needed_by_sales: number;
  needed_by_jobs: number;
  suggested_qty: number;
}

export interface ReorderGroup {
  supplier_id: number | null;
  supplier_name: string | null;
  lines: ReorderLine[];
}

/** One live session as GET /auth/me/sessions lists it. */
export interface SessionInfo {
  id: number;
  /** "Chrome on Windows" (auth/devices.ts). */
  device: string;
  browser: string | null;
  system: string | null;
  address: string | null;
  created_at: number;
  /** The last refresh of its tokens (or its start). */
  last_seen_at: number;
  /** The session the call was made with. */
  current: boolean;
}
