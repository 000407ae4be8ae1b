// GENERATED from schema/masterlists/document_types.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
export const DocumentTypesShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <TextField source="file_type" />
    <TextField source="extension" />
    <TextField source="icon" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
