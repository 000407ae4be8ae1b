/**
 * A purchase document's form (purchase orders, supplier bills) with its live totals worked per
 * input tax code as the server works them (shared/tax.ts purchaseTotals), each line's qty × unit
 * cost after its inputs, and the exchange rate following the currency and the date.
 */
import type { ComponentType } from 'react';
import { FormExtrasContext, LineExtrasContext } from '../../crud';
import { purchaseTotals } from '../../../shared/tax';
import { LineAmount, PricedTotals } from '../sales/PricedTotals';
import { ExchangeRateFollower } from '../sales/ExchangeRateFollower';

export const withPurchaseTotals = (View: ComponentType | undefined) =>
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
