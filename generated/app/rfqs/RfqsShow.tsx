// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { ChildLinesField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { rfqLinesColumns } from '../rfq_lines/columns';
import { chainedDocumentFields } from '../traits/ChainedDocumentFields';
import { pricedDocumentFields } from '../traits/PricedDocumentFields';
import { TextField } from 'react-admin';
export const RfqsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="rfq_no" />
    <UnixDateField source="rfq_date" />
    <UnixDateField source="reply_by" />
    <TextField source="subject" />
    {pricedDocumentFields}
    {chainedDocumentFields}
    <ChildLinesField source="lines" reference="rfq_lines" label="resources.rfqs.fields.lines" columns={rfqLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
