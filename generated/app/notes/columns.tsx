// GENERATED from schema/records/notes.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
/** The list columns of notes, shared by its list and any related list that shows it. */
export const notesColumns = [
  <TextField key="module" source="module" sortable={false} />,
  <NumberField key="header_id" source="header_id" sortable={false} />,
  <TextField key="tag" source="tag" />,
  <ReferenceField key="user_id" source="user_id" sortable={false} reference="users" link={false} />,
  <StatusField key="status" source="status" />,
];
