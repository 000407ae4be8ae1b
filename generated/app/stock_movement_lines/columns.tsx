// GENERATED from schema/sales-tools/stock_movement_lines.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of stock_movement_lines, shared by its list and any related list that shows it. */
export const stockMovementLinesColumns = [
  <ReferenceCell key="product_id" source="product_id" sortable={false} reference="products" />,
  <TextField key="description" source="description" sortable={false} />,
  <NumberField key="qty" source="qty" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <TextField key="uom" source="uom" sortable={false} />,
  <StatusField key="status" source="status" />,
];
