// GENERATED from schema/records/timeline_headers.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of timeline_headers, shared by its list and any related list that shows it. */
export const timelineHeadersColumns = [
  <TextField key="module" source="module" />,
  <TextField key="header_type" source="header_type" sortable={false} />,
  <NumberField key="header_id" source="header_id" />,
  <StatusField key="status" source="status" />,
];
