// GENERATED from schema/masterlists/gst_rates.yaml by generator/. Do not edit.
import { StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of gst_rates, shared by its list and any related list that shows it. */
export const gstRatesColumns = [
  <TextField key="code" source="code" />,
  <NumberField key="rate" source="rate" options={{ maximumFractionDigits: 6 }} />,
  <UnixDateField key="effective_from" source="effective_from" />,
  <UnixDateField key="effective_to" source="effective_to" />,
  <TextField key="description" source="description" sortable={false} />,
  <StatusField key="status" source="status" />,
];
