// GENERATED from schema/purchases/supplier_bills.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of supplier_bills, shared by its list and any related list that shows it. */
export const supplierBillsColumns = [
  <TextField key="bill_no" source="bill_no" />,
  <TextField key="supplier_invoice_no" source="supplier_invoice_no" />,
  <UnixDateField key="bill_date" source="bill_date" />,
  <UnixDateField key="due_date" source="due_date" />,
  <MoneyField key="amount_paid" source="amount_paid" sortable={false} />,
  <MoneyField key="balance_due" source="balance_due" />,
  <OptionField key="payment_status" source="payment_status" sortable={false} />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <MoneyField key="total" source="total" />,
  <StatusField key="status" source="status" />,
];
