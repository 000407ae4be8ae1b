// GENERATED from schema/services-tools/service_report_photos.yaml by generator/. Do not edit.
import { ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('service_report_photos');
export const ServiceReportPhotosForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="service_reports"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <TextInput source="file_name" validate={rules.file_name} />
    <TextInput source="caption" validate={rules.caption} />
    <UnixDateInput source="taken_at" validate={rules.taken_at} showTime />
  </ResourceForm>
);
