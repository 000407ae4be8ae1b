// GENERATED from schema/banners/banners.yaml by generator/. Do not edit.
import { StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, NumberField, TextField } from 'react-admin';
/** The list columns of banners, shared by its list and any related list that shows it. */
export const bannersColumns = [
  <TextField key="title" source="title" />,
  <TextField key="link" source="link" sortable={false} />,
  <TextField key="section" source="section" sortable={false} />,
  <NumberField key="position" source="position" />,
  <UnixDateField key="start_date" source="start_date" />,
  <UnixDateField key="end_date" source="end_date" />,
  <BooleanField key="active" source="active" sortable={false} />,
  <StatusField key="status" source="status" />,
];
