// GENERATED from schema/masterlists/trainings.yaml by generator/. Do not edit.
import { MoneyInput, ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('trainings');
export const TrainingsForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="title" validate={rules.title} />
    <ReferenceInput source="subject_id" reference="training_subjects"><AutocompleteInput validate={rules.subject_id} /></ReferenceInput>
    <ReferenceInput source="partner_id" reference="training_partners"><AutocompleteInput validate={rules.partner_id} /></ReferenceInput>
    <ReferenceInput source="competency_id" reference="competencies"><AutocompleteInput validate={rules.competency_id} /></ReferenceInput>
    <NumberInput source="duration_hours" validate={rules.duration_hours} />
    <MoneyInput source="cost" validate={rules.cost} />
    <NumberInput source="validity_months" validate={rules.validity_months} helperText="How long the certificate stays valid; empty for no expiry" step={1} />
    <RichTextInput source="description" validate={rules.description} />
  </ResourceForm>
);
