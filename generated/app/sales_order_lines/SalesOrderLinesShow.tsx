// GENERATED from schema/sales-tools/sales_order_lines.yaml by generator/. Do not edit.
import { MoneyField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const SalesOrderLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="sales_orders" link={false} />
    <ReferenceField source="product_id" reference="products" link={false} />
    <TextField source="description" />
    <NumberField source="qty" />
    <TextField source="uom" />
    <MoneyField source="unit_price" />
    <NumberField source="discount" />
    <MoneyField source="amount" />
    <NumberField source="source_line_id" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
