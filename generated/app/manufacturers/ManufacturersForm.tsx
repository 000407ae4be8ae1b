// GENERATED from schema/catalogues/manufacturers.yaml by generator/. Do not edit.
import { CodeReferenceInput, ImageInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('manufacturers');
export const ManufacturersForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <CodeReferenceInput source="country" validate={rules.country} reference="countries" codeField="name" />
    <TextInput source="website" validate={rules.website} />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="email" validate={rules.email} autoComplete="email" />
    <TextInput source="tel" validate={rules.tel} type="tel" />
    <ImageInput source="logo" />
  </ResourceForm>
);
