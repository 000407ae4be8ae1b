// GENERATED from schema/records/notes.yaml by generator/. Do not edit.
import { ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('notes');
export const NotesForm = () => (
  <ResourceForm>
    <TextInput source="module" validate={rules.module} />
    <NumberInput source="header_id" validate={rules.header_id} step={1} />
    <TextInput source="tag" validate={rules.tag} />
    <RichTextInput source="notes" validate={rules.notes} />
    <ReferenceInput source="user_id" reference="users"><AutocompleteInput validate={rules.user_id} /></ReferenceInput>
  </ResourceForm>
);
