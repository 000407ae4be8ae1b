// GENERATED from schema/dev-tools/notification_templates.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
export const NotificationTemplatesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="event" />
    <OptionField source="channel" />
    <TextField source="subject" />
    <RichTextField source="body" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
