// GENERATED from schema/masterlists/training_sessions.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('training_sessions');
export const TrainingSessionsForm = () => (
  <ResourceForm>
    <TextInput source="title" validate={rules.title} />
    <ReferenceInput source="training_id" reference="trainings"><AutocompleteInput validate={rules.training_id} /></ReferenceInput>
    <UnixDateInput source="start_date" validate={rules.start_date} />
    <UnixDateInput source="end_date" validate={rules.end_date} />
    <TextInput source="venue" validate={rules.venue} />
    <ReferenceInput source="trainer_id" reference="employees"><AutocompleteInput validate={rules.trainer_id} helperText="An employee who trains; leave empty for an external trainer" /></ReferenceInput>
    <TextInput source="trainer_name" validate={rules.trainer_name} />
    <ReferenceArrayInput source="attendees" reference="employees"><AutocompleteArrayInput validate={rules.attendees} /></ReferenceArrayInput>
    <OptionInput source="session_status" validate={rules.session_status} />
    <RichTextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
