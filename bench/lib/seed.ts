/**
 * Databases filled with the benchmark catalogue, fast: the tables come from the app's own schema
 * sync, the rows go in with direct batched inserts in one transaction (no API, no audit entries),
 * and the search index is dropped for the load and rebuilt by the next sync in one pass.
 *
 * The SQLite file is kept under bench/.cache/ (git-ignored) and reused while its stamp matches.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { connect } from '../../src/server/db/connect';
import { dropSearchIndex } from '../../src/server/db/search-index';
import { syncSchema } from '../../src/server/db/sync';
import { databaseTables } from '../../src/server/db/system-tables';
import { Registry } from '../../src/server/registry';
import { product, type Product } from './catalogue';

export const CACHE_DIR = join(import.meta.dirname, '..', '.cache');
/** Bump when the generated rows change, so cached databases are made anew. */
// 3: each product's stock is held in the default warehouse (issue 25.6: a figure no warehouse
// holds is reconciled on start, which a million products should not wait for).
const SEED_VERSION = 4;

/** Each product's stock held in a default warehouse, as the server keeps it (one set-based insert). */
const HELD_STOCK = [
  `INSERT INTO warehouses (code, name, country, is_default, status, created_at, updated_at) VALUES ('MAIN', 'Main warehouse', 'Singapore', 1, 'O', 0, 0)`,
  `INSERT INTO product_stocks (product_id, warehouse_id, qty_on_hand, status, created_at, updated_at) SELECT id, (SELECT id FROM warehouses WHERE code = 'MAIN'), stock_quantity, 'O', created_at, updated_at FROM products WHERE stock_quantity <> 0`,
];
const BATCH = 1000;

const COLUMNS: Array<keyof Product | 'created_by' | 'updated_by'> = [
  'id', 'name', 'sku', 'description', 'price', 'new_price', 'uom', 'brand', 'model', 'barcode', 'stock_quantity', 'type', 'status', 'created_at', 'updated_at', 'created_by', 'updated_by',
];
const valuesOf = (p: Product) => COLUMNS.map((c) => (c === 'created_by' || c === 'updated_by' ? 1 : p[c]));

async function syncAll(databaseUrl: string, beforeClose?: (database: ReturnType<typeof connect>) => Promise<void>): Promise<void> {
  const database = connect(databaseUrl);
  try {
    const registry = new Registry();
    await syncSchema(database, databaseTables(registry));
    await beforeClose?.(database);
  } finally {
    await database.close();
  }
}

function progress(label: string, done: number, total: number, started: number): void {
  if (done % 100_000 === 0 || done === total) process.stdout.write(`\r  ${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} rows, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A SQLite database with `count` products (cached); its path. */
export async function sqliteCatalogue(count: number): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const path = join(CACHE_DIR, `products-${count}.sqlite`);
  const stampFile = `${path}.stamp`;
  const stamp = JSON.stringify({ version: SEED_VERSION, count });
  if (existsSync(path) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    // A bench's writer adds rows to the cached file; its WAL is folded back so that every run
    // starts without one (a 166 MB WAL left by earlier runs slowed every read of the next).
    const cached = new SQLite(path);
    cached.pragma('wal_checkpoint(TRUNCATE)');
    cached.close();
    return path;
  }

  const building = `${path}.building`;
  for (const f of [building, `${building}-wal`, `${building}-shm`]) rmSync(f, { force: true });
  const started = Date.now();
  console.log(`  seeding ${count.toLocaleString('en')} products into ${building} (once; cached afterwards)`);
  await syncAll(`sqlite://${building}`, (database) => dropSearchIndex(database, 'products'));
  const sqlite = new SQLite(building);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const insert = sqlite.prepare(`INSERT INTO products (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`);
  sqlite.transaction(() => {
    for (let id = 1; id <= count; id++) {
      insert.run(valuesOf(product(id)));
      progress('rows', id, count, started);
    }
    for (const statement of HELD_STOCK) sqlite.prepare(statement).run();
  })();
  sqlite.close();
  console.log(`\n  building the search index…`);
  await syncAll(`sqlite://${building}`);
  const done = new SQLite(building);
  done.pragma('wal_checkpoint(TRUNCATE)');
  done.close();
  rmSync(path, { force: true });
  for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  renameSync(building, path);
  writeFileSync(stampFile, stamp);
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return path;
}

/** A new PostgreSQL database next to `adminUrl`'s with `count` products; its URL and a drop(). */
export async function postgresCatalogue(adminUrl: string, count: number): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fsb_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  try {
    const started = Date.now();
    console.log(`  seeding ${count.toLocaleString('en')} products into PostgreSQL database ${name}`);
    await syncAll(url.toString(), (database) => dropSearchIndex(database, 'products'));
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query('BEGIN');
    for (let first = 1; first <= count; first += BATCH) {
      const rows = [];
      for (let id = first; id < Math.min(first + BATCH, count + 1); id++) rows.push(valuesOf(product(id)));
      const placeholders = rows.map((_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`).join(', ');
      await client.query(`INSERT INTO products (${COLUMNS.join(', ')}) VALUES ${placeholders}`, rows.flat());
      progress('rows', Math.min(first + BATCH - 1, count), count, started);
    }
    // The ids were given: move the sequence past them so the API's inserts get new ones.
    await client.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), ${count})`);
    for (const statement of HELD_STOCK) await client.query(statement);
    await client.query('COMMIT');
    console.log(`\n  building the search index…`);
    await syncAll(url.toString());
    await client.query('VACUUM ANALYZE products');
    await client.end();
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (e) {
    await drop();
    throw e;
  }
  return { url: url.toString(), drop };
}

/**
 * `run` against a copy of the cached SQLite catalogue of `count` products, removed afterwards: a
 * bench's writers add products to the database they run on, and a later server start took the
 * direct writer's stock figures in as opening stock (thousands of audited moves and a WAL of
 * hundreds of megabytes that slowed the next figures' reads). Each run starts from the same file.
 */
export async function onSqliteCatalogue<T>(count: number, run: (url: string) => Promise<T>): Promise<T> {
  const cached = await sqliteCatalogue(count);
  const copy = `${cached}.run-${process.pid}`;
  copyFileSync(cached, copy);
  try {
    return await run(`sqlite://${copy}`);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  }
}

/**
 * With DATABASE_URL=postgres://...: `run` against a database made for it with `count` products,
 * dropped afterwards. Without it: says PostgreSQL is skipped and answers undefined.
 */
export async function onPostgresCatalogue<T>(count: number, run: (url: string) => Promise<T>): Promise<T | undefined> {
  const adminUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  if (!adminUrl) {
    console.log('  PostgreSQL skipped: set DATABASE_URL=postgres://... to include it');
    return undefined;
  }
  const database = await postgresCatalogue(adminUrl, count);
  try {
    return await run(database.url);
  } finally {
    await database.drop();
  }
}
