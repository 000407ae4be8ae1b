// GENERATED from schema/sales-tools/delivery_order_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { chainedLineFields } from '../traits/ChainedLineFields';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const DeliveryOrderLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="delivery_orders" link={false} />
    <ReferenceField source="product_id" reference="products" link={false} />
    <TextField source="description" />
    <TextField source="uom" />
    <NumberField source="qty_ordered" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="qty_delivered" options={{ maximumFractionDigits: 6 }} />
    <TextField source="serial_no" />
    <TextField source="remarks" />
    {chainedLineFields}
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
