/**
 * What clients were told about their writes, and the checks that the database kept its word:
 * for the load and crash tests (tests/server/reliability). A write is acknowledged when its
 * answer arrived: 201 for an add, 200 for an update; a 409 is an acknowledged refusal.
 */
import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { connect } from '../../src/server/db/connect';
import { sqlitePath } from '../../src/server/config';
import type { ServerProcess } from './process-server';

export interface ProductValues {
  name: string;
  sku: string;
  /** A plain text field each write sets (not the stock, which only movements change). */
  model: string;
}

interface Version {
  from: number;
  to: number;
  values: Partial<ProductValues>;
}

export class WriteLedger {
  /** Acknowledged adds: id -> values sent and the version (updated_at) answered. */
  readonly created = new Map<number, { values: ProductValues; version: number }>();
  /** Acknowledged updates per id: the version read (sent back) -> the version answered. */
  readonly updates = new Map<number, Version[]>();
  refused = 0;

  ackCreate(record: { id: number; updated_at: number }, values: ProductValues): void {
    this.created.set(record.id, { values, version: record.updated_at });
  }

  ackUpdate(id: number, from: number, record: { updated_at: number }, values: Partial<ProductValues>): void {
    const list = this.updates.get(id) ?? [];
    list.push({ from, to: record.updated_at, values });
    this.updates.set(id, list);
  }

  get acknowledgedWrites(): number {
    return this.created.size + [...this.updates.values()].reduce((n, l) => n + l.length, 0);
  }

  /**
   * The row each add or update must have left: follows the chain of versions from the add. Two
   * acknowledged updates from the same version would be a lost update; a chain that skips an
   * acknowledged update would be one too (so a row's updates must come from one client at a time
   * when some may go unanswered). `complete`: no write was left unanswered, so the chain must end
   * at the row as stored; otherwise (a crash) one later unanswered write may have landed.
   */
  problems(id: number, row: Record<string, any> | undefined, complete: boolean): string[] {
    const add = this.created.get(id)!;
    if (!row) return [`product ${id} was acknowledged (201) but is gone`];
    const problems: string[] = [];
    if (row.sku !== add.values.sku) problems.push(`product ${id}: sku ${row.sku}, acknowledged ${add.values.sku}`);
    const steps = new Map<number, Version>();
    for (const u of this.updates.get(id) ?? []) {
      if (steps.has(u.from)) problems.push(`product ${id}: two updates were both accepted from version ${u.from} (a lost update)`);
      steps.set(u.from, u);
    }
    let version = add.version;
    const expected: Record<string, unknown> = { ...add.values };
    for (let step = steps.get(version); step; step = steps.get(version)) {
      Object.assign(expected, step.values);
      version = step.to;
      steps.delete(step.from);
    }
    if (steps.size) problems.push(`product ${id}: acknowledged updates from versions ${[...steps.keys()].join(', ')} are not in the row's history`);
    if (complete || Number(row.updated_at) === version) {
      if (Number(row.updated_at) !== version) problems.push(`product ${id}: updated_at ${row.updated_at}, the last acknowledged version is ${version}`);
      for (const [k, v] of Object.entries(expected)) if (row[k] !== v) problems.push(`product ${id}: ${k} is ${JSON.stringify(row[k])}, acknowledged ${JSON.stringify(v)}`);
    } else if (Number(row.updated_at) < version) {
      problems.push(`product ${id}: updated_at ${row.updated_at} is older than the acknowledged version ${version}`);
    }
    return problems;
  }

  /** Every acknowledged write checked against the rows the API answers now. */
  async verify(server: ServerProcess, token: string, complete: boolean): Promise<string[]> {
    const problems: string[] = [];
    const ids = [...this.created.keys()];
    for (let i = 0; i < ids.length; i += 25) {
      const rows = await Promise.all(ids.slice(i, i + 25).map((id) => server.call('GET', `/api/v1/products/${id}`, token)));
      rows.forEach((res, j) => problems.push(...this.problems(ids[i + j], res.status === 200 ? res.body.data : undefined, complete)));
    }
    return problems;
  }
}

export interface AuditSummary {
  /** Per product id: its create and update entries, and the updated_at of the newest entry's `after`. */
  byProduct: Map<number, { creates: number; updates: number; lastAfterUpdatedAt: number | null }>;
  /** Product rows, id -> updated_at. */
  products: Map<number, number>;
}

