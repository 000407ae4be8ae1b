/**
 * Stock per warehouse (issue 16, "Stock"; api-contract.md "Sales documents", Stock). Confirming
 * a movement (status C) moves its lines' quantities into or out of its warehouse; voiding a
 * confirmed one (status V) moves them back; a confirmed movement is not edited, deleted or set
 * back to draft, only voided, so the ledger always explains the stock. Each change writes:
 * - `product_stocks`: the quantity on hand of the product in the warehouse;
 * - `stock_ledger`: one line per product and warehouse with the change and the balance after;
 * - `products.stock_quantity`: changed by the same amount (all warehouses together), so it is
 *   always their sum: kept here, in the movement's transaction on the locked product row, rather
 *   than summed on every read, because lists sort and filter products by it (an indexed column)
 *   and product search reads 10,000 rows at a time. Nobody else writes it (YAML create_only, and
 *   behaviour/products.ts); stock given when a product is added is an opening movement (opening.ts).
 * A change that would take a product's stock in a warehouse below zero is refused with 409,
 * naming the product, what is on hand and what was asked, unless ALLOW_NEGATIVE_STOCK=true.
 * The product row is locked first, so concurrent movements of one product take turns.
 * Only stocked products (type Goods or Spare part) move: a service line ("General servicing") on a
 * delivery order, a credit note or a movement moves nothing and is never short of stock.
 */
import type { WireRecord } from '../db/codec';
import type { UnitOfWork } from '../db/unit-of-work';
import { conflict, HttpError } from '../errors';
import type { Behaviour, WriteStep } from '../behaviours';
import type { Registry } from '../registry';
import { unixNow } from '../clock';

export interface StockMove {
  productId: number;
  warehouseId: number;
  /** Positive into the warehouse, negative out of it. */
  qty: number;
}

export interface StockSource {
  collection: string;
  id: number;
  number: string | null;
}

const CONFIRMED = 'C';
const VOID = 'V';

/** The product types that are kept in a warehouse (products.yaml `type`); a Service is not. */
const STOCKED_TYPES: ReadonlySet<string> = new Set(['Goods', 'Spare part']);
/** Whether a product (its row, with `type`) is kept in stock; a product of no type is Goods. */
export const isStocked = (product: { type?: unknown }) => STOCKED_TYPES.has(String(product.type ?? 'Goods'));

export class StockLedger {
  constructor(
    private readonly registry: Registry,
    private readonly allowNegative: () => boolean,
  ) {}

  /** Apply `moves` (one per product and warehouse after merging) in one unit of work. */
  async move(uow: UnitOfWork, moves: StockMove[], source: StockSource): Promise<void> {
    const products = this.registry.require('products');
    const stocks = this.registry.require('product_stocks');
    const ledger = this.registry.require('stock_ledger');
    const merged = new Map<string, StockMove>();
    for (const m of moves) {
      const key = `${m.productId}:${m.warehouseId}`;
      const sum = merged.get(key);
      merged.set(key, { ...m, qty: (sum?.qty ?? 0) + m.qty });
    }
    const now = unixNow();
    // In product order, so two movements of the same products lock them in the same order.
    for (const m of [...merged.values()].sort((a, b) => a.productId - b.productId || a.warehouseId - b.warehouseId)) {
      if (m.qty === 0) continue;
      const product = await uow.lock(products, m.productId);
      if (!isStocked(product)) continue;
      // By the product alone, then its warehouse: both columns have an index of their own, and
      // SQLite without statistics may take warehouse_id's, which scans every product of that
      // warehouse (an import of 5,000 products with opening stock went quadratic: 42 s).
      const held = await uow.trx.selectFrom(stocks.def.table).select(['id', 'qty_on_hand', 'warehouse_id']).where('product_id', '=', m.productId).execute();
      const row = held.find((r) => Number(r.warehouse_id) === m.warehouseId);
      const have = Number(row?.qty_on_hand ?? 0);
      const balance = roundQty(have + m.qty);
      if (balance < 0 && !this.allowNegative()) {
        const warehouse = await uow.trx.selectFrom(this.registry.require('warehouses').def.table).select('name').where('id', '=', m.warehouseId).executeTakeFirst();
        throw conflict(`Not enough ${product.name} in ${warehouse?.name ?? `warehouse ${m.warehouseId}`}: ${have} on hand, ${-m.qty} to take out`, { field: 'lines' });
      }
      if (row) await uow.update(stocks, row.id as number, { values: { qty_on_hand: balance } }, { action: 'stock' });
      else await uow.create(stocks, { values: { product_id: m.productId, warehouse_id: m.warehouseId, qty_on_hand: balance } }, { action: 'stock' });
      await uow.update(products, m.productId, { values: { stock_quantity: roundQty(Number(product.stock_quantity ?? 0) + m.qty) } }, { action: 'stock', keptByServer: true });
      await uow.create(
        ledger,
        { values: { product_id: m.productId, warehouse_id: m.warehouseId, qty: m.qty, balance, source_collection: source.collection, source_id: source.id, source_no: source.number, moved_at: now } },
        { action: 'stock' },
      );
    }
  }

