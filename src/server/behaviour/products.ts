/**
 * Products (issue 25.6): a product's stock is the sum of its warehouses, kept by the stock ledger
 * in each movement's transaction (stock/ledger.ts), never typed. The stock quantity given when a
 * product is added is its opening stock: the product is written with none, and a confirmed opening
 * stock-in takes it into the warehouse chosen (or the default one) in the same transaction
 * (stock/opening.ts). An update that sends another figure is refused with what to do instead.
 */
import { defineBehaviour } from '../behaviours';
import { HttpError } from '../errors';
import type { ValidatedInput } from '../validate';
import { takeInOpeningStock } from '../stock/opening';

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
  async created({ input, uow }, product) {
    const qty = input ? (openings.get(input) ?? 0) : 0;
    if (qty <= 0) return;
    const warehouse = product.opening_warehouse_id === null || product.opening_warehouse_id === undefined ? null : Number(product.opening_warehouse_id);
    await takeInOpeningStock(uow, registry, product, qty, warehouse, 'Opening stock given when the product was added');
  },
}));
