// GENERATED from schema/dev-tools/report_designs.yaml by generator/. Do not edit.
import { JsonInput, OptionInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('report_designs');
export const ReportDesignsForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <TextInput source="source" validate={rules.source} helperText="The collection the report reads, e.g. joborder_headers" />
    <OptionInput source="report_type" validate={rules.report_type} />
    <JsonInput source="definition" validate={rules.definition} helperText={'Columns, grouping, filters and chart settings, e.g. {"columns": ["ticket_no", "job_status"], "group_by": "job_status"}'} />
  </ResourceForm>
);
