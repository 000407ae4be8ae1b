// GENERATED from schema/masterlists/employee_groups.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
/** The list columns of employee_groups, shared by its list and any related list that shows it. */
export const employeeGroupsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <ReferenceField key="leader_id" source="leader_id" sortable={false} reference="employees" link={false} />,
  <StatusField key="status" source="status" />,
];
