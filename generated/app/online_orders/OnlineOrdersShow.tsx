// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import { ChildLinesField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { onlineOrderLinesColumns } from '../online_order_lines/columns';
import { pricedDocumentFields } from '../traits/PricedDocumentFields';
import { EmailField, ReferenceField, TextField } from 'react-admin';
export const OnlineOrdersShow = () => (
  <ResourceShow>
    <TextField source="order_no" />
    <UnixDateField source="order_date" showTime />
    <TextField source="customer_name" />
    <EmailField source="customer_email" />
    <TextField source="customer_phone" />
    <TextField source="addr1" />
    <TextField source="addr2" />
    <TextField source="country" />
    <TextField source="postal" />
    <OptionField source="payment_method" />
    <OptionField source="payment_status" />
    <OptionField source="fulfilment_status" />
    <ReferenceField source="promo_id" reference="promos" link={false} />
    {pricedDocumentFields}
    <ChildLinesField source="lines" reference="online_order_lines" label="resources.online_orders.fields.lines" columns={onlineOrderLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
