// GENERATED from schema/masterlists/services.yaml by generator/. Do not edit.
import { MoneyInput, ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { BooleanInput, TextInput } from 'react-admin';
const rules = fieldRules('services');
export const ServicesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <RichTextInput source="description" validate={rules.description} />
    <MoneyInput source="unit_price" validate={rules.unit_price} />
    <TextInput source="uom" validate={rules.uom} />
    <BooleanInput source="gst" validate={rules.gst} />
  </ResourceForm>
);
