// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import { JsonInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('service_reports');
export const ServiceReportsForm = () => (
  <ResourceForm>
    <ReferenceInput source="joborder_header_id" reference="joborder_headers"><AutocompleteInput validate={rules.joborder_header_id} /></ReferenceInput>
    <ReferenceInput source="employee_id" reference="employees"><AutocompleteInput validate={rules.employee_id} /></ReferenceInput>
    <UnixDateInput source="time_in" validate={rules.time_in} showTime />
    <UnixDateInput source="time_out" validate={rules.time_out} showTime />
    <TextInput source="work_done" validate={rules.work_done} multiline minRows={3} />
    <TextInput source="findings" validate={rules.findings} multiline minRows={3} />
    <TextInput source="recommendations" validate={rules.recommendations} multiline minRows={3} />
    <TextInput source="customer_signature_name" validate={rules.customer_signature_name} />
    <JsonInput source="checklist_answers" validate={rules.checklist_answers} helperText="The answers to the job checklist, one entry per item" />
  </ResourceForm>
);
