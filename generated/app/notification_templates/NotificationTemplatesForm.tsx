// GENERATED from schema/dev-tools/notification_templates.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('notification_templates');
export const NotificationTemplatesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="event" validate={rules.event} helperText="What sends it, e.g. joborder.assigned" />
    <OptionInput source="channel" validate={rules.channel} />
    <TextInput source="subject" validate={rules.subject} helperText="Email subject or push title; may hold placeholders" />
    <RichTextInput source="body" validate={rules.body} helperText="Placeholders in double braces are filled from the record, e.g. {{ticket_no}}, {{company_name}}, {{user.first_name}}" />
  </ResourceForm>
);
