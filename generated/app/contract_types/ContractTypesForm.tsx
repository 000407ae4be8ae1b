// GENERATED from schema/masterlists/contract_types.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('contract_types');
export const ContractTypesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <NumberInput source="duration_months" validate={rules.duration_months} step={1} />
    <NumberInput source="visits_per_year" validate={rules.visits_per_year} helperText="Scheduled service visits a year" step={1} />
  </ResourceForm>
);
