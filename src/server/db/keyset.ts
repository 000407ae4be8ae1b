/**
 * Keyset paging (api-contract.md, List query: `page[cursor]` / `meta.page.next_cursor`): the next
 * page starts after the sort key of the last row sent, so deep pages cost what the first does and
 * a row added or removed meanwhile neither repeats nor skips a row.
 *
 * A cursor is opaque to the client: base64url of the sort it belongs to and the last row's values
 * of the sort fields (the last one always `id`, which makes the order total).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SortTerm } from '../../shared/list-query';
import { encodeSort } from '../../shared/list-query';
import { badRequest } from '../errors';
import type { DialectName } from './connect';

type KeyValue = string | number | null;

/** Columns every table has and never holds NULL in: a row-value comparison is exact on them. */
const NOT_NULL = new Set(['id', 'created_at', 'updated_at']);

const invalid = () => badRequest('page[cursor] is not a cursor of this list; start again from the first page', { parameter: 'page[cursor]' });

export function encodeCursor(order: SortTerm[], row: Record<string, unknown>): string {
  const key = order.map((t) => {
    const v = row[t.field];
    return v === undefined || v === null ? null : typeof v === 'number' ? v : String(v);
  });
  return Buffer.from(JSON.stringify({ s: encodeSort(order), k: key })).toString('base64url');
}

/** The sort key a cursor carries; a cursor of another sort, or not a cursor at all, is a 400. */
export function decodeCursor(text: string, order: SortTerm[]): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { s, k } = (parsed ?? {}) as { s?: unknown; k?: unknown };
  if (s !== encodeSort(order) || !Array.isArray(k) || k.length !== order.length) throw invalid();
  if (!k.every((v) => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) throw invalid();
  if (typeof k.at(-1) !== 'number') throw invalid(); // the id
  return k as KeyValue[];
}

/**
 * Rows after `key` in `order`. NULLs sort as the database sorts them (smallest on SQLite, largest
 * on PostgreSQL), so that the condition agrees with the ORDER BY the page runs.
 */
export function afterKey(dialect: DialectName, order: SortTerm[], key: KeyValue[]): Expression<SqlBool> {
  const sameDirection = order.every((t) => t.desc === order[0].desc);
  if (sameDirection && order.every((t, i) => NOT_NULL.has(t.field) && key[i] !== null)) {
    // (updated_at, id) < (?, ?): one range of the index the ORDER BY walks.
    const columns = sql.join(order.map((t) => sql.ref(t.field)));
    const values = sql.join(key.map((v) => sql`${v}`));
    return order[0].desc ? sql<SqlBool>`(${columns}) < (${values})` : sql<SqlBool>`(${columns}) > (${values})`;
  }
  const alternatives = order.map((t, i) => {
    const equalBefore = order.slice(0, i).map((u, j) => (key[j] === null ? sql`${sql.ref(u.field)} is null` : sql`${sql.ref(u.field)} = ${key[j]}`));
    return sql.join([...equalBefore, after(dialect, t, key[i])], sql` and `);
  });
  return sql<SqlBool>`((${sql.join(alternatives, sql`) or (`)}))`;
}

/** The rows of one sort term that come after `v`. */
function after(dialect: DialectName, t: SortTerm, v: KeyValue) {
  const column = sql.ref(t.field);
  const nullsFirst = (dialect === 'postgres') === t.desc;
  if (v === null) return nullsFirst ? sql`${column} is not null` : sql`1 = 0`;
  const beyond = t.desc ? sql`${column} < ${v}` : sql`${column} > ${v}`;
  return nullsFirst ? beyond : sql`(${beyond} or ${column} is null)`;
}
