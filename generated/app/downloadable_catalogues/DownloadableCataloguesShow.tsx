// GENERATED from schema/catalogues/downloadable_catalogues.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const DownloadableCataloguesShow = () => (
  <ResourceShow>
    <TextField source="title" />
    <TextField source="description" />
    <ReferenceField source="category_id" reference="categories" link={false} />
    <ReferenceField source="manufacturer_id" reference="manufacturers" link={false} />
    <TextField source="version" />
    <UnixDateField source="published_date" />
    <TextField source="file" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
