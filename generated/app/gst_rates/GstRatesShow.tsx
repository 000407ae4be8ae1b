// GENERATED from schema/masterlists/gst_rates.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
export const GstRatesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <NumberField source="rate" options={{ maximumFractionDigits: 6 }} />
    <UnixDateField source="effective_from" />
    <UnixDateField source="effective_to" />
    <TextField source="description" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
