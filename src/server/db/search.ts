/**
 * The free-text list filter (api-contract.md, `filter`): a case-insensitive substring of any
 * searchable field, `%` and `_` taken literally. Its meaning is always
 *
 *     lower(field) LIKE '%' || lower(text) || '%'      (wildcards in the text escaped)
 *
 * and an index only makes it fast, never changes the rows found:
 *
 * - SQLite: an FTS5 trigram table `<table>_search` holding lower(field) per searchable field,
 *   kept in step by triggers. A trigram phrase query on lowered text is an exact substring
 *   match within one column, so it stands in for the LIKE. Text shorter than a trigram is
 *   looked for with instr() over the same lowered copies: still a scan, but in C, not a call of
 *   the app's lower() per row and field.
 * - PostgreSQL: a pg_trgm GIN index on lower(field) per searchable field, which the LIKE itself
 *   uses. Without the extension (no privilege to create it) the same LIKE runs as a scan.
 *
 * SQLite's lower() is the app's own (connect.ts: folds like JavaScript), so the triggers fold
 * exactly as the filter text is folded here.
 */
import { sql, type Compilable, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { SortTerm } from '../../shared/list-query';
import type { Database } from './connect';

/** Trigrams need at least this many characters (code points) of filter text. */
const TRIGRAM = 3;

/**
 * From this many characters a search looks up covering trigrams rather than the phrase of all
 * of them: "impact drill 18v" is 14 trigrams as a phrase, 6 when covering it.
 */
const LONG_TEXT = 7;

/**
 * An FTS5 query for rows holding every trigram of a cover of `chars` (the trigrams at 0, 3, 6, …
 * and the last one), anywhere in the row: every row containing the text is among them.
 */
function coveringTrigrams(chars: string[]): string {
  const starts = new Set<number>();
  for (let i = 0; i + TRIGRAM <= chars.length; i += TRIGRAM) starts.add(i);
  starts.add(chars.length - TRIGRAM);
  const trigrams = new Set([...starts].map((i) => chars.slice(i, i + TRIGRAM).join('')));
  return [...trigrams].map(ftsPhrase).join(' AND ');
}

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const searchTableOf = (table: string) => `${table}_search`;

/** An SQL identifier, double-quoted. */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The FTS5 query matching `text` as one phrase: every character literal, `"` doubled. */
const ftsPhrase = (lowered: string) => `"${lowered.replace(/"/g, '""')}"`;

/**
 * A search of `filter=text` over `columns` of `table`, read off the text: which form its
 * condition takes, and the values it binds (made by `bind`, which may give back a stand-in).
 *
 * - `contains`: text shorter than a trigram, instr() over the search table's lowered copies;
 * - `phrase`: the FTS5 phrase of the whole text;
 * - `covering`: a long text, rows holding a few trigrams that cover it, then the exact substring
 *   test on those. Each trigram of a phrase query costs a read of its posting list with
 *   positions; these are fewer, and the test on the few rows left is cheap;
 * - `like`: PostgreSQL's LIKE, which its trigram indexes serve.
 */
export type SearchPlan<V = unknown> = { table: string; columns: string[] } & (
  | { form: 'contains'; text: V }
  | { form: 'phrase'; match: V }
  | { form: 'covering'; text: V; match: V }
  | { form: 'like'; pattern: V }
);

/**
 * `narrowed`: `columns` are some of the table's searchable ones (a searched reference's
 * representation), so a match in the search table, which looks in every column, is tested on them
 * with instr() as a long text's covering trigrams are.
 */
export function planSearch<V>(dialect: Database['dialect'], table: string, columns: string[], text: string, bind: (value: string) => V, narrowed = false): SearchPlan<V> {
  if (dialect === 'postgres') return { table, columns, form: 'like', pattern: bind(likePattern(text)) };
  const lowered = text.toLowerCase();
  const chars = [...lowered];
  if (chars.length < TRIGRAM) return { table, columns, form: 'contains', text: bind(lowered) };
  if (chars.length < LONG_TEXT && !narrowed) return { table, columns, form: 'phrase', match: bind(ftsPhrase(lowered)) };
  return { table, columns, form: 'covering', text: bind(lowered), match: bind(chars.length < LONG_TEXT ? ftsPhrase(lowered) : coveringTrigrams(chars)) };
}

/** A search of the records a reference field points at (registry.ts, searchedReferences). */
export interface ReferenceSearch<V = unknown> {
  field: string;
  search: SearchPlan<V>;
}

/** PostgreSQL: the LIKE of each column of the search. */
const likes = (search: SearchPlan & { form: 'like' }) => sql<SqlBool>`(${sql.join(
  search.columns.map((name) => sql<SqlBool>`lower(${sql.ref(`${search.table}.${name}`)}) like ${search.pattern} escape '\\'`),
  sql` or `,
)})`;

/** SQLite: the ids (rowids) of the search table's rows that the search finds. */
function foundRowids(search: SearchPlan) {
  const { table, columns } = search;
  const searchTable = sql.raw(quoted(searchTableOf(table)));
  const contains = (text: unknown) => sql.join(columns.map((c) => sql`instr(${sql.ref(`${searchTableOf(table)}.${c}`)}, ${text}) > 0`), sql` or `);
  if (search.form === 'like') throw new Error('a LIKE search has no search table');
  const found =
    search.form === 'contains'
      ? contains(search.text)
      : search.form === 'phrase'
        ? sql`${searchTable} match ${search.match}`
        : sql`${searchTable} match ${search.match} and (${contains(search.text)})`;
  return sql`select rowid from ${searchTable} where ${found}`;
}

/**
 * The where-condition of a search of `table`: its own columns (`search`, none when it has no
 * searchable column) or a reference to a record its search finds (`via`). On SQLite each is a
 * search of a search table; on PostgreSQL the LIKE of each column, and a reference equal to any of
 * the ids the LIKE finds in its table: an array the planner gets first, so that the reference's
 * index serves it beside the trigram indexes (a bitmap OR) instead of a test of every row.
 */
export function searchCondition(table: string, search: SearchPlan | undefined, via: ReferenceSearch[] = []): Expression<SqlBool> {
  const own = search ? [search.form === 'like' ? likes(search) : sql<SqlBool>`${sql.ref(`${table}.id`)} in (${foundRowids(search)})`] : [];
  const referenced = via.map(({ field, search: target }) =>
    target.form === 'like'
      ? sql<SqlBool>`${sql.ref(`${table}.${field}`)} = any(array(select ${sql.ref(`${target.table}.id`)} from ${sql.table(target.table)} where ${likes(target)}))`
      : sql<SqlBool>`${sql.ref(`${table}.${field}`)} in (${foundRowids(target)})`,
  );
  return sql<SqlBool>`(${sql.join([...own, ...referenced], sql` or `)})`;
}

/**
 * One page of a searched list and its total, with the search run once: the matching rows' ids and
 * sort keys are set aside (a materialized CTE), counted, and the page's rows fetched by id. Two
 * separate queries, page and count, would each run the search. `after` (keyset paging) is a
 * condition on the sort keys: the page starts there, the total still counts every match. Each row
 * carries the total as `__total`; past the last match a single row of nulls carries it.
 */
export function searchedPage(
  db: Kysely<any>,
  table: string,
  matching: SelectQueryBuilder<any, any, any>,
  order: SortTerm[],
  page: { limit: unknown; offset: unknown; after?: Expression<SqlBool> },
): Compilable<Record<string, any>> {
  const { limit, offset, after } = page;
  const keys = [...new Set(['id', ...order.map((t) => t.field)])];
  let pageIds = db.selectFrom('matched').select('id');
  if (after) pageIds = pageIds.where(after);
  for (const t of order) pageIds = pageIds.orderBy(t.field, t.desc ? 'desc' : 'asc');
  let query = db
    .with((cte) => cte('matched').materialized(), () => matching.select(keys.map((k) => `${table}.${k}`)))
    .with('page', () => pageIds.limit(limit as number).offset(offset as number))
    .selectFrom(db.selectFrom('matched').select((eb) => eb.fn.countAll().as('n')).as('counted'))
    // Left join: the total comes back even when the page is past the last match.
    .leftJoin(table, (join) => join.on(sql<SqlBool>`${sql.ref(`${table}.id`)} in (select id from page)`))
    .select('counted.n as __total')
    .selectAll(table);
  for (const t of order) query = query.orderBy(`${table}.${t.field}`, t.desc ? 'desc' : 'asc');
  return query;
}

/** The rows and total of a searchedPage's result. */
export function searchedRows(result: Array<Record<string, any>>): { rows: Array<Record<string, any>>; total: number } {
  return { rows: result.filter((r) => r.id !== null), total: Number(result[0]?.__total ?? 0) };
}
