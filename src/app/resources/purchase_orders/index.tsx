/**
 * A purchase order: live totals in its form, worked per input tax code (shared/tax.ts
 * purchaseTotals, as the server works them), each line's qty × unit cost; on its page Confirm, the
 * PDF, Send, Receive and Cancel (modules/purchases).
 */
import type { ComponentType } from 'react';
import generated from '../../../../generated/app/purchase_orders';
import { FormExtrasContext, LineExtrasContext, ViewActionsContext } from '../../crud';
import type { ResourceViews } from '../../crud/types';
import { purchaseTotals } from '../../../shared/tax';
import { LineAmount, PricedTotals } from '../../modules/sales/PricedTotals';
import { ExchangeRateFollower } from '../../modules/sales/ExchangeRateFollower';
import { PurchaseOrderActions } from '../../modules/purchases/PurchaseOrderActions';

const withTotals = (View: ComponentType | undefined) =>
  View
    ? () => (
        <FormExtrasContext.Provider
          value={
            <>
              <PricedTotals totalsOf={purchaseTotals} />
              <ExchangeRateFollower />
            </>
          }
        >
          <LineExtrasContext.Provider value={<LineAmount source="amount" cost />}>
            <View />
          </LineExtrasContext.Provider>
        </FormExtrasContext.Provider>
      )
    : undefined;

const Generated = generated.show!;
const views: Partial<ResourceViews> = {
  create: withTotals(generated.create),
  edit: withTotals(generated.edit),
  show: () => (
    <ViewActionsContext.Provider value={<PurchaseOrderActions />}>
      <Generated />
    </ViewActionsContext.Provider>
  ),
};
export default views;
