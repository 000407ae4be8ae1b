// GENERATED from schema/records/timeline_headers.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('timeline_headers');
export const TimelineHeadersForm = () => (
  <ResourceForm>
    <TextInput source="module" validate={rules.module} />
    <TextInput source="header_type" validate={rules.header_type} />
    <NumberInput source="header_id" validate={rules.header_id} step={1} />
  </ResourceForm>
);
