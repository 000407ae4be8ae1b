// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { MoneyField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of quotations, shared by its list and any related list that shows it. */
export const quotationsColumns = [
  <TextField key="quotation_no" source="quotation_no" />,
  <UnixDateField key="quotation_date" source="quotation_date" />,
  <BooleanField key="superseded" source="superseded" sortable={false} />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <MoneyField key="total" source="total" />,
  <StatusField key="status" source="status" />,
];
