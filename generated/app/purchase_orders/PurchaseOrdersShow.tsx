// GENERATED from schema/purchases/purchase_orders.yaml by generator/. Do not edit.
import { ChildLinesField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { purchaseOrderLinesColumns } from '../purchase_order_lines/columns';
import { chainedDocumentFields } from '../traits/ChainedDocumentFields';
import { purchaseDocumentFields } from '../traits/PurchaseDocumentFields';
import { ReferenceField, TextField } from 'react-admin';
export const PurchaseOrdersShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="po_no" />
    <UnixDateField source="order_date" />
    <UnixDateField source="expected_date" />
    <ReferenceField source="warehouse_id" reference="warehouses" link={false} />
    <OptionField source="receipt_status" />
    <RichTextField source="terms" />
    {purchaseDocumentFields}
    {chainedDocumentFields}
    <ChildLinesField source="lines" reference="purchase_order_lines" label="resources.purchase_orders.fields.lines" columns={purchaseOrderLinesColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
