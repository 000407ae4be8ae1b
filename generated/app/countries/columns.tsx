// GENERATED from schema/masterlists/countries.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of countries, shared by its list and any related list that shows it. */
export const countriesColumns = [
  <TextField key="iso2" source="iso2" />,
  <TextField key="iso3" source="iso3" />,
  <TextField key="name" source="name" />,
  <TextField key="dial_code" source="dial_code" sortable={false} />,
  <StatusField key="status" source="status" />,
];
