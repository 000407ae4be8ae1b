// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import { ChildLinesField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { salesOrderLinesColumns } from '../sales_order_lines/columns';
import { chainedDocumentFields } from '../traits/ChainedDocumentFields';
import { pricedDocumentFields } from '../traits/PricedDocumentFields';
import { ReferenceField, TextField } from 'react-admin';
export const SalesOrdersShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="order_no" />
    <ReferenceField source="quotation_id" reference="quotations" link={false} />
    <TextField source="customer_po_no" />
    <UnixDateField source="order_date" />
    <UnixDateField source="delivery_date" />
    {pricedDocumentFields}
    {chainedDocumentFields}
    <ChildLinesField source="lines" reference="sales_order_lines" label="resources.sales_orders.fields.lines" columns={salesOrderLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
