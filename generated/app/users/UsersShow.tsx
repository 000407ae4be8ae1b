// GENERATED from schema/admin/users.yaml by generator/. Do not edit.
import { ImageField, JsonField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { EmailField, ReferenceField, TextField } from 'react-admin';
export const UsersShow = () => (
  <ResourceShow>
    <TextField source="username" />
    <EmailField source="email" />
    <TextField source="first_name" />
    <TextField source="last_name" />
    <TextField source="role" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ImageField source="thumbnail" />
    <JsonField source="preferences" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
