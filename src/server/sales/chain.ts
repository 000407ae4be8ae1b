/**
 * The sales document chain (api-contract.md "Sales documents"): rfqs → quotations → sales_orders
 * → delivery_orders → sales_invoices (→ credit_notes, from a confirmed invoice). Converting a document makes the next one from it, in one
 * unit of work: the header fields both share, the document's date set to today, a reference to
 * the source where the next one has one (a sales order's quotation_id, a delivery order's
 * sales_order_id), `source_collection`/`source_id`, and its lines, each linked to the line it came
 * from (`source_line_id`). A line's open quantity is its quantity less what lines of the next
 * collection (in documents not voided) already took from it, so deliveries and invoices may go in
 * parts; asking for more than is open answers 409, and so does invoicing a delivery order that
 * is not confirmed. Converting a draft RFQ, quotation or sales order confirms (numbers) it first.
 */
import type { Kysely } from 'kysely';
import { toWire, type WireRecord } from '../db/codec';
import type { UnitOfWork } from '../db/unit-of-work';
import { conflict, HttpError } from '../errors';
import type { Registry, ResourceInfo } from '../registry';
import { singaporeMidnight } from '../../shared/singapore-time';
import { unixNow } from '../clock';
import { documentDateField } from '../../shared/tax';
import { supersededConflict } from '../behaviour/quotations';

export const CHAIN = ['rfqs', 'quotations', 'sales_orders', 'delivery_orders', 'sales_invoices', 'credit_notes'] as const;
export type ChainCollection = (typeof CHAIN)[number];

export const isChained = (collection: string): collection is ChainCollection => (CHAIN as readonly string[]).includes(collection);
export const nextOf = (collection: ChainCollection): ChainCollection | undefined => CHAIN[CHAIN.indexOf(collection) + 1];

/**
 * The buying side's chain (issue 38): a confirmed purchase order is billed by supplier bills, from
 * what was received of each line (the default) or from all that was ordered (routes/purchase-orders.ts).
 */
export const PURCHASE_CHAIN = ['purchase_orders', 'supplier_bills'] as const;
export type ConvertibleCollection = ChainCollection | (typeof PURCHASE_CHAIN)[number];
/** The collection a document of either chain converts to. */
const followingOf = (collection: ConvertibleCollection): ConvertibleCollection | undefined => {
  for (const chain of [CHAIN, PURCHASE_CHAIN] as ReadonlyArray<readonly ConvertibleCollection[]>) {
    const at = chain.indexOf(collection);
    if (at >= 0) return chain[at + 1];
  }
  return undefined;
};

/** What a conversion takes of each line: what was received (a purchase order's default), or all that is on it. */
export type ConvertBasis = 'received' | 'ordered';

/** The quantity a line of the collection carries: delivered on a delivery order, ordered elsewhere. */
export const qtyField = (collection: string) => (collection === 'delivery_orders' ? 'qty_delivered' : 'qty');

const VOID = 'V';
const CONFIRMED = 'C';

/** Whether converting `doc` confirms it first: a draft of the chain's first three documents (a delivery order and an invoice are refused as drafts). */
export const confirmsOnConvert = (from: ChainCollection, doc: WireRecord) => doc.status !== CONFIRMED && doc.status !== VOID && (from === 'rfqs' || from === 'quotations' || from === 'sales_orders');
/** What a conversion never copies: the record's own identity, state, number and links. */
const NOT_COPIED = new Set(['id', 'uuid', 'status', 'header_id', 'source_collection', 'source_id', 'source_line_id', 'created_at', 'updated_at', 'created_by', 'updated_by']);

export interface LineRequest {
  line_id: number;
  qty: number;
}

/** The number field of a chained document (its numbered field). */
export const numberField = (info: ResourceInfo) => info.def.fields.find((f) => f.numbering)?.name;

/** Cents-free quantities: sums of decimals kept to six places. */
const qtyRound = (n: number) => Math.round(n * 1e6) / 1e6;

const linesInfo = (info: ResourceInfo) => {
  const lines = info.children[0];
  if (!lines) throw new Error(`${info.def.resource} has no lines`);
  return lines;
};

