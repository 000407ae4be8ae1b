/**
 * fetch for the API: JSON in and out, the bearer token and X-Requested-With on every call, and
 * on 401 INVALID_TOKEN one refresh and one retry. Concurrent 401s share one refresh. A failed
 * refresh clears the session and storage, and the original error is thrown.
 */
import { HttpError } from 'react-admin';
import { errorMessage, type ErrorBody } from '../../shared/wire';
import { session } from '../authProvider/session';

export interface HttpResponse<T = any> {
  status: number;
  json: T;
}

export type HttpClient = <T = any>(url: string, init?: { method?: string; body?: unknown }) => Promise<HttpResponse<T>>;

async function send(url: string, init: { method?: string; body?: unknown }, token: string | null): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
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
  return { status: response.status, json };
}

const isInvalidToken = (r: { status: number; json: any }) =>
  r.status === 401 && (r.json as ErrorBody | null)?.errors?.[0]?.code === 'INVALID_TOKEN';

export function createHttpClient(apiUrl: string) {
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

  const httpClient: HttpClient = async (url, init = {}) => {
    let r = await send(url, init, session.read()?.token ?? null);
    if (isInvalidToken(r)) {
      if (await refresh()) r = await send(url, init, session.read()?.token ?? null);
      else session.clear();
    }
    if (r.status < 200 || r.status >= 300) throw new HttpError(errorMessage(r.json), r.status, r.json);
    return r as HttpResponse;
  };
  return httpClient;
}
