// GENERATED from schema/catalogues/product_attributes.yaml by generator/. Do not edit.
import { OptionField, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of product_attributes, shared by its list and any related list that shows it. */
export const productAttributesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <OptionField key="display_type" source="display_type" sortable={false} />,
  <TextField key="unit" source="unit" sortable={false} />,
  <TextField key="allowed_values" source="allowed_values" sortable={false} />,
  <StatusField key="status" source="status" />,
];
