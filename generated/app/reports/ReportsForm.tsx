// GENERATED from schema/admin/reports.yaml by generator/. Do not edit.
import { JsonInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('reports');
export const ReportsForm = () => (
  <ResourceForm>
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <ReferenceInput source="report_design_id" reference="report_designs"><AutocompleteInput validate={rules.report_design_id} /></ReferenceInput>
    <JsonInput source="definition" validate={rules.definition} helperText={'Source, columns, filters and sort, e.g. {"source": "joborder_headers", "columns": ["ticket_no", "job_status"]}'} />
    <ReferenceInput source="owner_id" reference="users"><AutocompleteInput validate={rules.owner_id} /></ReferenceInput>
    <BooleanInput source="shared" validate={rules.shared} />
  </ResourceForm>
);
