// GENERATED from schema/sales-tools/delivery_orders.yaml by generator/. Do not edit.
import { ChildLinesField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { deliveryOrderLinesColumns } from '../delivery_order_lines/columns';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const DeliveryOrdersShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="delivery_no" />
    <ReferenceField source="sales_order_id" reference="sales_orders" link={false} />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <UnixDateField source="delivery_date" />
    <ReferenceField source="warehouse_id" reference="warehouses" link={false} />
    <TextField source="contact_person" />
    <TextField source="contact_phone" />
    <TextField source="vehicle_no" />
    <TextField source="driver_name" />
    <TextField source="received_by" />
    <UnixDateField source="received_at" showTime />
    <RichTextField source="remarks" />
    <OptionField source="source_collection" />
    <NumberField source="source_id" />
    <ChildLinesField source="lines" reference="delivery_order_lines" label="resources.delivery_orders.fields.lines" columns={deliveryOrderLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
