// GENERATED from schema/admin/system_pages.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of system_pages, shared by its list and any related list that shows it. */
export const systemPagesColumns = [
  <TextField key="title" source="title" />,
  <TextField key="slug" source="slug" />,
  <BooleanField key="published" source="published" sortable={false} />,
  <StatusField key="status" source="status" />,
];
