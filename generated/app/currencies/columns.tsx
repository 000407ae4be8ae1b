// GENERATED from schema/masterlists/currencies.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of currencies, shared by its list and any related list that shows it. */
export const currenciesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="symbol" source="symbol" sortable={false} />,
  <NumberField key="decimals" source="decimals" sortable={false} />,
  <StatusField key="status" source="status" />,
];
