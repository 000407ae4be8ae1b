/**
 * react-admin auth provider for the contract's /auth calls; abilities are the permissions.
 * login() takes a username (or email) and password, or a social provider's callback data
 * ({social: {provider, code, state}}); both answer the same way and start the same session.
 */
import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { errorMessage, type AbilityRule, type MfaChallenge, type TokenAnswer } from '../../shared/wire';
import { session } from './session';
import { forgetSignedLinks, signedFileUrl, userThumbnailPath } from './thumbnail';
import { clearOfflineCache } from '../offline/serviceWorker';

export interface PasswordCredentials {
  username: string;
  password: string;
}

export interface SocialCallback {
  social: { provider: string; code: string; state: string };
}

/** The second step of a sign-in: the token the password step gave and a code (TOTP or recovery). */
export interface SecondFactorCode {
  mfa: { mfa_token: string; code: string };
}

/** A passkey's answer (authProvider/passkeys.ts): instead of the password and the code, or as the second step. */
export interface PasskeySignIn {
  passkey: { response: unknown };
}

/** A right password of a user with a second factor: the sign-in page asks for the code next. */
export class MfaRequired extends Error {
  constructor(readonly challenge: MfaChallenge) {
    super('A code from the authenticator app is needed');
  }
}

export function createAuthProvider(apiUrl: string): AuthProvider {
  /** Any sign-in failure clears the session and local storage (spec section 4). */
  async function signIn(path: string, body: unknown): Promise<void> {
    session.clear();
    forgetSignedLinks();
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => null);
    if (response.ok && json?.data?.mfa_required === true) throw new MfaRequired(json.data as MfaChallenge);
    if (!response.ok || !json?.data?.token) {
      session.clear();
      throw new HttpError(errorMessage(json), response.status, json);
    }
    const data = json.data as TokenAnswer;
    session.save({ token: data.token, refreshToken: data.refresh_token, userId: data.user_id, user: data.user });
  }

  return {
    async login(params: PasswordCredentials | SocialCallback | SecondFactorCode | PasskeySignIn) {
      if ('social' in params) await signIn('/auth/social/callback', params.social);
      else if ('mfa' in params) await signIn('/auth/mfa', params.mfa);
      else if ('passkey' in params) await signIn('/auth/webauthn/login/verify', params.passkey);
      else await signIn('/auth/token', { username: params.username, password: params.password });
    },

    async logout() {
      const token = session.read()?.token;
      session.clear();
      forgetSignedLinks();
      clearOfflineCache();
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
      const path = userThumbnailPath(user);
      const avatar = path ? await signedFileUrl(path).catch(() => undefined) : undefined;
      return { id: user.id, fullName, ...(avatar ? { avatar } : {}) };
    },

    async getPermissions(): Promise<AbilityRule[]> {
      return session.read()?.user?.ability ?? [];
    },
  };
}
