// GENERATED from schema/masterlists/contract_types.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
export const ContractTypesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="description" />
    <NumberField source="duration_months" />
    <NumberField source="visits_per_year" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
