/**
 * The rules every new password meets (issue 37 item 6, ASVS 6.2): at least PASSWORD_MIN_LENGTH
 * characters (12 by default, counted as characters), not one of the 30,000 most common passwords
 * shipped with the app (in any letter case), and no composition rules; wherever a password is set:
 * an administrator adding or changing a user, registration, a reset link, an invitation link, the
 * user's own change, and the first administrator's ADMIN_PASSWORD. Each refusal is a sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuiltApp } from '../../src/server/app';
import { loadSettings } from '../../src/server/config';
import { commonPasswords } from '../../src/server/auth/passwords';
import { createTestDatabase, DIALECTS, testSettings } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectFieldErrors } from '../support/expect';
import { tokenOf, waitForOutbox } from '../support/mail';

const TOO_SHORT = 'The password must be at least 12 characters long; a few words together make a good one';
const COMMON = 'This password is among the 30,000 most common ones, which anyone guessing tries first; choose another';

describe('the common-passwords list shipped with the app', () => {
  it('holds the 30,000 most common passwords, read once', () => {
    const list = commonPasswords();
    expect(list.size).toBe(30_000);
    for (const common of ['123456', 'password', 'qwerty123456', '1q2w3e4r5t6y', 'password1234']) expect(list.has(common)).toBe(true);
    expect(list.has('kaya-toast-7')).toBe(false);
    expect(commonPasswords()).toBe(list);
  });

  it('PASSWORD_MIN_LENGTH is 12 unless set, and never below 8', () => {
    expect(loadSettings({}).passwordMinLength).toBe(12);
    expect(loadSettings({ PASSWORD_MIN_LENGTH: '15' }).passwordMinLength).toBe(15);
    expect(() => loadSettings({ PASSWORD_MIN_LENGTH: '6' })).toThrow('PASSWORD_MIN_LENGTH must be between 8 and 128, got "6"');
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] password rules wherever a password is set`, () => {
    let server: TestServer;
    /** The same database with PASSWORD_MIN_LENGTH=16. */
    let longer: BuiltApp;
    beforeAll(async () => {
      server = await startTestServer(dialect, { registration: true });
      longer = await build({ ...server.settings, passwordMinLength: 16 });
    });
    afterAll(async () => {
      await longer?.app.close();
      await server?.close();
    });

    const post = (url: string, body: unknown) => server.app.inject({ method: 'POST', url, payload: body as object });
    /** The one sentence a refused password gets, on its field. */
    const refusal = (res: Awaited<ReturnType<typeof post>>) => expectFieldErrors(res, ['password'])[0].title;

    it('an administrator adding or changing a user: 12 characters and not a common password, nothing else', async () => {
      expect(refusal(await server.call('POST', '/api/v1/users', { username: 'ana', role: 'sales', password: 'kaya-toast7' }))).toBe(TOO_SHORT);
      expect(refusal(await server.call('POST', '/api/v1/users', { username: 'ana', role: 'sales', password: 'QWERTY123456' }))).toBe(COMMON);
      // No composition rules: twelve lower-case letters and dashes are enough.
      const added = await server.call('POST', '/api/v1/users', { username: 'ana', role: 'sales', password: 'kaya-toast-7' });
      expect(added.statusCode, added.body).toBe(201);
      const id = added.json().data.id;
      expect(refusal(await server.call('PATCH', `/api/v1/users/${id}`, { password: 'password1234' }))).toBe(COMMON);
      expect(refusal(await server.call('PATCH', `/api/v1/users/${id}`, { password: 'short-pw' }))).toBe(TOO_SHORT);
      // Characters, not bytes: eleven Japanese characters are too few, twelve are enough.
      expect(refusal(await server.call('PATCH', `/api/v1/users/${id}`, { password: '日本語のパスワードです' }))).toBe(TOO_SHORT);
      expect((await server.call('PATCH', `/api/v1/users/${id}`, { password: '日本語のパスワードですね' })).statusCode).toBe(200);
      const signedIn = await post('/api/v1/auth/token', { username: 'ana', password: '日本語のパスワードですね' });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    });

    it('PASSWORD_MIN_LENGTH sets the length, and the sentence says it', async () => {
      const res = await longer.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { username: 'bea', email: 'bea@example.sg', password: 'kaya-toast-77' } });
      expect(refusal(res)).toBe('The password must be at least 16 characters long; a few words together make a good one');
      expect((await longer.app.inject({ method: 'GET', url: '/api/v1/auth/config' })).json().data.password_min_length).toBe(16);
      expect((await post('/api/v1/auth/register', { username: 'bea', email: 'bea@example.sg', password: 'kaya-toast-77' })).statusCode).toBe(201);
    });

    it('registration, a reset link and an invitation refuse short and common passwords, and the link stays usable', async () => {
      expect(refusal(await post('/api/v1/auth/register', { username: 'cai', email: 'cai@example.sg', password: 'sunshine' }))).toBe(TOO_SHORT);
      expect(refusal(await post('/api/v1/auth/register', { username: 'cai', email: 'cai@example.sg', password: 'FinalFantasy' }))).toBe(COMMON);

      const reset = await server.call('POST', '/api/v1/users', { username: 'dev', email: 'dev@example.sg', role: 'sales', password: 'laksa-lunch-42' });
      expect(reset.statusCode, reset.body).toBe(201);
      await post('/api/v1/auth/forgot-password', { email: 'dev@example.sg' });
      const token = tokenOf((await waitForOutbox(server, 'dev@example.sg'))[0].body, '/auth/reset-password');
      expect(refusal(await post('/api/v1/auth/reset-password', { token, password: 'laksa-lunch' }))).toBe(TOO_SHORT);
      expect(refusal(await post('/api/v1/auth/reset-password', { token, password: '1q2w3e4r5t6y' }))).toBe(COMMON);
      expect(refusal(await post('/api/v1/auth/reset-password', { token, password: 'dev-at-the-hawker' }))).toBe('The password may not contain your username or email');
      expect((await post('/api/v1/auth/reset-password', { token, password: 'laksa-dinner-43' })).statusCode).toBe(200);

      const invited = await server.call('POST', '/api/v1/users', { username: 'eli', email: 'eli@example.sg', role: 'sales' });
      expect(invited.statusCode, invited.body).toBe(201);
      const invitation = tokenOf((await waitForOutbox(server, 'eli@example.sg'))[0].body, '/auth/set-password');
      expect(refusal(await post('/api/v1/auth/set-password', { token: invitation, password: '1234567890' }))).toBe(TOO_SHORT);
      expect(refusal(await post('/api/v1/auth/set-password', { token: invitation, password: 'qwerty123456' }))).toBe(COMMON);
      expect((await post('/api/v1/auth/set-password', { token: invitation, password: 'chilli-crab-night' })).statusCode).toBe(200);
    });

    it("the user's own change refuses short and common passwords", async () => {
      expect((await server.call('POST', '/api/v1/users', { username: 'fay', role: 'sales', password: 'mango-sticky-rice' })).statusCode).toBe(201);
      const token = (await post('/api/v1/auth/token', { username: 'fay', password: 'mango-sticky-rice' })).json().data.token as string;
      const change = (password: string) => server.call('POST', '/api/v1/auth/me/password', { current_password: 'mango-sticky-rice', password }, token);
      expect(refusal(await change('mango-rice'))).toBe(TOO_SHORT);
      expect(refusal(await change('Password1234'))).toBe(COMMON);
      expect((await change('mango-sticky-rice-2')).statusCode).toBe(200);
    });

    it('a weak ADMIN_PASSWORD stops the first start with the reason', async () => {
      // One fresh database: a refused first start leaves no user, so the next start is a first one too.
      const db = await createTestDatabase(dialect);
      try {
        for (const [password, reason] of [
          ['admin-pass', TOO_SHORT],
          ['password1234', COMMON],
        ]) {
          await expect(build(testSettings(db, { adminPassword: password }))).rejects.toThrow(`ADMIN_PASSWORD is refused: ${reason}. Set another, or leave it unset and one is made and printed at the first start.`);
        }
      } finally {
        await db.drop();
      }
    });
  });
}
