// GENERATED from schema/masterlists/gst_rates.yaml by generator/. Do not edit.
import { ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('gst_rates');
export const GstRatesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <NumberInput source="rate" validate={rules.rate} />
    <UnixDateInput source="effective_from" validate={rules.effective_from} />
    <UnixDateInput source="effective_to" validate={rules.effective_to} helperText="Empty while the rate is current" />
    <TextInput source="description" validate={rules.description} />
  </ResourceForm>
);
