/** Social sign-in in tests: a server set up with the fake OpenID issuer (fakes/oidc-issuer.ts) and a browser's round trip through it. */
import { expect } from 'vitest';
import type { Settings } from '../../src/server/config';
import type { TestServer } from './api';
import type { FakeIssuer } from './fakes/oidc-issuer';

export const PUBLIC_URL = 'http://office.test:8080';

export function providerSettings(issuer: FakeIssuer, extra: Partial<Settings> = {}): Partial<Settings> {
  return {
    publicUrl: PUBLIC_URL,
    oidcProviders: [{ provider: 'fakeid', label: 'Fake ID', issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret }],
    ...extra,
  };
}

/** The three steps a browser goes through: ask for the URL, visit the provider, come back with code and state. */
export function socialFlow(server: TestServer) {
  const redirect = async (provider = 'fakeid') => {
    const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/social/redirect', payload: { provider } });
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    return { url: res.json().data.url as string, setCookie, cookie: setCookie.split(';')[0] };
  };
  const visitProvider = async (url: string) => {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    return { back, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  };
  const callback = (body: unknown, cookie?: string) =>
    server.app.inject({ method: 'POST', url: '/api/v1/auth/social/callback', payload: body as object, headers: cookie ? { cookie } : {} });
  /** The whole round trip; answers the callback's response. */
  const signIn = async () => {
    const { url, cookie } = await redirect();
    const { code, state } = await visitProvider(url);
    return callback({ provider: 'fakeid', code, state }, cookie);
  };
  return { redirect, visitProvider, callback, signIn };
}
