// GENERATED from schema/admin/news.yaml by generator/. Do not edit.
import { StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of news, shared by its list and any related list that shows it. */
export const newsColumns = [
  <TextField key="title" source="title" />,
  <TextField key="source" source="source" sortable={false} />,
  <BooleanField key="published" source="published" sortable={false} />,
  <UnixDateField key="published_at" source="published_at" showTime />,
  <StatusField key="status" source="status" />,
];
