// GENERATED from schema/masterlists/document_types.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of document_types, shared by its list and any related list that shows it. */
export const documentTypesColumns = [
  <TextField key="name" source="name" />,
  <TextField key="file_type" source="file_type" sortable={false} />,
  <TextField key="extension" source="extension" sortable={false} />,
  <TextField key="icon" source="icon" sortable={false} />,
  <StatusField key="status" source="status" />,
];
