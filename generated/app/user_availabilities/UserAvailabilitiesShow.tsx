// GENERATED from schema/admin/user_availabilities.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
export const UserAvailabilitiesShow = () => (
  <ResourceShow>
    <ReferenceField source="user_id" reference="users" link={false} />
    <ReferenceField source="employee_id" reference="employees" link={false} />
    <UnixDateField source="date" />
    <UnixDateField source="from_time" showTime />
    <UnixDateField source="to_time" showTime />
    <BooleanField source="available" />
    <TextField source="reason" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
