// GENERATED from schema/records/documents.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, NumberField, ReferenceField, TextField } from 'react-admin';
export const DocumentsShow = () => (
  <ResourceShow>
    <TextField source="module" />
    <NumberField source="header_id" />
    <TextField source="name" />
    <TextField source="icon" />
    <ReferenceField source="document_type_id" reference="document_types" link={false} />
    <TextField source="file" />
    <TextField source="file_type" />
    <NumberField source="revision_no" options={{ maximumFractionDigits: 6 }} />
    <BooleanField source="to_revise" />
    <TextField source="description" />
    <ReferenceField source="user_id" reference="users" link={false} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
