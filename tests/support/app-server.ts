/**
 * The built app and the API, listening on a free port over a fresh database, for browser tests.
 * Under vitest the browser suite's global setup (e2e-setup.ts) has built the app once for the run
 * (FSB_TEST_APP_DIR); elsewhere (benchmarks) it is built once per process into a private folder,
 * so runs side by side never serve a half-written build.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../scripts/app-build';
import { build, type BuiltApp } from '../../src/server/app';
import type { Settings } from '../../src/server/config';
import { createTestDatabase, testSettings, type TestDialect } from './databases';

export interface RunningApp extends BuiltApp {
  origin: string;
  settings: Settings;
  close(): Promise<void>;
}

let builtAppDir: string | undefined;

export function builtApp(): string {
  builtAppDir ??= process.env.FSB_TEST_APP_DIR;
  if (!builtAppDir) {
    builtAppDir = mkdtempSync(join(tmpdir(), 'fsb-app-'));
    buildApp(builtAppDir);
  }
  return builtAppDir;
}

export async function startAppServer(dialect: TestDialect = 'sqlite', overrides: Partial<Settings> = {}): Promise<RunningApp> {
  const db = await createTestDatabase(dialect, { schema: true });
  const settings = testSettings(db, { appDir: builtApp(), ...overrides });
  const built = await build(settings);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...built,
    settings,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await built.app.close();
      await db.drop();
    },
  };
}
