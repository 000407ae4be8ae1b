// GENERATED from schema/catalogues/categories.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('categories');
export const CategoriesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <ReferenceInput source="parent_id" reference="categories"><AutocompleteInput validate={rules.parent_id} /></ReferenceInput>
    <TextInput source="description" validate={rules.description} multiline minRows={3} />
    <NumberInput source="sort_order" validate={rules.sort_order} step={1} />
  </ResourceForm>
);
