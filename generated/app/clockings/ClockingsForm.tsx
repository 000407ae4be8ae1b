// GENERATED from schema/admin/clockings.yaml by generator/. Do not edit.
import { ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('clockings');
export const ClockingsForm = () => (
  <ResourceForm>
    <ReferenceInput source="employee_id" reference="employees"><AutocompleteInput validate={rules.employee_id} /></ReferenceInput>
    <UnixDateInput source="clock_in" validate={rules.clock_in} showTime />
    <UnixDateInput source="clock_out" validate={rules.clock_out} showTime />
    <ReferenceInput source="site_id" reference="company_locations"><AutocompleteInput validate={rules.site_id} /></ReferenceInput>
    <NumberInput source="latitude" validate={rules.latitude} />
    <NumberInput source="longitude" validate={rules.longitude} />
    <TextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
