// GENERATED from schema/catalogues/stock_ledger.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const StockLedgerShow = () => (
  <ResourceShow>
    <ReferenceField source="product_id" reference="products" link={false} />
    <ReferenceField source="warehouse_id" reference="warehouses" link={false} />
    <NumberField source="qty" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="balance" options={{ maximumFractionDigits: 6 }} />
    <TextField source="source_collection" />
    <NumberField source="source_id" />
    <TextField source="source_no" />
    <UnixDateField source="moved_at" showTime />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
