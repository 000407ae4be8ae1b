/**
 * fetch for the API: JSON in and out, the bearer token and X-Requested-With on every call. An
 * access token about to end (its `exp`, within REFRESH_AHEAD_MS by the server's clock) is
 * refreshed before the call, so a session that outlives ACCESS_TOKEN_TTL does not meet a 401 every
 * quarter of an hour; a 401 INVALID_TOKEN all the same (a clock jump, a revoked token) gets one
 * refresh and one retry. Concurrent calls share one refresh. A failed refresh clears the session
 * and storage, and the original error is thrown. `file(url)` reads a file the API answers (a
 * template, a workbook) the same way, as bytes.
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
/**
 * A token ending sooner than this is refreshed before the call, not after its 401; a quarter of
 * its life when that is shorter (a server set to short-lived tokens).
 */
const REFRESH_AHEAD_MS = 60_000;

/** When the access token (a JWT) ends and how early to refresh it, ms on the server's clock; undefined when unreadable. */
function tokenEnd(token: string): { endsAt: number; ahead: number } | undefined {
  try {
    const { exp, iat } = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof exp !== 'number') return undefined;
    const life = typeof iat === 'number' ? (exp - iat) * 1000 : Infinity;
    return { endsAt: exp * 1000, ahead: Math.min(REFRESH_AHEAD_MS, life / 4) };
  } catch {
    return undefined;
  }
}

export interface HttpResponse<T = any> {
  status: number;
  json: T;
  /** The body as text: what a call answering other than JSON (an e-invoice's XML) is read from. */
  text: string;
}

/** A file the API answers (an import template, an error file, a report's workbook). */
export interface HttpFile {
  bytes: ArrayBuffer;
  /** Its Content-Type. */
  type: string;
}

/** merge: how the write joins the same call still waiting in the outbox (one write instead of two; see outbox.ts). */
export type HttpClient = <T = any>(url: string, init?: { method?: string; body?: unknown; merge?: OutboxMerge }) => Promise<HttpResponse<T>>;

interface CallInit {
  method?: string;
  body?: unknown;
  idempotencyKey?: string;
  /** Read a successful answer as bytes (a file), not as text. */
  file?: boolean;
}

/**
 * The server's clock less this browser's, ms, from the Date header of the last answer: a token's
 * `exp` is on the server's clock, and a computer's may be minutes off.
 */
let serverClockAhead = 0;

async function send(url: string, init: CallInit, token: string | null): Promise<{ status: number; json: any; text: string; file?: HttpFile }> {
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
  const serverDate = Date.parse(response.headers.get('date') ?? '');
  if (!Number.isNaN(serverDate)) serverClockAhead = serverDate - Date.now();
  if (init.file && response.ok) return { status: response.status, json: null, text: '', file: { bytes: await response.arrayBuffer(), type: response.headers.get('content-type') ?? 'application/octet-stream' } };
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
}

/** A call's answer, or its refusal thrown as the server's sentence. */
function answered<R extends { status: number; json: any }>(r: R): R {
  // A second factor to set up first: its page, not an error on this one.
  if (isMfaSetupRequired(r.status, r.json)) goSetUpFactor();
  if (r.status < 200 || r.status >= 300) throw new HttpError(errorMessage(r.json), r.status, r.json);
  return r;
}

/** Runs `work` while no other tab of this browser runs its own (Web Locks); at once where they are missing. */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return navigator.locks.request('fsb-session-refresh', work) as Promise<T>;
}

const isInvalidToken = (r: { status: number; json: any }) =>
  r.status === 401 && (r.json as ErrorBody | null)?.errors?.[0]?.code === 'INVALID_TOKEN';

export function createHttpClient(apiUrl: string, queue: Outbox = outbox) {
  let refreshing: Promise<boolean> | null = null;

  /**
   * One refresh at a time; every caller waiting on it shares its outcome. `spent` is the token the
   * caller holds: the tabs of a browser share the session (localStorage) and a refresh token works
   * once, so the refresh runs under a lock the tabs share, and a tab that finds the session already
   * holding another token (a tab refreshed it meanwhile) takes that one instead of spending the
   * refresh token again, which would end the session.
   */
  function refresh(spent: string | null): Promise<boolean> {
    refreshing ??= oneTabAtATime(async () => {
      const s = session.read();
      if (!s) return false;
      if (spent !== null && s.token !== spent) return true;
      try {
        const r = await send(`${apiUrl}/auth/refresh-token`, { method: 'POST', body: { token: s.token, refresh_token: s.refreshToken, user_id: s.userId } }, null);
        if (r.status !== 200 || !r.json?.data?.token) return false;
        session.save({ token: r.json.data.token, refreshToken: r.json.data.refresh_token });
        return true;
      } catch {
        return false;
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** True when the session's token is about to end (the Date header has 1 s steps: well inside). */
  const endingSoon = (token: string) => {
    const end = tokenEnd(token);
    return end !== undefined && end.endsAt - (Date.now() + serverClockAhead) < end.ahead;
  };

  /**
   * One call with the session's token, refreshed first when it is about to end and once on 401;
   * rejects only when the network failed. A refresh that fails ahead of time leaves the token as it
   * is: it still works until its end, and the 401 then decides.
   */
  const call = async (url: string, init: CallInit) => {
    const ending = session.read()?.token;
    if (ending && endingSoon(ending)) await refresh(ending);
    const token = session.read()?.token ?? null;
    let r = await send(url, init, token);
    if (isInvalidToken(r)) {
      if (await refresh(token)) r = await send(url, init, session.read()?.token ?? null);
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
    return answered(r) as HttpResponse;
  };
  /** A file the API answers, with the same token, refresh and refusals as any call. */
  const file = async (url: string): Promise<HttpFile> => answered(await call(url, { file: true })).file!;
  return Object.assign(httpClient, { flushOutbox, file });
}
