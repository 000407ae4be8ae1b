// GENERATED from schema/masterlists/uom.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of uom, shared by its list and any related list that shows it. */
export const uomColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <StatusField key="status" source="status" />,
];
