// GENERATED from schema/masterlists/employee_groups.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceArrayField, ReferenceField, TextField } from 'react-admin';
export const EmployeeGroupsShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="description" />
    <ReferenceField source="leader_id" reference="employees" link={false} />
    <ReferenceArrayField source="members" reference="employees" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
