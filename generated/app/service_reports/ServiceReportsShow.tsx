// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import { JsonField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const ServiceReportsShow = () => (
  <ResourceShow>
    <TextField source="report_no" />
    <ReferenceField source="joborder_header_id" reference="joborder_headers" link={false} />
    <ReferenceField source="employee_id" reference="employees" link={false} />
    <UnixDateField source="time_in" showTime />
    <UnixDateField source="time_out" showTime />
    <RichTextField source="work_done" />
    <RichTextField source="findings" />
    <RichTextField source="recommendations" />
    <TextField source="customer_signature_name" />
    <JsonField source="checklist_answers" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
