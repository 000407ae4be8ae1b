/**
 * A second factor required by role (api-contract.md, "Second factor and sessions"; issue 37, item
 * 4): with MFA_ENFORCE on, a user of a role with `require_mfa` (admin and finance as shipped) and
 * no factor gets 403 MFA_SETUP_REQUIRED from every call but setting one up, until they have one; a
 * role without it is not asked; a passkey counts as a factor; an administrator's reset of a user's factors (audited, mailed,
 * sessions ended, refused to others) and the command-line reset; a password reset keeps the
 * factor. With MFA_ENFORCE off nobody is asked.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { PROJECT_ROOT } from '../../src/server/config';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { startFakeSmtp, type FakeSmtpServer } from '../support/fakes/smtp-server';
import { tokenOf } from '../support/mail';

const PASSWORD = 'mfa-required-password-1';
const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp: Date.now() });
const run = promisify(execFile);

for (const dialect of DIALECTS) {
  describe(`[${dialect}] second factor required by role (MFA_ENFORCE on)`, () => {
    let server: TestServer;
    let smtp: FakeSmtpServer;
    const secrets = new Map<string, string>();

    /** The clock moves on a 30-second step before each code, so no code is refused as a replay. */
    const nextStep = () => vi.setSystemTime(Date.now() + 30_000);
    const signIn = async (username: string, password = PASSWORD) => {
      const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      if (!data.mfa_required) return data as { token: string; user: Record<string, unknown> };
      nextStep();
      const done = await server.app.inject({ method: 'POST', url: '/api/v1/auth/mfa', payload: { mfa_token: data.mfa_token, code: code(secrets.get(username)!) } });
      expect(done.statusCode, done.body).toBe(200);
      return done.json().data as { token: string; user: Record<string, unknown> };
    };
    /** Set up the authenticator app through the API, as the set-up page does. */
    const setUpTotp = async (username: string, token: string) => {
      const begin = await server.call('POST', '/api/v1/auth/me/totp', undefined, token);
      expect(begin.statusCode, begin.body).toBe(200);
      secrets.set(username, begin.json().data.secret);
      nextStep();
      const confirm = await server.call('POST', '/api/v1/auth/me/totp/confirm', { code: code(begin.json().data.secret) }, token);
      expect(confirm.statusCode, confirm.body).toBe(200);
    };
    const addUser = async (username: string, role: string) => {
      const res = await server.call('POST', '/api/v1/users', { username, email: `${username}@example.com`, role, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      server = await startTestServer(dialect, { mfaEnforce: true, smtp: { host: '127.0.0.1', port: smtp.port, security: 'none' }, mailFrom: 'Office <office@example.com>' });
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterAll(async () => {
      vi.useRealTimers();
      await server?.close();
      await smtp?.close();
    });

    it('ships require_mfa on for admin and finance only', async () => {
      const rows = await server.database.db.selectFrom('roles').select(['name', 'require_mfa']).execute();
      const required = rows.filter((r) => Boolean(Number(r.require_mfa))).map((r) => r.name);
      expect(required.sort()).toEqual(['admin', 'finance']);
    });

    it('refuses the first administrator everything but setting up a factor, then works once the authenticator app is confirmed', async () => {
      // The test server signed the admin in at start: a fresh install's administrator.
      for (const [method, url] of [['GET', '/api/v1/users'], ['GET', '/api/v1/roles'], ['GET', '/api/v1/dashboard'], ['POST', '/api/v1/events/ticket'], ['GET', '/api/v1/companies']] as const) {
        const res = await server.call(method, url);
        const [error] = expectError(res, 403, 'MFA_SETUP_REQUIRED');
        expect(error.title, url).toMatch(/requires a second factor: set up an authenticator app/);
      }
      // A write is refused before its body is looked at.
      expectError(await server.call('POST', '/api/v1/users', { username: 'x' }), 403, 'MFA_SETUP_REQUIRED');
      const me = await server.call('GET', '/api/v1/auth/me');
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().data.mfa_setup_required).toBe(true);
      expect((await server.call('PATCH', '/api/v1/auth/me/preferences', { theme: 'dark' })).statusCode).toBe(200);
      expect((await server.call('GET', '/api/v1/auth/me/totp')).json().data).toEqual({ enabled: false });

      await setUpTotp('admin', server.token);
      const after = await server.call('GET', '/api/v1/users');
      expect(after.statusCode, after.body).toBe(200);
      expect((await server.call('GET', '/api/v1/auth/me')).json().data.mfa_setup_required).toBeUndefined();
    });

    it('gates a finance user without a factor on several routes (the sign-in answer says so), not a sales user', async () => {
      await addUser('fin-new', 'finance');
      await addUser('sales-new', 'sales');
      const fin = await signIn('fin-new');
      expect(fin.user.mfa_setup_required).toBe(true);
      for (const url of ['/api/v1/sales_invoices', '/api/v1/payments', '/api/v1/companies', '/api/v1/dashboard']) expectError(await server.call('GET', url, undefined, fin.token), 403, 'MFA_SETUP_REQUIRED');
      const sales = await signIn('sales-new');
      expect(sales.user.mfa_setup_required).toBeUndefined();
      const list = await server.call('GET', '/api/v1/companies', undefined, sales.token);
      expect(list.statusCode, list.body).toBe(200);

      await setUpTotp('fin-new', fin.token);
      const invoices = await server.call('GET', '/api/v1/sales_invoices', undefined, fin.token);
      expect(invoices.statusCode, invoices.body).toBe(200);
      // The next sign-in asks for the code, and the session it gives works at once.
      const again = await signIn('fin-new');
      expect((await server.call('GET', '/api/v1/payments', undefined, again.token)).statusCode).toBe(200);
    });

    it('lets an administrator reset a user\'s factors: audited, sessions ended, the user mailed; anyone else is refused', async () => {
      const id = await addUser('fin-lost', 'finance');
      const first = await signIn('fin-lost');
      await setUpTotp('fin-lost', first.token);
      const session = await signIn('fin-lost');
      const sales = await signIn('sales-new');

      const refused = expectError(await server.call('POST', `/api/v1/users/${id}/reset-mfa`, undefined, sales.token), 403, 'FORBIDDEN');
      expect(refused[0].title).toBe("Only an administrator may reset a user's second factor");
      expectError(await server.call('POST', `/api/v1/users/${id}/reset-mfa`, undefined, session.token), 403, 'FORBIDDEN');
      expectError(await server.call('POST', '/api/v1/users/999999/reset-mfa'), 404, 'NOT_FOUND');

      const reset = await server.call('POST', `/api/v1/users/${id}/reset-mfa`);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().data).toEqual({ had_factor: true, mail: 'sent' });
      const db = server.database.db;
      expect(await db.selectFrom('user_totp').selectAll().where('user_id', '=', id).execute()).toEqual([]);
      expect(await db.selectFrom('recovery_codes').selectAll().where('user_id', '=', id).execute()).toEqual([]);
      const [entry] = await db.selectFrom('audit_logs').selectAll().where('model', '=', 'users').where('header_id', '=', id).where('action', '=', 'reset-mfa').execute();
      expect(entry.user_id).toBe(1);
      expect(JSON.parse(entry.log)).toMatchObject({ had_factor: true, by: 'admin' });
      // Every session of the user ended, at once.
      expectError(await server.call('GET', '/api/v1/auth/me', undefined, session.token), 401, 'INVALID_TOKEN');
      expectError(await server.call('GET', '/api/v1/auth/me', undefined, first.token), 401, 'INVALID_TOKEN');
      const mail = await smtp.waitForMail((m) => m.to.includes('fin-lost@example.com'));
      expect(mail.headers.subject).toBe('Your second factor was reset');
      expect(mail.text).toMatch(/An administrator \(admin\) removed the second factor of your account/);

      // The password alone signs in again, into the set-up page.
      const next = await signIn('fin-lost');
      expect(next.user.mfa_setup_required).toBe(true);
      expectError(await server.call('GET', '/api/v1/payments', undefined, next.token), 403, 'MFA_SETUP_REQUIRED');
    });

    it('counts a passkey as a factor (the session already open works at once), and the reset removes it too', async () => {
      const id = await addUser('fin-passkey', 'finance');
      const session = await signIn('fin-passkey');
      expectError(await server.call('GET', '/api/v1/payments', undefined, session.token), 403, 'MFA_SETUP_REQUIRED');
      // A passkey as auth/passkeys.ts keeps it once registered (tests/server/passkeys.test.ts registers real ones).
      await server.database.db
        .insertInto('webauthn_credentials')
        .values({ user_id: id, credential_id: 'mfa-required-credential', public_key: 'AQID', counter: 0, name: 'Laptop', created_at: Math.floor(Date.now() / 1000) })
        .execute();
      const payments = await server.call('GET', '/api/v1/payments', undefined, session.token);
      expect(payments.statusCode, payments.body).toBe(200);
      const reset = await server.call('POST', `/api/v1/users/${id}/reset-mfa`);
      expect(reset.json().data).toEqual({ had_factor: true, mail: 'sent' });
      expect(await server.database.db.selectFrom('webauthn_credentials').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    });

    it('keeps the factor through a password reset', async () => {
      const id = await addUser('fin-forgot', 'finance');
      await setUpTotp('fin-forgot', (await signIn('fin-forgot')).token);
      const ask = await server.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'fin-forgot@example.com' } });
      expect(ask.statusCode, ask.body).toBe(200);
      const mail = await smtp.waitForMail((m) => m.to.includes('fin-forgot@example.com'));
      const token = tokenOf(mail.text, '/auth/reset-password');
      const reset = await server.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'a-brand-new-password-2' } });
      expect(reset.statusCode, reset.body).toBe(200);
      const row = await server.database.db.selectFrom('user_totp').select('confirmed_at').where('user_id', '=', id).executeTakeFirst();
      expect(row?.confirmed_at).not.toBeNull();
      const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'fin-forgot', password: 'a-brand-new-password-2' } });
      expect(login.json().data).toMatchObject({ mfa_required: true, methods: ['totp', 'recovery_code'] });
    });

    it('resets a factor from the command line (npm run reset-mfa), which a running server sees at once', async () => {
      const id = await addUser('fin-cli', 'finance');
      await setUpTotp('fin-cli', (await signIn('fin-cli')).token);
      const session = await signIn('fin-cli');
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: server.settings.databaseUrl, DATA_DIR: join(server.settings.storageDir, '..'), JWT_SECRET: server.settings.jwtSecret, LOG_LEVEL: 'warn' };
      const { stdout } = await run(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'scripts/reset-mfa.ts'), 'fin-cli'], { cwd: PROJECT_ROOT, env, timeout: 60_000 });
      expect(stdout).toMatch(/Removed the second factor of fin-cli; their sessions are ended; mail queued in the outbox/);
      expect(await server.database.db.selectFrom('user_totp').selectAll().where('user_id', '=', id).execute()).toEqual([]);
      const [entry] = await server.database.db.selectFrom('audit_logs').selectAll().where('header_id', '=', id).where('action', '=', 'reset-mfa').execute();
      expect(entry.user_id).toBeNull();
      expect(JSON.parse(entry.log)).toMatchObject({ by: 'command line' });
      await expect.poll(async () => (await server.call('GET', '/api/v1/auth/me', undefined, session.token)).statusCode, { timeout: 5000 }).toBe(401);
      const unknown = await run(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'scripts/reset-mfa.ts'), 'nobody-here'], { cwd: PROJECT_ROOT, env, timeout: 60_000 }).catch((e: { code: number; stderr: string }) => e);
      expect(unknown).toMatchObject({ code: 1, stderr: expect.stringMatching(/No user is called nobody-here/) });
    }, 120_000);
  });

  describe(`[${dialect}] second factor not enforced (MFA_ENFORCE off)`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => server?.close());

    it('lets admin and finance users without a factor work', async () => {
      expect(server.settings.mfaEnforce).toBe(false);
      expect((await server.call('GET', '/api/v1/users')).statusCode).toBe(200);
      const add = await server.call('POST', '/api/v1/users', { username: 'fin-free', email: 'fin-free@example.com', role: 'finance', password: PASSWORD });
      expect(add.statusCode, add.body).toBe(201);
      const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'fin-free', password: PASSWORD } });
      expect(login.json().data.user.mfa_setup_required).toBeUndefined();
      const invoices = await server.call('GET', '/api/v1/sales_invoices', undefined, login.json().data.token);
      expect(invoices.statusCode, invoices.body).toBe(200);
    });
  });
}
