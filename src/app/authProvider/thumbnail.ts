/**
 * Pictures under /api/static (api-contract.md, Files). An <img> sends no bearer token, so the
 * app asks the server for a signed link (GET /files/sign?path=), which works for a few minutes
 * and only while the session lasts; links are kept until shortly before they expire.
 */
import { useEffect, useState } from 'react';
import { API_URL, httpClient } from './api';

/** The stored path of a user's picture: users/{id}/{thumbnail}. */
export function userThumbnailPath(user: { id: number | string; thumbnail?: string | null } | null | undefined): string | undefined {
  if (!user?.thumbnail) return undefined;
  return `users/${encodeURIComponent(String(user.id))}/${encodeURIComponent(user.thumbnail)}`;
}

/** A link is renewed this long before it expires, so a page never shows one that just ran out. */
const RENEW_BEFORE_SECONDS = 30;
const signed = new Map<string, { url: string; expires: number }>();
const pending = new Map<string, Promise<string>>();

function freshLink(path: string): string | undefined {
  const link = signed.get(path);
  return link && link.expires - RENEW_BEFORE_SECONDS > Date.now() / 1000 ? link.url : undefined;
}

export function signedFileUrl(path: string): Promise<string> {
  const fresh = freshLink(path);
  if (fresh) return Promise.resolve(fresh);
  let request = pending.get(path);
  if (!request) {
    request = httpClient(`${API_URL}/files/sign?path=${encodeURIComponent(path)}`)
      .then(({ json }) => {
        signed.set(path, { url: json.data.url, expires: json.data.expires });
        return json.data.url as string;
      })
      .finally(() => pending.delete(path));
    pending.set(path, request);
  }
  return request;
}

/** Forget the links of a session that ended (they stop working with it). */
export function forgetSignedLinks(): void {
  signed.clear();
}

/** A signed link for a stored file, or undefined while it is asked for (or when it cannot be had). */
export function useSignedFileUrl(path: string | undefined): string | undefined {
  const [url, setUrl] = useState(() => (path ? freshLink(path) : undefined));
  useEffect(() => {
    if (!path) {
      setUrl(undefined);
      return;
    }
    let cancelled = false;
    signedFileUrl(path).then(
      (u) => !cancelled && setUrl(u),
      () => !cancelled && setUrl(undefined),
    );
    return () => {
      cancelled = true;
    };
  }, [path]);
  return url;
}
