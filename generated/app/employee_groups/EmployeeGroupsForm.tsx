// GENERATED from schema/masterlists/employee_groups.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('employee_groups');
export const EmployeeGroupsForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <ReferenceInput source="leader_id" reference="employees"><AutocompleteInput validate={rules.leader_id} /></ReferenceInput>
    <ReferenceArrayInput source="members" reference="employees"><AutocompleteArrayInput validate={rules.members} /></ReferenceArrayInput>
  </ResourceForm>
);
