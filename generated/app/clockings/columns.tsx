// GENERATED from schema/admin/clockings.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of clockings, shared by its list and any related list that shows it. */
export const clockingsColumns = [
  <ReferenceCell key="employee_id" source="employee_id" sortable={false} reference="employees" />,
  <UnixDateField key="clock_in" source="clock_in" showTime />,
  <UnixDateField key="clock_out" source="clock_out" showTime />,
  <ReferenceCell key="site_id" source="site_id" sortable={false} reference="company_locations" />,
  <TextField key="remarks" source="remarks" sortable={false} />,
  <StatusField key="status" source="status" />,
];
