// GENERATED from schema/admin/clockings.yaml by generator/. Do not edit.
import { StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
/** The list columns of clockings, shared by its list and any related list that shows it. */
export const clockingsColumns = [
  <ReferenceField key="employee_id" source="employee_id" sortable={false} reference="employees" link={false} />,
  <UnixDateField key="clock_in" source="clock_in" showTime />,
  <UnixDateField key="clock_out" source="clock_out" showTime />,
  <ReferenceField key="site_id" source="site_id" sortable={false} reference="company_locations" link={false} />,
  <TextField key="remarks" source="remarks" sortable={false} />,
  <StatusField key="status" source="status" />,
];
