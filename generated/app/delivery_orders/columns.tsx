// GENERATED from schema/sales-tools/delivery_orders.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of delivery_orders, shared by its list and any related list that shows it. */
export const deliveryOrdersColumns = [
  <TextField key="delivery_no" source="delivery_no" />,
  <ReferenceCell key="sales_order_id" source="sales_order_id" sortable={false} reference="sales_orders" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <UnixDateField key="delivery_date" source="delivery_date" />,
  <TextField key="received_by" source="received_by" sortable={false} />,
  <StatusField key="status" source="status" />,
];
