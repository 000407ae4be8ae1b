/**
 * Passkeys (WebAuthn, issue 37 item 2; api-contract.md "Second factor and sessions") with a
 * software authenticator (tests/support/fakes/authenticator.ts): several named passkeys per user,
 * listed with their last use, renamed and removed (someone else's is a 404); sign-in with one
 * instead of the password (usernameless and for a username) and as the second step after the
 * password; each refusal: a challenge never given, a challenge answered twice, a credential nobody
 * registered, another origin, a counter going back, no user verification, another account's
 * passkey; refused assertions count as failed sign-ins; a ceremony begun on one instance finishes
 * on another.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { build, type BuiltApp } from '../../src/server/app';
import { expectError, expectFieldErrors } from '../support/expect';
import { SoftAuthenticator } from '../support/fakes/authenticator';

const PUBLIC_URL = 'https://office.example.sg';
const password = (username: string) => `${username}-password-1`;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] passkeys (WebAuthn)`, () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    /** The user's phone and laptop: two passkeys of one person, on two authenticators. */
    const phone = new SoftAuthenticator(PUBLIC_URL);
    const laptop = new SoftAuthenticator(PUBLIC_URL);
    const otherPerson = new SoftAuthenticator(PUBLIC_URL);

    const post = (url: string, body: unknown, token: string | null = null) => server.call('POST', `/api/v1/${url}`, body, token);
    const login = (username: string, pass = password(username)) => server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password: pass } });
    const loginOptions = async (body: unknown = {}) => {
      const res = await post('auth/webauthn/login/options', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const loginVerify = (response: unknown) => post('auth/webauthn/login/verify', { response });
    /** Register a passkey on `authenticator` for the user of `token`; the answer's passkey. */
    const register = async (authenticator: SoftAuthenticator, token: string, name: string) => {
      const options = await post('auth/me/webauthn/register/options', {}, token);
      expect(options.statusCode, options.body).toBe(200);
      const res = await post('auth/me/webauthn/register/verify', { name, response: authenticator.register(options.json().data) }, token);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const list = async (token: string) => {
      const res = await server.call('GET', '/api/v1/auth/me/webauthn', undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Array<Record<string, any>>;
    };
    const credentialRow = (credentialId: string) => server.database.db.selectFrom('webauthn_credentials').selectAll().where('credential_id', '=', credentialId).executeTakeFirstOrThrow();

    beforeAll(async () => {
      server = await startTestServer(dialect, { publicUrl: PUBLIC_URL, loginLimitPerUser: 20, loginLimitPerAddress: 1000 });
      for (const username of ['mei', 'arjun', 'limits']) {
        const add = await post('users', { username, email: `${username}@example.sg`, first_name: username, role: 'finance', password: password(username) }, server.token);
        expect(add.statusCode, add.body).toBe(201);
        ids[username] = add.json().data.id;
        const signedIn = await login(username);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        tokens[username] = signedIn.json().data.token;
      }
    });
    afterAll(() => server?.close());

    it('registers several named passkeys for PUBLIC_URL, each authenticator once', async () => {
      const optionsRes = await post('auth/me/webauthn/register/options', {}, tokens.mei);
      expect(optionsRes.statusCode, optionsRes.body).toBe(200);
      const options = optionsRes.json().data;
      expect(options.rp).toEqual({ name: expect.any(String), id: 'office.example.sg' });
      expect(options.user.name).toBe('mei');
      expect(options.excludeCredentials).toEqual([]);
      expect(options.attestation).toBe('none');
      const res = await post('auth/me/webauthn/register/verify', { name: '  Phone  ', response: phone.register(options) }, tokens.mei);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toEqual({ id: expect.any(Number), name: 'Phone', created_at: expect.any(Number), last_used_at: null, device_type: 'singleDevice', backed_up: false });

      // The second passkey's options name the first, so the same authenticator is not added twice; the user handle stays the account's.
      const second = (await post('auth/me/webauthn/register/options', {}, tokens.mei)).json().data;
      expect(second.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([phone.credentials[0].id]);
      expect(second.user.id).toBe(options.user.id);
      const laptopRes = await post('auth/me/webauthn/register/verify', { name: 'Laptop', response: laptop.register(second) }, tokens.mei);
      expect(laptopRes.statusCode, laptopRes.body).toBe(201);
      expect((await list(tokens.mei)).map((p) => p.name)).toEqual(['Phone', 'Laptop']);
      expect(await list(tokens.arjun)).toEqual([]);
      const stored = await credentialRow(phone.credentials[0].id);
      expect(stored).toMatchObject({ user_id: ids.mei, counter: expect.anything(), name: 'Phone' });
      expect(JSON.parse(stored.transports)).toEqual(['internal']);
    });

    it('refuses a set-up without a name, answered twice, for another origin, or begun by someone else, each in a sentence', async () => {
      const options = (await post('auth/me/webauthn/register/options', {}, tokens.arjun)).json().data;
      const answer = otherPerson.register(options);
      const [noName] = expectFieldErrors(await post('auth/me/webauthn/register/verify', { response: answer }, tokens.arjun), ['name']);
      expect(noName.title).toMatch(/Give the passkey a name/);
      expectFieldErrors(await post('auth/me/webauthn/register/verify', { name: 'x'.repeat(81), response: answer }, tokens.arjun), ['name']);
      const [noAnswer] = expectFieldErrors(await post('auth/me/webauthn/register/verify', { name: 'Key', response: 'nonsense' }, tokens.arjun), ['response']);
      expect(noAnswer.title).toMatch(/Send the passkey's answer/);
      // The first well-formed answer takes the challenge, whatever it says; answered again, it is refused.
      const ok = await post('auth/me/webauthn/register/verify', { name: 'Security key', response: answer }, tokens.arjun);
      expect(ok.statusCode, ok.body).toBe(201);
      const [replayed] = expectFieldErrors(await post('auth/me/webauthn/register/verify', { name: 'Security key', response: answer }, tokens.arjun), ['response']);
      expect(replayed.title).toBe('This passkey set-up has expired or was already used; start adding the passkey again');

      const again = (await post('auth/me/webauthn/register/options', {}, tokens.arjun)).json().data;
      expect(again.excludeCredentials).toHaveLength(1);
      const [origin] = expectFieldErrors(await post('auth/me/webauthn/register/verify', { name: 'Key', response: new SoftAuthenticator('https://office.example.sg.evil.test').register(again) }, tokens.arjun), ['response']);
      expect(origin.title).toMatch(/another address than this site/);

      // Options given to mei answered on arjun's session: not arjun's set-up.
      const meis = (await post('auth/me/webauthn/register/options', {}, tokens.mei)).json().data;
      const [stranger] = expectFieldErrors(await post('auth/me/webauthn/register/verify', { name: 'Key', response: new SoftAuthenticator(PUBLIC_URL).register(meis) }, tokens.arjun), ['response']);
      expect(stranger.title).toMatch(/expired or was already used/);
      expect((await list(tokens.arjun)).map((p) => p.name)).toEqual(['Security key']);
      // Anonymous callers may not register at all.
      expectError(await post('auth/me/webauthn/register/options', {}), 401, 'INVALID_TOKEN');
    });

    it('signs in with a passkey instead of the password: usernameless, or offered for a username typed', async () => {
      const options = await loginOptions();
      expect(options).toMatchObject({ rpId: 'office.example.sg', userVerification: 'required' });
      expect(options.allowCredentials ?? []).toEqual([]);
      const res = await loginVerify(phone.authenticate(options));
      expect(res.statusCode, res.body).toBe(200);
      const session = res.json().data;
      expect(session).toMatchObject({ token: expect.any(String), refresh_token: expect.any(String), user_id: ids.mei, user: { username: 'mei' } });
      expect((await server.call('GET', '/api/v1/auth/me', undefined, session.token)).json().data.username).toBe('mei');
      expect(Number((await credentialRow(phone.credentials[0].id)).counter)).toBe(1);
      const [used, unused] = await list(tokens.mei);
      expect(used.last_used_at).toBeGreaterThan(0);
      expect(unused.last_used_at).toBeNull();

      // For a username the account's passkeys are offered (by email too); an unknown name gets the usernameless answer.
      const named = await loginOptions({ username: 'MEI@example.sg' });
      expect(named.allowCredentials.map((c: { id: string }) => c.id).sort()).toEqual([phone.credentials[0].id, laptop.credentials[0].id].sort());
      expect((await loginOptions({ username: 'nobody-here' })).allowCredentials ?? []).toEqual([]);
      const byLaptop = await loginVerify(laptop.authenticate(named));
      expect(byLaptop.statusCode, byLaptop.body).toBe(200);
      expect(byLaptop.json().data.user_id).toBe(ids.mei);
      // Offered for mei, answered with arjun's passkey: refused.
      const forMei = await loginOptions({ username: 'mei' });
      const [notHers] = expectError(await loginVerify(otherPerson.authenticate(forMei, { credentialId: otherPerson.credentials[0].id })), 401, 'INVALID_CREDENTIALS');
      expect(notHers.title).toMatch(/not one of this account's passkeys/);
    });

    it('refuses a challenge never given, one answered twice, an unknown passkey, another origin, a counter going back and no user verification', async () => {
      const challengeNeverGiven = phone.authenticate(await loginOptions(), { challenge: 'bm90LWdpdmVuLWJ5LXRoZS1zZXJ2ZXI' });
      expect(expectError(await loginVerify(challengeNeverGiven), 401, 'INVALID_CREDENTIALS')[0].title).toBe('This passkey sign-in has expired or was already used; start it again');

      const answer = phone.authenticate(await loginOptions());
      expect((await loginVerify(answer)).statusCode).toBe(200);
      expect(expectError(await loginVerify(answer), 401, 'INVALID_CREDENTIALS')[0].title).toMatch(/expired or was already used/);

      // A credential this server never registered (made by an authenticator for the same site, never sent back).
      const stray = new SoftAuthenticator(PUBLIC_URL);
      stray.register((await post('auth/me/webauthn/register/options', {}, tokens.arjun)).json().data);
      expect(expectError(await loginVerify(stray.authenticate(await loginOptions())), 401, 'INVALID_CREDENTIALS')[0].title).toMatch(/not registered here/);

      const evil = phone.authenticate(await loginOptions(), { origin: 'https://office-example.evil.test' });
      expect(expectError(await loginVerify(evil), 401, 'INVALID_CREDENTIALS')[0].title).toMatch(/another address than this site/);

      // The server has seen 3 on the phone's passkey; an answer with 2 is what a copy would send.
      const before = Number((await credentialRow(phone.credentials[0].id)).counter);
      const back = phone.authenticate(await loginOptions(), { counter: before - 1 });
      expect(expectError(await loginVerify(back), 401, 'INVALID_CREDENTIALS')[0].title).toMatch(/signature counter went back/);
      expect(Number((await credentialRow(phone.credentials[0].id)).counter)).toBe(before);

      const unverified = laptop.authenticate(await loginOptions(), { userVerified: false });
      expect(expectError(await loginVerify(unverified), 401, 'INVALID_CREDENTIALS')[0].title).toMatch(/did not verify you/);

      // Malformed answers are refused in a sentence, never a 500.
      for (const response of [undefined, 'x', { id: 'abc' }, { id: 'abc', response: { clientDataJSON: '!!!' } }]) {
        expectFieldErrors(await loginVerify(response), ['response']);
      }
      // The failures above are mei's failed sign-ins, and a success forgets them.
      const good = await loginVerify(phone.authenticate(await loginOptions({ username: 'mei' }), { counter: before + 5 }));
      expect(good.statusCode, good.body).toBe(200);
    });

    it('a password sign-in of a user with a passkey asks for it as the second step, and a code cannot finish it', async () => {
      const first = await login('mei');
      expect(first.statusCode, first.body).toBe(200);
      const challenge = first.json().data;
      expect(challenge).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['webauthn'] });
      const [code] = expectFieldErrors(await post('auth/mfa', { mfa_token: challenge.mfa_token, code: '123456' }), ['code']);
      expect(code.title).toMatch(/with a passkey, not a code/);

      const options = await loginOptions({ mfa_token: challenge.mfa_token });
      expect(options.allowCredentials.map((c: { id: string }) => c.id).sort()).toEqual([phone.credentials[0].id, laptop.credentials[0].id].sort());
      expect(options.userVerification).toBe('preferred');
      // Someone else's passkey does not finish mei's sign-in, and that costs nothing of the token.
      const [other] = expectError(await loginVerify(otherPerson.authenticate(options, { credentialId: otherPerson.credentials[0].id })), 401, 'INVALID_CREDENTIALS');
      expect(other.title).toMatch(/not one of this account's passkeys/);
      const res = await loginVerify(laptop.authenticate(await loginOptions({ mfa_token: challenge.mfa_token }), { userVerified: false }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.user_id).toBe(ids.mei);
      // The mfa_token finished one sign-in: it opens no other.
      expectError(await post('auth/webauthn/login/options', { mfa_token: challenge.mfa_token }), 401, 'INVALID_TOKEN');
      expectError(await post('auth/webauthn/login/options', { mfa_token: 'made-up' }), 401, 'INVALID_TOKEN');
    });

    it('with the authenticator app and a passkey both are offered; with the app only, the passkey step says to use a code', async () => {
      const begin = await post('auth/me/totp', {}, tokens.arjun);
      expect(begin.statusCode, begin.body).toBe(200);
      const code = new TOTP({ secret: Secret.fromBase32(begin.json().data.secret), period: 30, digits: 6 }).generate();
      expect((await post('auth/me/totp/confirm', { code }, tokens.arjun)).statusCode).toBe(200);
      const both = (await login('arjun')).json().data;
      expect(both.methods).toEqual(['totp', 'recovery_code', 'webauthn']);
      const finished = await loginVerify(otherPerson.authenticate(await loginOptions({ mfa_token: both.mfa_token }), { credentialId: otherPerson.credentials[0].id }));
      expect(finished.statusCode, finished.body).toBe(200);

      // The app's only: the passkey step is refused in a sentence (the authenticator app's user, limits, has no passkey).
      const beginLimits = await post('auth/me/totp', {}, tokens.limits);
      const limitsCode = new TOTP({ secret: Secret.fromBase32(beginLimits.json().data.secret), period: 30, digits: 6 }).generate();
      expect((await post('auth/me/totp/confirm', { code: limitsCode }, tokens.limits)).statusCode).toBe(200);
      const appOnly = (await login('limits')).json().data;
      expect(appOnly.methods).toEqual(['totp', 'recovery_code']);
      const [noPasskey] = expectError(await post('auth/webauthn/login/options', { mfa_token: appOnly.mfa_token }), 409, 'CONFLICT');
      expect(noPasskey.title).toBe('This account has no passkey; enter the code from your authenticator app instead');
      await server.database.db.deleteFrom('user_totp').where('user_id', '=', ids.limits).execute();
    });

    it('renames and removes only the user\'s own passkeys (404 for anyone else\'s); without passkeys the password is enough again', async () => {
      const [phoneKey, laptopKey] = await list(tokens.mei);
      const renamed = await server.call('PATCH', `/api/v1/auth/me/webauthn/${laptopKey.id}`, { name: 'Work laptop' }, tokens.mei);
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data.name).toBe('Work laptop');
      expectFieldErrors(await server.call('PATCH', `/api/v1/auth/me/webauthn/${laptopKey.id}`, { name: '   ' }, tokens.mei), ['name']);
      const [foreign] = expectError(await server.call('PATCH', `/api/v1/auth/me/webauthn/${laptopKey.id}`, { name: 'Mine now' }, tokens.arjun), 404, 'NOT_FOUND');
      expect(foreign.title).toMatch(/no such passkey/);
      expectError(await server.call('DELETE', `/api/v1/auth/me/webauthn/${phoneKey.id}`, undefined, tokens.arjun), 404, 'NOT_FOUND');
      // An id past what the id column holds is no passkey either (PostgreSQL answered it with a 500).
      expectError(await server.call('PATCH', '/api/v1/auth/me/webauthn/2147483648', { name: 'Far' }, tokens.arjun), 404, 'NOT_FOUND');
      expectError(await server.call('DELETE', `/api/v1/auth/me/webauthn/${phoneKey.id}`, undefined, server.token), 404, 'NOT_FOUND');
      expectError(await server.call('DELETE', '/api/v1/auth/me/webauthn/not-a-number', undefined, tokens.mei), 404, 'NOT_FOUND');
      expect((await list(tokens.mei)).map((p) => p.name)).toEqual(['Phone', 'Work laptop']);

      for (const key of [phoneKey, laptopKey]) {
        const removed = await server.call('DELETE', `/api/v1/auth/me/webauthn/${key.id}`, undefined, tokens.mei);
        expect(removed.statusCode, removed.body).toBe(200);
      }
      expectError(await server.call('DELETE', `/api/v1/auth/me/webauthn/${phoneKey.id}`, undefined, tokens.mei), 404, 'NOT_FOUND');
      expect(await list(tokens.mei)).toEqual([]);
      // A removed passkey signs nobody in.
      expect(expectError(await loginVerify(phone.authenticate(await loginOptions())), 401, 'INVALID_CREDENTIALS')[0].title).toMatch(/not registered here/);
      const plain = await login('mei');
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.json().data.token).toEqual(expect.any(String));
    });

    it('finishes on one instance a ceremony begun on another (the challenge lives in the database)', async () => {
      const second = await build({ ...server.settings });
      onTestFinished(() => second.app.close());
      const on = (app: BuiltApp) => (url: string, body: unknown, token: string | null = null) =>
        app.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: body as object, headers: { 'x-requested-with': 'XMLHttpRequest', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      const key = new SoftAuthenticator(PUBLIC_URL);
      const options = (await on(server)('auth/me/webauthn/register/options', {}, tokens.arjun)).json().data;
      const added = await on(second)('auth/me/webauthn/register/verify', { name: 'Tablet', response: key.register(options) }, tokens.arjun);
      expect(added.statusCode, added.body).toBe(201);
      const loginOptionsRes = await on(second)('auth/webauthn/login/options', { username: 'arjun' });
      const answer = key.authenticate(loginOptionsRes.json().data, { credentialId: key.credentials[0].id });
      const signedIn = await on(server)('auth/webauthn/login/verify', { response: answer });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().data.user_id).toBe(ids.arjun);
      // Taken once, on whichever instance.
      expectError(await on(second)('auth/webauthn/login/verify', { response: answer }), 401, 'INVALID_CREDENTIALS');
    });

    it('counts refused passkey answers as failed sign-ins of the account', async () => {
      const key = new SoftAuthenticator(PUBLIC_URL);
      await register(key, tokens.limits, 'Key');
      // Three failures slow an account down from here on (the suite's earlier refusals had room for more);
      // the clock stands still, so the first delay (one second) cannot pass while the test runs.
      server.settings.loginLimitPerUser = 3;
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      for (let i = 0; i < 3; i++) {
        expectError(await loginVerify(key.authenticate(await loginOptions(), { origin: 'https://elsewhere.test' })), 401, 'INVALID_CREDENTIALS');
      }
      // The right answer now waits like a right password would.
      const limited = await loginVerify(key.authenticate(await loginOptions()));
      expectError(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expectError(await login('limits'), 429, 'RATE_LIMITED');
    });
  });
}
