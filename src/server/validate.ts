/**
 * Body validation from the registry: one 422 entry per failing field (meta.field names it).
 * Returns the accepted values in wire form; the codec turns them into column values.
 */
import { maxItemsOf, SYSTEM_FIELDS, type ChildDef, type FieldDef, type ResourceDef } from '../shared/resource-spec';
import { HttpError, type ErrorDetail } from './errors';
import { sanitizeRichText } from './richtext';
import { jsonBoundsProblem } from './schemas/json-bounds';
import { formatBound, formatMoneyBound, MAX_INT, MAX_MONEY, numericBounds } from '../shared/number-bounds';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
export const PHONE = /^[0-9+()\-.\s]*$/;
export const FILE_NAME = /^[^/\\\0]{1,255}$/;
/** Unix seconds up to the year 5138: rejects milliseconds sent by mistake. */
export const MAX_UNIX_SECONDS = 99_999_999_999;
/** integer and reference columns are 32-bit on PostgreSQL (shared/number-bounds.ts). */
export { MAX_INT };
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A recipient's domain: host names (letters, digits, hyphens; a punycode or letter top-level
 * domain), never an address literal such as [127.0.0.1] nor a bare IP (issue 23, item 12).
 */
const MAIL_DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/** One 422 entry (`meta.field` = `to.<i>`) per recipient that is not a plain mail address (no header injection) at a domain name. */
export const mailAddressProblems = (to: readonly string[]): ErrorDetail[] =>
  to.flatMap((address, i) => {
    if (!EMAIL.test(address) || /[\r\n<>,;]/.test(address)) return [{ title: `Not a mail address: ${address}`, meta: { field: `to.${i}` } }];
    const domain = address.slice(address.lastIndexOf('@') + 1);
    return MAIL_DOMAIN.test(domain) ? [] : [{ title: `Not a mail address: ${address} (the part after @ must be a domain name)`, meta: { field: `to.${i}` } }];
  });

/** Fields the client may send back as it read them; the server sets them itself. */
export const IGNORED_SYSTEM_FIELDS = new Set(['id', 'uuid', 'created_at', 'created_by', 'updated_by']);

/** One child line as sent: `id` names an existing line to update; without it the line is new. */
export interface ValidatedLine {
  id?: number;
  values: Record<string, unknown>;
}

export interface ValidatedInput {
  values: Record<string, unknown>;
  /** The updated_at the client last read, for the stale-update check. */
  expectedUpdatedAt?: number;
  /** Child lines by the parent's array field; a field that was not sent is left as it is. */
  lines?: Record<string, ValidatedLine[]>;
}

/** A child collection of a resource with its definition (resolved by the caller from the registry). */
export interface ChildSpec {
  child: ChildDef;
  def: ResourceDef;
}

export const MAX_LINES = 1000;

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** A numeric field's range (its YAML min/max within its type's bounds, shared/number-bounds.ts), as a problem or null. */
function rangeProblem(f: FieldDef, n: number): string | null {
  if (f.type === 'money' && f.min !== undefined && n < f.min) return moneyMinimumProblem(f);
  const bounds = numericBounds(f);
  if (!bounds) return null;
  const { min, max } = bounds;
  const says = f.type === 'money' ? formatMoneyBound : formatBound;
  if (f.min !== undefined && f.max !== undefined && (n < min || n > max)) return `${f.label} must be from ${says(min)} to ${says(max)}`;
  if (n < min) return `${f.label} must be at least ${says(min)}`;
  if (n > max) return `${f.label} must be at most ${says(max)}`;
  return null;
}

/**
 * What is wrong with an amount below a money field's least: a cent as the least reads "more than 0",
 * and a field with no least of its own takes no negative amount (MONEY).
 */
function moneyMinimumProblem(f: FieldDef): string {
  if (f.min === undefined || f.min === 0) return `${f.label} cannot be negative`;
  return f.min === 0.01 ? `${f.label} must be more than 0` : `${f.label} must be at least ${f.min.toFixed(2)}`;
}

/** Check one present, non-empty value; returns the problem or the normalised value. */
function checkValue(f: FieldDef, v: unknown): { error: string } | { value: unknown } {
  const checked = checkType(f, v);
  if ('value' in checked && typeof checked.value === 'number') {
    const problem = rangeProblem(f, checked.value);
    if (problem) return { error: problem };
  }
  return checked;
}

