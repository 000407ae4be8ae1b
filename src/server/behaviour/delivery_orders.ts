/**
 * Delivery orders: confirming one takes each line's delivered quantity out of its warehouse (the
 * default one when it names none), voiding a confirmed one puts it back (stock/ledger.ts). The
 * chained_document trait's rules (numbers on confirm, confirmed documents locked) run first.
 */
import { defineBehaviour } from '../behaviours';
import { stockMovementBehaviour } from '../stock/ledger';

export default defineBehaviour(({ registry, settings }) =>
  stockMovementBehaviour(registry, () => settings?.allowNegativeStock ?? false, {
    numberField: 'delivery_no',
    direction: () => -1,
    qtyOf: (line) => Number(line.qty_delivered ?? 0),
    lockConfirmed: false,
  }),
);
