// GENERATED from schema/purchases/purchase_order_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { purchaseLineFields } from '../traits/PurchaseLineFields';
import { NumberField, ReferenceField } from 'react-admin';
export const PurchaseOrderLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="purchase_orders" link={false} />
    <NumberField source="received_qty" options={{ maximumFractionDigits: 6 }} />
    {purchaseLineFields}
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
