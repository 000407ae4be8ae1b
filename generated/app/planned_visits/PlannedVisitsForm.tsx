// GENERATED from schema/agreements/planned_visits.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('planned_visits');
export const PlannedVisitsForm = () => (
  <ResourceForm>
    <ReferenceInput source="contract_header_id" reference="contract_headers"><AutocompleteInput validate={rules.contract_header_id} /></ReferenceInput>
    <ReferenceInput source="site_id" reference="company_locations"><AutocompleteInput validate={rules.site_id} /></ReferenceInput>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <UnixDateInput source="due_date" validate={rules.due_date} />
    <NumberInput source="visit_no" validate={rules.visit_no} helperText="Which visit of the contract year this is" step={1} />
    <NumberInput source="visits_per_year" validate={rules.visits_per_year} step={1} />
    <TextInput source="description" validate={rules.description} />
    <OptionInput source="visit_status" validate={rules.visit_status} />
    <TextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
