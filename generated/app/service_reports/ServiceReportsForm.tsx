// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import { ChildLines, JsonInput, LinkedReferenceInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('service_reports');
const serviceReportPartsRules = fieldRules('service_report_parts');
const serviceReportPhotosRules = fieldRules('service_report_photos');
export const ServiceReportsForm = () => (
  <ResourceForm>
    <ReferenceInput source="joborder_header_id" reference="joborder_headers"><AutocompleteInput validate={rules.joborder_header_id} /></ReferenceInput>
    <ReferenceInput source="employee_id" reference="employees"><AutocompleteInput validate={rules.employee_id} /></ReferenceInput>
    <UnixDateInput source="time_in" validate={rules.time_in} showTime />
    <UnixDateInput source="time_out" validate={rules.time_out} showTime />
    <RichTextInput source="work_done" validate={rules.work_done} />
    <RichTextInput source="findings" validate={rules.findings} />
    <RichTextInput source="recommendations" validate={rules.recommendations} />
    <TextInput source="customer_signature_name" validate={rules.customer_signature_name} />
    <ReferenceInput source="checklist_id" reference="checklists"><AutocompleteInput validate={rules.checklist_id} /></ReferenceInput>
    <JsonInput source="checklist_answers" validate={rules.checklist_answers} helperText="The answers to the job checklist, one entry per item" />
    <TextInput source="signature_image" validate={rules.signature_image} helperText="The drawn signature as a PNG data URL (data:image/png;base64,...)" />
    <JsonInput source="signature_strokes" validate={rules.signature_strokes} helperText="The signature's strokes as signature_pad's toData() answers them" />
    <ChildLines source="parts" label="resources.service_reports.fields.parts">
      <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name' }} validate={serviceReportPartsRules.product_id} label="resources.service_report_parts.fields.product_id" />
      <TextInput source="description" validate={serviceReportPartsRules.description} label="resources.service_report_parts.fields.description" />
      <NumberInput source="qty" validate={serviceReportPartsRules.qty} label="resources.service_report_parts.fields.qty" />
    </ChildLines>
    <ChildLines source="photos" label="resources.service_reports.fields.photos">
      <TextInput source="file_name" validate={serviceReportPhotosRules.file_name} label="resources.service_report_photos.fields.file_name" />
      <TextInput source="caption" validate={serviceReportPhotosRules.caption} label="resources.service_report_photos.fields.caption" />
      <UnixDateInput source="taken_at" validate={serviceReportPhotosRules.taken_at} label="resources.service_report_photos.fields.taken_at" showTime />
    </ChildLines>
  </ResourceForm>
);
