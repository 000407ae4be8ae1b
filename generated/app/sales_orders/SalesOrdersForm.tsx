// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import { ChildLines, MoneyInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('sales_orders');
const salesOrderLinesRules = fieldRules('sales_order_lines');
export const SalesOrdersForm = () => (
  <ResourceForm>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <ReferenceInput source="site_id" reference="company_locations"><AutocompleteInput validate={rules.site_id} /></ReferenceInput>
    <ReferenceInput source="quotation_id" reference="quotations"><AutocompleteInput validate={rules.quotation_id} /></ReferenceInput>
    <TextInput source="customer_po_no" validate={rules.customer_po_no} />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <UnixDateInput source="order_date" validate={rules.order_date} />
    <UnixDateInput source="delivery_date" validate={rules.delivery_date} />
    <TextInput source="currency_id" validate={rules.currency_id} />
    <NumberInput source="exchange_rate" validate={rules.exchange_rate} />
    <NumberInput source="gst_percent" validate={rules.gst_percent} />
    <TextInput source="terms" validate={rules.terms} multiline minRows={3} />
    <TextInput source="remarks" validate={rules.remarks} multiline minRows={3} />
    <ChildLines source="lines" label="resources.sales_orders.fields.lines">
      <ReferenceInput source="product_id" reference="products"><AutocompleteInput validate={salesOrderLinesRules.product_id} label="resources.sales_order_lines.fields.product_id" /></ReferenceInput>
      <TextInput source="description" validate={salesOrderLinesRules.description} label="resources.sales_order_lines.fields.description" />
      <NumberInput source="qty" validate={salesOrderLinesRules.qty} label="resources.sales_order_lines.fields.qty" />
      <TextInput source="uom" validate={salesOrderLinesRules.uom} label="resources.sales_order_lines.fields.uom" />
      <MoneyInput source="unit_price" validate={salesOrderLinesRules.unit_price} label="resources.sales_order_lines.fields.unit_price" />
      <NumberInput source="discount" validate={salesOrderLinesRules.discount} label="resources.sales_order_lines.fields.discount" />
    </ChildLines>
  </ResourceForm>
);
