// GENERATED from schema/records/timelines.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('timelines');
export const TimelinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header" reference="timeline_headers"><AutocompleteInput validate={rules.header} /></ReferenceInput>
    <ReferenceInput source="user_id" reference="users"><AutocompleteInput validate={rules.user_id} /></ReferenceInput>
    <TextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
