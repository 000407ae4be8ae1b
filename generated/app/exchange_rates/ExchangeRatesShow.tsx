// GENERATED from schema/masterlists/exchange_rates.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const ExchangeRatesShow = () => (
  <ResourceShow>
    <ReferenceField source="currency_id" reference="currencies" link={false} />
    <NumberField source="rate" options={{ maximumFractionDigits: 6 }} />
    <UnixDateField source="rate_date" />
    <TextField source="source" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
