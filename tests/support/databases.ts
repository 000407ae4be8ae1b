/**
 * The databases an API suite runs on (Kysely's own tests style: `for (const dialect of DIALECTS)`):
 * SQLite always, PostgreSQL when DATABASE_URL points at one. Each test database is new and is
 * dropped afterwards, so suites never see each other's rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Settings } from '../../src/server/config';
import { loadSettings } from '../../src/server/config';

export type TestDialect = 'sqlite' | 'postgres';

const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

export const DIALECTS: TestDialect[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsb-test-'));
  if (dialect === 'sqlite') {
    return { url: `sqlite://${join(dataDir, 'app.db')}`, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `fsb_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_ADMIN_PASSWORD = 'correct-horse-battery';

export function testSettings(db: TestDatabase, overrides: Partial<Settings> = {}): Settings {
  return {
    // The daily jobs (visit planning, overdue reminders) and the customer's job mails stay off
    // unless a test turns one on (overrides.visitPlanning, overrides.overdueReminders,
    // overrides.customerMail); the maps' tiles and address search
    // are off (no test reaches the internet) unless a test points them at a fake
    // (overrides.mapTileUrl, overrides.onemapUrl). The second factor the admin and finance roles
    // require is not asked for unless a test turns it on (overrides.mfaEnforce).
    ...loadSettings({ DATA_DIR: db.dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', VISIT_PLANNING: 'off', OVERDUE_REMINDERS: 'off', CUSTOMER_MAIL_ACCEPTED: 'off', CUSTOMER_MAIL_ON_MY_WAY: 'off', CUSTOMER_MAIL_FINISHED: 'off', MAP_TILE_URL: 'off', ONEMAP_URL: 'off', MFA_ENFORCE: 'off' }),
    databaseUrl: db.url,
    storageDir: join(db.dataDir, 'files'),
    adminPassword: TEST_ADMIN_PASSWORD,
    appDir: join(db.dataDir, 'no-app'),
    ...overrides,
  };
}
