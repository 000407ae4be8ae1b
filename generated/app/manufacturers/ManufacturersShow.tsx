// GENERATED from schema/catalogues/manufacturers.yaml by generator/. Do not edit.
import { ImageField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { EmailField, TextField } from 'react-admin';
export const ManufacturersShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="country" />
    <TextField source="website" />
    <TextField source="contact_person" />
    <EmailField source="email" />
    <TextField source="tel" />
    <ImageField source="logo" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
