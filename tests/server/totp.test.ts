/**
 * The authenticator-app second factor and the sign-in in two steps (api-contract.md, "Second
 * factor and sessions"), on a fixed clock: codes of the step before and after are accepted, older
 * ones and reused ones refused, recovery codes work once, wrong codes count toward the sign-in
 * limits, the mfa_token lasts five minutes and finishes one sign-in.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SealedSecrets } from '../../src/server/auth/sealed-secrets';
import { loadSettings } from '../../src/server/config';

const PASSWORD = 'totp-user-password-1';

/** The code an authenticator app shows for `secret` at `ms`. */
const codeAt = (secret: string, ms: number) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp: ms });

for (const dialect of DIALECTS) {
  describe(`[${dialect}] authenticator app (TOTP) and two-step sign-in`, () => {
    let server: TestServer;
    let token: string;
    let secret: string;
    let recovery: string[];
    /** The fixed clock: 10 s into a 30-second step a little after now. */
    let now: number;
    const setClock = (ms: number) => {
      now = ms;
      vi.setSystemTime(ms);
    };

    beforeAll(async () => {
      server = await startTestServer(dialect, { loginLimitPerUser: 3 });
      const add = await server.call('POST', '/api/v1/users', { username: 'totp-user', email: 'totp-user@example.com', role: 'finance', password: PASSWORD });
      expect(add.statusCode, add.body).toBe(201);
      vi.useFakeTimers({ toFake: ['Date'] });
      setClock((Math.ceil(Date.now() / 30_000) + 1) * 30_000 + 10_000);
    });
    afterAll(async () => {
      vi.useRealTimers();
      await server?.close();
    });

    const login = (password = PASSWORD) => server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'totp-user', password } });
    const mfa = (mfa_token: unknown, code: unknown) => server.app.inject({ method: 'POST', url: '/api/v1/auth/mfa', payload: { mfa_token, code } });
    const challenge = async () => {
      const res = await login();
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['totp', 'recovery_code'] });
      return data.mfa_token as string;
    };

    it('sets up a pending secret that sign-in ignores until a first code confirms it', async () => {
      const first = await login();
      expect(first.statusCode, first.body).toBe(200);
      token = first.json().data.token;
      const begin = await server.call('POST', '/api/v1/auth/me/totp', undefined, token);
      expect(begin.statusCode, begin.body).toBe(200);
      ({ secret } = begin.json().data);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(begin.json().data.otpauth_url).toMatch(new RegExp(`^otpauth://totp/.*totp-user\\?.*secret=${secret}`));
      expect((await login()).json().data.token).toEqual(expect.any(String));
      expect((await server.call('GET', '/api/v1/auth/me/totp', undefined, token)).json().data).toEqual({ enabled: false });

      const wrong = await server.call('POST', '/api/v1/auth/me/totp/confirm', { code: codeAt(secret, now - 90_000) }, token);
      expectError(wrong, 422, 'VALIDATION_FAILED');
      expect(wrong.json().errors[0].title).toMatch(/code is not right/);
      const ok = await server.call('POST', '/api/v1/auth/me/totp/confirm', { code: codeAt(secret, now) }, token);
      expect(ok.statusCode, ok.body).toBe(200);
      recovery = ok.json().data.recovery_codes;
      expect(recovery).toHaveLength(10);
      expect(new Set(recovery).size).toBe(10);
      expect((await server.call('GET', '/api/v1/auth/me/totp', undefined, token)).json().data).toEqual({ enabled: true });
      // Kept hashed: no stored row holds a code.
      const stored = await server.database.db.selectFrom('recovery_codes').select('code_hash').execute();
      expect(stored.map((r) => r.code_hash)).not.toContain(recovery[0]);
      expectError(await server.call('POST', '/api/v1/auth/me/totp', undefined, token), 409, 'CONFLICT');
    });

    it('answers a right password with an mfa_token and no session; an older code is refused, the previous and next steps accepted once', async () => {
      setClock(now + 60_000);
      const mfaToken = await challenge();
      const older = await mfa(mfaToken, codeAt(secret, now - 60_000));
      expectError(older, 422, 'VALIDATION_FAILED');
      const previous = codeAt(secret, now - 30_000);
      const signedIn = await mfa(mfaToken, previous);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().data).toMatchObject({ token: expect.any(String), refresh_token: expect.any(String), user: { username: 'totp-user' } });
      // The same code again, on a new sign-in: refused.
      const again = await challenge();
      const reused = await mfa(again, previous);
      expectError(reused, 422, 'VALIDATION_FAILED');
      expect(reused.json().errors[0].title).toMatch(/already used/);
      expect((await mfa(again, codeAt(secret, now + 30_000))).statusCode).toBe(200);
      // Accepting the next step used up the current one too.
      expectError(await mfa(await challenge(), codeAt(secret, now)), 422, 'VALIDATION_FAILED');
    });

    it('accepts each recovery code once', async () => {
      const first = await mfa(await challenge(), recovery[0].toUpperCase());
      expect(first.statusCode, first.body).toBe(200);
      expectError(await mfa(await challenge(), recovery[0]), 422, 'VALIDATION_FAILED');
      expect((await mfa(await challenge(), recovery[1].replace('-', ' '))).statusCode).toBe(200);
    });

    it('lets an mfa_token finish one sign-in, within five minutes', async () => {
      setClock(now + 60_000);
      const used = await challenge();
      expect((await mfa(used, codeAt(secret, now))).statusCode).toBe(200);
      setClock(now + 30_000);
      const twice = await mfa(used, codeAt(secret, now));
      expectError(twice, 401, 'INVALID_TOKEN');
      expect(twice.json().errors[0].title).toMatch(/expired or was already finished; sign in with your password again/);

      const late = await challenge();
      setClock(now + 5 * 60_000 + 1000);
      expectError(await mfa(late, codeAt(secret, now)), 401, 'INVALID_TOKEN');
      expectError(await mfa('not-a-token', codeAt(secret, now)), 401, 'INVALID_TOKEN');
      const missing = await mfa(undefined, '');
      expectError(missing, 422, 'VALIDATION_FAILED');
      expect(missing.json().errors.map((e: { meta: { field: string } }) => e.meta.field)).toEqual(['mfa_token', 'code']);
    });

    it('counts wrong codes toward the sign-in limit of the account', async () => {
      setClock(now + 60_000);
      const mfaToken = await challenge();
      for (const wrong of ['000000', '111111', '222222']) expectError(await mfa(mfaToken, wrong === codeAt(secret, now) ? '333333' : wrong), 422, 'VALIDATION_FAILED');
      const limited = await mfa(mfaToken, codeAt(secret, now));
      expectError(limited, 429, 'RATE_LIMITED');
      expect(limited.headers['retry-after']).toBe('1');
      expectError(await login(), 429, 'RATE_LIMITED');
      setClock(now + 2000);
      expect((await mfa(mfaToken, codeAt(secret, now))).statusCode).toBe(200);
    });

    it('turns off only with both the password and a code', async () => {
      setClock(now + 60_000);
      token = (await mfa(await challenge(), recovery[2])).json().data.token;
      const off = (body: unknown) => server.call('DELETE', '/api/v1/auth/me/totp', body, token);
      const none = await off({});
      expectError(none, 422, 'VALIDATION_FAILED');
      expect(none.json().errors.map((e: { meta: { field: string } }) => e.meta.field)).toEqual(['password', 'code']);
      expectError(await off({ password: PASSWORD }), 422, 'VALIDATION_FAILED');
      const wrongPassword = await off({ password: 'not-the-password', code: codeAt(secret, now) });
      expectError(wrongPassword, 422, 'VALIDATION_FAILED');
      expect(wrongPassword.json().errors[0].meta.field).toBe('password');
      const wrongCode = await off({ password: PASSWORD, code: '000000' === codeAt(secret, now) ? '111111' : '000000' });
      expectError(wrongCode, 422, 'VALIDATION_FAILED');
      expect(wrongCode.json().errors[0].meta.field).toBe('code');
      expect((await off({ password: PASSWORD, code: codeAt(secret, now) })).statusCode).toBe(200);
      expect((await login()).json().data.token).toEqual(expect.any(String));
      expect(await server.database.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    });

    it('keeps the secret sealed and bound to its user: one kept in plain text by an older version works and is sealed at its next code; copied to another user it opens for nobody', async () => {
      const kept = async (username: string) =>
        String((await server.database.db.selectFrom('user_totp').innerJoin('users', 'users.id', 'user_totp.user_id').select('user_totp.secret').where('users.username', '=', username).executeTakeFirstOrThrow()).secret);
      setClock(now + 60_000);
      ({ secret } = (await server.call('POST', '/api/v1/auth/me/totp', undefined, token)).json().data);
      expect((await server.call('POST', '/api/v1/auth/me/totp/confirm', { code: codeAt(secret, now) }, token)).statusCode).toBe(200);
      const sealed = await kept('totp-user');
      expect(sealed).toMatch(/^v1\./);
      expect(sealed).not.toContain(secret);

      // As an older version kept it: plain base32.
      await server.database.db.updateTable('user_totp').set({ secret }).where('secret', '=', sealed).execute();
      setClock(now + 60_000);
      expect((await mfa(await challenge(), codeAt(secret, now))).statusCode).toBe(200);
      expect(await kept('totp-user')).toMatch(/^v1\./);

      // The sealed value copied into another user's row: their codes from that secret are refused.
      const other = await server.call('POST', '/api/v1/users', { username: 'totp-other', email: 'totp-other@example.com', role: 'finance', password: PASSWORD });
      expect(other.statusCode, other.body).toBe(201);
      await server.database.db.insertInto('user_totp').values({ user_id: other.json().data.id, secret: await kept('totp-user'), created_at: 1, confirmed_at: 1 }).execute();
      setClock(now + 60_000);
      const otherLogin = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'totp-other', password: PASSWORD } });
      expect(otherLogin.json().data.mfa_required).toBe(true);
      expectError(await mfa(otherLogin.json().data.mfa_token, codeAt(secret, now)), 422, 'VALIDATION_FAILED');
    });
  });
}

