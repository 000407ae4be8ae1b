// GENERATED from schema/purchases/supplier_payment_allocations.yaml by generator/. Do not edit.
import { MoneyInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('supplier_payment_allocations');
export const SupplierPaymentAllocationsForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="supplier_payments"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <ReferenceInput source="bill_id" reference="supplier_bills"><AutocompleteInput validate={rules.bill_id} /></ReferenceInput>
    <MoneyInput source="amount" validate={rules.amount} />
  </ResourceForm>
);
