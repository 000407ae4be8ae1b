// GENERATED from schema/admin/system_pages.yaml by generator/. Do not edit.
import { ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
export const SystemPagesShow = () => (
  <ResourceShow>
    <TextField source="title" />
    <TextField source="slug" />
    <RichTextField source="content" />
    <TextField source="meta_description" />
    <BooleanField source="published" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
