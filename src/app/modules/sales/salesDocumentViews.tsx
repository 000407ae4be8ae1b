/**
 * The views of a sales document (rfqs … sales_invoices) over its generated ones: its form with
 * the live totals of a priced document, and its page with its PDF (open, save, send), "Convert
 * to …" and its chain.
 */
import type { ComponentType } from 'react';
import { FormExtrasContext, LineExtrasContext } from '../../crud';
import type { ResourceViews } from '../../crud/types';
import { ExchangeRateFollower } from './ExchangeRateFollower';
import { LineAmount, PricedTotals } from './PricedTotals';
import { SalesChainPanel, type SalesCollection } from './SalesChainPanel';
import { SalesDocumentDelivery } from './SalesDocumentDelivery';

export function salesDocumentViews(collection: SalesCollection, generated: ResourceViews, priced = true): Partial<ResourceViews> {
  const withTotals = (View: ComponentType | undefined) =>
    View && priced
      ? () => (
          <FormExtrasContext.Provider
            value={
              <>
                <PricedTotals />
                <ExchangeRateFollower />
              </>
            }
          >
            <LineExtrasContext.Provider value={<LineAmount source="amount" />}>
              <View />
            </LineExtrasContext.Provider>
          </FormExtrasContext.Provider>
        )
      : View;
  const Show = generated.show;
  const Edit = withTotals(generated.edit);
  return {
    create: withTotals(generated.create),
    edit: Edit
      ? () => (
          <>
            <Edit />
            <SalesDocumentDelivery collection={collection} />
            <SalesChainPanel collection={collection} />
          </>
        )
      : undefined,
    show: () => (
      <>
        <Show />
        <SalesDocumentDelivery collection={collection} />
        <SalesChainPanel collection={collection} />
      </>
    ),
  };
}
