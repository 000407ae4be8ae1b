// GENERATED from schema/catalogues/downloadable_catalogues.yaml by generator/. Do not edit.
import { ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('downloadable_catalogues');
export const DownloadableCataloguesForm = () => (
  <ResourceForm>
    <TextInput source="title" validate={rules.title} />
    <TextInput source="description" validate={rules.description} />
    <ReferenceInput source="category_id" reference="categories"><AutocompleteInput validate={rules.category_id} /></ReferenceInput>
    <ReferenceInput source="manufacturer_id" reference="manufacturers"><AutocompleteInput validate={rules.manufacturer_id} /></ReferenceInput>
    <TextInput source="version" validate={rules.version} />
    <UnixDateInput source="published_date" validate={rules.published_date} />
  </ResourceForm>
);
