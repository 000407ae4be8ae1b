// GENERATED from schema/admin/news.yaml by generator/. Do not edit.
import { ImageField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
export const NewsShow = () => (
  <ResourceShow>
    <TextField source="title" />
    <TextField source="summary" />
    <RichTextField source="content" />
    <ImageField source="image" />
    <TextField source="source" />
    <TextField source="source_url" />
    <BooleanField source="published" />
    <UnixDateField source="published_at" showTime />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
