// GENERATED from schema/dev-tools/announcement_templates.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('announcement_templates');
export const AnnouncementTemplatesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="subject" validate={rules.subject} />
    <OptionInput source="channel" validate={rules.channel} />
    <RichTextInput source="body" validate={rules.body} helperText="Placeholders in double braces are filled when it is sent, e.g. {{first_name}}, {{company_name}}, {{date}}" />
  </ResourceForm>
);
