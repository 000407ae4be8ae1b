// GENERATED from schema/services-tools/service_requests.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('service_requests');
export const ServiceRequestsForm = () => (
  <ResourceForm>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <ReferenceInput source="site_id" reference="company_locations"><AutocompleteInput validate={rules.site_id} /></ReferenceInput>
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <TextInput source="problem_description" validate={rules.problem_description} />
    <OptionInput source="priority" validate={rules.priority} />
    <OptionInput source="service_location" validate={rules.service_location} />
    <UnixDateInput source="preferred_date" validate={rules.preferred_date} />
    <ReferenceInput source="joborder_header_id" reference="joborder_headers"><AutocompleteInput validate={rules.joborder_header_id} /></ReferenceInput>
  </ResourceForm>
);
