/**
 * "Reorder" (issue 38 item 1): what to buy, per supplier. For each stocked product (Goods or Spare
 * part, not void) with a reorder level or an open need:
 * - on hand: its stock across warehouses (products.stock_quantity, kept by the ledger);
 * - on order: what purchase orders not cancelled (drafts and confirmed) still expect of it;
 * - needed: what confirmed sales orders still have to deliver (ordered less delivery orders not
 *   voided, sales/chain.ts takenByLine) and the parts on the service reports of job orders still
 *   open (New to Paused), which the technicians will take;
 * - suggested: what brings it back to its reorder level after those needs,
 *   reorder level + needed - on hand - on order, when that is more than 0.
 * Grouped by the product's supplier (products.supplier_id; none: a group of its own, for the user
 * to pick a supplier). The user reviews the quantities and creates the draft orders.
 */
import type { Kysely } from 'kysely';
import type { Registry } from '../registry';
import { takenByLine } from '../sales/chain';
import { roundQty } from '../stock/ledger';
import { fromCents } from '../../shared/tax';
import type { ReorderGroup, ReorderLine } from '../../shared/wire';


/** The job states still to be worked (joborder_headers.yaml workflow: New, Accepted, Work in progress, Paused). */
const OPEN_JOB_STATES = ['0', '1', '2', '3'];

const add = (map: Map<number, number>, id: unknown, qty: unknown) => {
  if (id === null || id === undefined) return;
  map.set(Number(id), roundQty((map.get(Number(id)) ?? 0) + Number(qty ?? 0)));
};

export async function reorderSuggestions(db: Kysely<any>, registry: Registry): Promise<ReorderGroup[]> {
  const t = (name: string) => registry.require(name).def.table;

  const onOrder = new Map<number, number>();
  for (const r of await db
    .selectFrom(`${t('purchase_order_lines')} as l`)
    .innerJoin(`${t('purchase_orders')} as h`, 'h.id', 'l.header_id')
    .select(['l.product_id as product_id', 'l.qty as qty', 'l.received_qty as received_qty'])
    .where('h.status', 'in', ['O', 'C'])
    .where('l.product_id', 'is not', null)
    .execute()) {
    add(onOrder, r.product_id, Math.max(0, Number(r.qty ?? 0) - Number(r.received_qty ?? 0)));
  }

  const sales = new Map<number, number>();
  const orderLines = await db
    .selectFrom(`${t('sales_order_lines')} as l`)
    .innerJoin(`${t('sales_orders')} as h`, 'h.id', 'l.header_id')
    .select(['l.id as id', 'l.product_id as product_id', 'l.qty as qty'])
    .where('h.status', '=', 'C')
    .where('l.product_id', 'is not', null)
    .execute();
  const delivered = await takenByLine(db, registry, 'delivery_orders', orderLines.map((l) => Number(l.id)));
  for (const l of orderLines) add(sales, l.product_id, Math.max(0, Number(l.qty ?? 0) - (delivered.get(Number(l.id)) ?? 0)));

  const jobs = new Map<number, number>();
  for (const r of await db
    .selectFrom(`${t('service_report_parts')} as p`)
    .innerJoin(`${t('service_reports')} as r`, 'r.id', 'p.header_id')
    .innerJoin(`${t('joborder_headers')} as j`, 'j.id', 'r.joborder_header_id')
    .select(['p.product_id as product_id', 'p.qty as qty'])
    .where('p.product_id', 'is not', null)
    .where('r.status', '!=', 'V')
    .where('j.status', '!=', 'V')
    .where('j.job_status', 'in', OPEN_JOB_STATES)
    .execute()) {
    add(jobs, r.product_id, r.qty);
  }

  const needed = new Set([...sales.keys(), ...jobs.keys()]);
  const products = await db
    .selectFrom(`${t('products')} as p`)
    .leftJoin(`${t('companies')} as c`, 'c.id', 'p.supplier_id')
    .select(['p.id as id', 'p.name as name', 'p.sku as sku', 'p.uom as uom', 'p.cost as cost', 'p.stock_quantity as stock_quantity', 'p.reorder_level as reorder_level', 'p.supplier_id as supplier_id', 'c.company_name as supplier_name', 'p.type as type'])
    .where('p.status', '!=', 'V')
    .where((eb) => eb.or([eb('p.reorder_level', '>', 0), ...(needed.size ? [eb('p.id', 'in', [...needed])] : [])]))
    .orderBy('p.name')
    .execute();

  const groups = new Map<string, ReorderGroup>();
  for (const p of products) {
    if (p.type === 'Service') continue;
    const id = Number(p.id);
    const line: ReorderLine = {
      product_id: id,
      name: String(p.name),
      sku: (p.sku as string | null) ?? null,
      uom: (p.uom as string | null) ?? null,
      // Money is kept in integer cents (db/codec.ts).
      unit_cost: fromCents(Number(p.cost ?? 0)),
      on_hand: Number(p.stock_quantity ?? 0),
      reorder_level: Number(p.reorder_level ?? 0),
      on_order: onOrder.get(id) ?? 0,
      needed_by_sales: sales.get(id) ?? 0,
      needed_by_jobs: jobs.get(id) ?? 0,
      suggested_qty: 0,
    };
    line.suggested_qty = roundQty(line.reorder_level + line.needed_by_sales + line.needed_by_jobs - line.on_hand - line.on_order);
    if (line.suggested_qty <= 0) continue;
    const key = String(p.supplier_id ?? '');
    const group = groups.get(key) ?? { supplier_id: p.supplier_id === null || p.supplier_id === undefined ? null : Number(p.supplier_id), supplier_name: (p.supplier_name as string | null) ?? null, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  // Suppliers by name, the products without one last.
  return [...groups.values()].sort((a, b) => (a.supplier_id === null ? 1 : b.supplier_id === null ? -1 : String(a.supplier_name).localeCompare(String(b.supplier_name))));
}
