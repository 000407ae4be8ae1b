// GENERATED from schema/masterlists/warehouses.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of warehouses, shared by its list and any related list that shows it. */
export const warehousesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="addr1" source="addr1" sortable={false} />,
  <TextField key="tel" source="tel" sortable={false} />,
  <BooleanField key="is_default" source="is_default" sortable={false} />,
  <StatusField key="status" source="status" />,
];
