// GENERATED from schema/masterlists/exchange_rates.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of exchange_rates, shared by its list and any related list that shows it. */
export const exchangeRatesColumns = [
  <ReferenceCell key="currency_id" source="currency_id" sortable={false} reference="currencies" />,
  <NumberField key="rate" source="rate" options={{ maximumFractionDigits: 6 }} />,
  <UnixDateField key="rate_date" source="rate_date" />,
  <TextField key="source" source="source" sortable={false} />,
  <StatusField key="status" source="status" />,
];
