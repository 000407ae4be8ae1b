// GENERATED from schema/sales-tools/payments.yaml by generator/. Do not edit.
import { ChildLines, CodeReferenceInput, MoneyInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('payments');
const paymentAllocationsRules = fieldRules('payment_allocations');
export const PaymentsForm = () => (
  <ResourceForm>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <UnixDateInput source="payment_date" validate={rules.payment_date} />
    <OptionInput source="method" validate={rules.method} />
    <TextInput source="reference" validate={rules.reference} helperText="The bank or PayNow reference, or the cheque number" />
    <CodeReferenceInput source="currency_id" validate={rules.currency_id} reference="currencies" codeField="code" />
    <NumberInput source="exchange_rate" validate={rules.exchange_rate} helperText="SGD for one unit of the currency" />
    <MoneyInput source="amount" validate={rules.amount} />
    <TextInput source="remarks" validate={rules.remarks} />
    <ChildLines source="allocations" label="resources.payments.fields.allocations">
      <ReferenceInput source="invoice_id" reference="sales_invoices"><AutocompleteInput validate={paymentAllocationsRules.invoice_id} label="resources.payment_allocations.fields.invoice_id" /></ReferenceInput>
      <MoneyInput source="amount" validate={paymentAllocationsRules.amount} label="resources.payment_allocations.fields.amount" />
    </ChildLines>
  </ResourceForm>
);
