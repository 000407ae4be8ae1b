// GENERATED from schema/masterlists/countries.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('countries');
export const CountriesForm = () => (
  <ResourceForm>
    <TextInput source="iso2" validate={rules.iso2} />
    <TextInput source="iso3" validate={rules.iso3} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="dial_code" validate={rules.dial_code} helperText="e.g. +65" />
  </ResourceForm>
);
