// GENERATED from schema/admin/announcements.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
export const AnnouncementsShow = () => (
  <ResourceShow>
    <TextField source="title" />
    <RichTextField source="message" />
    <OptionField source="audience" />
    <OptionField source="priority" />
    <UnixDateField source="start_date" />
    <UnixDateField source="end_date" />
    <BooleanField source="pinned" />
    <ReferenceField source="template_id" reference="announcement_templates" link={false} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
