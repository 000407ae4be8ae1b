/**
 * Opening stock (issue 25.6): stock a product has before any movement is itself a movement, so a
 * product's stock is always the sum of its warehouses and the ledger explains every unit of it.
 *
 * - `takeInOpeningStock`: a confirmed stock-in (reason Opening) of products into the warehouse
 *   chosen, else the default one, in the caller's unit of work. Adding a product with a stock
 *   quantity makes one; products imported together, one a warehouse (behaviour/products.ts).
 * - `reconcileProductStock`: installs from before this kept a product figure that no warehouse
 *   held (typed on the Add Product form). On start, each product whose figure differs from its
 *   warehouses' sum is brought to that sum and what was missing comes in as opening stock into the
 *   default warehouse, audited as the server's writes; the products keep their `updated_at` and
 *   `updated_by` (who last edited them, not the upgrade). Once done (or found with nothing to do),
 *   it is recorded in the migrations table as STOCK_RECONCILED and later starts skip it: the
 *   comparison reads every product and every stock row (1.7 s on a million products). A start
 *   that could not do it (no default warehouse) records nothing, so the next start tries again.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { WireRecord } from '../db/codec';
import type { DialectName } from '../db/connect';
import type { Records } from '../db/records';
import { SYSTEM_ACTOR, type UnitOfWork } from '../db/unit-of-work';
import type { Registry } from '../registry';
import { unixNow } from '../clock';
import { MIGRATIONS_TABLE } from '../db/migrate';
import { singaporeMidnight } from '../../shared/singapore-time';
import { roundQty, StockLedger } from './ledger';

/** A product's opening stock: how much of it comes in. */
export interface OpeningStock {
  product: WireRecord;
  qty: number;
}

/**
 * Take the products' `qty` into `warehouseId` (null: the default warehouse) as one confirmed
 * opening stock-in, a line a product (the products of an import's batch come in together).
 */
export async function takeInOpeningStock(uow: UnitOfWork, registry: Registry, stock: OpeningStock[], warehouseId: number | null, remarks: string): Promise<WireRecord> {
  const movements = registry.require('stock_movements');
  const warehouse = await new StockLedger(registry, () => false).warehouseOf(uow, { warehouse_id: warehouseId }, 'opening_warehouse_id');
  const movement = await uow.create(movements, {
    values: { movement_type: 'In', reason: 'Opening', movement_date: singaporeMidnight(unixNow()), warehouse_id: warehouse, remarks: `<p>${escapeHtml(remarks)}</p>` },
    lines: { lines: stock.map(({ product, qty }) => ({ values: { product_id: product.id, description: String(product.name ?? ''), qty, uom: product.uom ?? null } })) },
  });
  await uow.setStatus(movements, [Number(movement.id)], 'C');
  return movement;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Products whose figure differs from what their warehouses hold, with both. */
function differing(db: Kysely<any>, registry: Registry) {
  const products = registry.require('products').def.table;
  const stocks = registry.require('product_stocks').def.table;
  const held = db.selectFrom(stocks).select(['product_id', (eb) => eb.fn.sum<number>('qty_on_hand').as('held')]).groupBy('product_id').as('s');
  return db
    .selectFrom(`${products} as p`)
    .leftJoin(held, 's.product_id', 'p.id')
    .select(['p.id as id', 'p.stock_quantity as shown', 's.held as held'])
    .where(sql<number>`abs(coalesce(p.stock_quantity, 0) - coalesce(s.held, 0))`, '>', 0.0005)
    .orderBy('p.id')
    .execute();
}

/** The migrations table's record of the reconcile (db/migrate.ts: a step's id, though no file runs it). */
export const STOCK_RECONCILED = 'stock-reconciled';

const reconciled = async (db: Kysely<any>) => !!(await db.selectFrom(MIGRATIONS_TABLE).select('id').where('id', '=', STOCK_RECONCILED).executeTakeFirst());
const markReconciled = (db: Kysely<any>, count: number) => db.insertInto(MIGRATIONS_TABLE).values({ id: STOCK_RECONCILED, applied_at: unixNow(), ran: count > 0 ? 1 : 0 }).execute();

/** Bring every product's figure to its warehouses' sum, taking what they lacked in as opening stock; answers how many. */
export async function reconcileProductStock(records: Records, registry: Registry, dialect: DialectName, log?: FastifyBaseLogger): Promise<number> {
  const db = records.reader();
  if (await reconciled(db)) return 0;
  if (!(await differing(db, registry)).length) {
    await markReconciled(db, 0).catch(() => undefined); // another instance starting beside this one recorded it first
    return 0;
  }
  const products = registry.require('products');
  try {
    return await records.transaction(SYSTEM_ACTOR, async (uow) => {
      // Several instances starting at once on one PostgreSQL: one reconciles, the others find it done.
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('product_stock_reconcile'))`.execute(uow.trx);
      if (await reconciled(uow.trx)) return 0;
      const rows = await differing(uow.trx, registry);
      // Bookkeeping of the upgrade, not an edit: each product keeps who last edited it and when.
      const edited = rows.length ? await uow.trx.selectFrom(products.def.table).select(['id', 'updated_at', 'updated_by']).where('id', 'in', rows.map((r) => r.id)).execute() : [];
      for (const row of rows) {
        const [shown, held] = [roundQty(Number(row.shown ?? 0)), roundQty(Number(row.held ?? 0))];
        const product = await uow.update(products, Number(row.id), { values: { stock_quantity: held } }, { action: 'stock', keptByServer: true });
        if (shown > held) await takeInOpeningStock(uow, registry, [{ product, qty: roundQty(shown - held) }], null, `Opening stock: the product showed ${shown} while its warehouses held ${held}`);
      }
      for (const e of edited) await uow.trx.updateTable(products.def.table).set({ updated_at: e.updated_at, updated_by: e.updated_by }).where('id', '=', e.id).execute();
      await markReconciled(uow.trx, rows.length);
      return rows.length;
    });
  } catch (e) {
    // A start is not refused for it (no default warehouse, say): the figures stay as they were, and say so.
    log?.warn({ err: e }, 'products show stock that no warehouse holds; choose a default warehouse and restart to take it in as opening stock');
    return 0;
  }
}
