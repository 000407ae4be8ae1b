// GENERATED from schema/masterlists/brands.yaml by generator/. Do not edit.
import { ImageInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('brands');
export const BrandsForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <ImageInput source="logo" />
  </ResourceForm>
);
