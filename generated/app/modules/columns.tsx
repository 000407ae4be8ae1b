// GENERATED from schema/masterlists/modules.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of modules, shared by its list and any related list that shows it. */
export const modulesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="description" source="description" sortable={false} />,
  <StatusField key="status" source="status" />,
];
