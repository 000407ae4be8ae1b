// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import { ChildLinesField, MoneyField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { onlineOrderLinesColumns } from '../online_order_lines/columns';
import { EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
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
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <TextField source="contact_person" />
    <EmailField source="contact_email" />
    <TextField source="contact_phone" />
    <TextField source="currency_id" />
    <NumberField source="exchange_rate" />
    <NumberField source="gst_percent" />
    <MoneyField source="subtotal" />
    <MoneyField source="gst_amount" />
    <MoneyField source="total" />
    <MoneyField source="total_base" />
    <RichTextField source="terms" />
    <RichTextField source="remarks" />
    <ChildLinesField source="lines" reference="online_order_lines" label="resources.online_orders.fields.lines" columns={onlineOrderLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
