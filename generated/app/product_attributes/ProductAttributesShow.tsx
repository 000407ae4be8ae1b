// GENERATED from schema/catalogues/product_attributes.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
export const ProductAttributesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <OptionField source="display_type" />
    <TextField source="unit" />
    <TextField source="allowed_values" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
