// GENERATED from schema/sales-tools/rfq_lines.yaml by generator/. Do not edit.
import { MoneyField, StatusField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
/** The list columns of rfq_lines, shared by its list and any related list that shows it. */
export const rfqLinesColumns = [
  <ReferenceField key="product_id" source="product_id" sortable={false} reference="products" link={false} />,
  <TextField key="description" source="description" sortable={false} />,
  <NumberField key="qty" source="qty" sortable={false} />,
  <TextField key="uom" source="uom" sortable={false} />,
  <MoneyField key="target_price" source="target_price" sortable={false} />,
  <StatusField key="status" source="status" />,
];
