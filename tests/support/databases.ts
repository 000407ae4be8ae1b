/**
 * The databases an API suite runs on (Kysely's own tests style: `for (const dialect of DIALECTS)`):
 * SQLite always, PostgreSQL when DATABASE_URL points at one. Each test database is new and is
 * dropped afterwards, so suites never see each other's rows.
 *
 * A database for a server (`{ schema: true }`) starts as a copy of the run's schema template
 * (schema-templates.ts, the suites' global setup) instead of an empty one: making the schema took
 * 6 to 7 s of a PostgreSQL server's start on a busy two-core machine, and a run starts hundreds.
 * The server's own start then runs on it as on any database of this version: it finds the schema
 * in place and seeds. Without a template (a file run outside vitest's projects) it starts empty.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
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

/** A PostgreSQL test database is named `fsb_test_<pid>_<random>`, after the process that made it. */
const PG_PREFIX = 'fsb_test_';

/** Where the run's schema templates are (set by schema-templates.ts): a SQLite file and a PostgreSQL database's name. */
export const SCHEMA_TEMPLATE_ENV = { sqlite: 'FSB_TEST_SQLITE_TEMPLATE', postgres: 'FSB_TEST_PG_TEMPLATE' } as const;

/** `schema`: start from the run's schema template, for a server of this version (see above). */
export async function createTestDatabase(dialect: TestDialect, options: { schema?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsb-test-'));
  const template = options.schema ? process.env[SCHEMA_TEMPLATE_ENV[dialect]] : undefined;
  if (dialect === 'sqlite') {
    const file = join(dataDir, 'app.db');
    if (template) copyFileSync(template, file);
    return { url: `sqlite://${file}`, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `${PG_PREFIX}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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

/**
 * Drops the PostgreSQL test databases of processes that are gone: a run that was killed left them
 * (its schema template among them). Once per run, from its global setup (schema-templates.ts).
 */
export async function dropLeftDatabases(): Promise<void> {
  if (!pgUrl) return;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database');
    for (const { datname } of rows) {
      if (!datname.startsWith(PG_PREFIX)) continue;
      try {
        process.kill(Number(datname.slice(PG_PREFIX.length).split('_')[0]), 0);
      } catch (e) {
        // ESRCH: no such process. EPERM is a live process of another user's.
        if ((e as NodeJS.ErrnoException).code === 'ESRCH') await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  } finally {
    await admin.end();
  }
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
