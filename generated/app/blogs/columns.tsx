// GENERATED from schema/admin/blogs.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of blogs, shared by its list and any related list that shows it. */
export const blogsColumns = [
  <TextField key="title" source="title" />,
  <TextField key="category" source="category" />,
  <ReferenceCell key="author_id" source="author_id" sortable={false} reference="users" />,
  <BooleanField key="published" source="published" sortable={false} />,
  <UnixDateField key="published_at" source="published_at" showTime />,
  <StatusField key="status" source="status" />,
];
