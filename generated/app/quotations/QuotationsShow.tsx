// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { ChildLinesField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { quotationLinesColumns } from '../quotation_lines/columns';
import { chainedDocumentFields } from '../traits/ChainedDocumentFields';
import { pricedDocumentFields } from '../traits/PricedDocumentFields';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
export const QuotationsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="quotation_no" />
    <UnixDateField source="quotation_date" />
    <UnixDateField source="valid_until" />
    <ReferenceField source="revision_of" reference="quotations" link={false} />
    <TextField source="revision" />
    <BooleanField source="superseded" />
    {pricedDocumentFields}
    {chainedDocumentFields}
    <ChildLinesField source="lines" reference="quotation_lines" label="resources.quotations.fields.lines" columns={quotationLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
