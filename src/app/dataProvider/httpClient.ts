/**
 * fetch for the API: JSON in and out, the bearer token and X-Requested-With on every call, and
 * on 401 INVALID_TOKEN one refresh and one retry. Concurrent 401s share one refresh. A failed
 * refresh clears the session and storage, and the original error is thrown.
 *
 * Every write (POST, PATCH, PUT, DELETE; not the sign-in calls) carries an Idempotency-Key. A
 * write that finds no network goes to the outbox (src/app/offline/) and fails with
 * OFFLINE_QUEUED; the outbox sends it, with the same key, when the network returns. While the
 * outbox holds waiting writes, new ones queue behind them, so the server sees them in order.
 */
import { HttpError } from 'react-admin';
import { errorMessage, type ErrorBody } from '../../shared/wire';
import { session } from '../authProvider/session';
import { goSetUpFactor, isMfaSetupRequired } from '../authProvider/secondFactor';
import { knownOffline, newIdempotencyKey, outbox, type Outbox, type OutboxMerge } from '../offline/outbox';

/** The message (an i18n key) of a write kept in the outbox; its status is 0 (no answer yet). */
export const OFFLINE_QUEUED = 'app.offline.queued';
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** How often the outbox tries again while it holds writes, besides the browser's online event. */
const RETRY_MS = 15_000;

export interface HttpResponse<T = any> {
  status: number;
  json: T;
  /** The body as text: what a call answering other than JSON (an e-invoice's XML) is read from. */
  text: string;
}

/** merge: how the write joins the same call still waiting in the outbox (one write instead of two; see outbox.ts). */
export type HttpClient = <T = any>(url: string, init?: { method?: string; body?: unknown; merge?: OutboxMerge }) => Promise<HttpResponse<T>>;

async function send(url: string, init: { method?: string; body?: unknown; idempotencyKey?: string }, token: string | null): Promise<{ status: number; json: any; text: string }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.idempotencyKey && WRITES.has(init.method ?? 'GET')) headers['Idempotency-Key'] = init.idempotencyKey;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
}

const isInvalidToken = (r: { status: number; json: any }) =>
  r.status === 401 && (r.json as ErrorBody | null)?.errors?.[0]?.code === 'INVALID_TOKEN';

export function createHttpClient(apiUrl: string, queue: Outbox = outbox) {
  let refreshing: Promise<boolean> | null = null;

  /** One refresh at a time; every caller waiting on a 401 shares its outcome. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const s = session.read();
      if (!s) return false;
      try {
        const r = await send(`${apiUrl}/auth/refresh-token`, { method: 'POST', body: { token: s.token, refresh_token: s.refreshToken, user_id: s.userId } }, null);
        if (r.status !== 200 || !r.json?.data?.token) return false;
        session.save({ token: r.json.data.token, refreshToken: r.json.data.refresh_token });
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** One call with the session's token, refreshed once on 401; rejects only when the network failed. */
  const call = async (url: string, init: { method?: string; body?: unknown; idempotencyKey?: string }) => {
    let r = await send(url, init, session.read()?.token ?? null);
    if (isInvalidToken(r)) {
      if (await refresh()) r = await send(url, init, session.read()?.token ?? null);
      else session.clear();
    }
    return r;
  };

  const flushOutbox = () => queue.flush(call);
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void flushOutbox());
    setInterval(() => {
      if (queue.waiting() && session.read()) void flushOutbox();
    }, RETRY_MS);
    if (queue.waiting()) queueMicrotask(() => void flushOutbox());
  }

  /** Kept for the network; `tried` when it was sent and no answer came (it may have arrived). */
  const queued = (url: string, method: string, body: unknown, idempotencyKey: string, tried: boolean, merge?: OutboxMerge) => {
    queue.add({ key: idempotencyKey, url, method, body, ...(tried ? { tried } : {}) }, merge);
    return new HttpError(OFFLINE_QUEUED, 0, { queued: true });
  };

  const httpClient: HttpClient = async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    // Sign-in calls and the live stream's ticket are worth nothing later: never kept for the network's return.
    const queueable = WRITES.has(method) && !url.startsWith(`${apiUrl}/auth/`) && !url.startsWith(`${apiUrl}/events/`);
    let r;
    if (queueable) {
      const idempotencyKey = newIdempotencyKey();
      // Known to be offline: kept untried (it cannot leave), so a later save may still merge into it.
      if (knownOffline()) throw queued(url, method, init.body, idempotencyKey, false, init.merge);
      if (queue.waiting()) await flushOutbox();
      if (queue.waiting()) throw queued(url, method, init.body, idempotencyKey, false, init.merge);
      try {
        r = await call(url, { method: init.method, body: init.body, idempotencyKey });
      } catch (e) {
        if (e instanceof TypeError) throw queued(url, method, init.body, idempotencyKey, true, init.merge); // no network
        throw e;
      }
    } else {
      r = await call(url, init);
    }
    // A second factor to set up first: its page, not an error on this one.
    if (isMfaSetupRequired(r.status, r.json)) goSetUpFactor();
    if (r.status < 200 || r.status >= 300) throw new HttpError(errorMessage(r.json), r.status, r.json);
    return r as HttpResponse;
  };
  return Object.assign(httpClient, { flushOutbox });
}
