// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import { ChildLinesField, MoneyField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { salesOrderLinesColumns } from '../sales_order_lines/columns';
import { EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const SalesOrdersShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="order_no" />
    <ReferenceField source="quotation_id" reference="quotations" link={false} />
    <TextField source="customer_po_no" />
    <UnixDateField source="order_date" />
    <UnixDateField source="delivery_date" />
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
    <OptionField source="source_collection" />
    <NumberField source="source_id" />
    <ChildLinesField source="lines" reference="sales_order_lines" label="resources.sales_orders.fields.lines" columns={salesOrderLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
