/**
 * Purchase orders beyond their traits (purchase_document prices them per input tax code,
 * chained_document numbers them PO- at confirm and locks a confirmed one): once goods were received
 * against an order (purchases/receive.ts), it can be neither cancelled (void) nor reopened, since
 * the stock and the products' cost already counted them.
 */
import { defineBehaviour } from '../behaviours';
import { conflict } from '../errors';
import { hasReceipts } from '../purchases/receive';

export default defineBehaviour(() => ({
  guard({ kind, current, input }) {
    if (kind !== 'status' || !current || current.status !== 'C' || !hasReceipts(current)) return;
    const to = input?.values.status;
    if (to === 'V') throw conflict(`${current.po_no ?? 'This purchase order'} has goods received against it: it can no longer be cancelled`, { field: 'status' });
    if (to === 'O') throw conflict(`${current.po_no ?? 'This purchase order'} has goods received against it: it can no longer be set back to draft`, { field: 'status' });
  },
}));
