// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import { ChildLinesField, MoneyField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { salesInvoiceLinesColumns } from '../sales_invoice_lines/columns';
import { EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const SalesInvoicesShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="invoice_no" />
    <ReferenceField source="sales_order_id" reference="sales_orders" link={false} />
    <TextField source="customer_po_no" />
    <UnixDateField source="invoice_date" />
    <OptionField source="payment_terms" />
    <UnixDateField source="due_date" />
    <OptionField source="payment_status" />
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
    <ChildLinesField source="lines" reference="sales_invoice_lines" label="resources.sales_invoices.fields.lines" columns={salesInvoiceLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
