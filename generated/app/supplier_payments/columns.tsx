// GENERATED from schema/purchases/supplier_payments.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of supplier_payments, shared by its list and any related list that shows it. */
export const supplierPaymentsColumns = [
  <TextField key="payment_no" source="payment_no" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <UnixDateField key="payment_date" source="payment_date" />,
  <OptionField key="method" source="method" sortable={false} />,
  <TextField key="reference" source="reference" sortable={false} />,
  <TextField key="currency_id" source="currency_id" sortable={false} />,
  <MoneyField key="amount" source="amount" />,
  <StatusField key="status" source="status" />,
];
