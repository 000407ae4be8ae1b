/**
 * Account flows by mail: forgot/reset password, invitations (set password), registration and
 * email verification, through the outbox (no SMTP_HOST) and once through a local SMTP server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/server/config';
import { createMailer } from '../../src/server/mail/mailer';
import { unixNow } from '../../src/server/clock';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';
import { outbox, tokenOf, waitForOutbox } from '../support/mail';
import { startFakeSmtp, type FakeSmtpServer } from '../support/fakes/smtp-server';

const STRONG = 'Tangerine-Kite-42';
const STRONGER = 'Harbour-Lantern-97';

/** Calls of the account pages: public, no token. */
const publicCalls = (server: TestServer) => ({
  post: (url: string, body: unknown) => server.app.inject({ method: 'POST', url, payload: body as object }),
  signIn: (username: string, password: string) => server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } }),
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] account mails through the outbox`, () => {
    let server: TestServer;
    let post: ReturnType<typeof publicCalls>['post'];
    let signIn: ReturnType<typeof publicCalls>['signIn'];
    beforeAll(async () => {
      server = await startTestServer(dialect);
      ({ post, signIn } = publicCalls(server));
    });
    afterAll(async () => server?.close());

    const addUser = async (values: Record<string, unknown>) => {
      const res = await server.call('POST', '/api/v1/users', values);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; email: string; username: string };
    };
    const expireTokensOf = (userId: number) => server.database.db.updateTable('account_tokens').set({ expires_at: unixNow() - 1 }).where('user_id', '=', userId).execute();

    it('GET /auth/config answers registration off and no social providers by default', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/v1/auth/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { registration: false, social: [], password_min_length: 12 } });
    });

    it('POST /auth/register answers 403 FORBIDDEN while REGISTRATION is off, and creates nobody', async () => {
      const before = (await server.call('GET', '/api/v1/users?status=all')).json().meta.page.total;
      expectError(await post('/api/v1/auth/register', { username: 'walkin', email: 'walkin@example.com', password: STRONG }), 403, 'FORBIDDEN');
      expect((await server.call('GET', '/api/v1/users?status=all')).json().meta.page.total).toBe(before);
      expect(await outbox(server, 'walkin@example.com')).toEqual([]);
    });

    describe('forgot and reset password', () => {
      it('works end to end through the outbox: one mail, its link sets the new password once, and every session ends', async () => {
        const user = await addUser({ username: 'forgetful', email: 'Forgetful@Example.com', role: 'technician', password: 'old-password-1' });
        const before = (await signIn('forgetful', 'old-password-1')).json().data;

        const res = await post('/api/v1/auth/forgot-password', { email: 'forgetful@example.COM' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ data: {} });
        const [mail] = await waitForOutbox(server, 'Forgetful@Example.com');
        expect(mail.subject).toMatch(/reset/i);
        expect(mail.body).toMatch(/one hour/);
        const token = tokenOf(mail.body, '/auth/reset-password');
        // Only the hash is stored.
        const stored = await server.database.db.selectFrom('account_tokens').selectAll().where('user_id', '=', user.id).execute();
        expect(stored).toHaveLength(1);
        expect(JSON.stringify(stored)).not.toContain(token);

        const reset = await post('/api/v1/auth/reset-password', { token, password: STRONG });
        expect(reset.statusCode, reset.body).toBe(200);
        expect(reset.json()).toEqual({ data: {} });

        expectError(await signIn('forgetful', 'old-password-1'), 401, 'INVALID_CREDENTIALS');
        expect((await signIn('forgetful', STRONG)).statusCode).toBe(200);
        // The session from before the reset has ended, access and refresh alike.
        expectError(await server.call('GET', '/api/v1/auth/me', undefined, before.token), 401, 'INVALID_TOKEN');
        expectError(await post('/api/v1/auth/refresh-token', { token: before.token, refresh_token: before.refresh_token, user_id: before.user_id }), 401, 'INVALID_TOKEN');
        // The link works once.
        expectError(await post('/api/v1/auth/reset-password', { token, password: STRONGER }), 400, 'BAD_REQUEST');
        expect((await signIn('forgetful', STRONG)).statusCode).toBe(200);
        // The audit log has the change, without the password.
        const audit = (await server.call('GET', `/api/v1/audit-log?filterExt=${encodeURIComponent(`model='users',header_id=${user.id}`)}`)).json().data;
        expect(audit.length).toBeGreaterThanOrEqual(2);
        expect(JSON.stringify(audit)).not.toMatch(/scrypt|old-password-1|Tangerine/);
      });

      it('answers the same for unknown, disabled and unverified addresses, and mails nobody', async () => {
        const gone = await addUser({ username: 'gone-user', email: 'gone@example.com', role: 'technician', password: 'gone-password-1' });
        await server.call('PATCH', `/api/v1/users/${gone.id}`, { status: 'V' });
        const answers = [];
        for (const email of ['nobody@example.com', 'gone@example.com', 'not an address', 'x'.repeat(300)]) {
          const res = await post('/api/v1/auth/forgot-password', { email });
          answers.push([res.statusCode, res.body]);
        }
        expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
        expect(answers[0]).toEqual([200, '{"data":{}}']);
        await new Promise((r) => setTimeout(r, 100));
        expect(await outbox(server, 'nobody@example.com')).toEqual([]);
        expect(await outbox(server, 'gone@example.com')).toEqual([]);
        // A missing email is a plain 422, which says nothing about accounts.
        expectFieldErrors(await post('/api/v1/auth/forgot-password', {}), ['email']);
        expectError(await post('/api/v1/auth/forgot-password', ['a']), 400, 'BAD_REQUEST');
      });

      it('refuses unknown, malformed, used and expired tokens with 400, and a weak password with 422 without using the token', async () => {
        const user = await addUser({ username: 'resetter', email: 'resetter@example.com', role: 'technician', password: 'resetter-old-1' });
        await post('/api/v1/auth/forgot-password', { email: 'resetter@example.com' });
        const token = tokenOf((await waitForOutbox(server, 'resetter@example.com'))[0].body, '/auth/reset-password');

        for (const bad of ['x'.repeat(43), 'short', '', 42, null, `${token}x`, token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))]) {
          const [entry] = expectError(await post('/api/v1/auth/reset-password', { token: bad, password: STRONG }), 400, 'BAD_REQUEST');
          expect(entry.meta).toEqual({ field: 'token' });
        }
        for (const weak of ['short', 'password123', 'aaaaaaaaaaaa', 'resetter-is-me', 'abababababab']) {
          expectFieldErrors(await post('/api/v1/auth/reset-password', { token, password: weak }), ['password']);
        }
        expectFieldErrors(await post('/api/v1/auth/reset-password', { token }), ['password']);
        // Still usable after the refusals.
        expect((await post('/api/v1/auth/reset-password', { token, password: STRONG })).statusCode).toBe(200);

        // An expired link: 400, and the password stays.
        await post('/api/v1/auth/forgot-password', { email: 'resetter@example.com' });
        const second = tokenOf((await waitForOutbox(server, 'resetter@example.com', 2))[1].body, '/auth/reset-password');
        await expireTokensOf(user.id);
        expectError(await post('/api/v1/auth/reset-password', { token: second, password: STRONGER }), 400, 'BAD_REQUEST');
        expect((await signIn('resetter', STRONG)).statusCode).toBe(200);
      });

      it('a new link retires the previous one; at most 3 mails an hour per account', async () => {
        await addUser({ username: 'many-links', email: 'many@example.com', role: 'technician', password: 'many-links-1' });
        for (let i = 0; i < 5; i++) expect((await post('/api/v1/auth/forgot-password', { email: 'many@example.com' })).json()).toEqual({ data: {} });
        const mails = await waitForOutbox(server, 'many@example.com', 3);
        await new Promise((r) => setTimeout(r, 100));
        expect(await outbox(server, 'many@example.com')).toHaveLength(3);
        const [first, , last] = mails.map((m) => tokenOf(m.body, '/auth/reset-password'));
        expectError(await post('/api/v1/auth/reset-password', { token: first, password: STRONG }), 400, 'BAD_REQUEST');
        expect((await post('/api/v1/auth/reset-password', { token: last, password: STRONG })).statusCode).toBe(200);
      });
    });

    describe('invitations', () => {
      it('a user added without a password gets a set-password link that works once and lets them sign in', async () => {
        const user = await addUser({ username: 'newcomer', email: 'newcomer@example.com', role: 'sales' });
        const [mail] = await waitForOutbox(server, 'newcomer@example.com');
        expect(mail.subject).toMatch(/invited/i);
        expect(mail.body).toContain('"newcomer"');
        const token = tokenOf(mail.body, '/auth/set-password');
        expectError(await signIn('newcomer', STRONG), 401, 'INVALID_CREDENTIALS');
        expectFieldErrors(await post('/api/v1/auth/set-password', { token, password: 'newcomer-pass' }), ['password']);
        const res = await post('/api/v1/auth/set-password', { token, password: STRONG });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ data: {} });
        const signed = await signIn('newcomer', STRONG);
        expect(signed.statusCode).toBe(200);
        expect(signed.json().data.user).toMatchObject({ id: user.id, role: 'sales', home: expect.stringMatching(/^\//) });
        expectError(await post('/api/v1/auth/set-password', { token, password: STRONGER }), 400, 'BAD_REQUEST');
      });

      it('mails nobody added with a password or without an email; POST /users/{id}/invite sends one on demand', async () => {
        const withPassword = await addUser({ username: 'has-pass', email: 'has-pass@example.com', role: 'sales', password: 'has-pass-123' });
        await addUser({ username: 'no-mail', role: 'sales' });
        await new Promise((r) => setTimeout(r, 100));
        expect(await outbox(server, 'has-pass@example.com')).toEqual([]);

        const res = await server.call('POST', `/api/v1/users/${withPassword.id}/invite`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ data: {} });
        const token = tokenOf((await waitForOutbox(server, 'has-pass@example.com'))[0].body, '/auth/set-password');
        expect((await post('/api/v1/auth/set-password', { token, password: STRONG })).statusCode).toBe(200);
        expect((await signIn('has-pass', STRONG)).statusCode).toBe(200);

        const noMail = (await server.call('GET', `/api/v1/users?filter=no-mail`)).json().data[0];
        expectFieldErrors(await server.call('POST', `/api/v1/users/${noMail.id}/invite`), ['email']);
        expectError(await server.call('POST', '/api/v1/users/987654/invite'), 404, 'NOT_FOUND');
        // Only someone who may update users may invite.
        const sales = (await signIn('has-pass', STRONG)).json().data.token;
        expectError(await server.call('POST', `/api/v1/users/${withPassword.id}/invite`, undefined, sales), 403, 'FORBIDDEN');
      });

      it('a reset link does not set an invited password, nor an invitation reset one', async () => {
        await addUser({ username: 'kinds', email: 'kinds@example.com', role: 'sales' });
        const invite = tokenOf((await waitForOutbox(server, 'kinds@example.com'))[0].body, '/auth/set-password');
        expectError(await post('/api/v1/auth/reset-password', { token: invite, password: STRONG }), 400, 'BAD_REQUEST');
        expect((await post('/api/v1/auth/set-password', { token: invite, password: STRONG })).statusCode).toBe(200);
        await post('/api/v1/auth/forgot-password', { email: 'kinds@example.com' });
        const reset = tokenOf((await waitForOutbox(server, 'kinds@example.com', 2))[1].body, '/auth/reset-password');
        expectError(await post('/api/v1/auth/set-password', { token: reset, password: STRONGER }), 400, 'BAD_REQUEST');
        expect((await post('/api/v1/auth/reset-password', { token: reset, password: STRONGER })).statusCode).toBe(200);
      });
    });
  });

  describe(`[${dialect}] registration`, () => {
    let server: TestServer;
    let post: ReturnType<typeof publicCalls>['post'];
    let signIn: ReturnType<typeof publicCalls>['signIn'];
    beforeAll(async () => {
      server = await startTestServer(dialect, { registration: true, publicUrl: 'https://office.example.com' });
      ({ post, signIn } = publicCalls(server));
    });
    afterAll(async () => server?.close());

    it('GET /auth/config says registration is on', async () => {
      expect((await server.app.inject({ method: 'GET', url: '/api/v1/auth/config' })).json()).toEqual({ data: { registration: true, social: [], password_min_length: 12 } });
    });

    it('registers with status N and the readonly role, mails a verification link, and signs in only once verified', async () => {
      const res = await post('/api/v1/auth/register', { username: 'Walkin', email: 'walkin@example.com', password: STRONG, first_name: 'Wally' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ data: {} });
      const user = (await server.call('GET', '/api/v1/users?status=all&filter=walkin')).json().data[0];
      expect(user).toMatchObject({ username: 'Walkin', email: 'walkin@example.com', role: 'readonly', status: 'N', first_name: 'Wally' });
      expect(JSON.stringify(user)).not.toMatch(/password|scrypt/);

      const [mail] = await waitForOutbox(server, 'walkin@example.com');
      expect(mail.body).toContain('Hello Wally,');
      const token = tokenOf(mail.body, '/auth/verify-email', 'https://office.example.com');
      const [entry] = expectError(await signIn('walkin', STRONG), 401, 'INVALID_CREDENTIALS');
      expect(entry.title).toMatch(/verify/i);

      expect((await post('/api/v1/auth/verify-email', { token })).json()).toEqual({ data: {} });
      const signed = await signIn('walkin', STRONG);
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().data.user).toMatchObject({ status: 'O', role: 'readonly', home: '/dashboard' });
      expectError(await post('/api/v1/auth/verify-email', { token }), 400, 'BAD_REQUEST');
      expectError(await post('/api/v1/auth/verify-email', { token: 'nope' }), 400, 'BAD_REQUEST');
      expectError(await post('/api/v1/auth/verify-email', {}), 400, 'BAD_REQUEST');
    });

    it('refuses bad input with 422, one entry per field', async () => {
      expectFieldErrors(await post('/api/v1/auth/register', {}), ['username', 'email', 'password']);
      expectFieldErrors(await post('/api/v1/auth/register', { username: 'a b', email: 'not-mail', password: STRONG }), ['username', 'email']);
      expectFieldErrors(await post('/api/v1/auth/register', { username: 'weakling', email: 'weak@example.com', password: 'password1' }), ['password']);
      expectFieldErrors(await post('/api/v1/auth/register', { username: 'sneaky', email: 'sneaky@example.com', password: STRONG, role: 'admin' }), ['role']);
      expectFieldErrors(await post('/api/v1/auth/register', { username: 'longname', email: 'l@example.com', password: STRONG, first_name: 'x'.repeat(101) }), ['first_name']);
      expect((await server.call('GET', '/api/v1/users?status=all&filter=sneaky')).json().data).toEqual([]);
    });

    it('refuses a username taken in another letter case (409); an email in use gets a mail instead of a second account', async () => {
      const [conflict] = expectError(await post('/api/v1/auth/register', { username: 'ADMIN', email: 'other@example.com', password: STRONG }), 409, 'CONFLICT');
      expect(conflict.meta).toEqual({ field: 'username' });
      const res = await post('/api/v1/auth/register', { username: 'second-walkin', email: 'WALKIN@example.com', password: STRONGER });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ data: {} });
      expect((await server.call('GET', '/api/v1/users?status=all&filter=second-walkin')).json().data).toEqual([]);
      const mails = await waitForOutbox(server, 'WALKIN@example.com');
      expect(mails[0].body).toMatch(/already has one/);
      expect(mails[0].body).toContain('https://office.example.com/forgot-password');
    });
  });

  describe(`[${dialect}] mail through SMTP`, () => {
    let smtp: FakeSmtpServer;
    let server: TestServer;
    beforeAll(async () => {
      smtp = await startFakeSmtp({ auth: { user: 'relay-user', password: 'relay-secret' } });
      server = await startTestServer(dialect, {
        smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', user: 'relay-user', password: 'relay-secret' },
        mailFrom: 'Back Office <office@example.com>',
      });
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    it('sends the reset mail to the relay (authenticated), writes nothing to the outbox, and its link resets the password', async () => {
      const add = await server.call('POST', '/api/v1/users', { username: 'smtp-user', email: 'smtp-user@example.com', role: 'finance', password: 'smtp-user-old-1' });
      expect(add.statusCode, add.body).toBe(201);
      const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'smtp-user@example.com' } });
      expect(res.json()).toEqual({ data: {} });
      const mail = await smtp.waitForMail((m) => m.to.includes('smtp-user@example.com'));
      expect(mail.from).toBe('office@example.com');
      expect(mail.authUser).toBe('relay-user');
      expect(mail.headers.from).toBe('Back Office <office@example.com>');
      expect(mail.headers.to).toBe('smtp-user@example.com');
      expect(mail.headers['content-type']).toMatch(/text\/plain; charset=utf-8/);
      expect(mail.headers['message-id']).toMatch(/^<[0-9a-f]+@example\.com>$/);
      expect(await outbox(server, 'smtp-user@example.com')).toEqual([]);

      const token = tokenOf(mail.text, '/auth/reset-password');
      const reset = await server.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: STRONG } });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'smtp-user', password: STRONG } })).statusCode).toBe(200);
    });

    it('encodes a non-ASCII subject and keeps a leading dot in the body', async () => {
      const mailer = createMailer(server.settings, server.database.db, server.app.log);
      await mailer.send({ to: 'dots@example.com', subject: 'Café façade ✓', text: 'first line\n.starts with a dot\n..two dots' });
      const mail = await smtp.waitForMail((m) => m.to.includes('dots@example.com'));
      expect(mail.headers.subject).toBe(`=?UTF-8?B?${Buffer.from('Café façade ✓').toString('base64')}?=`);
      expect(mail.text).toBe('first line\r\n.starts with a dot\r\n..two dots');
    });

    it('refuses header injection in the recipient or the subject', async () => {
      const mailer = createMailer(server.settings, server.database.db, server.app.log);
      await expect(mailer.send({ to: 'a@example.com\r\nBcc: b@example.com', subject: 'x', text: 'x' })).rejects.toThrow();
      await expect(mailer.send({ to: 'a@example.com', subject: 'x\r\nBcc: b@example.com', text: 'x' })).rejects.toThrow();
      expect(smtp.transcript.some((l) => l.includes('b@example.com'))).toBe(false);
    });

    it('with SMTP_SECURE=starttls, sends nothing (and no password) to a relay that does not offer STARTTLS', async () => {
      const before = smtp.transcript.length;
      const mailer = createMailer(
        { ...server.settings, smtp: { host: '127.0.0.1', port: smtp.port, security: 'starttls', user: 'relay-user', password: 'relay-secret' } },
        server.database.db,
        server.app.log,
      );
      await expect(mailer.send({ to: 'plain@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/STARTTLS/);
      const sent = smtp.transcript.slice(before);
      expect(sent.some((l) => /^AUTH|^MAIL/i.test(l))).toBe(false);
    });

    it('upgrades with STARTTLS and checks the relay certificate', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fsb-smtp-tls-'));
      try {
        execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
          '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
        const tls = { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
        const secureRelay = await startFakeSmtp({ auth: { user: 'u', password: 'p' }, tls });
        try {
          const base = { host: '127.0.0.1', port: secureRelay.port, security: 'starttls' as const, user: 'u', password: 'p' };
          // Without trusting the certificate the upgrade fails, before any credential is sent.
          await expect(createMailer({ ...server.settings, smtp: base }, server.database.db, server.app.log).send({ to: 'tls@example.com', subject: 'x', text: 'x' })).rejects.toThrow();
          expect(secureRelay.transcript.some((l) => /^AUTH/i.test(l))).toBe(false);
          // Trusting it (SMTP_CA_FILE), the mail goes over TLS.
          await createMailer({ ...server.settings, smtp: { ...base, ca: tls.cert } }, server.database.db, server.app.log).send({ to: 'tls@example.com', subject: 'Over TLS', text: 'hello' });
          const mail = await secureRelay.waitForMail();
          expect(mail).toMatchObject({ overTls: true, authUser: 'u', to: ['tls@example.com'], text: 'hello' });
        } finally {
          await secureRelay.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

describe('mail settings', () => {
  it('reads SMTP_* and MAIL_FROM, choosing TLS for port 465 and STARTTLS otherwise', () => {
    const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'fsb-settings-')), JWT_SECRET: 'x'.repeat(32) };
    expect(loadSettings(base).smtp).toBeNull();
    expect(loadSettings({ ...base, SMTP_HOST: 'mail.example.com' }).smtp).toEqual({ host: 'mail.example.com', port: 587, security: 'starttls' });
    expect(loadSettings({ ...base, SMTP_HOST: 'mail.example.com', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp).toEqual({
      host: 'mail.example.com', port: 465, security: 'tls', user: 'u', password: 'p',
    });
    expect(() => loadSettings({ ...base, SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'maybe' })).toThrow(/SMTP_SECURE/);
    expect(loadSettings({ ...base, PUBLIC_URL: 'https://office.example.com/' }).publicUrl).toBe('https://office.example.com');
    expect(() => loadSettings({ ...base, PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(loadSettings({ ...base, REGISTRATION: 'on' }).registration).toBe(true);
  });
});
