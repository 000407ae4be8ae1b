// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import { MoneyField, OptionField, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of online_orders, shared by its list and any related list that shows it. */
export const onlineOrdersColumns = [
  <TextField key="order_no" source="order_no" />,
  <UnixDateField key="order_date" source="order_date" showTime />,
  <TextField key="customer_name" source="customer_name" />,
  <OptionField key="payment_status" source="payment_status" sortable={false} />,
  <OptionField key="fulfilment_status" source="fulfilment_status" sortable={false} />,
  <MoneyField key="total" source="total" />,
  <StatusField key="status" source="status" />,
];
