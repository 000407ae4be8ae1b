/**
 * Products (issue 25.6): a product's stock is the sum of its warehouses, kept by the stock ledger
 * in each movement's transaction (stock/ledger.ts), never typed. The stock quantity given when a
 * product is added is its opening stock: the product is written with none, and a confirmed opening
 * stock-in takes it into the warehouse chosen (or the default one) in the same transaction
 * (stock/opening.ts); products imported together come in together, one movement a warehouse. An
 * update that sends another figure is refused with what to do instead.
 */
import { defineBehaviour } from '../behaviours';
import { HttpError } from '../errors';
import type { ValidatedInput } from '../validate';
import { takeInOpeningStock, type OpeningStock } from '../stock/opening';
import type { WireRecord } from '../db/codec';
import type { Registry } from '../registry';
import type { WriteStep } from '../write-steps';

/** The opening stock of a product being added, by its input (compute sets it aside, created takes it in). */
const openings = new WeakMap<ValidatedInput, number>();

export default defineBehaviour(({ registry }) => ({
  validate({ kind, action, current, input }) {
    // The ledger's own writes (action 'stock') are what keeps the figure.
    if (kind !== 'update' || action === 'stock' || !current || !input || !('stock_quantity' in input.values)) return;
    if (Number(input.values.stock_quantity ?? 0) === Number(current.stock_quantity ?? 0)) return;
    throw new HttpError('VALIDATION_FAILED', [
      { title: "Stock quantity is the sum of the product's warehouses: record a stock in or out to change it", meta: { field: 'stock_quantity' } },
    ]);
  },
  compute({ kind, input }) {
    if (kind !== 'create' || !input) return;
    openings.set(input, Number(input.values.stock_quantity ?? 0));
    input.values.stock_quantity = 0;
  },
  async created(step, product) {
    await takeInOpenings(registry, [step], [product]);
  },
  // An import's products come in with one movement a warehouse, not one each: a product with
  // opening stock went from 31 statements to 11 on PostgreSQL.
  createdTogether: (steps, products) => takeInOpenings(registry, steps, products),
}));

const openingWarehouse = (product: WireRecord): number | null =>
  product.opening_warehouse_id === null || product.opening_warehouse_id === undefined ? null : Number(product.opening_warehouse_id);

/** The opening stock of products just added, one movement a warehouse (the one product's alone when added by a form). */
async function takeInOpenings(registry: Registry, steps: WriteStep[], products: WireRecord[]): Promise<void> {
  const byWarehouse = new Map<number | null, OpeningStock[]>();
  products.forEach((product, k) => {
    const input = steps[k].input;
    const qty = input ? (openings.get(input) ?? 0) : 0;
    if (qty <= 0) return;
    const warehouse = openingWarehouse(product);
    if (!byWarehouse.has(warehouse)) byWarehouse.set(warehouse, []);
    byWarehouse.get(warehouse)!.push({ product, qty });
  });
  for (const [warehouse, stock] of byWarehouse) {
    await takeInOpeningStock(steps[0].uow, registry, stock, warehouse, stock.length === 1 ? 'Opening stock given when the product was added' : `Opening stock given when these ${stock.length} products were added`);
  }
}
