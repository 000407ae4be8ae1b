// GENERATED from schema/masterlists/competencies.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { BooleanInput, TextInput } from 'react-admin';
const rules = fieldRules('competencies');
export const CompetenciesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <BooleanInput source="requires_licence" validate={rules.requires_licence} helperText="A licence or certificate must be on record" />
  </ResourceForm>
);
