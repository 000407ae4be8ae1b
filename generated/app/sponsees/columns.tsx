// GENERATED from schema/admin/sponsees.yaml by generator/. Do not edit.
import { MoneyField, OptionField, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of sponsees, shared by its list and any related list that shows it. */
export const sponseesColumns = [
  <TextField key="name" source="name" />,
  <OptionField key="sponsee_type" source="sponsee_type" sortable={false} />,
  <TextField key="programme" source="programme" />,
  <OptionField key="sponsorship_type" source="sponsorship_type" sortable={false} />,
  <MoneyField key="amount" source="amount" />,
  <UnixDateField key="start_date" source="start_date" />,
  <StatusField key="status" source="status" />,
];
