/** Social sign-in through OpenID Connect against a local fake issuer (tests/support/fakes/oidc-issuer.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixNow } from '../../src/server/clock';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { startFakeIssuer, type FakeIssuer, type Tamper } from '../support/fakes/oidc-issuer';
import { providerSettings, PUBLIC_URL, socialFlow } from '../support/social';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] social sign-in (OpenID Connect)`, () => {
    let issuer: FakeIssuer;
    let server: TestServer;
    let flow: ReturnType<typeof socialFlow>;
    beforeAll(async () => {
      issuer = await startFakeIssuer();
      server = await startTestServer(dialect, providerSettings(issuer));
      flow = socialFlow(server);
      const add = await server.call('POST', '/api/v1/users', { username: 'sso-user', email: 'SSO.User@Example.com', role: 'technician', password: 'sso-user-pass' });
      expect(add.statusCode, add.body).toBe(201);
    });
    afterAll(async () => {
      await server?.close();
      await issuer?.close();
    });

    it('GET /auth/config lists the configured provider for the sign-in button', async () => {
      expect((await server.app.inject({ method: 'GET', url: '/api/v1/auth/config' })).json()).toEqual({
        data: { registration: false, social: [{ provider: 'fakeid', label: 'Fake ID' }], password_min_length: 12 },
      });
    });

    it('redirect answers the authorize URL with state, nonce and an S256 PKCE challenge, and binds the flow to the browser', async () => {
      const { url, setCookie } = await flow.redirect();
      const u = new URL(url);
      expect(`${u.origin}${u.pathname}`).toBe(`${issuer.issuer}/authorize`);
      const p = u.searchParams;
      expect(p.get('response_type')).toBe('code');
      expect(p.get('client_id')).toBe(issuer.clientId);
      expect(p.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/social/fakeid/callback`);
      expect(p.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
      expect(p.get('code_challenge_method')).toBe('S256');
      expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      for (const key of ['state', 'nonce']) expect(p.get(key)!.length).toBeGreaterThanOrEqual(43);
      expect(setCookie).toMatch(/^oidc_flow=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/auth\/social; Max-Age=600; HttpOnly; SameSite=Lax$/);
      // Two flows never share a state.
      expect(new URL((await flow.redirect()).url).searchParams.get('state')).not.toBe(p.get('state'));
    });

    it('signs in the active user with that email: the same answer as /auth/token; code, verifier and secret reach the provider', async () => {
      issuer.person = { sub: 'p-1', email: 'sso.user@example.COM', email_verified: true };
      const res = await flow.signIn();
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(Object.keys(data).sort()).toEqual(['company_id', 'refresh_token', 'token', 'user', 'user_id']);
      expect(data.user).toMatchObject({ username: 'sso-user', role: 'technician' });
      expect((await server.call('GET', '/api/v1/auth/me', undefined, data.token)).json().data.username).toBe('sso-user');
      const sent = issuer.tokenRequests.at(-1)!;
      expect(sent.form).toMatchObject({ grant_type: 'authorization_code', redirect_uri: `${PUBLIC_URL}/auth/social/fakeid/callback` });
      expect(sent.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(sent.form.client_secret).toBeUndefined(); // sent as HTTP Basic, as the provider asks
      expect(sent.authorization).toMatch(/^Basic /);
      // The flow cookie is cleared.
      expect(String(res.headers['set-cookie'])).toMatch(/^oidc_flow=; .*Max-Age=0/);
    });

    it('refuses a state that is unknown, used, expired, of another provider or from another browser (400)', async () => {
      const { url, cookie } = await flow.redirect();
      const { code, state } = await flow.visitProvider(url);
      expectError(await flow.callback({ provider: 'fakeid', code, state: 'x'.repeat(43) }, cookie), 400, 'BAD_REQUEST');
      expectError(await flow.callback({ provider: 'fakeid', code, state }), 400, 'BAD_REQUEST');
      const other = await flow.redirect();
      expectError(await flow.callback({ provider: 'fakeid', code, state }, other.cookie), 400, 'BAD_REQUEST');
      expectError(await flow.callback({ provider: 'elsewhere', code, state }, cookie), 400, 'BAD_REQUEST');
      expectError(await flow.callback({ provider: 'fakeid', state }, cookie), 400, 'BAD_REQUEST');
      // None of these used it up; the genuine callback works, once.
      expect((await flow.callback({ provider: 'fakeid', code, state }, cookie)).statusCode).toBe(200);
      expectError(await flow.callback({ provider: 'fakeid', code, state }, cookie), 400, 'BAD_REQUEST');

      const late = await flow.redirect();
      const lateVisit = await flow.visitProvider(late.url);
      await server.database.db.updateTable('oidc_flows').set({ expires_at: unixNow() - 1 }).where('used_at', 'is', null).execute();
      expectError(await flow.callback({ provider: 'fakeid', code: lateVisit.code, state: lateVisit.state }, late.cookie), 400, 'BAD_REQUEST');
    });

    const tampered: Array<[string, Tamper]> = [
      ['a wrong nonce', { nonce: 'not-the-nonce' }],
      ['another audience', { aud: 'some-other-client' }],
      ['several audiences without azp', { aud: ['fake-client', 'other'] }],
      ['another issuer', { iss: 'http://evil.test' }],
      ['an expired token', { expired: true }],
      ['alg none', { alg: 'none' }],
      ['alg HS256', { alg: 'HS256' }],
      ['a key the provider does not publish', { foreignKey: true }],
    ];
    for (const [what, tamper] of tampered) {
      it(`refuses an ID token with ${what} (401 INVALID_CREDENTIALS)`, async () => {
        issuer.person = { sub: 'p-1', email: 'sso.user@example.com', email_verified: true };
        issuer.tamper = tamper;
        expectError(await flow.signIn(), 401, 'INVALID_CREDENTIALS');
      });
    }

    it('refuses an unverified or missing email, an unknown email (registration off) and a disabled user', async () => {
      for (const person of [
        { sub: 'p-2', email: 'sso.user@example.com', email_verified: false },
        { sub: 'p-2', email: 'sso.user@example.com' },
        { sub: 'p-3' },
        { sub: 'p-4', email: 'stranger@example.com', email_verified: true },
      ]) {
        issuer.person = person;
        expectError(await flow.signIn(), 401, 'INVALID_CREDENTIALS');
      }
      const gone = await server.call('POST', '/api/v1/users', { username: 'sso-gone', email: 'gone@example.com', role: 'technician', status: 'V' });
      expect(gone.statusCode, gone.body).toBe(201);
      issuer.person = { sub: 'p-5', email: 'gone@example.com', email_verified: true };
      expectError(await flow.signIn(), 401, 'INVALID_CREDENTIALS');
      expect((await server.call('GET', '/api/v1/users?status=all&filter=stranger')).json().data).toEqual([]);
    });
  });

  describe(`[${dialect}] social sign-in with registration on`, () => {
    let issuer: FakeIssuer;
    let server: TestServer;
    beforeAll(async () => {
      issuer = await startFakeIssuer();
      server = await startTestServer(dialect, providerSettings(issuer, { registration: true }));
    });
    afterAll(async () => {
      await server?.close();
      await issuer?.close();
    });

    it('creates an account with the registration role for a new verified email, and signs into it again later', async () => {
      issuer.person = { sub: 'n-1', email: 'New.Person@example.com', email_verified: true, given_name: 'New', family_name: 'Person' };
      const first = await socialFlow(server).signIn();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.user).toMatchObject({ username: 'new.person', email: 'New.Person@example.com', role: 'readonly', status: 'O', first_name: 'New', last_name: 'Person' });
      const again = await socialFlow(server).signIn();
      expect(again.json().data.user.id).toBe(first.json().data.user.id);
      // A second person whose local part is taken gets a numbered username.
      issuer.person = { sub: 'n-2', email: 'new.person@elsewhere.com', email_verified: true };
      expect((await socialFlow(server).signIn()).json().data.user.username).toBe('new.person2');
    });
  });
}
