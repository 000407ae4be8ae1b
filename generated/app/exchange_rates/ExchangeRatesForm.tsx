// GENERATED from schema/masterlists/exchange_rates.yaml by generator/. Do not edit.
import { ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('exchange_rates');
export const ExchangeRatesForm = () => (
  <ResourceForm>
    <ReferenceInput source="currency_id" reference="currencies"><AutocompleteInput validate={rules.currency_id} /></ReferenceInput>
    <NumberInput source="rate" validate={rules.rate} helperText="SGD for one unit of the currency" />
    <UnixDateInput source="rate_date" validate={rules.rate_date} />
    <TextInput source="source" validate={rules.source} helperText="Where the rate comes from, e.g. MAS" />
  </ResourceForm>
);
