// GENERATED from schema/dev-tools/checklists.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of checklists, shared by its list and any related list that shows it. */
export const checklistsColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="job_type" source="job_type" />,
  <StatusField key="status" source="status" />,
];
