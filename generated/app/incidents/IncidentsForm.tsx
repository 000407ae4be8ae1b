// GENERATED from schema/feedbacks/incidents.yaml by generator/. Do not edit.
import { LinkedReferenceInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('incidents');
export const IncidentsForm = () => (
  <ResourceForm>
    <UnixDateInput source="occurred_at" validate={rules.occurred_at} showTime />
    <OptionInput source="incident_type" validate={rules.incident_type} />
    <OptionInput source="severity" validate={rules.severity} />
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} validate={rules.site_id} />
    <TextInput source="location" validate={rules.location} helperText="Where exactly, e.g. Level 3 plant room" />
    <ReferenceInput source="joborder_header_id" reference="joborder_headers"><AutocompleteInput validate={rules.joborder_header_id} /></ReferenceInput>
    <RichTextInput source="description" validate={rules.description} />
    <ReferenceInput source="reported_by_id" reference="employees"><AutocompleteInput validate={rules.reported_by_id} /></ReferenceInput>
    <RichTextInput source="actions_taken" validate={rules.actions_taken} />
    <BooleanInput source="reported_to_mom" validate={rules.reported_to_mom} helperText="Ministry of Manpower" />
  </ResourceForm>
);
