// GENERATED from schema/masterlists/departments.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const DepartmentsShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="description" />
    <ReferenceField source="manager_id" reference="employees" link={false} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
