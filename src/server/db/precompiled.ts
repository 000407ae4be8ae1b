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

/** Stands for the i-th value while the statement is built; no stored value can hold a NUL. */
const hole = (i: number) => `\0precompiled-value-${i}`;

/**
 * `build(holes)` makes the query with `holes` where its values go; the answer runs it with the
 * values given, in the same order. Every hole must reach the compiled statement exactly once.
 */
export function precompiled<Values extends unknown[], Row>(
  count: number,
  build: (...holes: string[]) => Compilable<Row>,
): (db: Kysely<any>, ...values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  let slots: Array<number | undefined> = [];
  const compile = () => {
    const holes = Array.from({ length: count }, (_, i) => hole(i));
    const query = build(...holes).compile();
    keepPrepared(query.sql);
    slots = query.parameters.map((p) => (typeof p === 'string' && holes.includes(p) ? holes.indexOf(p) : undefined));
    if (new Set(slots.filter((s) => s !== undefined)).size !== count || slots.filter((s) => s !== undefined).length !== count) {
      throw new Error(`precompiled: each of the ${count} values must appear once in ${query.sql}`);
    }
    return query;
  };
  return async (db, ...values) => {
    compiled ??= compile();
    const parameters = compiled.parameters.map((p, i) => (slots[i] === undefined ? p : values[slots[i]!]));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
