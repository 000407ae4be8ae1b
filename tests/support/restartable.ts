/**
 * A test database that outlives one app: boot the server, close it, boot it again on the same
 * database with the same settings (as a restarted process would), then drop the database.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { build, type BuiltApp } from '../../src/server/app';
import type { Settings } from '../../src/server/config';
import { createTestDatabase, testSettings, type TestDatabase, type TestDialect } from './databases';

export interface BootedApp extends BuiltApp {
  call(method: InjectOptions['method'], url: string, body?: unknown, token?: string | null): Promise<LightMyRequestResponse>;
}

export interface RestartableDatabase {
  settings: Settings;
  /** Build an app on the database; close it with `app.close()`. */
  boot(): Promise<BootedApp>;
  drop(): Promise<void>;
}

export async function createRestartableDatabase(dialect: TestDialect, overrides: Partial<Settings> = {}): Promise<RestartableDatabase> {
  const db: TestDatabase = await createTestDatabase(dialect);
  const settings = testSettings(db, overrides);
  return {
    settings,
    boot: async () => {
      const built = await build(settings);
      return {
        ...built,
        call: (method, url, body, token) =>
          built.app.inject({
            method,
            url,
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-requested-with': 'XMLHttpRequest' },
            ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
          }),
      };
    },
    drop: () => db.drop(),
  };
}