  /**
   * The lines of a document that move stock: those with a stocked product. A document with none
   * (services only) needs no warehouse at all.
   */
  async stockedLines(uow: UnitOfWork, lines: WireRecord[]): Promise<WireRecord[]> {
    const withProduct = lines.filter((l) => l.product_id !== null && l.product_id !== undefined);
    if (!withProduct.length) return [];
    const products = await uow.trx
      .selectFrom(this.registry.require('products').def.table)
      .select(['id', 'type'])
      .where('id', 'in', [...new Set(withProduct.map((l) => Number(l.product_id)))])
      .execute();
    const stocked = new Set(products.filter(isStocked).map((p) => Number(p.id)));
    return withProduct.filter((l) => stocked.has(Number(l.product_id)));
  }

  /** The warehouse a movement moves: its own, else the default warehouse. */
  async warehouseOf(uow: UnitOfWork, record: WireRecord, field = 'warehouse_id'): Promise<number> {
    if (record.warehouse_id) return Number(record.warehouse_id);
    // Booleans are stored as 0 and 1 (db/codec.ts).
    const warehouses = this.registry.require('warehouses').def.table;
    const fallback = await uow.trx.selectFrom(warehouses).select('id').where('is_default', '=', 1).where('status', '=', 'O').orderBy('id').executeTakeFirst();
    if (!fallback) throw new HttpError('VALIDATION_FAILED', [{ title: 'Choose the warehouse the goods move into or out of (there is no default warehouse)', meta: { field } }]);
    return Number(fallback.id);
  }
}

/** A quantity to the thousandth, as stock is kept. */
export const roundQty = (n: number) => Math.round(n * 1000) / 1000;

/** How a kind of document moves stock: which way, by how much a line, and whether it locks once confirmed. */
export interface StockDocument {
  numberField: string;
  /** 1 into the warehouse, -1 out of it. */
  direction: (record: WireRecord) => 1 | -1;
  qtyOf: (line: WireRecord) => number;
  /** Refuse any change but void once confirmed (documents whose own rules do not already). */
  lockConfirmed: boolean;
}

/** Stock in/out and supplier in/out: `movement_type` In or Out, lines with `qty`. */
export const STOCK_MOVEMENT: StockDocument = {
  numberField: 'movement_no',
  direction: (record) => (record.movement_type === 'Out' ? -1 : 1),
  qtyOf: (line) => Number(line.qty ?? 0),
  lockConfirmed: true,
};

/**
 * The stock behaviour of a document with a warehouse (or the default one) and lines with a
 * product: confirm moves the stock, void of a confirmed one moves it back, and (when asked) a
 * confirmed one is otherwise left as it is.
 */
export function stockMovementBehaviour(registry: Registry, allowNegative: () => boolean, doc: StockDocument = STOCK_MOVEMENT): Behaviour {
  const ledger = new StockLedger(registry, allowNegative);
  const movesOf = async (step: WriteStep, sign: 1 | -1): Promise<StockMove[]> => {
    const record = step.current!;
    const lines = await ledger.stockedLines(step.uow, (record.lines as WireRecord[] | undefined) ?? []);
    if (!lines.length) return [];
    const warehouseId = await ledger.warehouseOf(step.uow, record);
    const direction = doc.direction(record);
    return lines.map((l) => ({ productId: Number(l.product_id), warehouseId, qty: sign * direction * doc.qtyOf(l) }));
  };
  return {
    guard({ kind, current, input }) {
      if (!doc.lockConfirmed || !current || current.status !== CONFIRMED) return;
      const to = input?.values.status;
      if (kind === 'status' && (to === VOID || to === CONFIRMED)) return;
      throw conflict(`${current[doc.numberField] ?? 'This movement'} is confirmed: it has moved the stock, so it can only be voided, which moves it back`, { field: 'status' });
    },
    async compute(step) {
      if (step.kind !== 'status' || !step.current) return;
      const from = step.current.status;
      const to = step.input?.values.status;
      const source = { collection: step.info.def.resource, id: step.current.id as number, number: (step.current[doc.numberField] as string | null) ?? null };
      if (to === CONFIRMED && from !== CONFIRMED) await ledger.move(step.uow, await movesOf(step, 1), source);
      if (to === VOID && from === CONFIRMED) await ledger.move(step.uow, await movesOf(step, -1), source);
    },
  };
}
