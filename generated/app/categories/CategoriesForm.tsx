// GENERATED from schema/catalogues/categories.yaml by generator/. Do not edit.
import { ImageInput, ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('categories');
export const CategoriesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <ReferenceInput source="parent_id" reference="categories"><AutocompleteInput validate={rules.parent_id} /></ReferenceInput>
    <RichTextInput source="description" validate={rules.description} />
    <ImageInput source="image" />
    <NumberInput source="sort_order" validate={rules.sort_order} step={1} />
  </ResourceForm>
);
