// GENERATED from schema/sales-tools/stock_movements.yaml by generator/. Do not edit.
import { ChildLinesField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { stockMovementLinesColumns } from '../stock_movement_lines/columns';
import { ReferenceField, TextField } from 'react-admin';
export const StockMovementsShow = () => (
  <ResourceShow>
    <TextField source="movement_no" />
    <OptionField source="movement_type" />
    <OptionField source="reason" />
    <UnixDateField source="movement_date" />
    <ReferenceField source="warehouse_id" reference="warehouses" link={false} />
    <TextField source="reference_no" />
    <RichTextField source="remarks" />
    <ChildLinesField source="lines" reference="stock_movement_lines" label="resources.stock_movements.fields.lines" columns={stockMovementLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
