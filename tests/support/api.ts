/** A built server on a fresh test database, with helpers to call it as a signed-in admin. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { build, type BuiltApp } from '../../src/server/app';
import type { Settings } from '../../src/server/config';
import { createTestDatabase, testSettings, TEST_ADMIN_PASSWORD, type TestDatabase, type TestDialect } from './databases';

export interface TestServer extends BuiltApp {
  settings: Settings;
  token: string;
  refreshToken: string;
  /** Call the API as the signed-in admin (or with `token: null` anonymously). */
  call(method: InjectOptions['method'], url: string, body?: unknown, token?: string | null): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestServer(dialect: TestDialect, overrides: Partial<Settings> = {}): Promise<TestServer> {
  const db: TestDatabase = await createTestDatabase(dialect, { schema: true });
  const settings = testSettings(db, overrides);
  const built = await build(settings);
  const login = await built.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
  const { token, refresh_token } = login.json().data;
  const server: TestServer = {
    ...built,
    settings,
    token,
    refreshToken: refresh_token,
    call: (method, url, body, as = server.token) =>
      built.app.inject({
        method,
        url,
        headers: { ...(as ? { authorization: `Bearer ${as}` } : {}), 'x-requested-with': 'XMLHttpRequest' },
        ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      }),
    close: async () => {
      await built.app.close();
      await db.drop();
    },
  };
  return server;
}

/**
 * Empty a table the suite uses as scratch space. The API suites write units of measure freely,
 * but a first start seeds the standard units (reference data), so they start from an empty table.
 */
export async function emptyScratchTable(server: TestServer, table = 'uom'): Promise<void> {
  await server.database.db.deleteFrom(table).execute();
}

/**
 * Calls that must succeed, for suites written as a role at work: `ok` answers the data of a call
 * that answered `status` (its method and url in the failure), `signIn` adds a user of `role`
 * (password `<username>-password-1`) and answers the user and their token.
 */
export function workingCalls(server: TestServer) {
  const ok = async (method: InjectOptions['method'], url: string, body?: unknown, token?: string, status = 200): Promise<any> => {
    const res = await server.call(method, `/api/v1/${url}`, body, token);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };
  const signIn = async (username: string, role: string) => {
    const user = await ok('POST', 'users', { username, password: `${username}-password-1`, role }, undefined, 201);
    const token = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password: `${username}-password-1` } })).json().data.token as string;
    return { user, token };
  };
  return { ok, signIn };
}
