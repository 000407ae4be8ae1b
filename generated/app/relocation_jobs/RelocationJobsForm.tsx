// GENERATED from schema/services-tools/relocation_jobs.yaml by generator/. Do not edit.
import { ChildLines, LinkedReferenceInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('relocation_jobs');
const relocationJobLinesRules = fieldRules('relocation_job_lines');
export const RelocationJobsForm = () => (
  <ResourceForm>
    <LinkedReferenceInput source="company_id" reference="companies" fills={{ contact_person: 'attn', contact_phone: 'tel' }} picker="company" validate={rules.company_id} />
    <LinkedReferenceInput source="from_site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} picker="company_site" validate={rules.from_site_id} />
    <TextInput source="from_address" validate={rules.from_address} />
    <LinkedReferenceInput source="to_site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} picker="company_site" validate={rules.to_site_id} />
    <TextInput source="to_address" validate={rules.to_address} />
    <UnixDateInput source="relocation_date" validate={rules.relocation_date} showTime />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <ReferenceInput source="joborder_header_id" reference="joborder_headers"><AutocompleteInput validate={rules.joborder_header_id} /></ReferenceInput>
    <RichTextInput source="remarks" validate={rules.remarks} />
    <ChildLines source="lines" label="resources.relocation_jobs.fields.lines">
      <LinkedReferenceInput source="relocation_item_id" reference="relocation_item_masters" picker="relocation_item" validate={relocationJobLinesRules.relocation_item_id} label="resources.relocation_job_lines.fields.relocation_item_id" />
      <TextInput source="description" validate={relocationJobLinesRules.description} label="resources.relocation_job_lines.fields.description" />
      <NumberInput source="qty" validate={relocationJobLinesRules.qty} label="resources.relocation_job_lines.fields.qty" />
      <TextInput source="from_location" validate={relocationJobLinesRules.from_location} helperText="Where the item stands now, e.g. level and room" label="resources.relocation_job_lines.fields.from_location" />
      <TextInput source="to_location" validate={relocationJobLinesRules.to_location} label="resources.relocation_job_lines.fields.to_location" />
      <TextInput source="remarks" validate={relocationJobLinesRules.remarks} label="resources.relocation_job_lines.fields.remarks" />
    </ChildLines>
  </ResourceForm>
);
