// GENERATED from schema/catalogues/product_attributes.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('product_attributes');
export const ProductAttributesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <OptionInput source="display_type" validate={rules.display_type} />
    <TextInput source="unit" validate={rules.unit} helperText="e.g. kW, BTU/h, mm" />
    <TextInput source="allowed_values" validate={rules.allowed_values} helperText="Comma-separated, e.g. Red, Green, Blue; empty for free input" />
  </ResourceForm>
);