/** How much of each line of `source` the documents of `target` (not voided nor superseded) have taken, by line id. */
export async function takenByLine(db: Kysely<any>, registry: Registry, target: ConvertibleCollection, lineIds: number[]): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  if (!lineIds.length) return taken;
  const info = registry.require(target);
  const { def: lineDef, child } = linesInfo(info);
  const rows = await db
    .selectFrom(`${lineDef.table} as l`)
    .innerJoin(`${info.def.table} as h`, 'h.id', `l.${child.target}`)
    .select(['l.source_line_id as source_line_id', `l.${qtyField(target)} as qty`])
    .where('l.source_line_id', 'in', lineIds)
    .where('h.status', '!=', VOID)
    // A superseded quotation's lines were taken over by its revision's (behaviour/quotations.ts).
    .$if(info.def.fields.some((f) => f.name === 'superseded'), (q) => q.where((eb) => eb.or([eb('h.superseded', 'is', null), eb('h.superseded', '=', 0)])))
    .execute();
  for (const r of rows) taken.set(Number(r.source_line_id), qtyRound((taken.get(Number(r.source_line_id)) ?? 0) + Number(r.qty ?? 0)));
  return taken;
}

/**
 * The lines of `doc` with what the next collection took of each and what is left open; a purchase
 * order's, on the `received` basis, out of what was received of each line.
 */
export async function openLines(db: Kysely<any>, registry: Registry, from: ConvertibleCollection, doc: WireRecord, basis: ConvertBasis = 'ordered') {
  const next = followingOf(from);
  const field = linesInfo(registry.require(from)).child.field;
  const lines = (doc[field] as WireRecord[] | undefined) ?? [];
  const taken = next ? await takenByLine(db, registry, next, lines.map((l) => Number(l.id))) : new Map<number, number>();
  return lines.map((line) => {
    const qty = Number(line[from === 'purchase_orders' && basis === 'received' ? 'received_qty' : qtyField(from)] ?? 0);
    const took = taken.get(Number(line.id)) ?? 0;
    return { line, qty, taken: took, open: qtyRound(qty - took) };
  });
}

/** A conversion's own choices beyond its lines: the basis of a purchase order's, and header values the new document needs (a bill's supplier invoice number). */
export interface ConvertOptions {
  basis?: ConvertBasis;
  values?: Record<string, unknown>;
}

/**
 * The next document of the chain made from `doc` (locked by the caller), with the lines asked for
 * (all that is open when `asked` is undefined).
 */
