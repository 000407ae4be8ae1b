/**
 * The statements of a list page (Records.list), in two steps:
 *
 * 1. the plan, read off the list query: which status, conditions, search, sort and cursor it has,
 *    as plain data with holes (precompiled.ts) where its values go, and the values in order. A
 *    plan's SQL follows from it alone, so the plan is the shape of its statements;
 * 2. the statements, built by Kysely from a plan.
 *
 * The statements of a shape are built and compiled once and filled with each request's values.
 * Building and compiling a searched page took 137 µs of the server's thread, against 48 µs for
 * the rest of the request before the read (README, Performance). A domain route's scope is a
 * function whose values are its own, so a scoped list is built afresh every time.
 */
import { sql, type Compilable, type CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { TOTAL_CAP, type FilterOp, type ListQuery, type SortTerm } from '../../shared/list-query';
import { badRequest } from '../errors';
import type { ResourceInfo } from '../registry';
import { fitsInt } from './codec';
import type { DialectName } from './connect';
import { afterKey, decodeCursor } from './keyset';
import { filled, hole, holed, unreached, type HoledStatement } from './precompiled';
import { planSearch, searchCondition, searchedPage, type ReferenceSearch, type SearchPlan } from './search';
import { columnKind } from './sync';

/** A condition a domain route adds to a list query (fields named by the route, values bound). */
export type ListScope = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/** A stand-in for one of the list's values (precompiled.ts, hole). */
type Hole = string;

/** A list query read for its statements: everything their SQL follows from, values as holes. */
interface ListPlan {
  table: string;
  /** `status = ?`, written `+status` when `unindexed` (a search on SQLite, see planList). */
  status?: { value: Hole; unindexed: boolean };
  /** The worklist (`status=work`): `status in (...)` and each `except` field not (or null) its value. */
  work?: { statuses: Hole[]; except: Array<{ field: string; value: Hole }> };
  /** filterExt, in order; `never` for a bound no 32-bit column can meet. */
  conditions: Array<{ field: string; op: FilterOp; value: Hole } | 'never'>;
  search?: SearchPlan<Hole>;
  /** The free-text search of the records its searchable references point at (a quotation's customer by name). */
  via?: Array<ReferenceSearch<Hole>>;
  /** The query's sort, ending with `id` (in the direction of the term before it) so that pages are stable. */
  order: SortTerm[];
  /** The cursor's sort key; a null stays null, for it changes the condition's SQL. */
  after?: Array<Hole | null>;
  limit: Hole;
  offset: Hole;
  /** PostgreSQL, a page DEEP_OFFSET rows or more in: its ids first, then its rows (build). */
  deep?: true;
}

/**
 * From this many rows in, a page on PostgreSQL whose status and order a list-order index holds finds
 * its ids first, walking that index alone (an index-only scan), then reads its rows by id: read
 * whole, every skipped row cost a visit to its table page too. Page 150 of a list sorted by brand:
 * 45 pages read instead of 1,086, 0.23 ms instead of 0.36 (EXPLAIN ANALYZE, 20,000 products).
 * On 1,000,000 products, whose table outgrows PostgreSQL's buffers, two A/B pairs of cold pages of
 * every sort (bench/api-list.ts): PostgreSQL's CPU a page 586 and 625 µs instead of 675 and 727
 * through the API, 544 and 608 instead of 753 and 663 directly; the rates hardly moved (the server's
 * thread is the limit there), and on 20,000 products nothing moved beyond the noise. SQLite needs no
 * such form: it visits a row only once a column of it is wanted, which the skipped rows never are.
 */
const DEEP_OFFSET = 100;

/**
 * What a list page runs: its rows and its capped count; a search has no count, for its page
 * carries the total as `__total` on each row (search.ts, searchedPage).
 */
export interface ListStatements {
  page: CompiledQuery<Record<string, any>>;
  count?: CompiledQuery<{ total: number }>;
  order: SortTerm[];
}

/** Text-valued filterExt fields: `status`, `uuid`, and fields of these types. */
const TEXT_TYPES = new Set(['text', 'email', 'phone', 'select', 'code_reference']);

/** The plan of `q` on `info`, and its values in the order of their holes. Fields were checked against the resource by the caller. */
function planList(dialect: DialectName, info: ResourceInfo, q: ListQuery): { plan: ListPlan; values: unknown[] } {
  const { def } = info;
  const values: unknown[] = [];
  const bind = (value: unknown): Hole => hole(values.push(value) - 1);
  const searched = !!q.filter && (info.searchable.length > 0 || info.searchedReferences.length > 0);
  // A free-text search on SQLite is driven by the search table: `+status` keeps the planner from
  // walking the (status, updated_at) index instead and testing every row against the matches.
  const worklist = q.status === 'work' ? def.worklist : undefined;
  if (q.status === 'work' && !worklist) throw badRequest(`status: ${def.label} have no worklist`, { parameter: 'status' });
  const status = q.status === 'all' || worklist ? undefined : { value: bind(q.status), unindexed: searched && dialect === 'sqlite' };
  const work = worklist && {
    statuses: worklist.statuses.map((s) => bind(s)),
    except: Object.entries(worklist.except).map(([field, value]) => ({ field, value: bind(value) })),
  };
  const conditions: ListPlan['conditions'] = [];
  for (let c of q.filterExt) {
    const f = def.fields.find((field) => field.name === c.field);
    const wantsText = c.field === 'status' || c.field === 'uuid' || (!!f && TEXT_TYPES.has(f.type));
    if (wantsText !== (typeof c.value === 'string')) {
      throw badRequest(`filterExt: ${c.field} takes ${wantsText ? 'a quoted string' : 'an integer'}`, { parameter: 'filterExt' });
    }
    if (typeof c.value === 'string' && c.value.includes('\0')) throw badRequest(`filterExt: ${c.field} may not contain a NUL character`, { parameter: 'filterExt' });
    const intColumn = c.field === 'id' || (!!f && columnKind(f) === 'int');
    const op = c.op ?? '=';
    // Money is kept in cents (codec.ts): a bound of 12.5 is 1250.
    if (f?.type === 'money' && typeof c.value === 'number') c = { ...c, value: Math.round(c.value * 100) };
    // An int column holds no value beyond 32 bits: such a bound is the whole range or none of it.
    if (intColumn && !fitsInt(c.value as number)) {
      if (op === '=' || (op === '>=') === (c.value as number) > 0) conditions.push('never');
    } else conditions.push({ field: c.field, op, value: bind(c.value) });
  }
  if (q.filter?.includes('\0')) throw badRequest('filter may not contain a NUL character', { parameter: 'filter' });
  const search = searched && info.searchable.length ? planSearch(dialect, def.table, info.searchable, q.filter!, bind) : undefined;
  const via = searched && info.searchedReferences.length ? info.searchedReferences.map((r) => ({ field: r.field, search: planSearch(dialect, r.table, [r.column], q.filter!, bind, true) })) : undefined;
  // The tie-break id goes the way of the sort before it, so that one index, (status, column, id),
  // serves the page walked forwards or backwards (sync.ts, listOrderIndexes).
  const order = q.sort.some((t) => t.field === 'id') ? q.sort : [...q.sort, { field: 'id', desc: q.sort.at(-1)?.desc ?? true }];
  const after = q.cursor ? decodeCursor(q.cursor, order).map((v) => (v === null ? null : bind(v))) : undefined;
  const limit = bind(q.size + 1); // one row more than the page: is there a next page?
  const skipped = q.cursor ? 0 : (q.after - 1) * q.size;
  const offset = bind(skipped);
  // Only where a list-order index holds the whole condition and order, (status, column, id), so
  // that the ids come from it alone: (status, updated_at) has no id, other conditions read rows,
  // and a second sort column is in no such index (sync.ts, listOrderIndexes).
  const [first, ...rest] = order;
  const covered = !!status && !searched && conditions.length === 0 && first.field !== 'updated_at' && rest.every((t) => t.field === 'id');
  const deep = dialect === 'postgres' && covered && skipped >= DEEP_OFFSET ? { deep: true as const } : {};
  return { plan: { table: def.table, status, work, conditions, search, ...(via ? { via } : {}), order, after, limit, offset, ...deep }, values };
}

/** The statements of `plan`, built on `db` (any Kysely of the dialect: they are only compiled). */
function build(db: Kysely<any>, dialect: DialectName, plan: ListPlan, scope?: ListScope): { page: Compilable<Record<string, any>>; count?: Compilable<{ total: number }> } {
  let base = db.selectFrom(plan.table);
  if (scope) base = base.where(scope);
  if (plan.status) base = base.where(plan.status.unindexed ? sql`+${sql.ref('status')}` : 'status', '=', plan.status.value);
  if (plan.work) {
    const { statuses, except } = plan.work;
    base = base.where('status', 'in', statuses);
    for (const e of except) base = base.where((eb) => eb.or([eb(e.field, 'is', null), eb(e.field, '<>', e.value)]));
  }
  for (const c of plan.conditions) base = c === 'never' ? base.where(sql<boolean>`1 = 0`) : base.where(c.field, c.op, c.value);
  const searched = !!plan.search || !!plan.via;
  if (searched) base = base.where(searchCondition(plan.table, plan.search, plan.via));
  const after = plan.after && afterKey(dialect, plan.order, plan.after);
  if (searched) return { page: searchedPage(db, plan.table, base, plan.order, { limit: plan.limit, offset: plan.offset, after }) };
  const ordered = <Q extends { orderBy(field: string, direction: 'asc' | 'desc'): Q }>(query: Q) => plan.order.reduce((q, t) => q.orderBy(t.field, t.desc ? 'desc' : 'asc'), query);
  const count = db.selectFrom(base.select(sql`1`.as('one')).limit(TOTAL_CAP + 1).as('capped')).select((eb) => eb.fn.countAll<number>().as('total'));
  const within = <Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q) => query.limit(plan.limit as unknown as number).offset(plan.offset as unknown as number);
  if (plan.deep) {
    // A deep page is an offset page: it has no cursor (`after`).
    const ids = within(ordered(base.select(`${plan.table}.id`)));
    return { page: ordered(db.selectFrom(plan.table).selectAll().where('id', 'in', ids)), count };
  }
  return { page: within(ordered((after ? base.where(after) : base).selectAll())), count };
}

