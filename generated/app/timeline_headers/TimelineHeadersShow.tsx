// GENERATED from schema/records/timeline_headers.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
export const TimelineHeadersShow = () => (
  <ResourceShow>
    <TextField source="module" />
    <TextField source="header_type" />
    <NumberField source="header_id" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
