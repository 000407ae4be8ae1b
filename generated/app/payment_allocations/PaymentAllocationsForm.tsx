// GENERATED from schema/sales-tools/payment_allocations.yaml by generator/. Do not edit.
import { MoneyInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('payment_allocations');
export const PaymentAllocationsForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="payments"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <ReferenceInput source="invoice_id" reference="sales_invoices"><AutocompleteInput validate={rules.invoice_id} /></ReferenceInput>
    <MoneyInput source="amount" validate={rules.amount} />
  </ResourceForm>
);
