// GENERATED from schema/sales-tools/stock_movements.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of stock_movements, shared by its list and any related list that shows it. */
export const stockMovementsColumns = [
  <TextField key="movement_no" source="movement_no" />,
  <OptionField key="movement_type" source="movement_type" sortable={false} />,
  <OptionField key="reason" source="reason" sortable={false} />,
  <UnixDateField key="movement_date" source="movement_date" />,
  <ReferenceCell key="warehouse_id" source="warehouse_id" sortable={false} reference="warehouses" />,
  <StatusField key="status" source="status" />,
];
