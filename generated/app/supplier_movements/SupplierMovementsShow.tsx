// GENERATED from schema/sales-tools/supplier_movements.yaml by generator/. Do not edit.
import { ChildLinesField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { supplierMovementLinesColumns } from '../supplier_movement_lines/columns';
import { ReferenceField, TextField } from 'react-admin';
export const SupplierMovementsShow = () => (
  <ResourceShow>
    <TextField source="movement_no" />
    <OptionField source="movement_type" />
    <OptionField source="reason" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <ReferenceField source="warehouse_id" reference="warehouses" link={false} />
    <UnixDateField source="movement_date" />
    <ReferenceField source="purchase_order_id" reference="purchase_orders" link={false} />
    <TextField source="supplier_ref_no" />
    <UnixDateField source="expected_return_date" />
    <RichTextField source="remarks" />
    <ChildLinesField source="lines" reference="supplier_movement_lines" label="resources.supplier_movements.fields.lines" columns={supplierMovementLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
