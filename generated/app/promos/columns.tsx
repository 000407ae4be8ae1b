// GENERATED from schema/e-commerce/promos.yaml by generator/. Do not edit.
import { StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of promos, shared by its list and any related list that shows it. */
export const promosColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <NumberField key="discount_value" source="discount_value" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <UnixDateField key="start_date" source="start_date" />,
  <UnixDateField key="end_date" source="end_date" />,
  <StatusField key="status" source="status" />,
];