export async function convert(uow: UnitOfWork, registry: Registry, from: ConvertibleCollection, doc: WireRecord, to: ConvertibleCollection, asked?: LineRequest[], options: ConvertOptions = {}): Promise<WireRecord> {
  const source = registry.require(from);
  const target = registry.require(to);
  const following = followingOf(from);
  if (following !== to) throw conflict(`A ${source.def.labelSingular.toLowerCase()} converts to ${following ? registry.require(following).def.label.toLowerCase() : 'nothing'}, not ${target.def.label.toLowerCase()}`, { field: 'to' });
  if (doc.status === VOID) throw conflict(`A void ${source.def.labelSingular.toLowerCase()} cannot be converted`, { field: 'status' });
  if (doc.superseded === true) throw await supersededConflict(uow.trx, source, doc, 'convert');
  // A credit note credits what was invoiced: a draft invoice is simply changed instead.
  if (to === 'credit_notes' && doc.status !== 'C') throw conflict(`Only a confirmed invoice can be credited: ${doc.invoice_no ?? 'this draft'} is ${doc.status === 'V' ? 'void' : 'a draft, change it instead'}`, { field: 'status' });
  // An invoice bills what was delivered: a draft delivery order has delivered nothing yet.
  if (to === 'sales_invoices' && doc.status !== 'C') throw conflict('Confirm this delivery order before invoicing it: only goods delivered are invoiced', { field: 'status' });
  // A bill is for an order placed: a draft purchase order has ordered nothing yet.
  if (to === 'supplier_bills' && doc.status !== 'C') throw conflict(`Confirm this purchase order before billing it: a supplier bills what was ordered`, { field: 'status' });
  // Converting a draft RFQ, quotation or sales order confirms it first, as confirming a quotation
  // makes its order in Odoo: the source is numbered and locked in the same unit of work, so no
  // unnumbered draft is left behind a document made from it (the caller checks the ability to confirm).
  if (isChained(from) && confirmsOnConvert(from, doc)) {
    await uow.setStatus(source, [Number(doc.id)], CONFIRMED);
    doc = await uow.lock(source, Number(doc.id));
  }

  const open = await openLines(uow.trx, registry, from, doc, options.basis);
  const byId = new Map(open.map((o) => [Number(o.line.id), o]));
  const noun = source.def.labelSingular.toLowerCase();
  const verb = to === 'delivery_orders' ? 'deliver' : to === 'sales_invoices' ? 'invoice' : to === 'credit_notes' ? 'credit' : to === 'supplier_bills' ? 'bill' : 'convert';
  const problems = (asked ?? []).flatMap((a, i) => {
    if (!byId.has(a.line_id)) return [{ title: `Line ${a.line_id} is not a line of this ${noun}`, meta: { field: `lines.${i}.line_id` } }];
    // A line asked for twice would take its open quantity twice over.
    if (asked!.findIndex((b) => b.line_id === a.line_id) !== i) return [{ title: `Line "${byId.get(a.line_id)!.line.description}" is asked for more than once: give its quantity once`, meta: { field: `lines.${i}.line_id` } }];
    if (a.qty < 0) return [{ title: `The quantity of "${byId.get(a.line_id)!.line.description}" to ${verb} is 0 or more, not ${a.qty}`, meta: { field: `lines.${i}.qty` } }];
    return [];
  });
  if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  const wanted = asked ? asked.map((a) => ({ ...byId.get(a.line_id)!, take: a.qty })) : open.filter((o) => o.open > 0).map((o) => ({ ...o, take: o.open }));
  // A purchase order bills what was received of it by default: say so, and how to bill all that was ordered.
  const received = from === 'purchase_orders' && options.basis !== 'ordered' ? ' of what was received (bill what was ordered with "basis": "ordered")' : '';
  for (const w of wanted) {
    if (w.take > w.open) {
      const title = w.open > 0 ? `Only ${w.open} of "${w.line.description}" is left to ${verb}${received}, not ${w.take}` : `Nothing of "${w.line.description}" is left to ${verb}${received}`;
      throw conflict(title, { field: 'lines', line_id: w.line.id, open: w.open });
    }
  }
  if (!wanted.some((w) => w.take > 0)) throw conflict(`Nothing is left open on this ${source.def.labelSingular.toLowerCase()} to ${from === 'purchase_orders' ? verb : 'convert'}${received}`, { field: 'lines' });

  const sourceLines = linesInfo(source);
  const targetLines = linesInfo(target);
  // A delivery order's lines carry no price nor tax code: an invoice takes them from the sales order line delivered.
  const prices = from === 'delivery_orders' ? await orderLinePrices(uow.trx, registry, wanted.map((w) => Number(w.line.source_line_id))) : new Map<number, WireRecord>();

  // A delivery order carries no currency, rate, customer PO or terms: an invoice takes every header
  // field the delivery order lacks from its sales order, so a USD order is invoiced in USD at its rate.
  const order = from === 'delivery_orders' ? await orderHeader(uow.trx, registry, doc.sales_order_id) : undefined;
  const values: Record<string, unknown> = {};
  for (const f of target.def.fields) {
    if (NOT_COPIED.has(f.name) || f.readonly || f.numbering) continue;
    if (f.type === 'reference' && f.reference === from) values[f.name] = doc.id;
    else if (f.name in doc && doc[f.name] !== null && source.def.fields.some((s) => s.name === f.name)) values[f.name] = doc[f.name];
    else if (order && f.name in order && order[f.name] !== null) values[f.name] = order[f.name];
  }
  const dateField = documentDateField(target.def);
  if (dateField) values[dateField] = singaporeMidnight(unixNow());
  Object.assign(values, options.values);
  values.source_collection = from;
  values.source_id = doc.id;

  const lineFields = targetLines.def.fields.filter((f) => !NOT_COPIED.has(f.name) && !f.readonly && f.name !== targetLines.child.target);
  const lines = wanted
    .filter((w) => w.take > 0)
    .map(({ line, qty, take }) => {
      const from = { ...prices.get(Number(line.source_line_id)), ...line };
      const out: Record<string, unknown> = { source_line_id: line.id };
      for (const f of lineFields) if (f.name in from && from[f.name] !== null) out[f.name] = from[f.name];
      out[qtyField(to)] = take;
      if (to === 'delivery_orders') out.qty_ordered = qty;
      return { values: out };
    });
  return uow.create(target, { values, lines: { [targetLines.child.field]: lines } }, { action: 'convert' });
}

