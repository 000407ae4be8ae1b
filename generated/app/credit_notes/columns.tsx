// GENERATED from schema/sales-tools/credit_notes.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of credit_notes, shared by its list and any related list that shows it. */
export const creditNotesColumns = [
  <TextField key="credit_note_no" source="credit_note_no" />,
  <ReferenceCell key="invoice_id" source="invoice_id" sortable={false} reference="sales_invoices" />,
  <UnixDateField key="credit_note_date" source="credit_note_date" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <MoneyField key="total" source="total" />,
  <OptionField key="einvoice_status" source="einvoice_status" sortable={false} />,
  <StatusField key="status" source="status" />,
];
