// GENERATED from schema/services-tools/relocation_jobs.yaml by generator/. Do not edit.
import { ChildLinesField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { relocationJobLinesColumns } from '../relocation_job_lines/columns';
import { ReferenceField, TextField } from 'react-admin';
export const RelocationJobsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="relocation_no" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="from_site_id" reference="company_locations" link={false} />
    <TextField source="from_address" />
    <ReferenceField source="to_site_id" reference="company_locations" link={false} />
    <TextField source="to_address" />
    <UnixDateField source="relocation_date" showTime />
    <TextField source="contact_person" />
    <TextField source="contact_phone" />
    <ReferenceField source="joborder_header_id" reference="joborder_headers" link={false} />
    <RichTextField source="remarks" />
    <ChildLinesField source="lines" reference="relocation_job_lines" label="resources.relocation_jobs.fields.lines" columns={relocationJobLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