function checkType(f: FieldDef, v: unknown): { error: string } | { value: unknown } {
  const label = f.label;
  switch (f.type) {
    case 'text':
    case 'richtext':
    case 'email':
    case 'phone':
    case 'select':
    case 'code_reference':
    case 'file':
    case 'image':
    case 'password': {
      if (typeof v !== 'string') return { error: `${label} must be text` };
      if (v.includes('\0')) return { error: `${label} may not contain a NUL character` };
      // Rich text is stored as the allow-list leaves it (richtext.ts), and its length measured so.
      const text = f.type === 'richtext' ? sanitizeRichText(v) : v;
      if (f.maxLength && text.length > f.maxLength) return { error: `${label} is longer than ${f.maxLength} characters` };
      if (f.type === 'email' && !EMAIL.test(text)) return { error: `${label} is not a valid address` };
      if (f.type === 'phone' && !PHONE.test(text)) return { error: `${label} may hold only digits, spaces and + ( ) - .` };
      if (f.type === 'select' && !f.options!.some((o) => o.value === text)) {
        return { error: `${label} must be one of: ${f.options!.map((o) => o.value).join(', ')}` };
      }
      if ((f.type === 'file' || f.type === 'image') && !FILE_NAME.test(text)) return { error: `${label} is not a valid file name` };
      if (f.type === 'password' && text.length < MIN_PASSWORD_LENGTH) return { error: `${label} must be at least ${MIN_PASSWORD_LENGTH} characters` };
      return { value: f.type === 'email' ? text.trim() : text };
    }
    case 'number':
      if (typeof v !== 'number' || !Number.isFinite(v)) return { error: `${label} must be a number` };
      return { value: v };
    case 'integer':
    case 'reference':
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) return { error: `${label} must be a whole number` };
      if (f.type === 'reference' && (v < 1 || v > MAX_INT)) return { error: `${label} must be a record id` };
      if (v < -MAX_INT - 1 || v > MAX_INT) return { error: `${label} must be between ${-MAX_INT - 1} and ${MAX_INT}` };
      return { value: v };
    case 'money': {
      // An amount too large for its decimal form (1e+21) is too large, not badly written.
      if (typeof v === 'number' && v > MAX_MONEY) return { error: rangeProblem(f, v)! };
      const text = typeof v === 'number' ? String(v) : v;
      // A negative amount is well formed: say which amounts the field takes, not how to write one.
      if (typeof text === 'string' && text.startsWith('-') && MONEY.test(text.slice(1))) return { error: moneyMinimumProblem(f) };
      if (typeof text !== 'string' || !MONEY.test(text)) return { error: `${label} must be an amount with at most two decimals, like 12.50` };
      return { value: Number(text) };
    }
    case 'boolean':
      if (typeof v !== 'boolean') return { error: `${label} must be true or false` };
      return { value: v };
    case 'date':
    case 'datetime':
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > MAX_UNIX_SECONDS) {
        return { error: `${label} must be a date in unix seconds` };
      }
      return { value: v };
    case 'references': {
      if (!Array.isArray(v)) return { error: `${label} must be a list of record ids` };
      const most = maxItemsOf(f)!;
      // Checked before the items: an oversized list is refused without walking it.
      if (v.length > most) return { error: `${label} may hold at most ${most.toLocaleString('en')} records` };
      if (!v.every((x) => Number.isSafeInteger(x) && x > 0 && x <= MAX_INT)) return { error: `${label} must be a list of record ids` };
      return { value: [...new Set(v)] };
    }
    case 'json':
      if (typeof v !== 'object') return { error: `${label} must be a JSON object or list` };
      {
        const problem = jsonBoundsProblem(v);
        if (problem) return { error: `${label} ${problem}` };
      }
      return { value: v };
  }
}

/**
 * Validate a create (`partial` false: required fields must be there, defaults fill the rest) or
 * an update (`partial` true: only the fields sent are checked). Unknown fields are refused.
 */
