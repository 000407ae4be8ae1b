// GENERATED from schema/admin/roles.yaml by generator/. Do not edit.
import { JsonField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
export const RolesShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="description" />
    <JsonField source="ability" />
    <TextField source="home" />
    <BooleanField source="require_mfa" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
