// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import { ChildLinesField, JsonField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { serviceReportPartsColumns } from '../service_report_parts/columns';
import { serviceReportPhotosColumns } from '../service_report_photos/columns';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
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
    <ReferenceField source="checklist_id" reference="checklists" link={false} />
    <JsonField source="checklist_answers" />
    <TextField source="signature_image" />
    <JsonField source="signature_strokes" />
    <UnixDateField source="signed_at" showTime />
    <ReferenceField source="signed_by" reference="users" link={false} />
    <TextField source="signed_hash" />
    <BooleanField source="signature_stale" />
    <ChildLinesField source="parts" reference="service_report_parts" label="resources.service_reports.fields.parts" columns={serviceReportPartsColumns} />
    <ChildLinesField source="photos" reference="service_report_photos" label="resources.service_reports.fields.photos" columns={serviceReportPhotosColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