/** A sales order's header as the API shows it (undefined when there is none). */
async function orderHeader(db: Kysely<any>, registry: Registry, id: unknown): Promise<WireRecord | undefined> {
  if (id === null || id === undefined || !Number.isFinite(Number(id))) return undefined;
  const { def } = registry.require('sales_orders');
  const row = await db.selectFrom(def.table).selectAll().where('id', '=', Number(id)).executeTakeFirst();
  return row ? toWire(def, row) : undefined;
}

/** The price fields (and tax code) of sales order lines by id. */
async function orderLinePrices(db: Kysely<any>, registry: Registry, ids: number[]): Promise<Map<number, WireRecord>> {
  const known = ids.filter((id) => Number.isFinite(id));
  if (!known.length) return new Map();
  const { def } = linesInfo(registry.require('sales_orders'));
  const rows = await db.selectFrom(def.table).selectAll().where('id', 'in', known).execute();
  return new Map(rows.map((r) => toWire(def, r)).map((l) => [Number(l.id), { unit_price: l.unit_price, discount: l.discount, tax_code: l.tax_code }]));
}

export interface ChainEntry {
  collection: ChainCollection;
  id: number;
  number: string | null;
  status: string;
  date: number | null;
  total: number | null;
  /** The total's currency (none on a delivery order, which carries no prices). */
  currency_id: string | null;
  source_collection: string | null;
  source_id: number | null;
}

/**
 * The whole chain `doc` belongs to: up its sources to the first document, then every document
 * converted from those, in chain order.
 */
export async function chainOf(db: Kysely<any>, registry: Registry, collection: ChainCollection, id: number): Promise<ChainEntry[]> {
  const entry = async (c: ChainCollection, rowId: number): Promise<ChainEntry | undefined> => {
    const info = registry.require(c);
    const stored = await db.selectFrom(info.def.table).selectAll().where('id', '=', rowId).executeTakeFirst();
    if (!stored) return undefined;
    const row = toWire(info.def, stored);
    const num = numberField(info);
    const date = documentDateField(info.def);
    return {
      collection: c,
      id: Number(row.id),
      number: num ? ((row[num] as string | null) ?? null) : null,
      status: String(row.status),
      date: date && row[date] !== null ? Number(row[date]) : null,
      total: 'total' in row && row.total !== null ? Number(row.total) : null,
      currency_id: typeof row.currency_id === 'string' ? row.currency_id : null,
      source_collection: (row.source_collection as string | null) ?? null,
      source_id: row.source_id === null || row.source_id === undefined ? null : Number(row.source_id),
    };
  };
  // Up to the first document.
  let root = await entry(collection, id);
  if (!root) return [];
  for (let guard = 0; guard < CHAIN.length && root.source_collection && isChained(root.source_collection) && root.source_id !== null; guard++) {
    const up = await entry(root.source_collection, root.source_id);
    if (!up) break;
    root = up;
  }
  // Down, level by level.
  const out: ChainEntry[] = [root];
  let level = [root];
  while (level.length) {
    const next = nextOf(level[0].collection);
    if (!next) break;
    const info = registry.require(next);
    const rows = await db
      .selectFrom(info.def.table)
      .select('id')
      .where('source_collection', '=', level[0].collection)
      .where(
        'source_id',
        'in',
        level.map((e) => e.id),
      )
      .orderBy('id')
      .execute();
    level = (await Promise.all(rows.map((r) => entry(next, Number(r.id))))).filter((e): e is ChainEntry => !!e);
    out.push(...level);
  }
  return out;
}
