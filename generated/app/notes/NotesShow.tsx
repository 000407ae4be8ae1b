// GENERATED from schema/records/notes.yaml by generator/. Do not edit.
import { JsonField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const NotesShow = () => (
  <ResourceShow>
    <TextField source="module" />
    <NumberField source="header_id" />
    <TextField source="tag" />
    <RichTextField source="notes" />
    <ReferenceField source="user_id" reference="users" link={false} />
    <JsonField source="note_attachments" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
