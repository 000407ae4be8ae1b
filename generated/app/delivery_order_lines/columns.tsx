// GENERATED from schema/sales-tools/delivery_order_lines.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of delivery_order_lines, shared by its list and any related list that shows it. */
export const deliveryOrderLinesColumns = [
  <ReferenceCell key="product_id" source="product_id" sortable={false} reference="products" />,
  <TextField key="description" source="description" sortable={false} />,
  <TextField key="uom" source="uom" sortable={false} />,
  <NumberField key="qty_ordered" source="qty_ordered" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <NumberField key="qty_delivered" source="qty_delivered" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <StatusField key="status" source="status" />,
];
