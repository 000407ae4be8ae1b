// GENERATED from schema/sales-tools/stock_movement_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const StockMovementLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="stock_movements" link={false} />
    <ReferenceField source="product_id" reference="products" link={false} />
    <TextField source="description" />
    <NumberField source="qty" options={{ maximumFractionDigits: 6 }} />
    <TextField source="uom" />
    <TextField source="serial_no" />
    <TextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
