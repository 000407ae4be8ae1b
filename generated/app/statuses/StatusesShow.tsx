// GENERATED from schema/masterlists/statuses.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
export const StatusesShow = () => (
  <ResourceShow>
    <TextField source="module" />
    <TextField source="code" />
    <TextField source="name" />
    <OptionField source="colour" />
    <NumberField source="sort_order" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
