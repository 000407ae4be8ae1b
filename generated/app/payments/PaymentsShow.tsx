// GENERATED from schema/sales-tools/payments.yaml by generator/. Do not edit.
import { ChildLinesField, MoneyField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { paymentAllocationsColumns } from '../payment_allocations/columns';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const PaymentsShow = () => (
  <ResourceShow panels={["notes", "logs", "comments"]}>
    <TextField source="payment_no" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <UnixDateField source="payment_date" />
    <OptionField source="method" />
    <TextField source="reference" />
    <TextField source="currency_id" />
    <NumberField source="exchange_rate" options={{ maximumFractionDigits: 6 }} />
    <MoneyField source="amount" />
    <MoneyField source="amount_base" />
    <MoneyField source="unallocated" />
    <TextField source="remarks" />
    <ChildLinesField source="allocations" reference="payment_allocations" label="resources.payments.fields.allocations" columns={paymentAllocationsColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
