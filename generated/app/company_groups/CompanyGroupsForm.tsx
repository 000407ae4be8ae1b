// GENERATED from schema/masterlists/company_groups.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('company_groups');
export const CompanyGroupsForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
  </ResourceForm>
);
