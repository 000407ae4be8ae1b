// GENERATED from schema/admin/roles.yaml by generator/. Do not edit.
import { JsonField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
export const RolesShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="description" />
    <JsonField source="ability" />
    <TextField source="home" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
