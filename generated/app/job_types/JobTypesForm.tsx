// GENERATED from schema/masterlists/job_types.yaml by generator/. Do not edit.
import { MoneyInput, ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('job_types');
export const JobTypesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <RichTextInput source="description" validate={rules.description} />
    <NumberInput source="default_duration" validate={rules.default_duration} step={1} />
    <MoneyInput source="default_price" validate={rules.default_price} />
    <ReferenceInput source="competency_id" reference="competencies"><AutocompleteInput validate={rules.competency_id} /></ReferenceInput>
    <NumberInput source="response_hours" validate={rules.response_hours} helperText="Hours from raising a job of this type to when it is due; empty for no deadline" />
  </ResourceForm>
);
