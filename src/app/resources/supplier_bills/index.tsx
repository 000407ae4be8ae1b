/**
 * A supplier bill (issue 38): its form with the live totals per input tax code (modules/purchases);
 * on its page Confirm and Void, and the card of what it has been paid, the supplier payments
 * against it and Record payment (modules/sales/InvoicePayments over the supplier payments' book).
 * A confirmed bill is not edited (the server refuses it): its manage page shows it instead. The
 * supplier's own PDF goes under Documents.
 */
import generated from '../../../../generated/app/supplier_bills';
import { ViewActionsContext } from '../../crud';
import type { ResourceViews } from '../../crud/types';
import { SUPPLIER_PAYMENTS } from '../../../shared/payment-books';
import { withPurchaseTotals } from '../../modules/purchases/withPurchaseTotals';
import { InvoiceManage, InvoicePayments } from '../../modules/sales/InvoicePayments';
import { SalesDocumentActions } from '../../modules/sales/SalesDocumentDelivery';

const Generated = generated.show!;
const Show = () => (
  <ViewActionsContext.Provider value={<SalesDocumentActions collection="supplier_bills" pdf={false} />}>
    <Generated />
  </ViewActionsContext.Provider>
);
const Form = withPurchaseTotals(generated.edit)!;

const views: Partial<ResourceViews> = {
  create: withPurchaseTotals(generated.create),
  edit: () => (
    <>
      <InvoiceManage Edit={Form} Show={Show} collection="supplier_bills" />
      <InvoicePayments book={SUPPLIER_PAYMENTS} />
    </>
  ),
  show: () => (
    <>
      <Show />
      <InvoicePayments book={SUPPLIER_PAYMENTS} />
    </>
  ),
};
export default views;
