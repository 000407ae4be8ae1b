/**
 * Supplier in/out: goods in from a supplier add to the warehouse (the default one when the
 * movement names none), goods sent back take from it; confirm and void as stock in/out do.
 */
import { defineBehaviour } from '../behaviours';
import { stockMovementBehaviour } from '../stock/ledger';

export default defineBehaviour(({ registry, settings }) => stockMovementBehaviour(registry, () => settings?.allowNegativeStock ?? false));
