// GENERATED from schema/masterlists/departments.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of departments, shared by its list and any related list that shows it. */
export const departmentsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <ReferenceCell key="manager_id" source="manager_id" sortable={false} reference="employees" />,
  <StatusField key="status" source="status" />,
];
