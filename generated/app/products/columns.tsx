// GENERATED from schema/catalogues/products.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of products, shared by its list and any related list that shows it. */
export const productsColumns = [
  <TextField key="name" source="name" />,
  <TextField key="sku" source="sku" />,
  <MoneyField key="price" source="price" />,
  <ReferenceCell key="category_id" source="category_id" sortable={false} reference="categories" />,
  <TextField key="uom" source="uom" sortable={false} />,
  <TextField key="brand" source="brand" />,
  <NumberField key="stock_quantity" source="stock_quantity" options={{ maximumFractionDigits: 6 }} />,
  <OptionField key="type" source="type" sortable={false} />,
  <StatusField key="status" source="status" />,
];
