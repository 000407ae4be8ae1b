/**
 * A user's own sessions (issue 37 item 5): each keeps its browser and system, address, start and
 * last refresh; GET /auth/me/sessions lists them with the current one marked; DELETE
 * /auth/me/sessions/{id} and POST /auth/me/sessions/end-others end them, at once on a second
 * instance over the same database; a sign-in from a browser not seen for the user before mails
 * them (not with NEW_SIGN_IN_MAIL=off); changing the password leaves only the current session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { build, type BuiltApp } from '../../src/server/app';
import { deviceName, deviceOf } from '../../src/server/auth/devices';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { outbox, waitForOutbox } from '../support/mail';

/** Real User-Agent headers of each family. */
const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeWindowsNext: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
};

describe('device names from User-Agent headers', () => {
  it.each([
    [UA.chromeWindows, 'Chrome on Windows'],
    [UA.firefoxLinux, 'Firefox on Linux'],
    [UA.safariIphone, 'Safari on iOS'],
    [UA.edgeWindows, 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on macOS'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1', 'Chrome on iOS'],
    ['Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1', 'Safari on iPadOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera on Windows'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer on Windows'],
    ['curl/8.5.0', 'curl'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'A browser on Linux'],
    ['', 'Unknown browser'],
  ])('%s is "%s"', (header, name) => {
    expect(deviceName(header)).toBe(name);
  });

  it('leaves out versions, so the next release of a browser is the same device', () => {
    expect(deviceOf(UA.chromeWindowsNext)).toEqual(deviceOf(UA.chromeWindows));
    expect(deviceName(undefined)).toBe('Unknown browser');
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] GET/DELETE /auth/me/sessions`, () => {
    let server: TestServer;
    /** A second instance over the same database, with NEW_SIGN_IN_MAIL=off. */
    let second: BuiltApp;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      second = await build({ ...server.settings, newSignInMail: false });
    });
    afterAll(async () => {
      await second?.app.close();
      await server?.close();
    });

    const PASSWORD = 'orchard-road-lantern-5';
    const addUser = async (username: string, email?: string) => {
      const res = await server.call('POST', '/api/v1/users', { username, role: 'sales', password: PASSWORD, ...(email ? { email } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number };
    };
    const signIn = async (username: string, userAgent: string, address = '10.0.0.1', app = server.app) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password: PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress: address });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { token: string; refresh_token: string; user_id: number };
    };
    const as = (token: string, method: 'GET' | 'DELETE' | 'POST', url: string, body?: unknown, app = server.app): Promise<LightMyRequestResponse> =>
      app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' }, ...(body !== undefined ? { payload: body as object } : {}) });
    const sessionsOf = async (token: string) => {
      const res = await as(token, 'GET', '/auth/me/sessions');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Array<Record<string, any>>;
    };
    const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as number;
    const refresh = (session: { token: string; refresh_token: string; user_id: number }, app = server.app) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { token: session.token, refresh_token: session.refresh_token, user_id: session.user_id } });

    it('lists the open sessions with browser and system, address, start and last refresh, the current one first and marked', async () => {
      await addUser('lena');
      const before = Math.floor(Date.now() / 1000);
      const office = await signIn('lena', UA.chromeWindows, '10.1.1.1');
      const phone = await signIn('lena', UA.safariIphone, '10.1.1.2');
      const listed = await sessionsOf(office.token);
      expect(listed.map((s) => [s.device, s.browser, s.system, s.address, s.current])).toEqual([
        ['Chrome on Windows', 'Chrome', 'Windows', '10.1.1.1', true],
        ['Safari on iOS', 'Safari', 'iOS', '10.1.1.2', false],
      ]);
      for (const s of listed) {
        expect(s.created_at).toBeGreaterThanOrEqual(before);
        expect(s.last_seen_at).toBeGreaterThanOrEqual(s.created_at);
      }
      expect(listed.map((s) => s.id)).toEqual([sidOf(office.token), sidOf(phone.token)]);
      // Seen from the phone, the phone is the current one.
      expect((await sessionsOf(phone.token)).map((s) => [s.device, s.current])).toEqual([
        ['Safari on iOS', true],
        ['Chrome on Windows', false],
      ]);

      // Last seen is the last refresh: ten minutes ago, until the phone refreshes its tokens.
      await server.database.db.updateTable('refresh_tokens').set((eb) => ({ created_at: eb('created_at', '-', 600) })).where('session_id', '=', sidOf(phone.token)).execute();
      const quiet = (await sessionsOf(office.token)).find((s) => s.id === sidOf(phone.token))!;
      expect(quiet.last_seen_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) - 599);
      const refreshed = await refresh(phone);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const seen = (await sessionsOf(office.token)).find((s) => s.id === sidOf(phone.token))!;
      expect(seen.last_seen_at).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 2);
      expect(seen.created_at).toBe(quiet.created_at);

      // Another user sees only their own.
      await addUser('marco');
      const marco = await signIn('marco', UA.firefoxLinux);
      expect((await sessionsOf(marco.token)).map((s) => s.device)).toEqual(['Firefox on Linux']);
    });

    it('ends one session at once on the other instance too (within a second), and its refresh token with it; 404 for any other', async () => {
      await addUser('nadia');
      const desk = await signIn('nadia', UA.chromeWindows);
      const laptop = await signIn('nadia', UA.firefoxLinux, '10.2.2.2', second.app);
      // The laptop's session is looked up and kept on the second instance.
      for (let i = 0; i < 3; i++) expect((await as(laptop.token, 'GET', '/auth/me', undefined, second.app)).statusCode).toBe(200);

      // Someone else's session, an unknown one and a malformed id are refused with a sentence.
      await addUser('oscar');
      const oscar = await signIn('oscar', UA.chromeWindows);
      const [foreign] = expectError(await as(oscar.token, 'DELETE', `/auth/me/sessions/${sidOf(laptop.token)}`), 404, 'NOT_FOUND');
      expect(foreign.title).toMatch(/^You have no open session \d+; it may have ended already$/);
      expectError(await as(desk.token, 'DELETE', '/auth/me/sessions/999999'), 404, 'NOT_FOUND');
      expectError(await as(desk.token, 'DELETE', '/auth/me/sessions/2147483648'), 404, 'NOT_FOUND'); // past the id column: PostgreSQL answered 500
      const bad = await as(desk.token, 'DELETE', '/auth/me/sessions/not-a-number');
      expect(bad.statusCode, bad.body).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
      expect(bad.json().errors[0].title).toMatch(/\w+ \w+/);
      expect((await as(laptop.token, 'GET', '/auth/me', undefined, second.app)).statusCode).toBe(200);

      // Ended on the first instance; the second refuses it within a second.
      const ended = await as(desk.token, 'DELETE', `/auth/me/sessions/${sidOf(laptop.token)}`);
      expect(ended.statusCode, ended.body).toBe(200);
      const endedAt = Date.now();
      await expect.poll(async () => (await as(laptop.token, 'GET', '/auth/me', undefined, second.app)).statusCode, { timeout: 1000, interval: 10 }).toBe(401);
      expect(Date.now() - endedAt).toBeLessThan(1000);
      const [refused] = expectError(await as(laptop.token, 'GET', '/auth/me', undefined, second.app), 401, 'INVALID_TOKEN');
      expect(refused.title).toBe('The session has ended; sign in again');
      expectError(await refresh(laptop, second.app), 401, 'INVALID_TOKEN');
      // Ending it again: it is no longer open.
      expectError(await as(desk.token, 'DELETE', `/auth/me/sessions/${sidOf(laptop.token)}`), 404, 'NOT_FOUND');
      // The desk goes on, and lists only itself.
      expect((await sessionsOf(desk.token)).map((s) => s.id)).toEqual([sidOf(desk.token)]);
      expect((await as(oscar.token, 'GET', '/auth/me')).statusCode).toBe(200);
    });

    it('ends every other session and keeps the current one', async () => {
      await addUser('priya');
      const here = await signIn('priya', UA.chromeWindows);
      const others = [await signIn('priya', UA.firefoxLinux), await signIn('priya', UA.safariIphone, '10.3.3.3', second.app)];
      for (const o of others) expect((await as(o.token, 'GET', '/auth/me', undefined, second.app)).statusCode).toBe(200);
      const res = await as(here.token, 'POST', '/auth/me/sessions/end-others');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ ended: 2 });
      for (const o of others) {
        await expect.poll(async () => (await as(o.token, 'GET', '/auth/me', undefined, second.app)).statusCode, { timeout: 1000, interval: 10 }).toBe(401);
        expectError(await refresh(o), 401, 'INVALID_TOKEN');
      }
      expect((await as(here.token, 'GET', '/auth/me', undefined, second.app)).statusCode).toBe(200);
      expect((await sessionsOf(here.token)).map((s) => [s.device, s.current])).toEqual([['Chrome on Windows', true]]);
      expect((await as(here.token, 'POST', '/auth/me/sessions/end-others')).json().data).toEqual({ ended: 0 });
      // Ending the current one signs out.
      expect((await as(here.token, 'DELETE', `/auth/me/sessions/${sidOf(here.token)}`)).statusCode).toBe(200);
      expectError(await as(here.token, 'GET', '/auth/me/sessions'), 401, 'INVALID_TOKEN');
    });

    it('mails the user when they sign in from a browser and system not seen for them before, unless NEW_SIGN_IN_MAIL=off', async () => {
      const email = 'quentin@example.sg';
      await addUser('quentin', email);
      await signIn('quentin', UA.chromeWindows, '10.4.4.4'); // the first sign-in: nothing to compare with
      await signIn('quentin', UA.chromeWindowsNext, '10.4.4.5'); // a newer Chrome on the same system
      await signIn('quentin', UA.safariIphone, '10.4.4.6', second.app); // the instance with the mail off
      await signIn('quentin', UA.firefoxLinux, '10.4.4.7');
      const [mail] = await waitForOutbox(server, email);
      expect(mail.subject).toMatch(/^New sign-in to your .* account$/);
      expect(mail.body).toContain('Firefox on Linux, from the address 10.4.4.7, at ');
      expect(mail.body).toContain(`${server.settings.publicUrl}/profile`);
      // Firefox on Linux again is not new any more.
      await signIn('quentin', UA.firefoxLinux, '10.4.4.8');
      await signIn('quentin', UA.edgeWindows, '10.4.4.9');
      const mails = await waitForOutbox(server, email, 2);
      expect(mails.map((m) => /signed in to from a browser it had not been signed in from before: ([^,]+),/.exec(m.body)?.[1])).toEqual(['Firefox on Linux', 'Edge on Windows']);
      // A user without an email is mailed nothing (and nothing fails).
      await addUser('rahim');
      await signIn('rahim', UA.chromeWindows);
      expect((await signIn('rahim', UA.firefoxLinux)).token).toBeTruthy();
    });

    it('a sign-in finished with the second factor keeps the browser and address of that second step', async () => {
      await addUser('tomas');
      const first = await signIn('tomas', UA.chromeWindows);
      const secret = (await as(first.token, 'POST', '/auth/me/totp')).json().data.secret as string;
      const code = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate();
      const confirmed = await as(first.token, 'POST', '/auth/me/totp/confirm', { code });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const [recovery] = confirmed.json().data.recovery_codes as string[];
      const challenge = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tomas', password: PASSWORD }, headers: { 'user-agent': UA.edgeWindows } });
      const finished = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/mfa',
        payload: { mfa_token: challenge.json().data.mfa_token, code: recovery },
        headers: { 'user-agent': UA.safariIphone },
        remoteAddress: '10.6.6.6',
      });
      expect(finished.statusCode, finished.body).toBe(200);
      expect((await sessionsOf(finished.json().data.token)).map((s) => [s.device, s.address, s.current])).toEqual([
        ['Safari on iOS', '10.6.6.6', true],
        ['Chrome on Windows', '10.0.0.1', false],
      ]);
    });

    it('changing the password ends the other sessions and keeps the current one', async () => {
      await addUser('sofia');
      const here = await signIn('sofia', UA.chromeWindows);
      const there = await signIn('sofia', UA.firefoxLinux, '10.5.5.5', second.app);
      expect((await as(there.token, 'GET', '/auth/me', undefined, second.app)).statusCode).toBe(200);
      const changed = await as(here.token, 'POST', '/auth/me/password', { current_password: PASSWORD, password: 'kallang-river-morning-9' });
      expect(changed.statusCode, changed.body).toBe(200);
      await expect.poll(async () => (await as(there.token, 'GET', '/auth/me', undefined, second.app)).statusCode, { timeout: 1000, interval: 10 }).toBe(401);
      expect((await sessionsOf(here.token)).map((s) => s.id)).toEqual([sidOf(here.token)]);
      expect(await outbox(server, 'sofia@example.sg')).toEqual([]);
    });
  });
}
