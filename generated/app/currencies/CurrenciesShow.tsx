// GENERATED from schema/masterlists/currencies.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
export const CurrenciesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="symbol" />
    <NumberField source="decimals" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
