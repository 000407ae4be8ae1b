// GENERATED from schema/masterlists/departments.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
/** The list columns of departments, shared by its list and any related list that shows it. */
export const departmentsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <ReferenceField key="manager_id" source="manager_id" sortable={false} reference="employees" link={false} />,
  <StatusField key="status" source="status" />,
];
