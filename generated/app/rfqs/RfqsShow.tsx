// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { ChildLinesField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { rfqLinesColumns } from '../rfq_lines/columns';
import { EmailField, ReferenceField, TextField } from 'react-admin';
export const RfqsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="rfq_no" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <TextField source="contact_person" />
    <EmailField source="contact_email" />
    <TextField source="contact_phone" />
    <UnixDateField source="rfq_date" />
    <UnixDateField source="reply_by" />
    <TextField source="currency_id" />
    <TextField source="subject" />
    <RichTextField source="terms" />
    <RichTextField source="remarks" />
    <ChildLinesField source="lines" reference="rfq_lines" label="resources.rfqs.fields.lines" columns={rfqLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
