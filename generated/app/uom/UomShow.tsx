// GENERATED from schema/masterlists/uom.yaml by generator/. Do not edit.
import { ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
export const UomShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <RichTextField source="description" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
