// GENERATED from schema/sales-tools/delivery_orders.yaml by generator/. Do not edit.
import { ChildLinesField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { deliveryOrderLinesColumns } from '../delivery_order_lines/columns';
import { chainedDocumentFields } from '../traits/ChainedDocumentFields';
import { EmailField, ReferenceField, TextField } from 'react-admin';
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
    <EmailField source="contact_email" />
    <TextField source="vehicle_no" />
    <TextField source="driver_name" />
    <TextField source="received_by" />
    <UnixDateField source="received_at" showTime />
    <RichTextField source="remarks" />
    {chainedDocumentFields}
    <ChildLinesField source="lines" reference="delivery_order_lines" label="resources.delivery_orders.fields.lines" columns={deliveryOrderLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
