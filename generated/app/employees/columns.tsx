// GENERATED from schema/masterlists/employees.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { BooleanField, EmailField, TextField } from 'react-admin';
/** The list columns of employees, shared by its list and any related list that shows it. */
export const employeesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="display_name" source="display_name" />,
  <ReferenceCell key="designation_id" source="designation_id" sortable={false} reference="designations" />,
  <ReferenceCell key="department_id" source="department_id" sortable={false} reference="departments" />,
  <EmailField key="email" source="email" sortable={false} />,
  <TextField key="mobile" source="mobile" sortable={false} />,
  <BooleanField key="field_staff" source="field_staff" sortable={false} />,
  <StatusField key="status" source="status" />,
];
