// GENERATED from schema/masterlists/modules.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('modules');
export const ModulesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} helperText="The code records carry, e.g. joborder" />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
  </ResourceForm>
);
