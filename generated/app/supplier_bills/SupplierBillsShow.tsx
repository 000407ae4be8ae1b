// GENERATED from schema/purchases/supplier_bills.yaml by generator/. Do not edit.
import { ChildLinesField, MoneyField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { supplierBillLinesColumns } from '../supplier_bill_lines/columns';
import { chainedDocumentFields } from '../traits/ChainedDocumentFields';
import { purchaseDocumentFields } from '../traits/PurchaseDocumentFields';
import { TextField } from 'react-admin';
export const SupplierBillsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="bill_no" />
    <TextField source="supplier_invoice_no" />
    <UnixDateField source="bill_date" />
    <OptionField source="payment_terms" />
    <UnixDateField source="due_date" />
    <MoneyField source="amount_paid" />
    <MoneyField source="balance_due" />
    <MoneyField source="balance_due_base" />
    <OptionField source="payment_status" />
    {purchaseDocumentFields}
    {chainedDocumentFields}
    <ChildLinesField source="lines" reference="supplier_bill_lines" label="resources.supplier_bills.fields.lines" columns={supplierBillLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
