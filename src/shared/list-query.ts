/**
 * The list query of api-contract.md ("List query"), encoded by the app and decoded by the server.
 *
 *   sort=-updated_at,name  page[size]=10  page[after]=1  status=O|all|work  filter=text
 *   (`work`: the resource's worklist, the records people work on; resources that declare one)
 *   page[cursor]=<meta.page.next_cursor of the previous page> (instead of page[after])
 *   filterExt=header_id=12,module='notes'   (integers, or single-quoted strings with '' for ')
 *   filterExt=created_at>=1764000000,created_at<=1764086399   (ranges on rangeable fields: integers, or
 *   a money amount with at most two decimals, price>=12.5)
 *
 * Decoding checks syntax only; which fields may be sorted or filtered is the resource's to say
 * (`checkListQuery`). Every problem is a `ListQueryError` naming the parameter.
 */

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 10000;
export const DEFAULT_STATUS = 'O';
/** Totals are exact up to this many rows; beyond it the answer says `total_capped`. */
export const TOTAL_CAP = 10000;

export type FilterValue = string | number;

/** A filterExt comparison: equality, or a bound of a range (from, to; both included). */
export type FilterOp = '=' | '>=' | '<=';

export interface FilterCondition {
  field: string;
  value: FilterValue;
  /** '=' when left out. */
  op?: FilterOp;
}

export interface SortTerm {
  field: string;
  desc: boolean;
}

export interface ListQuery {
  sort: SortTerm[];
  size: number;
  after: number;
  /** A status code, 'all', or 'work' (the resource's worklist: several statuses, see resource-file.ts). */
  status: string;
  filter?: string;
  filterExt: FilterCondition[];
  /** The previous answer's `meta.page.next_cursor`: the page after its last row (keyset paging). */
  cursor?: string;
}

export class ListQueryError extends Error {
  constructor(
    message: string,
    readonly parameter: string,
  ) {
    super(message);
    this.name = 'ListQueryError';
  }
}

const KEY = /^[a-z_][a-z0-9_]*$/i;

// ---------- encoding (the app) ----------

export function encodeFilterExt(conditions: Record<string, FilterValue>): string {
  return Object.entries(conditions)
    .map(([field, value]) => {
      if (!KEY.test(field)) throw new ListQueryError(`"${field}" is not a field name`, 'filterExt');
      if (typeof value === 'number') {
        if (!Number.isInteger(value)) throw new ListQueryError(`${field}: only integers and strings can be filtered`, 'filterExt');
        // Beyond this, String(value) is inexact or exponent notation (1e+21) that parseFilterExt refuses.
        if (!Number.isSafeInteger(value)) throw new ListQueryError(`${field}: ${value} is out of range`, 'filterExt');
        return `${field}=${value}`;
      }
      return `${field}='${String(value).replace(/'/g, "''")}'`;
    })
    .join(',');
}

/** A range bound: an integer, or a decimal with at most two places (a money amount, 12.5). */
const RANGE_NUMBER = /^-?\d+(?:\.\d{1,2})?/;

/** One condition; a range bound takes a number (an integer, or a money amount with at most two decimals). */
export function encodeCondition(c: FilterCondition): string {
  if (!c.op || c.op === '=') return encodeFilterExt({ [c.field]: c.value });
  if (typeof c.value !== 'number') throw new ListQueryError(`${c.field}: a range takes numbers`, 'filterExt');
  if (Number.isInteger(c.value)) return encodeFilterExt({ [c.field]: c.value }).replace('=', c.op);
  if (!KEY.test(c.field)) throw new ListQueryError(`"${c.field}" is not a field name`, 'filterExt');
  const text = String(c.value);
  if (RANGE_NUMBER.exec(text)?.[0] !== text) throw new ListQueryError(`${c.field}: a range bound has at most two decimals`, 'filterExt');
  return `${c.field}${c.op}${text}`;
}

export function encodeSort(terms: SortTerm[]): string {
  return terms.map((t) => (t.desc ? `-${t.field}` : t.field)).join(',');
}

/** Parameters in the contract's order; omitted values take the server's defaults. */
export function encodeListQuery(q: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (q.sort?.length) params.set('sort', encodeSort(q.sort));
  if (q.size !== undefined) params.set('page[size]', String(q.size));
  if (q.after !== undefined) params.set('page[after]', String(q.after));
  if (q.status !== undefined) params.set('status', q.status);
  if (q.filter) params.set('filter', q.filter);
  if (q.cursor) params.set('page[cursor]', q.cursor);
  if (q.filterExt?.length) {
    // One condition at a time: going through a single object would drop repeated fields.
    params.set('filterExt', q.filterExt.map(encodeCondition).join(','));
  }
  return params.toString();
}

// ---------- decoding (the server) ----------

