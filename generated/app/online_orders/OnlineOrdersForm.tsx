// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import { ChildLines, MoneyInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('online_orders');
const onlineOrderLinesRules = fieldRules('online_order_lines');
export const OnlineOrdersForm = () => (
  <ResourceForm>
    <UnixDateInput source="order_date" validate={rules.order_date} showTime />
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <TextInput source="customer_name" validate={rules.customer_name} />
    <TextInput source="customer_email" validate={rules.customer_email} autoComplete="email" />
    <TextInput source="customer_phone" validate={rules.customer_phone} type="tel" />
    <TextInput source="addr1" validate={rules.addr1} />
    <TextInput source="addr2" validate={rules.addr2} />
    <TextInput source="country" validate={rules.country} />
    <TextInput source="postal" validate={rules.postal} />
    <OptionInput source="payment_method" validate={rules.payment_method} />
    <OptionInput source="payment_status" validate={rules.payment_status} />
    <OptionInput source="fulfilment_status" validate={rules.fulfilment_status} />
    <ReferenceInput source="promo_id" reference="promos"><AutocompleteInput validate={rules.promo_id} /></ReferenceInput>
    <TextInput source="currency_id" validate={rules.currency_id} />
    <NumberInput source="gst_percent" validate={rules.gst_percent} />
    <TextInput source="remarks" validate={rules.remarks} />
    <ChildLines source="lines" label="resources.online_orders.fields.lines">
      <ReferenceInput source="product_id" reference="products"><AutocompleteInput validate={onlineOrderLinesRules.product_id} label="resources.online_order_lines.fields.product_id" /></ReferenceInput>
      <TextInput source="description" validate={onlineOrderLinesRules.description} label="resources.online_order_lines.fields.description" />
      <NumberInput source="qty" validate={onlineOrderLinesRules.qty} label="resources.online_order_lines.fields.qty" />
      <MoneyInput source="unit_price" validate={onlineOrderLinesRules.unit_price} label="resources.online_order_lines.fields.unit_price" />
      <NumberInput source="discount" validate={onlineOrderLinesRules.discount} label="resources.online_order_lines.fields.discount" />
    </ChildLines>
  </ResourceForm>
);
