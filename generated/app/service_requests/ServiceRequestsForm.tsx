// GENERATED from schema/services-tools/service_requests.yaml by generator/. Do not edit.
import { AddressMapInput, LinkedReferenceInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('service_requests');
export const ServiceRequestsForm = () => (
  <ResourceForm>
    <LinkedReferenceInput source="company_id" reference="companies" fills={{ contact_person: 'attn', contact_phone: 'tel', contact_email: 'email' }} picker="company" validate={rules.company_id} />
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} picker="company_site" validate={rules.site_id} />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <TextInput source="problem_description" validate={rules.problem_description} />
    <ReferenceInput source="job_type_id" reference="job_types"><AutocompleteInput validate={rules.job_type_id} /></ReferenceInput>
    <OptionInput source="priority" validate={rules.priority} />
    <OptionInput source="service_location" validate={rules.service_location} />
    <NumberInput source="latitude" validate={rules.latitude} />
    <NumberInput source="longitude" validate={rules.longitude} />
    <UnixDateInput source="preferred_date" validate={rules.preferred_date} />
    <AddressMapInput address="address" site="site_id" />
  </ResourceForm>
);
