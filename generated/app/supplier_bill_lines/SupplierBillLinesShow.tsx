// GENERATED from schema/purchases/supplier_bill_lines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { chainedLineFields } from '../traits/ChainedLineFields';
import { purchaseLineFields } from '../traits/PurchaseLineFields';
import { ReferenceField } from 'react-admin';
export const SupplierBillLinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="supplier_bills" link={false} />
    {purchaseLineFields}
    {chainedLineFields}
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
