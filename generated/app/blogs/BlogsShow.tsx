// GENERATED from schema/admin/blogs.yaml by generator/. Do not edit.
import { ImageField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
export const BlogsShow = () => (
  <ResourceShow>
    <TextField source="title" />
    <TextField source="slug" />
    <TextField source="summary" />
    <RichTextField source="content" />
    <ImageField source="cover_image" />
    <TextField source="category" />
    <TextField source="tags" />
    <ReferenceField source="author_id" reference="users" link={false} />
    <BooleanField source="published" />
    <UnixDateField source="published_at" showTime />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
