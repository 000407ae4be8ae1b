import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/server/auth/tokens';
import { unixNow } from '../../src/server/clock';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { emptyScratchTable, startTestServer, type TestServer } from '../support/api';
import { claimsOf, expectError, expectFieldErrors, UUID_V4 } from '../support/expect';

// The contract's SessionUser, plus home (the role's landing path) and preferences (the user's own settings).
const SESSION_USER_KEYS = ['ability', 'company_id', 'email', 'first_name', 'home', 'id', 'last_name', 'preferences', 'role', 'status', 'thumbnail', 'username', 'uuid'];

for (const dialect of DIALECTS) {
  describe(`[${dialect}] auth`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      await emptyScratchTable(server);
      // The admin gets an email so that signing in by email can be tried.
      const me = (await server.call('GET', '/api/v1/auth/me')).json().data;
      const res = await server.call('PATCH', `/api/v1/users/${me.id}`, { email: 'Admin@Example.com' });
      expect(res.statusCode, res.body).toBe(200);
    });
    afterAll(async () => server?.close());

    const login = (username: unknown, password: unknown) =>
      server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });

    const refresh = (body: unknown) => server.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: body as object });

    const signIn = async () => {
      const res = await login('admin', TEST_ADMIN_PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { token: string; refresh_token: string; user_id: number };
    };

    const expectSessionUser = (user: Record<string, unknown>) => {
      expect(Object.keys(user).sort()).toEqual(SESSION_USER_KEYS);
      expect(user.username).toBe('admin');
      expect(user.role).toBe('admin');
      expect(user.status).toBe('O');
      expect(user.uuid).toMatch(UUID_V4);
      expect(user.ability).toEqual([{ action: 'manage', subject: 'all' }]);
      const text = JSON.stringify(user);
      expect(text).not.toContain('password');
      expect(text).not.toContain('scrypt');
      expect(text).not.toContain(TEST_ADMIN_PASSWORD);
    };

    describe('POST /auth/token', () => {
      it('signs in with the username and answers token, refresh_token, user_id, company_id and the SessionUser', async () => {
        const res = await login('admin', TEST_ADMIN_PASSWORD);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const { data } = res.json();
        expect(Object.keys(data).sort()).toEqual(['company_id', 'refresh_token', 'token', 'user', 'user_id']);
        expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(typeof data.refresh_token).toBe('string');
        expect(data.refresh_token.length).toBeGreaterThanOrEqual(32);
        expect(data.user_id).toBe(data.user.id);
        expect(data.company_id).toBeNull();
        expect(claimsOf(data.token).sub).toBe(data.user_id);
        expectSessionUser(data.user);
        expect(data.user.email).toBe('Admin@Example.com');
        // The token it hands out works.
        const me = await server.call('GET', '/api/v1/auth/me', undefined, data.token);
        expect(me.statusCode).toBe(200);
      });

      it('signs in with the email instead of the username, in any letter case', async () => {
        for (const name of ['Admin@Example.com', 'admin@example.com', 'ADMIN']) {
          const res = await login(name, TEST_ADMIN_PASSWORD);
          expect(res.statusCode, name).toBe(200);
          expect(res.json().data.user.username).toBe('admin');
        }
      });

      it('refuses a wrong password or an unknown user with 401 INVALID_CREDENTIALS', async () => {
        for (const [u, p] of [
          ['admin', 'wrong-password'],
          ['admin@example.com', 'wrong-password'],
          ['nobody', TEST_ADMIN_PASSWORD],
        ]) {
          const res = await login(u, p);
          const [entry] = expectError(res, 401, 'INVALID_CREDENTIALS');
          expect(res.json().errors).toHaveLength(1);
          expect(entry.title).not.toMatch(/scrypt|select|stack/i);
          expect(res.body).not.toContain('token');
        }
      });

      it('never fails on odd input: NUL characters, very long names, wrong types', async () => {
        expectError(await login('adm\u0000in', TEST_ADMIN_PASSWORD), 401, 'INVALID_CREDENTIALS');
        expectError(await login('admin', 'pass\u0000word'), 401, 'INVALID_CREDENTIALS');
        expectError(await login('x'.repeat(5000), TEST_ADMIN_PASSWORD), 401, 'INVALID_CREDENTIALS');
        expectFieldErrors(await login(42, TEST_ADMIN_PASSWORD), ['username']);
        expectFieldErrors(await login('admin', ['a']), ['password']);
      });

      it('answers 422 naming each missing field', async () => {
        expectFieldErrors(await login(undefined, undefined), ['username', 'password']);
        expectFieldErrors(await login('admin', ''), ['password']);
        expectFieldErrors(await login('', TEST_ADMIN_PASSWORD), ['username']);
        expectFieldErrors(await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: {} }), ['username', 'password']);
      });

      it('refuses a disabled (voided) user', async () => {
        const add = await server.call('POST', '/api/v1/users', { username: 'gone', role: 'admin', password: 'gone-password-1' });
        expect(add.statusCode, add.body).toBe(201);
        expect((await login('gone', 'gone-password-1')).statusCode).toBe(200);
        const patch = await server.call('PATCH', `/api/v1/users/${add.json().data.id}`, { status: 'V' });
        expect(patch.statusCode, patch.body).toBe(200);
        expectError(await login('gone', 'gone-password-1'), 401, 'INVALID_CREDENTIALS');
      });
    });

    describe('GET /auth/me and the access token', () => {
      it('answers the SessionUser of the token', async () => {
        const res = await server.call('GET', '/api/v1/auth/me');
        expect(res.statusCode).toBe(200);
        expectSessionUser(res.json().data);
      });

      it('refuses a missing Authorization header', async () => {
        const res = await server.call('GET', '/api/v1/auth/me', undefined, null);
        expectError(res, 401, 'INVALID_TOKEN');
        expectError(await server.call('GET', '/api/v1/uom', undefined, null), 401, 'INVALID_TOKEN');
      });

      it('refuses a header that is not a bearer token', async () => {
        for (const authorization of [`Basic ${server.token}`, 'Bearer', 'Bearer ', `Bearer ${server.token} extra`]) {
          const res = await server.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });
          expectError(res, 401, 'INVALID_TOKEN');
        }
      });

      it('refuses a malformed token', async () => {
        for (const token of ['abc', 'a.b.c', 'a.b', `${server.token}.x`]) {
          expectError(await server.call('GET', '/api/v1/auth/me', undefined, token), 401, 'INVALID_TOKEN');
        }
      });

      it('refuses a tampered token (claims changed, signature kept)', async () => {
        const [header, , signature] = server.token.split('.');
        const claims = { ...claimsOf(server.token), sub: 999 };
        const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, forged), 401, 'INVALID_TOKEN');
        // Flipping one character of the signature fails too.
        const last = server.token.at(-2) === 'A' ? 'B' : 'A';
        const flipped = `${server.token.slice(0, -2)}${last}${server.token.at(-1)}`;
        expect(flipped).not.toBe(server.token);
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, flipped), 401, 'INVALID_TOKEN');
      });

      it('refuses a token signed with another secret', async () => {
        const now = unixNow();
        const claims = { ...claimsOf(server.token), iat: now, exp: now + 600 };
        const other = await signAccessToken(claims, 'some-other-secret-some-other-secret');
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, other), 401, 'INVALID_TOKEN');
        // The same claims with the server's secret are accepted: the secret is what failed.
        const good = await signAccessToken(claims, server.settings.jwtSecret);
        expect((await server.call('GET', '/api/v1/auth/me', undefined, good)).statusCode).toBe(200);
      });

      it('refuses an expired token', async () => {
        const now = unixNow();
        const claims = { ...claimsOf(server.token), iat: now - 3600, exp: now - 60 };
        const expired = await signAccessToken(claims, server.settings.jwtSecret);
        const entries = expectError(await server.call('GET', '/api/v1/auth/me', undefined, expired), 401, 'INVALID_TOKEN');
        expect(entries[0].title).toMatch(/expired/i);
      });

      it('refuses a token of a session that does not exist', async () => {
        const now = unixNow();
        const token = await signAccessToken({ ...claimsOf(server.token), sid: 987654, iat: now, exp: now + 600 }, server.settings.jwtSecret);
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, token), 401, 'INVALID_TOKEN');
      });

      it('enforces the ability it hands out (403 FORBIDDEN)', async () => {
        const role = await server.call('POST', '/api/v1/roles', { name: 'uom-reader', ability: [{ action: 'read', subject: 'uom' }] });
        expect(role.statusCode, role.body).toBe(201);
        const user = await server.call('POST', '/api/v1/users', { username: 'reader', role: 'uom-reader', password: 'reader-password' });
        expect(user.statusCode, user.body).toBe(201);
        const signed = await login('reader', 'reader-password');
        expect(signed.statusCode).toBe(200);
        const { token, user: sessionUser } = signed.json().data;
        expect(sessionUser.ability).toEqual([{ action: 'read', subject: 'uom' }]);

        expect((await server.call('GET', '/api/v1/uom', undefined, token)).statusCode).toBe(200);
        expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode).toBe(200);
        expectError(await server.call('POST', '/api/v1/uom', { code: 'X', name: 'X' }, token), 403, 'FORBIDDEN');
        expectError(await server.call('GET', '/api/v1/companies', undefined, token), 403, 'FORBIDDEN');
        expectError(await server.call('GET', '/api/v1/users', undefined, token), 403, 'FORBIDDEN');
        expectError(await server.call('PATCH', '/api/v1/roles/1', { description: 'mine now' }, token), 403, 'FORBIDDEN');
        // Nothing was written by the refused calls.
        expect((await server.call('GET', '/api/v1/uom?status=all')).json().meta.page.total).toBe(0);

        // The server keeps each role's compiled rules; an edit still applies from the next request
        // of a user already signed in, and a voided role grants nothing.
        const roleId = role.json().data.id;
        const edited = await server.call('PATCH', `/api/v1/roles/${roleId}`, { ability: [{ action: 'read', subject: 'companies' }], updated_at: role.json().data.updated_at });
        expect(edited.statusCode, edited.body).toBe(200);
        expect((await server.call('GET', '/api/v1/companies', undefined, token)).statusCode).toBe(200);
        expectError(await server.call('GET', '/api/v1/uom', undefined, token), 403, 'FORBIDDEN');
        expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).json().data.ability).toEqual([{ action: 'read', subject: 'companies' }]);
        const voided = await server.call('PATCH', `/api/v1/roles/${roleId}`, { status: 'V', updated_at: edited.json().data.updated_at });
        expect(voided.statusCode, voided.body).toBe(200);
        expectError(await server.call('GET', '/api/v1/companies', undefined, token), 403, 'FORBIDDEN');
      });
    });

    describe('POST /auth/refresh-token', () => {
      it('rotates: answers a new token pair, and the new refresh token works in turn', async () => {
        const first = await signIn();
        const r1 = await refresh({ token: first.token, refresh_token: first.refresh_token, user_id: first.user_id });
        expect(r1.statusCode, r1.body).toBe(200);
        const second = r1.json().data;
        expect(Object.keys(second).sort()).toEqual(['refresh_token', 'token']);
        expect(second.refresh_token).not.toBe(first.refresh_token);
        expect(claimsOf(second.token).sid).toBe(claimsOf(first.token).sid);
        expect((await server.call('GET', '/api/v1/auth/me', undefined, second.token)).statusCode).toBe(200);

        const r2 = await refresh({ token: second.token, refresh_token: second.refresh_token, user_id: first.user_id });
        expect(r2.statusCode, r2.body).toBe(200);
        const third = r2.json().data;
        expect(third.refresh_token).not.toBe(second.refresh_token);
        expect((await server.call('GET', '/api/v1/auth/me', undefined, third.token)).statusCode).toBe(200);
      });

      it('accepts an expired access token of the same session', async () => {
        const first = await signIn();
        const now = unixNow();
        const expired = await signAccessToken({ ...claimsOf(first.token), iat: now - 3600, exp: now - 60 }, server.settings.jwtSecret);
        const res = await refresh({ token: expired, refresh_token: first.refresh_token, user_id: first.user_id });
        expect(res.statusCode, res.body).toBe(200);
        expect((await server.call('GET', '/api/v1/auth/me', undefined, res.json().data.token)).statusCode).toBe(200);
      });

      it('refuses the old refresh token once rotated, and that reuse ends the whole session', async () => {
        const first = await signIn();
        const rotated = await refresh({ token: first.token, refresh_token: first.refresh_token, user_id: first.user_id });
        expect(rotated.statusCode).toBe(200);
        const newest = rotated.json().data;
        expect((await server.call('GET', '/api/v1/auth/me', undefined, newest.token)).statusCode).toBe(200);

        // Reuse of the rotated (old) refresh token.
        expectError(await refresh({ token: first.token, refresh_token: first.refresh_token, user_id: first.user_id }), 401, 'INVALID_TOKEN');
        // The whole session is gone: the newest access token and the newest refresh token fail.
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, newest.token), 401, 'INVALID_TOKEN');
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, first.token), 401, 'INVALID_TOKEN');
        expectError(await refresh({ token: newest.token, refresh_token: newest.refresh_token, user_id: first.user_id }), 401, 'INVALID_TOKEN');
        // Other sessions of the same user are untouched.
        expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
      });

      it('refuses a refresh token with the wrong user_id, a forged access token, an unknown refresh token or a bad body', async () => {
        const s = await signIn();
        expectError(await refresh({ token: s.token, refresh_token: s.refresh_token, user_id: s.user_id + 1 }), 401, 'INVALID_TOKEN');
        expectError(await refresh({ token: s.token, refresh_token: s.refresh_token, user_id: String(s.user_id) }), 401, 'INVALID_TOKEN');
        const forged = await signAccessToken(claimsOf(s.token), 'some-other-secret-some-other-secret');
        expectError(await refresh({ token: forged, refresh_token: s.refresh_token, user_id: s.user_id }), 401, 'INVALID_TOKEN');
        expectError(await refresh({ token: s.token, refresh_token: 'not-a-refresh-token', user_id: s.user_id }), 401, 'INVALID_TOKEN');
        expectError(await refresh({}), 401, 'INVALID_TOKEN');
        // A refresh token of another session with this session's access token.
        const other = await signIn();
        expectError(await refresh({ token: s.token, refresh_token: other.refresh_token, user_id: s.user_id }), 401, 'INVALID_TOKEN');
        // None of these refusals used up the genuine refresh token.
        expect((await refresh({ token: s.token, refresh_token: s.refresh_token, user_id: s.user_id })).statusCode).toBe(200);
      });
    });

    describe('GET /auth/logout/', () => {
      it('answers {data: {}} and revokes the session: its access and refresh tokens stop working', async () => {
        const s = await signIn();
        const res = await server.call('GET', '/api/v1/auth/logout/', undefined, s.token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ data: {} });
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, s.token), 401, 'INVALID_TOKEN');
        expectError(await server.call('GET', '/api/v1/uom', undefined, s.token), 401, 'INVALID_TOKEN');
        expectError(await refresh({ token: s.token, refresh_token: s.refresh_token, user_id: s.user_id }), 401, 'INVALID_TOKEN');
        // Only that session ends.
        expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
      });

      it('needs a valid token', async () => {
        expectError(await server.call('GET', '/api/v1/auth/logout/', undefined, null), 401, 'INVALID_TOKEN');
      });
    });

    describe('social sign-in', () => {
      it('answers 400 with the errors body for a provider that is not configured', async () => {
        const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/social/redirect', payload: { provider: 'google' } });
        const [entry] = expectError(res, 400, 'BAD_REQUEST');
        expect(entry.title).toMatch(/google/);
        expectError(await server.app.inject({ method: 'POST', url: '/api/v1/auth/social/callback', payload: { code: 'x' } }), 400, 'BAD_REQUEST');
      });
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] preferences`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => server?.close());

    it('merges, removes with null, and returns them with the session user', async () => {
      const first = await server.call('PATCH', '/api/v1/auth/me/preferences', { theme: 'dark', 'columns./pages/masterlists/uom': ['code'] });
      expect(first.statusCode).toBe(200);
      const second = await server.call('PATCH', '/api/v1/auth/me/preferences', { theme: null, locale: 'fr' });
      expect(second.json().data).toEqual({ 'columns./pages/masterlists/uom': ['code'], locale: 'fr' });
      const me = await server.call('GET', '/api/v1/auth/me');
      expect(me.json().data.preferences).toEqual({ 'columns./pages/masterlists/uom': ['code'], locale: 'fr' });
    });

    it('refuses a non-object body and bad names, and needs a session', async () => {
      expect((await server.call('PATCH', '/api/v1/auth/me/preferences', [1])).statusCode).toBe(400);
      const bad = await server.call('PATCH', '/api/v1/auth/me/preferences', { 'a b': 1 });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].meta).toEqual({ field: 'a b' });
      expect((await server.call('PATCH', '/api/v1/auth/me/preferences', { theme: 'x' }, null)).statusCode).toBe(401);
    });

    it('are not writable through the users collection', async () => {
      const me = (await server.call('GET', '/api/v1/auth/me')).json().data;
      const res = await server.call('PATCH', `/api/v1/users/${me.id}`, { preferences: { theme: 'dark' } });
      expect(res.statusCode).toBe(200);
      expect((await server.call('GET', '/api/v1/auth/me')).json().data.preferences).toEqual({ 'columns./pages/masterlists/uom': ['code'], locale: 'fr' });
    });
  });
}
