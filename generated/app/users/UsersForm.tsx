// GENERATED from schema/admin/users.yaml by generator/. Do not edit.
import { ImageInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, PasswordInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('users');
export const UsersForm = () => (
  <ResourceForm>
    <TextInput source="username" validate={rules.username} />
    <TextInput source="email" validate={rules.email} autoComplete="email" />
    <TextInput source="first_name" validate={rules.first_name} />
    <TextInput source="last_name" validate={rules.last_name} />
    <TextInput source="role" validate={rules.role} />
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <ImageInput source="thumbnail" />
    <PasswordInput source="password" validate={rules.password} autoComplete="new-password" />
  </ResourceForm>
);
