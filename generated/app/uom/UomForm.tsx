// GENERATED from schema/masterlists/uom.yaml by generator/. Do not edit.
import { ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('uom');
export const UomForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <RichTextInput source="description" validate={rules.description} />
  </ResourceForm>
);
