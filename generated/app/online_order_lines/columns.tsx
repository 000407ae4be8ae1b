// GENERATED from schema/e-commerce/online_order_lines.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of online_order_lines, shared by its list and any related list that shows it. */
export const onlineOrderLinesColumns = [
  <ReferenceCell key="product_id" source="product_id" sortable={false} reference="products" />,
  <TextField key="description" source="description" sortable={false} />,
  <NumberField key="qty" source="qty" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <TextField key="uom" source="uom" sortable={false} />,
  <MoneyField key="unit_price" source="unit_price" sortable={false} />,
  <NumberField key="discount" source="discount" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <OptionField key="tax_code" source="tax_code" sortable={false} />,
  <MoneyField key="amount" source="amount" sortable={false} />,
  <StatusField key="status" source="status" />,
];
