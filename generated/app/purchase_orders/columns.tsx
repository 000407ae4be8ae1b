// GENERATED from schema/purchases/purchase_orders.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of purchase_orders, shared by its list and any related list that shows it. */
export const purchaseOrdersColumns = [
  <TextField key="po_no" source="po_no" />,
  <UnixDateField key="order_date" source="order_date" />,
  <UnixDateField key="expected_date" source="expected_date" />,
  <ReferenceCell key="warehouse_id" source="warehouse_id" sortable={false} reference="warehouses" />,
  <OptionField key="receipt_status" source="receipt_status" sortable={false} />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <MoneyField key="total" source="total" />,
  <StatusField key="status" source="status" />,
];
