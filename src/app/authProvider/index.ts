/** react-admin auth provider for the contract's /auth calls; abilities are the permissions. */
import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { errorMessage, type AbilityRule, type TokenAnswer } from '../../shared/wire';
import { session } from './session';

export function createAuthProvider(apiUrl: string): AuthProvider {
  return {
    async login({ username, password }: { username: string; password: string }) {
      session.clear();
      const response = await fetch(`${apiUrl}/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ username, password }),
      });
      const json = await response.json().catch(() => null);
      if (!response.ok) throw new HttpError(errorMessage(json), response.status, json);
      const data = json.data as TokenAnswer;
      session.save({ token: data.token, refreshToken: data.refresh_token, userId: data.user_id, user: data.user });
    },

    async logout() {
      const token = session.read()?.token;
      session.clear();
      if (token) {
        await fetch(`${apiUrl}/auth/logout/`, { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } }).catch(() => undefined);
      }
    },

    async checkAuth() {
      if (!session.read()) throw new Error('Not signed in');
    },

    /** The http client has already refreshed once; a 401 that reaches here ends the session. */
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        session.clear();
        throw new Error('Session ended');
      }
    },

    async getIdentity() {
      const user = session.read()?.user;
      if (!user) throw new Error('Not signed in');
      const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
      return { id: user.id, fullName };
    },

    async getPermissions(): Promise<AbilityRule[]> {
      return session.read()?.user?.ability ?? [];
    },
  };
}