describe('sealed secrets', () => {
  it('open only under the key and for the row they were sealed with', () => {
    const key = new SealedSecrets('a'.repeat(32));
    const sealed = key.seal('JBSWY3DPEHPK3PXP', 'user_totp:1');
    expect(key.open(sealed, 'user_totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(key.open(sealed, 'user_totp:2')).toBeNull();
    expect(new SealedSecrets('b'.repeat(32)).open(sealed, 'user_totp:1')).toBeNull();
    // One bit of the sealed text flipped (not its last characters replaced: base64's last
    // character carries bits a decoder drops, so such a change was sometimes no change at all).
    const parts = sealed.split('.');
    const text = Buffer.from(parts.at(-1)!, 'base64url');
    text[0] ^= 1;
    expect(key.open([...parts.slice(0, -1), text.toString('base64url')].join('.'), 'user_totp:1')).toBeNull();
    expect(key.seal('JBSWY3DPEHPK3PXP', 'user_totp:1')).not.toBe(sealed); // a new IV each time
  });

  it('takes SECRETS_KEY of 32 characters or more, else the JWT secret', () => {
    const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'fsb-secrets-')), JWT_SECRET: 'j'.repeat(32) };
    expect(loadSettings(base).secretsKey).toBe(base.JWT_SECRET);
    expect(loadSettings({ ...base, SECRETS_KEY: 's'.repeat(40) }).secretsKey).toBe('s'.repeat(40));
    expect(() => loadSettings({ ...base, SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY must be at least 32 characters/);
  });
});