/** The audit log of products and the product rows, read straight from the database. */
export async function auditSummary(databaseUrl: string): Promise<AuditSummary> {
  const database = connect(databaseUrl);
  try {
    const entries = await database.db.selectFrom('audit_logs').select(['header_id', 'action', 'log']).where('model', '=', 'products').orderBy('id').execute();
    const byProduct: AuditSummary['byProduct'] = new Map();
    for (const e of entries) {
      const s = byProduct.get(e.header_id) ?? { creates: 0, updates: 0, lastAfterUpdatedAt: null };
      if (e.action === 'create') s.creates++;
      if (e.action === 'update') s.updates++;
      s.lastAfterUpdatedAt = JSON.parse(e.log).after?.updated_at ?? null;
      byProduct.set(e.header_id, s);
    }
    const rows = await database.db.selectFrom('products').select(['id', 'updated_at']).execute();
    return { byProduct, products: new Map(rows.map((r) => [Number(r.id), Number(r.updated_at)])) };
  } finally {
    await database.close();
  }
}

/** Each product row and its audit entries agree: one create, and the newest entry shows the row as it is. */
export function auditProblems(summary: AuditSummary): string[] {
  const problems: string[] = [];
  for (const [id, updatedAt] of summary.products) {
    const s = summary.byProduct.get(id);
    if (!s || s.creates !== 1) problems.push(`product ${id} has ${s?.creates ?? 0} create entries in the audit log`);
    else if (s.lastAfterUpdatedAt !== updatedAt) problems.push(`product ${id}: the newest audit entry shows updated_at ${s.lastAfterUpdatedAt}, the row ${updatedAt}`);
  }
  for (const id of summary.byProduct.keys()) if (!summary.products.has(id)) problems.push(`the audit log has entries for product ${id}, which does not exist`);
  return problems;
}

/**
 * The database's own integrity check. SQLite: PRAGMA integrity_check, foreign keys, and the
 * search index against its rows. PostgreSQL: amcheck over every B-tree index (heapallindexed)
 * when the extension can be had, else a table count by sequential scan against the same by index.
 */
export async function integrityProblems(databaseUrl: string): Promise<string[]> {
  if (databaseUrl.startsWith('sqlite://')) {
    const db = new SQLite(sqlitePath(databaseUrl));
    try {
      const problems = (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check).filter((r) => r !== 'ok');
      problems.push(...(db.pragma('foreign_key_check') as unknown[]).map((r) => `foreign key: ${JSON.stringify(r)}`));
      try {
        db.prepare("INSERT INTO products_search (products_search) VALUES ('integrity-check')").run();
      } catch (e) {
        problems.push(`search index: ${(e as Error).message}`);
      }
      return problems;
    } finally {
      db.close();
    }
  }
  const database = connect(databaseUrl);
  try {
    const { db } = database;
    const problems: string[] = [];
    let amcheck = true;
    try {
      await sql`create extension if not exists amcheck`.execute(db);
    } catch {
      amcheck = false;
    }
    if (amcheck) {
      const indexes = await sql<{ name: string }>`
        select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        join pg_namespace n on n.oid = c.relnamespace where a.amname = 'btree' and n.nspname = 'public'`.execute(db);
      for (const { name } of indexes.rows) {
        try {
          await sql`select bt_index_check(${name}::regclass, true)`.execute(db);
        } catch (e) {
          problems.push(`index ${name}: ${(e as Error).message}`);
        }
      }
    } else {
      for (const table of ['products', 'audit_logs']) {
        await db.connection().execute(async (c) => {
          await sql`set enable_indexscan = off`.execute(c);
          await sql`set enable_bitmapscan = off`.execute(c);
          const bySeq = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(c);
          await sql`reset enable_indexscan`.execute(c);
          await sql`set enable_seqscan = off`.execute(c);
          const byIndex = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where id > 0`.execute(c);
          await sql`reset all`.execute(c);
          if (String(bySeq.rows[0].n) !== String(byIndex.rows[0].n)) problems.push(`${table}: ${bySeq.rows[0].n} rows by scan, ${byIndex.rows[0].n} by index`);
        });
      }
    }
    return problems;
  } finally {
    await database.close();
  }
}
