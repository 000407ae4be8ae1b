/**
 * A statement built and compiled by Kysely once, then run with new values: for the hot reads of
 * every request (the session lookup), whose shape never changes, building and compiling the query
 * again each time cost more than running it.
 */
import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type pg from 'pg';

/** The most statements kept prepared on each PostgreSQL connection (the hot reads are a few dozen shapes). */
const MAX_PREPARED = 500;

/** SQL texts that run as named prepared statements on PostgreSQL, and their names. */
const statementNames = new Map<string, string>();

/**
 * Run `sql` as a named prepared statement on every PostgreSQL connection from now on: parsed and
 * planned once per connection (PostgreSQL switches to a generic plan after five runs) instead of
 * on every request. For hot reads whose text has a bounded number of shapes; no effect on SQLite,
 * whose statements are cached by text anyway (connect.ts, withStatementCache).
 */
export function keepPrepared(sql: string): void {
  if (!statementNames.has(sql) && statementNames.size < MAX_PREPARED) statementNames.set(sql, `fsb_hot_${statementNames.size + 1}`);
}

/** PostgreSQL's refusal to run a prepared statement whose result columns changed (a column added). */
const CHANGED_RESULT = '0A000';

/**
 * Make `client` run the texts given to keepPrepared as named statements. A statement whose table
 * changed shape since it was prepared is deallocated and prepared again, once.
 */
export function preparingClient(client: pg.PoolClient): void {
  // The class's own query, looked up at each call (as a spy on pg.Client.prototype would see it).
  const classQuery = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  const query = ((...args: unknown[]) => classQuery.query.apply(client, args)) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  const parsed = () => (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
  const named = async (name: string, text: string, values: unknown[] | undefined) => {
    try {
      return await query({ name, text, values });
    } catch (e) {
      if ((e as { code?: string }).code !== CHANGED_RESULT) throw e;
      await query(`deallocate "${name}"`);
      delete parsed()[name];
      return query({ name, text, values });
    }
  };
  client.query = ((...args: unknown[]) => {
    const [config, values] = args;
    const name = typeof config === 'string' && args.length <= 2 && (values === undefined || Array.isArray(values)) ? statementNames.get(config) : undefined;
    return name ? named(name, config as string, values as unknown[] | undefined) : (query as (...a: unknown[]) => unknown)(...args);
  }) as typeof client.query;
}

/** Marks a stand-in for a value while a statement is built; no stored or sent value holds a NUL. */
const HOLE = '\0precompiled-value-';

/** Stands for the i-th value while a statement is built. */
export const hole = (i: number) => `${HOLE}${i}`;

/** A statement compiled once with holes where its values go, to be filled for each run. */
export interface HoledStatement {
  query: CompiledQuery;
  /** For each parameter of `query`, the index of the value it takes, or undefined for a constant. */
  slots: Array<number | undefined>;
}

/** `query`, compiled with holes where its values go. */
export function holed(query: CompiledQuery): HoledStatement {
  return { query, slots: query.parameters.map((p) => (typeof p === 'string' && p.startsWith(HOLE) ? Number(p.slice(HOLE.length)) : undefined)) };
}

/** The values of `statements` that reach none of them, of `count` (a statement built wrong). */
export function unreached(count: number, ...statements: Array<HoledStatement | undefined>): number {
  const reached = new Set(statements.flatMap((s) => s?.slots ?? []).filter((slot) => slot !== undefined && slot < count));
  return count - reached.size;
}

/** The statement with `values` in its holes. */
export function filled<Row>(statement: HoledStatement, values: readonly unknown[]): CompiledQuery<Row> {
  const { query, slots } = statement;
  return { ...query, parameters: query.parameters.map((p, i) => (slots[i] === undefined ? p : values[slots[i]!])) } as CompiledQuery<Row>;
}

/**
 * `build(holes)` makes the query with `holes` where its values go; the answer runs it with the
 * values given, in the same order.
 */
export function precompiled<Values extends unknown[], Row>(
  count: number,
  build: (...holes: string[]) => Compilable<Row>,
): (db: Kysely<any>, ...values: Values) => Promise<Row[]> {
  let statement: HoledStatement | undefined;
  const compile = () => {
    const query = holed(build(...Array.from({ length: count }, (_, i) => hole(i))).compile());
    if (unreached(count, query)) throw new Error(`precompiled: each of the ${count} values must appear in ${query.query.sql}`);
    keepPrepared(query.query.sql);
    return query;
  };
  return async (db, ...values) => {
    statement ??= compile();
    return (await db.executeQuery<Row>(filled(statement, values))).rows;
  };
}
