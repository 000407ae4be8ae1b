/** The signed-in session in localStorage: token, refresh token, user id and the SessionUser. */
import type { SessionUser } from '../../shared/wire';

const KEYS = { token: 'token', refresh: 'refresh_token', userId: 'user_id', user: 'user' } as const;

export interface StoredSession {
  token: string;
  refreshToken: string;
  userId: number;
  user: SessionUser | null;
}

export const session = {
  read(): StoredSession | null {
    const token = localStorage.getItem(KEYS.token);
    const refreshToken = localStorage.getItem(KEYS.refresh);
    const userId = Number(localStorage.getItem(KEYS.userId));
    if (!token || !refreshToken || !userId) return null;
    let user: SessionUser | null = null;
    try {
      user = JSON.parse(localStorage.getItem(KEYS.user) ?? 'null');
    } catch {
      user = null;
    }
    return { token, refreshToken, userId, user };
  },
  save(s: { token: string; refreshToken: string; userId?: number; user?: SessionUser }): void {
    localStorage.setItem(KEYS.token, s.token);
    localStorage.setItem(KEYS.refresh, s.refreshToken);
    if (s.userId !== undefined) localStorage.setItem(KEYS.userId, String(s.userId));
    if (s.user) localStorage.setItem(KEYS.user, JSON.stringify(s.user));
  },
  /** The spec: any login, refresh or logout failure clears the session and all local storage. */
  clear(): void {
    localStorage.clear();
  },
};
