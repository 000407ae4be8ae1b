/**
 * Supplier in/out: goods in from a supplier add to the warehouse (the default one when the
 * movement names none), goods sent back take from it; confirm and void as stock in/out do.
 * A receipt against a purchase order (`purchase_order_id`, purchases/receive.ts) is not voided on
 * its own: the order's received quantities and the product's cost were counted from it.
 */
import { defineBehaviour } from '../behaviours';
import { conflict } from '../errors';
import { stockMovementBehaviour } from '../stock/ledger';

export default defineBehaviour(({ registry, settings }) => {
  const stock = stockMovementBehaviour(registry, () => settings?.allowNegativeStock ?? false);
  return {
    ...stock,
    async guard(step) {
      const { kind, current, input } = step;
      if (kind === 'status' && current?.purchase_order_id && current.status === 'C' && input?.values.status !== 'C') {
        throw conflict(`${current.movement_no ?? 'This movement'} received goods against a purchase order, which counted them: it cannot be voided on its own; take the goods out with a supplier movement Out (Return) instead`, { field: 'status' });
      }
      await stock.guard?.(step);
    },
  };
});
