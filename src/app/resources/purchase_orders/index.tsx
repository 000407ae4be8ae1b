/**
 * A purchase order: live totals in its form, worked per input tax code (shared/tax.ts
 * purchaseTotals, as the server works them), each line's qty × unit cost (modules/purchases
 * withPurchaseTotals, as a supplier bill's); on its page Confirm, the PDF, Send, Receive and Cancel
 * (modules/purchases).
 */
import generated from '../../../../generated/app/purchase_orders';
import { ViewActionsContext } from '../../crud';
import type { ResourceViews } from '../../crud/types';
import { withPurchaseTotals } from '../../modules/purchases/withPurchaseTotals';
import { PurchaseOrderActions } from '../../modules/purchases/PurchaseOrderActions';

const Generated = generated.show!;
const views: Partial<ResourceViews> = {
  create: withPurchaseTotals(generated.create),
  edit: withPurchaseTotals(generated.edit),
  show: () => (
    <ViewActionsContext.Provider value={<PurchaseOrderActions />}>
      <Generated />
    </ViewActionsContext.Provider>
  ),
};
export default views;