export function parseFilterExt(text: string): FilterCondition[] {
  const out: FilterCondition[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new ListQueryError(`filterExt is malformed at character ${i + 1}: ${why}`, 'filterExt');
  };
  const skipSpace = () => {
    while (text[i] === ' ') i++;
  };
  skipSpace();
  if (i === text.length) return out;
  for (;;) {
    skipSpace();
    const keyMatch = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (!keyMatch) fail('expected a field name');
    const field = keyMatch![0];
    i += field.length;
    skipSpace();
    const op: FilterOp = text.startsWith('>=', i) ? '>=' : text.startsWith('<=', i) ? '<=' : '=';
    if (op === '=' && text[i] !== '=') fail(`expected =, >= or <= after ${field}`);
    i += op.length;
    skipSpace();
    let value: FilterValue;
    if (text[i] === "'") {
      if (op !== '=') fail(`a range of ${field} takes an integer`);
      i++;
      let s = '';
      for (;;) {
        if (i >= text.length) fail('unterminated quoted string');
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            s += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        s += text[i++];
      }
      value = s;
    } else {
      // A range bound may be a money amount (at most two decimals); an equality takes an integer.
      const num = (op === '=' ? /^-?\d+/ : RANGE_NUMBER).exec(text.slice(i));
      if (!num) fail(`the value of ${field} must be an integer or a single-quoted string`);
      const n = Number(num![0]);
      if (Number.isInteger(n) ? !Number.isSafeInteger(n) : Math.abs(n) > Number.MAX_SAFE_INTEGER / 100) fail(`the value of ${field} is out of range`);
      value = n;
      i += num![0].length;
    }
    out.push(op === '=' ? { field, value } : { field, value, op });
    skipSpace();
    if (i === text.length) return out;
    if (text[i] !== ',') fail('expected , between conditions');
    i++;
  }
}

export function parseSort(text: string): SortTerm[] {
  return text.split(',').map((part) => {
    const p = part.trim();
    const desc = p.startsWith('-');
    const field = desc ? p.slice(1) : p;
    if (!KEY.test(field)) throw new ListQueryError(`sort: "${p}" is not a field name`, 'sort');
    return { field, desc };
  });
}

function parsePositiveInt(raw: unknown, parameter: string, max: number): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) {
    throw new ListQueryError(`${parameter} must be a whole number from 1 to ${max}`, parameter);
  }
  const n = Number(raw);
  if (n < 1 || n > max) throw new ListQueryError(`${parameter} must be a whole number from 1 to ${max}`, parameter);
  return n;
}

const KNOWN_PARAMETERS = new Set(['sort', 'page[size]', 'page[after]', 'page[cursor]', 'status', 'filter', 'filterExt']);

/**
 * Decode a raw query object (one value per key) with the contract's defaults; `defaultStatus` is
 * for a resource that has no Open status (payments: Confirmed or Void), see listDefaultStatus.
 */
export function parseListQuery(raw: Record<string, unknown>, defaultSort = '-updated_at', defaultStatus = DEFAULT_STATUS): ListQuery {
  for (const [key, value] of Object.entries(raw)) {
    if (!KNOWN_PARAMETERS.has(key)) throw new ListQueryError(`unknown query parameter "${key}"`, key);
    if (typeof value !== 'string') throw new ListQueryError(`${key} must be given once`, key);
  }
  const str = (k: string) => raw[k] as string | undefined;
  const status = str('status') ?? defaultStatus;
  if (!/^(all|work|[A-Z])$/.test(status)) throw new ListQueryError('status must be a status code, work or all', 'status');
  const filter = str('filter');
  if (filter !== undefined && filter.length > 200) throw new ListQueryError('filter is longer than 200 characters', 'filter');
  const cursor = str('page[cursor]');
  if (cursor !== undefined && !/^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) throw new ListQueryError('page[cursor] must be a next_cursor the list answered', 'page[cursor]');
  if (cursor !== undefined && str('page[after]') !== undefined) throw new ListQueryError('page[cursor] and page[after] cannot be given together', 'page[cursor]');
  return {
    sort: parseSort(str('sort') || defaultSort),
    size: str('page[size]') === undefined ? DEFAULT_PAGE_SIZE : parsePositiveInt(str('page[size]'), 'page[size]', MAX_PAGE_SIZE),
    // Page numbers are bounded so that the offset stays a safe integer.
    after: str('page[after]') === undefined ? 1 : parsePositiveInt(str('page[after]'), 'page[after]', 100_000_000),
    status,
    ...(filter ? { filter } : {}),
    filterExt: str('filterExt') ? parseFilterExt(str('filterExt')!) : [],
    ...(cursor ? { cursor } : {}),
  };
}

/** The status a list shows when none is asked: the contract's O, or the resource's default when it does not use O. */
export const listDefaultStatus = (def: { statuses: readonly string[]; defaultStatus: string }): string => (def.statuses.includes(DEFAULT_STATUS) ? DEFAULT_STATUS : def.defaultStatus);

/** Check a decoded query against what the resource allows. */
export function checkListQuery(
  q: ListQuery,
  allowed: { sortable: ReadonlySet<string>; filterable: ReadonlySet<string>; statuses: readonly string[]; rangeable?: ReadonlySet<string>; worklist?: boolean },
): void {
  for (const t of q.sort) {
    if (!allowed.sortable.has(t.field)) throw new ListQueryError(`sort: "${t.field}" is not a sortable field`, 'sort');
  }
  for (const c of q.filterExt) {
    if (c.op && c.op !== '=') {
      if (!allowed.rangeable?.has(c.field)) throw new ListQueryError(`filterExt: "${c.field}" does not take a range`, 'filterExt');
    } else if (!allowed.filterable.has(c.field)) throw new ListQueryError(`filterExt: "${c.field}" is not a filterable field`, 'filterExt');
  }
  if (q.status !== 'all' && !(q.status === 'work' && allowed.worklist) && !allowed.statuses.includes(q.status)) {
    throw new ListQueryError(`status must be one of ${[...allowed.statuses, ...(allowed.worklist ? ['work'] : [])].join(', ')} or all`, 'status');
  }
}
