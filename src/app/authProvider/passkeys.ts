/**
 * Passkeys in the browser (server: auth/passkeys.ts): the account page's calls (list, add with a
 * name, rename, remove) and the sign-in's assertion, with @simplewebauthn/browser turning the
 * server's options into navigator.credentials calls and their answers back into JSON.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration, type AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { API_URL, httpClient } from './api';

/** One of the user's passkeys (GET /auth/me/webauthn). */
export interface Passkey {
  id: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
}

/** Which sentence a browser's refusal gets: the person cancelled (or it timed out), or the device holds one already. */
export type PasskeyRefusal = 'cancelled' | 'already' | 'unsupported';

/** A ceremony the browser refused, with the key of its sentence (app.auth.passkey.<refusal>). */
export class PasskeyBrowserError extends Error {
  constructor(readonly refusal: PasskeyRefusal) {
    super(refusal);
  }
}

/** What the browser threw, as a refusal: NotAllowedError is both "cancelled" and "timed out" by design. */
function refusalOf(e: unknown): PasskeyBrowserError | unknown {
  const { name, code } = (e ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return new PasskeyBrowserError('already');
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return new PasskeyBrowserError('cancelled');
  return e;
}

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

const url = (path: string) => `${API_URL}${path}`;
const post = async (path: string, body: unknown) => (await httpClient(url(path), { method: 'POST', body })).json?.data;

export const passkeyApi = {
  list: async (): Promise<Passkey[]> => (await httpClient(url('/auth/me/webauthn'))).json?.data ?? [],
  /** Create a passkey on this device (the browser asks for the fingerprint, face or PIN) and keep it under `name`. */
  add: async (name: string): Promise<Passkey> => {
    if (!passkeysSupported()) throw new PasskeyBrowserError('unsupported');
    const optionsJSON = await post('/auth/me/webauthn/register/options', {});
    let response;
    try {
      response = await startRegistration({ optionsJSON });
    } catch (e) {
      throw refusalOf(e);
    }
    return post('/auth/me/webauthn/register/verify', { name, response });
  },
  rename: async (id: number, name: string): Promise<Passkey> => (await httpClient(url(`/auth/me/webauthn/${id}`), { method: 'PATCH', body: { name } })).json?.data,
  remove: (id: number) => httpClient(url(`/auth/me/webauthn/${id}`), { method: 'DELETE' }),
  /**
   * The browser's answer for a sign-in: any passkey of the person's (`{}`), one of an account's
   * (`{username}`), or the second step of a sign-in whose password was right (`{mfa_token}`).
   */
  assertion: async (request: { username?: string; mfa_token?: string }): Promise<AuthenticationResponseJSON> => {
    if (!passkeysSupported()) throw new PasskeyBrowserError('unsupported');
    const optionsJSON = await post('/auth/webauthn/login/options', request);
    try {
      return await startAuthentication({ optionsJSON });
    } catch (e) {
      throw refusalOf(e);
    }
  },
};