export function validateInput(def: ResourceDef, body: unknown, partial: boolean, children: ChildSpec[] = []): ValidatedInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw HttpError.of('BAD_REQUEST', 'The body must be a JSON object');
  }
  const input = { ...(body as Record<string, unknown>) };
  const problems: ErrorDetail[] = [];
  const lines: Record<string, ValidatedLine[]> = {};
  for (const { child, def: childDef } of children) {
    if (!(child.field in input)) continue;
    const sent = input[child.field];
    delete input[child.field];
    if (!Array.isArray(sent) || sent.length > MAX_LINES) {
      problems.push({ title: `${child.label} must be a list of at most ${MAX_LINES} lines`, meta: { field: child.field } });
      continue;
    }
    // The parent's id is the server's to set, so the target field is neither required nor accepted.
    const lineDef = { ...childDef, fields: childDef.fields.filter((f) => f.name !== child.target) };
    lines[child.field] = sent.flatMap((line, i) => {
      const at = `${child.field}.${i}`;
      if (typeof line !== 'object' || line === null || Array.isArray(line)) {
        problems.push({ title: `Line ${i + 1} must be an object`, meta: { field: at } });
        return [];
      }
      const { id, [child.target]: _parent, ...rest } = line as Record<string, unknown>;
      if (id !== undefined && id !== null && !(Number.isSafeInteger(id) && (id as number) > 0)) {
        problems.push({ title: `Line ${i + 1}: id must be the id of an existing line`, meta: { field: `${at}.id` } });
        return [];
      }
      const checked = collect(lineDef, rest, false, `${at}.`);
      for (const p of checked.problems) problems.push(p);
      return [{ ...(typeof id === 'number' ? { id } : {}), values: checked.values }];
    });
  }
  const own = collect(def, input, partial, '');
  // Not push(...): a spread of 100,000 problems overflows the stack.
  for (const p of own.problems) problems.push(p);
  if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  return {
    values: own.values,
    ...(own.expectedUpdatedAt !== undefined ? { expectedUpdatedAt: own.expectedUpdatedAt } : {}),
    ...(Object.keys(lines).length ? { lines } : {}),
  };
}

/** The checks of one record's own fields; `prefix` names nested fields in meta.field (lines.0.qty). */
function collect(
  def: ResourceDef,
  input: Record<string, unknown>,
  partial: boolean,
  prefix: string,
): { values: Record<string, unknown>; problems: ErrorDetail[]; expectedUpdatedAt?: number } {
  const fields = new Map(def.fields.map((f) => [f.name, f]));
  const problems: ErrorDetail[] = [];
  const values: Record<string, unknown> = {};
  let expectedUpdatedAt: number | undefined;
  const field = (name: string) => ({ field: `${prefix}${name}` });

  for (const [key, v] of Object.entries(input)) {
    if (fields.has(key) || IGNORED_SYSTEM_FIELDS.has(key)) continue;
    if (key === 'updated_at') {
      if (v === null || v === undefined) continue;
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) problems.push({ title: 'updated_at must be the unix seconds last read', meta: field(key) });
      else expectedUpdatedAt = v;
    } else if (key === 'status') {
      // A line added to a saved document has no status of its own yet: an empty one takes the default.
      if (prefix !== '' && (v === null || v === undefined)) continue;
      if (typeof v !== 'string' || !(def.statuses as string[]).includes(v)) {
        problems.push({ title: `Status must be one of: ${def.statuses.join(', ')}`, meta: field(key) });
      } else values.status = v;
    } else if (!(SYSTEM_FIELDS as readonly string[]).includes(key)) {
      problems.push({ title: `Unknown field for ${def.label}`, meta: field(key) });
    }
  }

  for (const f of def.fields) {
    const present = Object.prototype.hasOwnProperty.call(input, f.name);
    if (f.readonly) {
      // The client may echo a read-only field back; only the server sets it (defaults on create).
      if (!partial && f.default !== undefined) values[f.name] = f.default;
      continue;
    }
    let v = present ? input[f.name] : undefined;
    if (!present && !partial && f.default !== undefined) v = f.default;
    if (isEmpty(v)) {
      if (f.required && (present || !partial)) problems.push({ title: `${f.label} is required`, meta: field(f.name) });
      else if (present) values[f.name] = f.type === 'password' ? undefined : null;
      continue;
    }
    const checked = checkValue(f, v);
    if ('error' in checked) problems.push({ title: checked.error, meta: field(f.name) });
    else values[f.name] = checked.value;
  }
  for (const key of Object.keys(values)) if (values[key] === undefined) delete values[key];

  return { values, problems, ...(expectedUpdatedAt !== undefined ? { expectedUpdatedAt } : {}) };
}
