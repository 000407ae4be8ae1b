// GENERATED from schema/sales-tools/credit_notes.yaml by generator/. Do not edit.
import { ChildLinesField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { creditNoteLinesColumns } from '../credit_note_lines/columns';
import { chainedDocumentFields } from '../traits/ChainedDocumentFields';
import { einvoicedDocumentFields } from '../traits/EinvoicedDocumentFields';
import { pricedDocumentFields } from '../traits/PricedDocumentFields';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
export const CreditNotesShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="credit_note_no" />
    <ReferenceField source="invoice_id" reference="sales_invoices" link={false} />
    <UnixDateField source="credit_note_date" />
    <TextField source="reason" />
    <BooleanField source="return_stock" />
    <ReferenceField source="warehouse_id" reference="warehouses" link={false} />
    {pricedDocumentFields}
    {chainedDocumentFields}
    {einvoicedDocumentFields}
    <ChildLinesField source="lines" reference="credit_note_lines" label="resources.credit_notes.fields.lines" columns={creditNoteLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
