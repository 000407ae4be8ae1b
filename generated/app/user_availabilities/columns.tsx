// GENERATED from schema/admin/user_availabilities.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of user_availabilities, shared by its list and any related list that shows it. */
export const userAvailabilitiesColumns = [
  <ReferenceCell key="user_id" source="user_id" sortable={false} reference="users" />,
  <ReferenceCell key="employee_id" source="employee_id" sortable={false} reference="employees" />,
  <UnixDateField key="date" source="date" />,
  <UnixDateField key="from_time" source="from_time" showTime />,
  <UnixDateField key="to_time" source="to_time" sortable={false} showTime />,
  <BooleanField key="available" source="available" sortable={false} />,
  <TextField key="reason" source="reason" sortable={false} />,
  <StatusField key="status" source="status" />,
];