/** The most list shapes kept compiled (each resource's lists have a few dozen). */
const MAX_SHAPES = 2000;

/** List statements by shape, compiled once each (for one database, of one dialect). */
export class ListStatementCache {
  private readonly shapes = new Map<string, { page: HoledStatement; count?: HoledStatement }>();

  constructor(private readonly dialect: DialectName) {}

  /** The statements of the page `q` of `info`, narrowed by `scope`; errors of the query's values are 400s. */
  statements(db: Kysely<any>, info: ResourceInfo, q: ListQuery, scope?: ListScope): ListStatements {
    const { plan, values } = planList(this.dialect, info, q);
    const key = scope ? undefined : JSON.stringify(plan);
    let shape = key === undefined ? undefined : this.shapes.get(key);
    if (!shape) {
      const built = build(db, this.dialect, plan, scope);
      const page = holed(built.page.compile());
      const count = built.count && holed(built.count.compile());
      const lost = unreached(values.length, page, count);
      if (lost) throw new Error(`list statements: ${lost} of the values of ${key ?? 'a scoped list'} reach no statement`);
      shape = { page, count };
      if (key !== undefined) {
        if (this.shapes.size >= MAX_SHAPES) this.shapes.delete(this.shapes.keys().next().value!);
        this.shapes.set(key, shape);
      }
    }
    return {
      page: filled(shape.page, values),
      count: shape.count && filled(shape.count, values),
      order: plan.order,
    };
  }
}
