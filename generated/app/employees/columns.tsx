// GENERATED from schema/masterlists/employees.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { EmailField, ReferenceField, TextField } from 'react-admin';
/** The list columns of employees, shared by its list and any related list that shows it. */
export const employeesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="display_name" source="display_name" />,
  <ReferenceField key="designation_id" source="designation_id" sortable={false} reference="designations" link={false} />,
  <ReferenceField key="department_id" source="department_id" sortable={false} reference="departments" link={false} />,
  <EmailField key="email" source="email" sortable={false} />,
  <TextField key="mobile" source="mobile" sortable={false} />,
  <StatusField key="status" source="status" />,
];
