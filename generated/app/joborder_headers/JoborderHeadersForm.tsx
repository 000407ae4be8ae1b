// GENERATED from schema/services-tools/joborder_headers.yaml by generator/. Do not edit.
import { AddressMapInput, LinkedReferenceInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('joborder_headers');
export const JoborderHeadersForm = () => (
  <ResourceForm>
    <LinkedReferenceInput source="company_id" reference="companies" fills={{ company_name: 'company_name' }} picker="company" validate={rules.company_id} />
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} picker="company_site" validate={rules.site_id} />
    <LinkedReferenceInput source="contract_id" reference="contract_headers" dependsOn={{ company_id: 'company_id' }} picker="contract" validate={rules.contract_id} />
    <TextInput source="company_name" validate={rules.company_name} />
    <ReferenceInput source="job_type_id" reference="job_types"><AutocompleteInput validate={rules.job_type_id} /></ReferenceInput>
    <TextInput source="problem_description" validate={rules.problem_description} />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <OptionInput source="service_location" validate={rules.service_location} />
    <UnixDateInput source="job_eta" validate={rules.job_eta} showTime />
    <UnixDateInput source="scheduled_start" validate={rules.scheduled_start} showTime />
    <UnixDateInput source="scheduled_end" validate={rules.scheduled_end} showTime />
    <BooleanInput source="fixed_time" validate={rules.fixed_time} />
    <UnixDateInput source="due_by" validate={rules.due_by} showTime />
    <NumberInput source="latitude" validate={rules.latitude} />
    <NumberInput source="longitude" validate={rules.longitude} />
    <TextInput source="marker" validate={rules.marker} />
    <ReferenceInput source="joborder_employee_one" reference="employees"><AutocompleteInput validate={rules.joborder_employee_one} /></ReferenceInput>
    <ReferenceInput source="joborder_employee_two" reference="employees"><AutocompleteInput validate={rules.joborder_employee_two} /></ReferenceInput>
    <AddressMapInput address="address" site="site_id" />
  </ResourceForm>
);
