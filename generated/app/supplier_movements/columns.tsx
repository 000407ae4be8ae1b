// GENERATED from schema/sales-tools/supplier_movements.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of supplier_movements, shared by its list and any related list that shows it. */
export const supplierMovementsColumns = [
  <TextField key="movement_no" source="movement_no" />,
  <OptionField key="movement_type" source="movement_type" sortable={false} />,
  <OptionField key="reason" source="reason" sortable={false} />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <UnixDateField key="movement_date" source="movement_date" />,
  <ReferenceCell key="purchase_order_id" source="purchase_order_id" sortable={false} reference="purchase_orders" />,
  <StatusField key="status" source="status" />,
];
