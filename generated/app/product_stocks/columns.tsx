// GENERATED from schema/catalogues/product_stocks.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField } from 'react-admin';
/** The list columns of product_stocks, shared by its list and any related list that shows it. */
export const productStocksColumns = [
  <ReferenceCell key="product_id" source="product_id" sortable={false} reference="products" />,
  <ReferenceCell key="warehouse_id" source="warehouse_id" reference="warehouses" />,
  <NumberField key="qty_on_hand" source="qty_on_hand" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <StatusField key="status" source="status" />,
];
