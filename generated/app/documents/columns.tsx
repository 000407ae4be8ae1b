// GENERATED from schema/records/documents.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of documents, shared by its list and any related list that shows it. */
export const documentsColumns = [
  <TextField key="name" source="name" />,
  <TextField key="file_type" source="file_type" sortable={false} />,
  <NumberField key="revision_no" source="revision_no" options={{ maximumFractionDigits: 6 }} />,
  <ReferenceCell key="user_id" source="user_id" sortable={false} reference="users" />,
  <StatusField key="status" source="status" />,
];
