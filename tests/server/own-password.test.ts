/**
 * POST /auth/me/password (issue 10, item 9): any signed-in user, whatever their role, changes
 * their own password with the current one; a wrong current password or a weak new one is 422 on
 * its field; the user's other sessions end and the caller's goes on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';

const OLD = 'Tangerine-Kite-42';
const NEW = 'Harbour-Lantern-97';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] POST /auth/me/password`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { loginLimitPerUser: 3 });
    });
    afterAll(async () => server?.close());

    const signIn = async (username: string, password: string) => {
      const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });
      return res;
    };
    const addUser = async (username: string, role: string) => {
      const res = await server.call('POST', '/api/v1/users', { username, role, password: OLD });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number };
    };
    const change = (token: string | null, body: unknown) => server.call('POST', '/api/v1/auth/me/password', body, token);

    it('lets a technician and a read-only user change their own password; other sessions end, this one goes on', async () => {
      for (const [username, role] of [
        ['tech.own', 'technician'],
        ['reader.own', 'readonly'],
      ]) {
        await addUser(username, role);
        const here = (await signIn(username, OLD)).json().data;
        const elsewhere = (await signIn(username, OLD)).json().data;

        const res = await change(here.token, { current_password: OLD, password: NEW });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ data: {} });

        expectError(await signIn(username, OLD), 401, 'INVALID_CREDENTIALS');
        expect((await signIn(username, NEW)).statusCode).toBe(200);
        expect((await server.call('GET', '/api/v1/auth/me', undefined, here.token)).statusCode).toBe(200);
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, elsewhere.token), 401, 'INVALID_TOKEN');
        // Neither the password nor its hash reaches the audit log.
        const audit = await server.database.db.selectFrom('audit_logs').selectAll().execute();
        expect(JSON.stringify(audit)).not.toContain(NEW);
      }
    });

    it('refuses a wrong current password with 422 on current_password, changes nothing, and limits the guesses', async () => {
      await addUser('guesser', 'sales');
      const { token } = (await signIn('guesser', OLD)).json().data;
      expectFieldErrors(await change(token, { current_password: 'Not-The-One-1', password: NEW }), ['current_password']);
      expectFieldErrors(await change(token, { current_password: 'Not-The-One-2', password: NEW }), ['current_password']);
      expectFieldErrors(await change(token, { current_password: 'Not-The-One-3', password: NEW }), ['current_password']);
      // The per-user limit of failed sign-ins (3 here) now holds, even for the right password.
      expectError(await change(token, { current_password: OLD, password: NEW }), 429, 'RATE_LIMITED');
      expect((await server.call('GET', '/api/v1/auth/me', undefined, token)).statusCode).toBe(200);
      // Nothing was changed: once the window is cleared, the old password still signs in.
      await server.database.db.deleteFrom('login_failures').execute();
      expect((await signIn('guesser', OLD)).statusCode).toBe(200);
    });

    it('refuses a weak, equal or missing new password and unknown fields with 422, one entry per field', async () => {
      await addUser('weakling', 'finance');
      const { token } = (await signIn('weakling', OLD)).json().data;
      expectFieldErrors(await change(token, { current_password: OLD, password: 'short' }), ['password']);
      expectFieldErrors(await change(token, { current_password: OLD, password: 'password123' }), ['password']);
      expectFieldErrors(await change(token, { current_password: OLD, password: 'weakling-2024' }), ['password']);
      expectFieldErrors(await change(token, { current_password: OLD, password: OLD }), ['password']);
      expectFieldErrors(await change(token, {}), ['current_password', 'password']);
      expectFieldErrors(await change(token, { current_password: OLD, password: NEW, role: 'admin' }), ['role']);
      expectError(await change(token, [1, 2]), 400, 'BAD_REQUEST');
      expect((await signIn('weakling', OLD)).statusCode).toBe(200);
    });

    it('needs a signed-in user', async () => {
      expectError(await change(null, { current_password: OLD, password: NEW }), 401, 'INVALID_TOKEN');
    });
  });
}
