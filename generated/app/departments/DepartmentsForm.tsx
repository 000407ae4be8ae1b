// GENERATED from schema/masterlists/departments.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('departments');
export const DepartmentsForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <ReferenceInput source="manager_id" reference="employees"><AutocompleteInput validate={rules.manager_id} /></ReferenceInput>
  </ResourceForm>
);
