// GENERATED from schema/masterlists/services.yaml by generator/. Do not edit.
import { MoneyField, StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of services, shared by its list and any related list that shows it. */
export const servicesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <MoneyField key="unit_price" source="unit_price" />,
  <TextField key="uom" source="uom" sortable={false} />,
  <StatusField key="status" source="status" />,
];
