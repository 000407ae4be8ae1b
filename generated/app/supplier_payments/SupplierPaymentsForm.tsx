// GENERATED from schema/purchases/supplier_payments.yaml by generator/. Do not edit.
import { ChildLines, CodeReferenceInput, LinkedReferenceInput, MoneyInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('supplier_payments');
const supplierPaymentAllocationsRules = fieldRules('supplier_payment_allocations');
export const SupplierPaymentsForm = () => (
  <ResourceForm>
    <LinkedReferenceInput source="company_id" reference="companies" choices={{ co_type: 'Supplier' }} picker="company" validate={rules.company_id} />
    <UnixDateInput source="payment_date" validate={rules.payment_date} />
    <OptionInput source="method" validate={rules.method} />
    <TextInput source="reference" validate={rules.reference} helperText="The bank or PayNow reference, or the cheque number" />
    <CodeReferenceInput source="currency_id" validate={rules.currency_id} reference="currencies" codeField="code" />
    <NumberInput source="exchange_rate" validate={rules.exchange_rate} helperText="SGD for one unit of the currency" />
    <MoneyInput source="amount" validate={rules.amount} />
    <TextInput source="remarks" validate={rules.remarks} />
    <ChildLines source="allocations" label="resources.supplier_payments.fields.allocations">
      <ReferenceInput source="bill_id" reference="supplier_bills"><AutocompleteInput validate={supplierPaymentAllocationsRules.bill_id} label="resources.supplier_payment_allocations.fields.bill_id" /></ReferenceInput>
      <MoneyInput source="amount" validate={supplierPaymentAllocationsRules.amount} label="resources.supplier_payment_allocations.fields.amount" />
    </ChildLines>
  </ResourceForm>
);
