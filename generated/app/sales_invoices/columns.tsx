// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of sales_invoices, shared by its list and any related list that shows it. */
export const salesInvoicesColumns = [
  <TextField key="invoice_no" source="invoice_no" />,
  <UnixDateField key="invoice_date" source="invoice_date" />,
  <UnixDateField key="due_date" source="due_date" />,
  <MoneyField key="amount_paid" source="amount_paid" sortable={false} />,
  <MoneyField key="balance_due" source="balance_due" />,
  <OptionField key="payment_status" source="payment_status" sortable={false} />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <MoneyField key="total" source="total" />,
  <OptionField key="einvoice_status" source="einvoice_status" sortable={false} />,
  <StatusField key="status" source="status" />,
];
