/**
 * Reference data every start makes sure of (issue 3, item 6): record and job statuses, ISO 3166
 * countries, ISO 4217 currencies, Singapore GST with its history, units of measure, document
 * types, customer segments (company_types), a numbering series for every numbered field, and a
 * default warehouse (as Odoo and ERPNext make one), where opening stock and deliveries that name
 * no warehouse go (unless the install has a default warehouse of its own already).
 *
 * Each row has a natural key (a country's iso2, a GST rate's code and start date). A row is
 * written once: the `reference_data` table remembers every key shipped, so a restart adds
 * nothing twice, a row someone edited keeps their edit, and a row someone deleted (or renamed)
 * stays deleted. A key that already exists when first shipped (entered by hand) is left as it is.
 * A later version that adds rows to a list adds just those on the next start.
 *
 * Rows are checked by the same validation as an API write (so the lists cannot drift from the
 * YAML) and inserted in batches with their system columns (status, created_at, updated_at;
 * created_by null: the system). They are not written to the audit log: they are not anyone's
 * edit, and `reference_data` records when each key was shipped.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Registry, ResourceInfo } from '../../registry';
import { validateInput } from '../../validate';
import { HttpError } from '../../errors';
import { toRow, type Row } from '../../db/codec';
import type { Database } from '../../db/connect';
import { unixNow } from '../../clock';
import { REFERENCE_DATA_TABLE } from '../../db/system-tables';
import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import { COMPANY_TYPES, CUSTOMER_MAIL_TEMPLATES, DEFAULT_WAREHOUSES, INVOICE_MAIL_TEMPLATES, DOCUMENT_TYPES, GST_RATES, NUMBERING_PADDING, NUMBERING_PREFIXES, STATUSES, UNITS_OF_MEASURE } from './lists';

export interface ReferenceSet {
  /** The collection the rows go to. */
  resource: string;
  /** The fields whose values name a row. */
  key: string[];
  rows: Array<Record<string, unknown>>;
  /** Whether the install has what the rows are for in another form already: then they are marked shipped, not inserted. */
  present?: (db: Kysely<any>, info: ResourceInfo) => Promise<boolean>;
}


/** One series per numbering code named by a field, for the codes with a known prefix. */
function numberingSeries(registry: Registry): ReferenceSet['rows'] {
  const rows = new Map<string, Record<string, unknown>>();
  for (const def of registry.defs) {
    for (const f of def.fields) {
      const prefix = f.numbering && NUMBERING_PREFIXES[f.numbering];
      if (!f.numbering || !prefix || rows.has(f.numbering)) continue;
      rows.set(f.numbering, { code: f.numbering, name: def.labelSingular, prefix, next_number: 1, padding: NUMBERING_PADDING });
    }
  }
  return [...rows.values()];
}

export function referenceSets(registry: Registry): ReferenceSet[] {
  return [
    { resource: 'statuses', key: ['module', 'code'], rows: STATUSES },
    { resource: 'countries', key: ['iso2'], rows: COUNTRIES as unknown as ReferenceSet['rows'] },
    { resource: 'currencies', key: ['code'], rows: CURRENCIES as unknown as ReferenceSet['rows'] },
    { resource: 'gst_rates', key: ['code', 'effective_from'], rows: GST_RATES },
    { resource: 'uom', key: ['code'], rows: UNITS_OF_MEASURE },
    { resource: 'document_types', key: ['name'], rows: DOCUMENT_TYPES },
    { resource: 'company_types', key: ['code'], rows: COMPANY_TYPES },
    { resource: 'numbering_series', key: ['code'], rows: numberingSeries(registry) },
    { resource: 'notification_templates', key: ['code'], rows: [...CUSTOMER_MAIL_TEMPLATES, ...INVOICE_MAIL_TEMPLATES] },
    { resource: 'warehouses', key: ['code'], rows: DEFAULT_WAREHOUSES, present: hasDefaultWarehouse },
  ];
}

/** A warehouse marked default already (booleans are stored as 0 and 1). */
const hasDefaultWarehouse = async (db: Kysely<any>, info: ResourceInfo) => !!(await db.selectFrom(info.def.table).select('id').where('is_default', '=', 1).limit(1).executeTakeFirst());

const naturalKey = (key: string[], row: Record<string, unknown>) => JSON.stringify(key.map((k) => (row[k] === null || row[k] === undefined ? null : String(row[k]))));

/** Rows per INSERT statement: well inside both dialects' bound-parameter limits. */
const BATCH = 100;

async function insertBatched(db: Kysely<any>, table: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto(table).values(rows.slice(i, i + BATCH)).execute();
}

/** The set's rows as column values, validated like an API add (defaults filled in). */
function columnRows(info: ResourceInfo, set: ReferenceSet): Array<{ key: string; row: Row }> {
  const { def } = info;
  const known = new Set(def.fields.map((f) => f.name));
  return set.rows.map((wire) => {
    // A field this build's YAML does not have is left out (a registry without it is still seeded).
    const body = Object.fromEntries(Object.entries(wire).filter(([name]) => known.has(name)));
    let values: Record<string, unknown>;
    try {
      values = validateInput(def, body, false).values;
    } catch (e) {
      const detail = e instanceof HttpError ? e.details.map((p) => `${String(p.meta?.field ?? '')}: ${p.title}`).join('; ') : String(e);
      throw new Error(`Reference data for ${def.resource} ${naturalKey(set.key, wire)} does not fit its schema (${detail})`);
    }
    return { key: naturalKey(set.key, wire), row: toRow(def, values) };
  });
}

export interface ReferenceReport {
  /** Rows inserted by this call, per collection (only collections that got any). */
  inserted: Record<string, number>;
}

/** Insert the reference rows never shipped before; returns what was inserted. */
export async function seedReferenceData(database: Database, registry: Registry): Promise<ReferenceReport> {
  const inserted: Record<string, number> = {};
  await database.db.transaction().execute(async (trx) => {
    // Several instances starting at once on one PostgreSQL: one seeds, the others then find it done.
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('reference_data'))`.execute(trx);
    const now = unixNow();
    for (const set of referenceSets(registry)) {
      const info = registry.get(set.resource);
      if (!info || !set.key.every((k) => info.def.fields.some((f) => f.name === k))) continue;
      const { def } = info;
      const shipped = new Set(
        (await trx.selectFrom(REFERENCE_DATA_TABLE.name).select('natural_key').where('resource', '=', def.resource).execute()).map((r) => r.natural_key as string),
      );
      const present = set.present ? await set.present(trx, info) : false;
      const existing = new Set((await trx.selectFrom(def.table).select(set.key).execute()).map((r) => naturalKey(set.key, r)));
      const fresh: Row[] = [];
      const marks: Row[] = [];
      for (const { key, row } of columnRows(info, set)) {
        if (shipped.has(key)) continue;
        shipped.add(key);
        marks.push({ resource: def.resource, natural_key: key, created_at: now });
        if (present || existing.has(key)) continue;
        fresh.push({ ...row, status: def.defaultStatus, created_at: now, updated_at: now, created_by: null, updated_by: null, ...(def.uuid ? { uuid: randomUUID() } : {}) });
      }
      await insertBatched(trx, def.table, fresh);
      await insertBatched(trx, REFERENCE_DATA_TABLE.name, marks);
      if (fresh.length) inserted[def.resource] = fresh.length;
    }
  });
  return { inserted };
}
