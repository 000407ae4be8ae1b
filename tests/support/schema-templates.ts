/**
 * The API and browser suites' global setup: the schema of this version is made once per run, as
 * a SQLite file and (with DATABASE_URL=postgres://...) a PostgreSQL database, and every server a
 * test starts copies it (databases.ts, `createTestDatabase(dialect, { schema: true })`). Made
 * here by the product's own migrations and schema sync, so a copy is what a new database would
 * be after them; the seeds are left to each server's start. Both are test databases of their own,
 * dropped when the run ends; a killed run's are dropped by the next run's setup.
 */
import { sqlitePath } from '../../src/server/config';
import { connect } from '../../src/server/db/connect';
import { runMigrations } from '../../src/server/db/migrate';
import { MIGRATIONS } from '../../src/server/db/migrations';
import { syncSchema } from '../../src/server/db/sync';
import { databaseTables } from '../../src/server/db/system-tables';
import { Registry } from '../../src/server/registry';
import { createTestDatabase, DIALECTS, dropLeftDatabases, SCHEMA_TEMPLATE_ENV, type TestDatabase } from './databases';

async function makeSchema(databaseUrl: string): Promise<void> {
  const database = connect(databaseUrl);
  try {
    await runMigrations(database, MIGRATIONS);
    await syncSchema(database, databaseTables(new Registry()));
  } finally {
    await database.close();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  await dropLeftDatabases();
  const templates: TestDatabase[] = [];
  for (const dialect of DIALECTS) {
    const db = await createTestDatabase(dialect);
    templates.push(db);
    await makeSchema(db.url);
    // SQLite: the file to copy; PostgreSQL: the database's name, for CREATE DATABASE … TEMPLATE.
    process.env[SCHEMA_TEMPLATE_ENV[dialect]] = dialect === 'sqlite' ? sqlitePath(db.url) : new URL(db.url).pathname.slice(1);
  }
  return async () => {
    for (const db of templates) await db.drop();
  };
}
