// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import { ChildLinesField, MoneyField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { salesInvoiceLinesColumns } from '../sales_invoice_lines/columns';
import { chainedDocumentFields } from '../traits/ChainedDocumentFields';
import { einvoicedDocumentFields } from '../traits/EinvoicedDocumentFields';
import { pricedDocumentFields } from '../traits/PricedDocumentFields';
import { BooleanField, NumberField, ReferenceField, TextField } from 'react-admin';
export const SalesInvoicesShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="invoice_no" />
    <ReferenceField source="sales_order_id" reference="sales_orders" link={false} />
    <TextField source="customer_po_no" />
    <UnixDateField source="invoice_date" />
    <OptionField source="payment_terms" />
    <UnixDateField source="due_date" />
    <MoneyField source="amount_paid" />
    <MoneyField source="amount_credited" />
    <MoneyField source="balance_due" />
    <MoneyField source="balance_due_base" />
    <OptionField source="payment_status" />
    <NumberField source="overdue_reminded" />
    <BooleanField source="opening_balance" />
    {pricedDocumentFields}
    {chainedDocumentFields}
    {einvoicedDocumentFields}
    <ChildLinesField source="lines" reference="sales_invoice_lines" label="resources.sales_invoices.fields.lines" columns={salesInvoiceLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
