// GENERATED from schema/dev-tools/announcement_templates.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
export const AnnouncementTemplatesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="subject" />
    <OptionField source="channel" />
    <RichTextField source="body" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
