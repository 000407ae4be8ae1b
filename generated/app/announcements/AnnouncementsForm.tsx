// GENERATED from schema/admin/announcements.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('announcements');
export const AnnouncementsForm = () => (
  <ResourceForm>
    <TextInput source="title" validate={rules.title} />
    <RichTextInput source="message" validate={rules.message} />
    <OptionInput source="audience" validate={rules.audience} />
    <OptionInput source="priority" validate={rules.priority} />
    <UnixDateInput source="start_date" validate={rules.start_date} />
    <UnixDateInput source="end_date" validate={rules.end_date} />
    <BooleanInput source="pinned" validate={rules.pinned} />
    <ReferenceInput source="template_id" reference="announcement_templates"><AutocompleteInput validate={rules.template_id} /></ReferenceInput>
  </ResourceForm>
);
