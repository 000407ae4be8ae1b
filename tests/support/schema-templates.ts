/**
 * The API and browser suites' global setup: the schema of this version is made once per run, as
 * a SQLite file and (with DATABASE_URL=postgres://...) a PostgreSQL database, and every server a
 * test starts copies it (databases.ts, `createTestDatabase(dialect, { schema: true })`). Made
 * here by the product's own migrations and schema sync, so a copy is what a new database would
 * be after them; the seeds are left to each server's start. Both are removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect } from '../../src/server/db/connect';
import { runMigrations } from '../../src/server/db/migrate';
import { MIGRATIONS } from '../../src/server/db/migrations';
import { syncSchema } from '../../src/server/db/sync';
import { databaseTables } from '../../src/server/db/system-tables';
import { Registry } from '../../src/server/registry';
import { SCHEMA_TEMPLATE_ENV } from './databases';

async function makeSchema(databaseUrl: string): Promise<void> {
  const database = connect(databaseUrl);
  try {
    await runMigrations(database, MIGRATIONS);
    await syncSchema(database, databaseTables(new Registry()));
  } finally {
    await database.close();
  }
}

const TEMPLATE_PREFIX = 'fsb_template_';

/** Drops the templates of runs whose process is gone (a run that was killed leaves its own). */
async function dropLeftTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`);
  for (const { datname } of rows) {
    const pid = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
    try {
      process.kill(pid, 0);
    } catch {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}

async function postgresTemplate(pgUrl: string): Promise<() => Promise<void>> {
  const name = `${TEMPLATE_PREFIX}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await dropLeftTemplates(admin);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  await makeSchema(url.toString());
  process.env[SCHEMA_TEMPLATE_ENV.postgres] = name;
  return async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'fsb-schema-'));
  const file = join(dir, 'template.db');
  await makeSchema(`sqlite://${file}`);
  process.env[SCHEMA_TEMPLATE_ENV.sqlite] = file;
  const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const dropPostgres = pgUrl ? await postgresTemplate(pgUrl) : undefined;
  return async () => {
    await dropPostgres?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
