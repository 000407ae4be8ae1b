// GENERATED from schema/dev-tools/report_designs.yaml by generator/. Do not edit.
import { JsonField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
export const ReportDesignsShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="description" />
    <TextField source="source" />
    <OptionField source="report_type" />
    <JsonField source="definition" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
