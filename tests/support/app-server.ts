/** The built app and the API, listening on a free port over a fresh database, for browser tests. */
import { buildAppIfStale } from '../../scripts/app-build';
import { build, type BuiltApp } from '../../src/server/app';
import { PROJECT_ROOT } from '../../src/server/config';
import { join } from 'node:path';
import { createTestDatabase, testSettings, type TestDialect } from './databases';

export interface RunningApp extends BuiltApp {
  origin: string;
  close(): Promise<void>;
}

export async function startAppServer(dialect: TestDialect = 'sqlite'): Promise<RunningApp> {
  buildAppIfStale();
  const db = await createTestDatabase(dialect);
  const built = await build(testSettings(db, { appDir: join(PROJECT_ROOT, 'dist') }));
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...built,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await built.app.close();
      await db.drop();
    },
  };
}
