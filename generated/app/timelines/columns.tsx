// GENERATED from schema/records/timelines.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of timelines, shared by its list and any related list that shows it. */
export const timelinesColumns = [
  <ReferenceCell key="header" source="header" sortable={false} reference="timeline_headers" />,
  <ReferenceCell key="user_id" source="user_id" sortable={false} reference="users" />,
  <TextField key="remarks" source="remarks" sortable={false} />,
  <StatusField key="status" source="status" />,
];
