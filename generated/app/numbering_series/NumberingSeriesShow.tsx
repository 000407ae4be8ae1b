// GENERATED from schema/dev-tools/numbering_series.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
export const NumberingSeriesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="prefix" />
    <NumberField source="next_number" />
    <NumberField source="padding" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
