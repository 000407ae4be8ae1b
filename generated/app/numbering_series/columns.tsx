// GENERATED from schema/dev-tools/numbering_series.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of numbering_series, shared by its list and any related list that shows it. */
export const numberingSeriesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="prefix" source="prefix" sortable={false} />,
  <NumberField key="next_number" source="next_number" sortable={false} />,
  <NumberField key="padding" source="padding" sortable={false} />,
  <StatusField key="status" source="status" />,
];
