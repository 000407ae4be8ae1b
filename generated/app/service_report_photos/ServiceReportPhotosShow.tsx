// GENERATED from schema/services-tools/service_report_photos.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const ServiceReportPhotosShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="service_reports" link={false} />
    <TextField source="file_name" />
    <TextField source="caption" />
    <UnixDateField source="taken_at" showTime />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
