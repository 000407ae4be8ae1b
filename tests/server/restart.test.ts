import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, TEST_ADMIN_PASSWORD } from '../support/databases';
import { createRestartableDatabase, type BootedApp, type RestartableDatabase } from '../support/restartable';
import { expectError } from '../support/expect';
import { startTestServer } from '../support/api';
import pg from 'pg';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] restart`, () => {
    let database: RestartableDatabase | undefined;
    let running: BootedApp | undefined;

    afterEach(async () => {
      await running?.app.close();
      running = undefined;
      await database?.drop();
      database = undefined;
    });

    const boot = async () => {
      running = await database!.boot();
      return running;
    };
    const restart = async () => {
      await running!.app.close();
      running = undefined;
      return boot();
    };
    const signIn = async (app: BootedApp, username = 'admin', password = TEST_ADMIN_PASSWORD) => {
      const res = await app.call('POST', '/api/v1/auth/token', { username, password });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { token: string; refresh_token: string; user_id: number };
    };

    it('keeps rows, the audit log and the seed as they were', async () => {
      database = await createRestartableDatabase(dialect);
      let app = await boot();
      expect(app.seed.adminCreated).toBe(true);
      const { token } = await signIn(app);
      const uom = (await app.call('POST', '/api/v1/uom', { code: 'ZZ-EA', name: 'Each' }, token)).json().data;
      const company = (await app.call('POST', '/api/v1/companies', { company_id: 'ACME', company_name: 'Acme', email: 'a@x.test' }, token)).json().data;
      const site = (await app.call('POST', '/api/v1/company_locations', { header_id: company.id, site_id: 'S1', site_name: 'HQ' }, token)).json().data;
      const user = (await app.call('POST', '/api/v1/users', { username: 'keeper', role: 'admin', password: 'keeper-password' }, token)).json().data;
      const updated = (await app.call('PATCH', `/api/v1/uom/${uom.id}`, { name: 'Each one', updated_at: uom.updated_at }, token)).json().data;
      const audit = (await app.call('GET', '/api/v1/audit-log?page[size]=1000', undefined, token)).json();
      const users = (await app.call('GET', '/api/v1/users?status=all&page[size]=100', undefined, token)).json();

      app = await restart();
      expect(app.seed.adminCreated).toBe(false);
      expect((await app.call('GET', `/api/v1/uom/${uom.id}`, undefined, token)).json().data).toEqual(updated);
      const detail = (await app.call('GET', `/api/v1/companies/${company.id}/detail`, undefined, token)).json().data;
      expect(detail.sites).toEqual([site]);
      expect((await app.call('GET', '/api/v1/users?status=all&page[size]=100', undefined, token)).json()).toEqual(users);
      expect((await app.call('GET', '/api/v1/audit-log?page[size]=1000', undefined, token)).json()).toEqual(audit);
      const roles = (await app.call('GET', '/api/v1/roles?status=all', undefined, token)).json();
      expect(roles.data.map((r: { name: string }) => r.name)).toEqual(['admin', 'coordinator', 'custadmin', 'finance', 'purchasing', 'readonly', 'sales', 'technician']);

      // Both passwords still sign in; the stale-update guard still knows the row's version.
      await signIn(app, 'keeper', 'keeper-password');
      expect(user.id).toBeGreaterThan(0);
      expectError(await app.call('PATCH', `/api/v1/uom/${uom.id}`, { name: 'late', updated_at: uom.updated_at }, token), 409, 'CONFLICT');

      // New rows get new ids, and the unique keys are still enforced.
      const next = await app.call('POST', '/api/v1/uom', { code: 'PR', name: 'Pair' }, token);
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json().data.id).toBeGreaterThan(uom.id);
      expectError(await app.call('POST', '/api/v1/uom', { code: 'EA', name: 'Again' }, token), 409, 'CONFLICT');
    });

    it('keeps sessions: access tokens, refresh rotation, reuse detection and logouts', async () => {
      database = await createRestartableDatabase(dialect);
      let app = await boot();
      const kept = await signIn(app);
      const rotated = await signIn(app);
      const loggedOut = await signIn(app);
      const second = (await app.call('POST', '/api/v1/auth/refresh-token', { ...rotated, user_id: rotated.user_id })).json().data;
      expect(second.refresh_token).toBeTruthy();
      expect((await app.call('GET', '/api/v1/auth/logout/', undefined, loggedOut.token)).statusCode).toBe(200);

      app = await restart();
      // A signed-in session carries on without signing in again.
      const me = await app.call('GET', '/api/v1/auth/me', undefined, kept.token);
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().data.username).toBe('admin');
      const refreshed = await app.call('POST', '/api/v1/auth/refresh-token', kept);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect((await app.call('GET', '/api/v1/auth/me', undefined, refreshed.json().data.token)).statusCode).toBe(200);

      // A logout before the restart stays a logout.
      expectError(await app.call('GET', '/api/v1/auth/me', undefined, loggedOut.token), 401, 'INVALID_TOKEN');
      expectError(await app.call('POST', '/api/v1/auth/refresh-token', loggedOut), 401, 'INVALID_TOKEN');

      // The rotation done before the restart is remembered: reusing the old token ends the session.
      expect((await app.call('GET', '/api/v1/auth/me', undefined, second.token)).statusCode).toBe(200);
      expectError(await app.call('POST', '/api/v1/auth/refresh-token', rotated), 401, 'INVALID_TOKEN');
      expectError(await app.call('GET', '/api/v1/auth/me', undefined, second.token), 401, 'INVALID_TOKEN');
    });
  });
}

describe.skipIf(!DIALECTS.includes('postgres'))('[postgres] idle connections ended by the server', () => {
  it('keeps answering after PostgreSQL terminates the pooled connections', async () => {
    const server = await startTestServer('postgres');
    try {
      expect((await server.call('GET', '/api/v1/uom')).statusCode).toBe(200);
      const dbName = new URL(server.settings.databaseUrl).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await server.call('GET', '/api/v1/uom')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
