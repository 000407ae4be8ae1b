// GENERATED from schema/admin/user_availabilities.yaml by generator/. Do not edit.
import { ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('user_availabilities');
export const UserAvailabilitiesForm = () => (
  <ResourceForm>
    <ReferenceInput source="user_id" reference="users"><AutocompleteInput validate={rules.user_id} /></ReferenceInput>
    <ReferenceInput source="employee_id" reference="employees"><AutocompleteInput validate={rules.employee_id} /></ReferenceInput>
    <UnixDateInput source="date" validate={rules.date} />
    <UnixDateInput source="from_time" validate={rules.from_time} showTime />
    <UnixDateInput source="to_time" validate={rules.to_time} showTime />
    <BooleanInput source="available" validate={rules.available} />
    <TextInput source="reason" validate={rules.reason} helperText="e.g. Annual leave, Training, Standby" />
  </ResourceForm>
);
