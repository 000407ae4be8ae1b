// GENERATED from schema/masterlists/training_subjects.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('training_subjects');
export const TrainingSubjectsForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
  </ResourceForm>
);
