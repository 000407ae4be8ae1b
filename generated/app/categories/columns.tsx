// GENERATED from schema/catalogues/categories.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of categories, shared by its list and any related list that shows it. */
export const categoriesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <ReferenceCell key="parent_id" source="parent_id" sortable={false} reference="categories" />,
  <NumberField key="sort_order" source="sort_order" />,
  <StatusField key="status" source="status" />,
];
