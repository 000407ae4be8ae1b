// GENERATED from schema/records/notes.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of notes, shared by its list and any related list that shows it. */
export const notesColumns = [
  <TextField key="module" source="module" sortable={false} />,
  <NumberField key="header_id" source="header_id" sortable={false} />,
  <TextField key="tag" source="tag" />,
  <ReferenceCell key="user_id" source="user_id" sortable={false} reference="users" />,
  <StatusField key="status" source="status" />,
];
