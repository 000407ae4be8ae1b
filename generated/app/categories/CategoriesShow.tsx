// GENERATED from schema/catalogues/categories.yaml by generator/. Do not edit.
import { ImageField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const CategoriesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <ReferenceField source="parent_id" reference="categories" link={false} />
    <RichTextField source="description" />
    <ImageField source="image" />
    <NumberField source="sort_order" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
