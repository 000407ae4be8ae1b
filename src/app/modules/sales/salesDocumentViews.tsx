/**
 * The views of a sales document (rfqs … sales_invoices) over its generated ones: its form with
 * the live totals of a priced document, and its page with its own actions in its header (Confirm,
 * the PDF: open, save, send), "Convert to …" and its chain.
 */
import type { ComponentType } from 'react';
import { FormExtrasContext, LineExtrasContext, ViewActionsContext } from '../../crud';
import type { ResourceViews } from '../../crud/types';
import { ExchangeRateFollower } from './ExchangeRateFollower';
import { InvoiceManage, InvoicePayments } from './InvoicePayments';
import { LineAmount, PricedTotals } from './PricedTotals';
import { SalesChainPanel, type SalesCollection } from './SalesChainPanel';
import { SalesDocumentActions } from './SalesDocumentDelivery';
import { TaxCodeFollower } from './TaxCodeFollower';
import { TaxSummaryPanel } from './TaxSummary';

export function salesDocumentViews(collection: SalesCollection, generated: ResourceViews, priced = true): Partial<ResourceViews> {
  const withTotals = (View: ComponentType | undefined) =>
    View && priced
      ? () => (
          <FormExtrasContext.Provider
            value={
              <>
                <PricedTotals />
                <ExchangeRateFollower />
                <TaxCodeFollower />
              </>
            }
          >
            <LineExtrasContext.Provider value={<LineAmount source="amount" />}>
              <View />
            </LineExtrasContext.Provider>
          </FormExtrasContext.Provider>
        )
      : View;
  const Generated = generated.show!;
  const Show = () => (
    <ViewActionsContext.Provider value={<SalesDocumentActions collection={collection} />}>
      <Generated />
    </ViewActionsContext.Provider>
  );
  const Form = withTotals(generated.edit);
  // A confirmed invoice is not edited (the server refuses it): its manage page shows it instead.
  const Edit = Form && collection === 'sales_invoices' ? () => <InvoiceManage Edit={Form} Show={Show} /> : Form;
  const payments = collection === 'sales_invoices' ? <InvoicePayments /> : null;
  return {
    create: withTotals(generated.create),
    edit: Edit
      ? () => (
          <>
            <Edit />
            {payments}
            <SalesChainPanel collection={collection} />
          </>
        )
      : undefined,
    show: () => (
      <>
        <Show />
        {priced ? <TaxSummaryPanel collection={collection} /> : null}
        {payments}
        <SalesChainPanel collection={collection} />
      </>
    ),
  };
}
