// GENERATED from schema/records/timelines.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
/** The list columns of timelines, shared by its list and any related list that shows it. */
export const timelinesColumns = [
  <ReferenceField key="header" source="header" sortable={false} reference="timeline_headers" link={false} />,
  <ReferenceField key="user_id" source="user_id" sortable={false} reference="users" link={false} />,
  <TextField key="remarks" source="remarks" sortable={false} />,
  <StatusField key="status" source="status" />,
];
