// GENERATED from schema/catalogues/stock_ledger.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of stock_ledger, shared by its list and any related list that shows it. */
export const stockLedgerColumns = [
  <ReferenceCell key="product_id" source="product_id" sortable={false} reference="products" />,
  <ReferenceCell key="warehouse_id" source="warehouse_id" sortable={false} reference="warehouses" />,
  <NumberField key="qty" source="qty" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <NumberField key="balance" source="balance" sortable={false} options={{ maximumFractionDigits: 6 }} />,
  <TextField key="source_collection" source="source_collection" sortable={false} />,
  <TextField key="source_no" source="source_no" sortable={false} />,
  <UnixDateField key="moved_at" source="moved_at" showTime />,
  <StatusField key="status" source="status" />,
];
