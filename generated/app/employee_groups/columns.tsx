// GENERATED from schema/masterlists/employee_groups.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of employee_groups, shared by its list and any related list that shows it. */
export const employeeGroupsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <ReferenceCell key="leader_id" source="leader_id" sortable={false} reference="employees" />,
  <StatusField key="status" source="status" />,
];
