/**
 * Hardening: security headers and CSP, CORS, failed-login limits, errors that leak nothing,
 * passwords in no answer, every route asking the ability, users unique whatever the letter case.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuiltApp } from '../../src/server/app';
import { Sessions } from '../../src/server/auth/sessions';
import { apiRoutes, registerAuthentication, requireAbility } from '../../src/server/plugins/auth';
import { registerErrorHandling } from '../../src/server/plugins/errors';
import { contentSecurityPolicy, securityHeadersOf, tileSource } from '../../src/server/plugins/http-security';
import { unixNow } from '../../src/server/clock';
import { loadSettings } from '../../src/server/config';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError, expectFieldErrors } from '../support/expect';

/** Sign a user in and answer their access token. */
async function tokenOf(server: TestServer, username: string, password: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

/** A JSON API answer: the strictest policy and the headers that matter to data, none that steer only a page. */
function expectApiSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['cache-control']).toBe('no-store');
  for (const pageOnly of ['cross-origin-opener-policy', 'permissions-policy', 'x-dns-prefetch-control', 'origin-agent-cluster']) expect(res.headers[pageOnly]).toBeUndefined();
}

/** A page, a file, an asset: the page's policy and every header helmet sets. */
function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/); // no inline or eval for scripts
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('Content-Security-Policy', () => {
  it('allows the map tile host of MAP_TILE_URL for images, and nothing else from outside', () => {
    expect(tileSource('')).toBeNull();
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://maps.example.sg:8443/tiles/{z}/{x}/{y}.png?key=abc')).toBe('https://maps.example.sg:8443');
    expect(() => tileSource('ftp://tiles.example.org/{z}')).toThrow(/MAP_TILE_URL/);
    expect(() => tileSource("https://x.org; script-src 'unsafe-inline'/{z}")).toThrow(/MAP_TILE_URL/);
    expect(() => tileSource('https://tiles-{s}.example.org/{z}')).toThrow(/MAP_TILE_URL/);
    const settings = { mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', publicUrl: 'http://localhost:8080' };
    const csp = contentSecurityPolicy(settings);
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp.match(/https?:\/\//g)).toHaveLength(2); // img-src and connect-src, the tile host only
    expect(contentSecurityPolicy({ ...settings, mapTileUrl: '' })).not.toMatch(/https?:/);
  });

  it('asks browsers for HTTPS only (HSTS) on pages and API answers alike when PUBLIC_URL is https', () => {
    const over = (publicUrl: string) => securityHeadersOf({ mapTileUrl: '', publicUrl });
    for (const url of ['/pages/masterlists/uom', '/api/v1/uom', '/api/static/x']) {
      expect(over('https://fsb.example.sg')(url)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(over('http://localhost:8080')(url)['strict-transport-security']).toBeUndefined();
    }
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] security`, () => {
    let server: TestServer;
    let appDir: string;
    /** Every answer of this suite, to prove no password or hash is ever in one. */
    const answers: string[] = [];
    const call = async (...args: Parameters<TestServer['call']>) => {
      const res = await server.call(...args);
      answers.push(res.body);
      return res;
    };

    beforeAll(async () => {
      appDir = mkdtempSync(join(tmpdir(), 'fsb-app-'));
      writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/main.js"></script>');
      server = await startTestServer(dialect, { appDir, mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', corsOrigins: ['https://partner.example.com'] });
    });
    afterAll(async () => {
      await server?.close();
      rmSync(appDir, { recursive: true, force: true });
    });

    describe('headers', () => {
      it('are on every answer: app pages, API data, errors of every kind, preflights', async () => {
        const pages = [
          await server.app.inject({ method: 'GET', url: '/pages/masterlists/uom' }),
          await server.app.inject({ method: 'GET', url: '/assets/missing.js' }),
          await call('GET', '/api/static/no-such-file'),
        ];
        const apiAnswers = [
          await call('GET', '/api/v1/uom'),
          await call('GET', '/api/v1/uom', undefined, null),
          await call('GET', '/api/v1/nothing-here'),
          await server.app.inject({ method: 'POST', url: '/api/v1/uom', headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' }, payload: '{"bad' }),
          await server.app.inject({ method: 'OPTIONS', url: '/api/v1/uom', headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'POST' } }),
          await call('GET', '/api/v1/uom/%zz'),
        ];
        // A broken percent-encoding is refused by the router itself, still in the contract's body.
        expectError(apiAnswers.at(-1)!, 400, 'BAD_REQUEST');
        for (const res of pages) expectSecurityHeaders(res);
        for (const res of apiAnswers) expectApiSecurityHeaders(res);
        expect(String(pages[0].headers['content-type'])).toMatch(/text\/html/);
        expect(String(pages[0].headers['content-security-policy'])).toContain('https://*.tile.openstreetmap.org');
        // Answers under /api/ are per user, never cached by a shared cache.
        expect(pages[2].headers['cache-control']).toBe('no-store');
      });
    });

    describe('CORS', () => {
      it('is closed to origins CORS_ORIGINS does not name: no allow header, preflight refused with the errors body', async () => {
        const simple = await server.app.inject({ method: 'GET', url: '/api/v1/auth/config', headers: { origin: 'https://evil.example.com' } });
        expect(simple.statusCode).toBe(200);
        expect(simple.headers['access-control-allow-origin']).toBeUndefined();
        const preflight = await server.app.inject({
          method: 'OPTIONS',
          url: '/api/v1/uom',
          headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization' },
        });
        expectError(preflight, 403, 'FORBIDDEN');
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
        expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
      });

      it('opens to an origin CORS_ORIGINS names', async () => {
        const origin = 'https://partner.example.com';
        const preflight = await server.app.inject({ method: 'OPTIONS', url: '/api/v1/uom', headers: { origin, 'access-control-request-method': 'PATCH' } });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe(origin);
        expect(preflight.headers['access-control-allow-methods']).toContain('PATCH');
        expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
        const res = await server.app.inject({ method: 'GET', url: '/api/v1/uom', headers: { origin, authorization: `Bearer ${server.token}` } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers.vary).toContain('Origin');
      });
    });

    describe('users', () => {
      it('refuses a username or email that differs from another only in letter case (409 naming the field)', async () => {
        const bob = await call('POST', '/api/v1/users', { username: 'Bob', email: 'Bob@Example.com', role: 'sales', password: 'bob-password-1' });
        expect(bob.statusCode, bob.body).toBe(201);
        const [nameTaken] = expectError(await call('POST', '/api/v1/users', { username: 'bob', role: 'sales' }), 409, 'CONFLICT');
        expect(nameTaken.meta).toEqual({ field: 'username' });
        const [mailTaken] = expectError(await call('POST', '/api/v1/users', { username: 'robert', email: 'BOB@example.COM', role: 'sales' }), 409, 'CONFLICT');
        expect(mailTaken.meta).toEqual({ field: 'email' });
        const other = await call('POST', '/api/v1/users', { username: 'alice', role: 'sales' });
        const alice = other.json().data;
        expectError(await call('PATCH', `/api/v1/users/${alice.id}`, { username: 'BOB' }), 409, 'CONFLICT');
        expectError(await call('PATCH', `/api/v1/users/${alice.uuid}`, { email: 'bob@example.com' }), 409, 'CONFLICT');
        expectError(await call('PATCH', '/api/v1/users', { id: alice.id, username: 'bOb' }), 409, 'CONFLICT');
        // A user may keep (or re-case) their own name.
        const self = await call('PATCH', `/api/v1/users/${bob.json().data.id}`, { username: 'BOB', email: 'bob@example.com' });
        expect(self.statusCode, self.body).toBe(200);
        // The database refuses too, even when the check above is bypassed.
        const now = unixNow();
        await expect(
          server.database.db.insertInto('users').values({ username: 'boB', role: 'sales', status: 'O', created_at: now, updated_at: now }).execute(),
        ).rejects.toThrow();
      });

      it('refuses a role that does not exist (422)', async () => {
        expectFieldErrors(await call('POST', '/api/v1/users', { username: 'roleless', role: 'overlord' }), ['role']);
        const admin = (await call('GET', '/api/v1/auth/me')).json().data;
        expectFieldErrors(await call('PATCH', `/api/v1/users/${admin.id}`, { role: 'overlord' }), ['role']);
      });

      it('refuses a role whose rules are not CASL rules or whose home is not an app path (422)', async () => {
        for (const ability of [[{ subject: 'uom' }], [{ action: 'read' }], ['read uom'], [{ action: 'read', subject: 'uom', extra: 1 }], [{ action: [], subject: 'uom' }]]) {
          expectFieldErrors(await call('POST', '/api/v1/roles', { name: 'odd-rules', ability }), ['ability']);
        }
        for (const home of ['//evil.example.com', 'https://evil.example.com', 'dashboard', '/\\evil', '/with space']) {
          expectFieldErrors(await call('POST', '/api/v1/roles', { name: 'odd-home', ability: [], home }), ['home']);
        }
        const ok = await call('POST', '/api/v1/roles', { name: 'clerk', ability: [{ action: ['read', 'update'], subject: ['uom', 'brands'] }], home: '/pages/masterlists/uom' });
        expect(ok.statusCode, ok.body).toBe(201);
        expectFieldErrors(await call('PATCH', `/api/v1/roles/${ok.json().data.id}`, { home: '//evil.example.com' }), ['home']);
      });

      it('a password set by an administrator ends the user\'s sessions; one\'s own change keeps the current session', async () => {
        const add = await call('POST', '/api/v1/users', { username: 'rotated', role: 'sales', password: 'rotated-password-1' });
        const id = add.json().data.id;
        const before = await tokenOf(server, 'rotated', 'rotated-password-1');
        expect((await call('GET', '/api/v1/auth/me', undefined, before)).statusCode).toBe(200);
        expect((await call('PATCH', `/api/v1/users/${id}`, { first_name: 'Rita' })).statusCode).toBe(200);
        expect((await call('GET', '/api/v1/auth/me', undefined, before)).statusCode).toBe(200);
        expect((await call('PATCH', `/api/v1/users/${id}`, { password: 'rotated-password-2' })).statusCode).toBe(200);
        expectError(await call('GET', '/api/v1/auth/me', undefined, before), 401, 'INVALID_TOKEN');
        // The administrator's own session stays.
        const me = (await call('GET', '/api/v1/auth/me')).json().data;
        const second = await tokenOf(server, 'admin', TEST_ADMIN_PASSWORD);
        expect((await call('PATCH', `/api/v1/users/${me.id}`, { password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
        expect((await call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
        expectError(await call('GET', '/api/v1/auth/me', undefined, second), 401, 'INVALID_TOKEN');
      });

      it('default a new user to the readonly role, not admin', async () => {
        const res = await call('POST', '/api/v1/users', { username: 'defaulted' });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data.role).toBe('readonly');
      });

      it('never put a password or its hash in an answer: records, lists, audit log, sessions, errors', async () => {
        const password = 'Secret-Value-831';
        const add = await call('POST', '/api/v1/users', { username: 'carol', email: 'carol@example.com', role: 'finance', password });
        const carol = add.json().data;
        await call('PATCH', `/api/v1/users/${carol.id}`, { password: `${password}-2`, first_name: 'Carol' });
        await call('POST', '/api/v1/users', { username: 'carol', role: 'finance', password }); // 409
        await call('POST', '/api/v1/users', { username: 'dave', role: 'finance', password: 'short' }); // 422
        await call('GET', `/api/v1/users/${carol.id}`);
        await call('GET', '/api/v1/users?status=all&page[size]=100');
        await call('GET', `/api/v1/audit-log?page[size]=1000&filterExt=${encodeURIComponent(`model='users',header_id=${carol.id}`)}`);
        const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'carol', password: `${password}-2` } });
        answers.push(login.body);
        await call('GET', '/api/v1/auth/me', undefined, login.json().data.token);
        const hash = (await server.database.db.selectFrom('users').select('password').where('id', '=', carol.id).executeTakeFirstOrThrow()).password as string;
        expect(hash).toMatch(/^scrypt\$/);
        const salt = hash.split('$')[4];
        for (const body of answers) {
          expect(body).not.toContain(password);
          expect(body).not.toContain('scrypt$');
          expect(body).not.toContain(salt);
          expect(body).not.toContain(hash.split('$')[5]);
        }
        expect(answers.length).toBeGreaterThan(10);
      });
    });

    describe('every /api/v1 route checks the ability', () => {
      it('answers 403 to a signed-in user whose role grants nothing, on every route that is not public or for any signed-in user', async () => {
        await call('POST', '/api/v1/roles', { name: 'nothing', ability: [] });
        await call('POST', '/api/v1/users', { username: 'nobody-at-all', role: 'nothing', password: 'nobody-password' });
        const token = await tokenOf(server, 'nobody-at-all', 'nobody-password');
        const routes = apiRoutes(server.app).filter((r) => !r.public && !r.signedIn);
        expect(routes.length).toBeGreaterThanOrEqual(10);
        const problems: string[] = [];
        for (const route of routes) {
          // Well-formed calls (ids 1, a body naming id 1), so that only the ability can refuse them.
          const url =
            route.url
              .replace(':collection', 'uom')
              .replace(/:[A-Za-z_]+/g, '1')
              .replace(/\*$/, 'x') + (route.url.endsWith('/files/sign') ? '?path=uom/1/x.png' : '');
          const res = await server.call(route.method as 'GET', url, route.method === 'GET' ? undefined : { id: 1 }, token);
          if (res.statusCode !== 403 || res.json().errors?.[0]?.code !== 'FORBIDDEN') problems.push(`${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        expect(problems).toEqual([]);
      });

      it('routes for any signed-in user are only the session ones', () => {
        const anySignedIn = apiRoutes(server.app).filter((r) => r.signedIn).map((r) => `${r.method} ${r.url}`);
        // Their own session, the home's figures (each only for what they may read), the address search,
        // the pickers' grid key and a colleague's public card (the whole user record needs read on users),
        // their own authenticator app and passkeys, and their own sessions (list and end them).
        expect(anySignedIn.sort()).toEqual([
          'DELETE /api/v1/auth/me/sessions/:id',
          'DELETE /api/v1/auth/me/totp',
          'DELETE /api/v1/auth/me/webauthn/:id',
          'GET /api/v1/auth/logout',
          'GET /api/v1/auth/me',
          'GET /api/v1/auth/me/sessions',
          'GET /api/v1/auth/me/totp',
          'GET /api/v1/auth/me/webauthn',
          'GET /api/v1/dashboard',
          'GET /api/v1/geo/search',
          'GET /api/v1/pickers/config',
          'GET /api/v1/users/:id',
          'PATCH /api/v1/auth/me/preferences',
          'PATCH /api/v1/auth/me/webauthn/:id',
          'POST /api/v1/auth/me/password',
          'POST /api/v1/auth/me/sessions/end-others',
          'POST /api/v1/auth/me/totp',
          'POST /api/v1/auth/me/totp/confirm',
          'POST /api/v1/auth/me/webauthn/register/options',
          'POST /api/v1/auth/me/webauthn/register/verify',
        ]);
      });

      it('a route that answers without asking the ability is turned into a 500 (and logged), not served', async () => {
        const sessions = new Sessions(server.database.db, server.settings);
        const app = Fastify();
        registerErrorHandling(app);
        registerAuthentication(app, sessions);
        app.get('/api/v1/forgetful', async () => ({ data: { secret: 'leak' } }));
        app.get('/api/v1/careful', async (request) => {
          requireAbility(request, 'read', 'uom', 'units');
          return { data: { ok: true } };
        });
        app.get('/api/v1/filtered', async (request) => ({ data: { uom: request.principal!.ability.can('read', 'uom') } }));
        app.get('/api/v1/mine', { config: { signedIn: true } }, async () => ({ data: { mine: true } }));
        await app.ready();
        const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${server.token}` } });
        const leaked = await get('/api/v1/forgetful');
        expectError(leaked, 500, 'INTERNAL');
        expect(leaked.body).not.toContain('leak');
        expect((await get('/api/v1/careful')).json()).toEqual({ data: { ok: true } });
        expect((await get('/api/v1/filtered')).json()).toEqual({ data: { uom: true } });
        expect((await get('/api/v1/mine')).json()).toEqual({ data: { mine: true } });
        await app.close();
      });
    });
  });

  describe(`[${dialect}] failed sign-ins`, () => {
    let server: TestServer;
    let second: BuiltApp;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      // A second instance over the same database: the counts are shared.
      second = await build(server.settings);
      for (const username of ['erin', 'frank', 'grace', 'helen', 'ivan']) {
        const res = await server.call('POST', '/api/v1/users', { username, email: `${username}@example.com`, role: 'sales', password: `${username}-password` });
        expect(res.statusCode, res.body).toBe(201);
      }
    });
    afterAll(async () => {
      await second?.app.close();
      await server?.close();
    });

    const login = (username: string, password: string, address = '10.0.0.1', app = server.app, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password }, remoteAddress: address, headers });

    /** As if `seconds` had passed for every counted failure. */
    const wait = (seconds: number) => server.database.db.updateTable('login_failures').set({ at: sql`at - ${seconds}` }).execute();

    it('slows an account down with delays that double after 5 failures (429 with Retry-After), never a 15-minute lock; on every instance', async () => {
      for (let i = 0; i < 5; i++) expectError(await login('erin', 'wrong-password'), 401, 'INVALID_CREDENTIALS');
      await wait(2);
      const delays: number[] = [];
      for (let failures = 6; failures <= 12; failures++) {
        expectError(await login('erin', 'wrong-password'), 401, 'INVALID_CREDENTIALS');
        // Straight after, even the right password waits, on either instance, from any new address.
        const refused = await login('erin', 'erin-password', `10.0.2.${failures}`, failures % 2 ? second.app : server.app);
        const [entry] = expectError(refused, 429, 'RATE_LIMITED');
        expect(entry.title).toMatch(/try again/i);
        delays.push(Number(refused.headers['retry-after']));
        await wait(61);
      }
      // 2, 4, 8, ... seconds (one less when the clock ticked in between), up to LOGIN_DELAY_MAX.
      const expected = [2, 4, 8, 16, 32, 60, 60];
      delays.forEach((d, i) => expect(d, `after ${i + 6} failures`).toBeGreaterThanOrEqual(expected[i] - 1));
      delays.forEach((d, i) => expect(d, `after ${i + 6} failures`).toBeLessThanOrEqual(expected[i]));
      // Once the delay has run, the right password signs in (by email too).
      expect((await login('ERIN@example.com', 'erin-password')).statusCode).toBe(200);
      // Others were never affected.
      expect((await login('frank', 'frank-password', '10.0.0.1')).statusCode).toBe(200);
    });

    it('lets the owner sign in from an address they used before while someone else guesses at the account', async () => {
      expect((await login('frank', 'frank-password', '10.0.1.1')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expectError(await login('frank', 'wrong-password', `10.66.0.${i}`), 401, 'INVALID_CREDENTIALS');
      await wait(2);
      expectError(await login('frank', 'wrong-password', '10.66.0.5'), 401, 'INVALID_CREDENTIALS');
      expectError(await login('frank', 'frank-password', '10.66.0.99'), 429, 'RATE_LIMITED');
      expect((await login('frank', 'frank-password', '10.0.1.1')).statusCode).toBe(200);
      expect((await login('frank', 'frank-password', '10.0.1.1', second.app)).statusCode).toBe(200);
      // A known address that guesses itself is slowed down like any other.
      for (let i = 0; i < 5; i++) expectError(await login('frank', 'wrong-password', '10.0.1.1'), 401, 'INVALID_CREDENTIALS');
      await wait(2);
      expectError(await login('frank', 'wrong-password', '10.0.1.1'), 401, 'INVALID_CREDENTIALS');
      expectError(await login('frank', 'frank-password', '10.0.1.1'), 429, 'RATE_LIMITED');
    });

    it('throttles an address after 20 failures for accounts not known there; people who sign in there (one proxy address) go on', async () => {
      // Everyone behind a proxy that is not trusted (TRUST_PROXY=false) shares its address.
      expect((await login('grace', 'grace-password', '10.9.9.9')).statusCode).toBe(200);
      for (let i = 0; i < 20; i++) {
        const app = i % 2 ? second.app : server.app;
        expectError(await login(`guess-${i}`, 'whatever', '10.9.9.9', app), 401, 'INVALID_CREDENTIALS');
      }
      expect((await login('grace', 'grace-password', '10.9.9.9')).statusCode).toBe(200);
      expect((await login('grace', 'grace-password', '10.9.9.9', second.app)).statusCode).toBe(200);
      const [entry] = expectError(await login('helen', 'helen-password', '10.9.9.9'), 429, 'RATE_LIMITED');
      expect(entry.title).toMatch(/try again/i);
      expect((await login('helen', 'helen-password', '10.9.9.8')).statusCode).toBe(200);
      // An unknown name is slowed down by name as well, from whichever addresses.
      for (let i = 0; i < 5; i++) expectError(await login('ghost', 'x', `10.8.0.${i}`), 401, 'INVALID_CREDENTIALS');
      await wait(2);
      expectError(await login('ghost', 'x', '10.8.0.5'), 401, 'INVALID_CREDENTIALS');
      expectError(await login('ghost', 'x', '10.8.0.99'), 429, 'RATE_LIMITED');
    });

    it('with TRUST_PROXY=true trusts one hop, so a rotating X-Forwarded-For does not escape the per-address count', async () => {
      const proxied = await build({ ...server.settings, trustProxy: loadSettings({ DATA_DIR: server.settings.storageDir, JWT_SECRET: 'x', TRUST_PROXY: 'true' }).trustProxy });
      try {
        // The client names itself anew each time; the proxy (10.0.0.254) appends the address it saw.
        const via = (i: number) => ({ 'x-forwarded-for': `6.6.${i}.1, 203.0.113.9` });
        for (let i = 0; i < 20; i++) expectError(await login(`spray-${i}`, 'whatever', '10.0.0.254', proxied.app, via(i)), 401, 'INVALID_CREDENTIALS');
        expectError(await login('ivan', 'ivan-password', '10.0.0.254', proxied.app, via(99)), 429, 'RATE_LIMITED');
        // Another client behind the same proxy is not held back.
        expect((await login('ivan', 'ivan-password', '10.0.0.254', proxied.app, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(200);
      } finally {
        await proxied.app.close();
      }
    });

    it('does not count malformed requests (422) as failures', async () => {
      for (let i = 0; i < 8; i++) expectFieldErrors(await login('helen', '', '10.7.0.1'), ['password']);
      expect((await login('helen', 'helen-password', '10.7.0.1')).statusCode).toBe(200);
    });
  });

  describe(`[${dialect}] errors leak nothing`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => server?.close());

    it('a database failure answers 500 INTERNAL without SQL, table names or a stack trace', async () => {
      await sql`drop table ${sql.table('uom')}`.execute(server.database.db);
      for (const res of [await server.call('GET', '/api/v1/uom'), await server.call('POST', '/api/v1/uom', { code: 'EA', name: 'Each' })]) {
        const [entry] = expectError(res, 500, 'INTERNAL');
        expect(entry.title).toBe('Something went wrong on the server; the error has been logged');
        expect(res.body).not.toMatch(/select|insert|uom|sqlite|postgres|relation|\bat\b|\.ts:/i);
      }
    });
  });
}
