// GENERATED from schema/masterlists/currencies.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('currencies');
export const CurrenciesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} helperText="ISO 4217, three letters, e.g. SGD" />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="symbol" validate={rules.symbol} />
    <NumberInput source="decimals" validate={rules.decimals} helperText="Digits after the decimal point" step={1} />
  </ResourceForm>
);
