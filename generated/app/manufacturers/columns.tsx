// GENERATED from schema/catalogues/manufacturers.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of manufacturers, shared by its list and any related list that shows it. */
export const manufacturersColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="country" source="country" />,
  <TextField key="website" source="website" sortable={false} />,
  <StatusField key="status" source="status" />,
];
