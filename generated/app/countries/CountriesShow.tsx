// GENERATED from schema/masterlists/countries.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
export const CountriesShow = () => (
  <ResourceShow>
    <TextField source="iso2" />
    <TextField source="iso3" />
    <TextField source="name" />
    <TextField source="dial_code" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
