// GENERATED from schema/dev-tools/checklists.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of checklists, shared by its list and any related list that shows it. */
export const checklistsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <ReferenceCell key="job_type_id" source="job_type_id" sortable={false} reference="job_types" />,
  <StatusField key="status" source="status" />,
];
