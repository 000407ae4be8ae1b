// GENERATED from schema/masterlists/contract_types.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of contract_types, shared by its list and any related list that shows it. */
export const contractTypesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <NumberField key="duration_months" source="duration_months" sortable={false} />,
  <NumberField key="visits_per_year" source="visits_per_year" sortable={false} />,
  <StatusField key="status" source="status" />,
];
