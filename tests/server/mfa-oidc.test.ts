/**
 * An OpenID sign-in counts as the provider's second factor (issue 37, item 3): a finance user
 * (their role requires a factor, MFA_ENFORCE on) signed in by the provider is not asked for a code
 * nor sent to set one up; with OIDC_REQUIRE_MFA the sign-in asks for the authenticator's code as
 * after a password, and a user without one must set one up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { startFakeIssuer, type FakeIssuer } from '../support/fakes/oidc-issuer';
import { providerSettings, socialFlow } from '../support/social';

const code = (secret: string, ms = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp: ms });

for (const dialect of DIALECTS) {
  describe(`[${dialect}] OpenID sign-in and the required second factor`, () => {
    let issuer: FakeIssuer;
    let server: TestServer;
    let flow: ReturnType<typeof socialFlow>;

    /** Turn the authenticator app on for the holder of `token`. */
    const setUpTotp = async (token: string): Promise<string> => {
      const begin = await server.call('POST', '/api/v1/auth/me/totp', undefined, token);
      expect(begin.statusCode, begin.body).toBe(200);
      const { secret } = begin.json().data;
      const confirm = await server.call('POST', '/api/v1/auth/me/totp/confirm', { code: code(secret) }, token);
      expect(confirm.statusCode, confirm.body).toBe(200);
      return secret;
    };

    beforeAll(async () => {
      issuer = await startFakeIssuer();
      server = await startTestServer(dialect, providerSettings(issuer, { mfaEnforce: true }));
      flow = socialFlow(server);
      await setUpTotp(server.token); // the administrator's own factor, to add users
      for (const username of ['fin-sso', 'fin-sso-totp']) {
        const add = await server.call('POST', '/api/v1/users', { username, email: `${username}@example.com`, role: 'finance', password: 'fin-sso-password-1' });
        expect(add.statusCode, add.body).toBe(201);
      }
    });
    afterAll(async () => {
      await server?.close();
      await issuer?.close();
    });

    const signInAs = (username: string) => {
      issuer.person = { sub: username, email: `${username}@example.com`, email_verified: true };
      return flow.signIn();
    };

    it("counts the provider's sign-in as the second factor: no code asked, nothing to set up", async () => {
      const res = await signInAs('fin-sso');
      expect(res.statusCode, res.body).toBe(200);
      const { token, user } = res.json().data;
      expect(user.mfa_setup_required).toBeUndefined();
      const invoices = await server.call('GET', '/api/v1/sales_invoices', undefined, token);
      expect(invoices.statusCode, invoices.body).toBe(200);
      // The same user with only a password must set a factor up first.
      const password = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'fin-sso', password: 'fin-sso-password-1' } });
      expect(password.json().data.user.mfa_setup_required).toBe(true);
      expectError(await server.call('GET', '/api/v1/sales_invoices', undefined, password.json().data.token), 403, 'MFA_SETUP_REQUIRED');
    });

    it('with OIDC_REQUIRE_MFA asks for the code after the provider, and gates a user without a factor', async () => {
      const password = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'fin-sso-totp', password: 'fin-sso-password-1' } });
      const secret = await setUpTotp(password.json().data.token);
      server.settings.oidcRequireMfa = true;
      try {
        const res = await signInAs('fin-sso-totp');
        expect(res.statusCode, res.body).toBe(200);
        const challenge = res.json().data;
        expect(challenge).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['totp', 'recovery_code'] });
        expect(challenge.token).toBeUndefined();
        const done = await server.app.inject({ method: 'POST', url: '/api/v1/auth/mfa', payload: { mfa_token: challenge.mfa_token, code: code(secret, Date.now() + 30_000) } });
        expect(done.statusCode, done.body).toBe(200);
        expect((await server.call('GET', '/api/v1/payments', undefined, done.json().data.token)).statusCode).toBe(200);

        const without = await signInAs('fin-sso');
        expect(without.json().data.user.mfa_setup_required).toBe(true);
        expectError(await server.call('GET', '/api/v1/payments', undefined, without.json().data.token), 403, 'MFA_SETUP_REQUIRED');
      } finally {
        server.settings.oidcRequireMfa = false;
      }
    });
  });
}
