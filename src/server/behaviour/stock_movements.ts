/** Stock in/out: confirming moves the stock of its warehouse, voiding a confirmed one moves it back (stock/ledger.ts). */
import { defineBehaviour } from '../behaviours';
import { stockMovementBehaviour } from '../stock/ledger';

export default defineBehaviour(({ registry, settings }) => stockMovementBehaviour(registry, () => settings?.allowNegativeStock ?? false));
