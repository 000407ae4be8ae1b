// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import { MoneyField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of sales_orders, shared by its list and any related list that shows it. */
export const salesOrdersColumns = [
  <TextField key="order_no" source="order_no" />,
  <UnixDateField key="order_date" source="order_date" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <MoneyField key="total" source="total" />,
  <StatusField key="status" source="status" />,
];
