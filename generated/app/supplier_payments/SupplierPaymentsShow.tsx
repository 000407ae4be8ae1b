// GENERATED from schema/purchases/supplier_payments.yaml by generator/. Do not edit.
import { ChildLinesField, MoneyField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { supplierPaymentAllocationsColumns } from '../supplier_payment_allocations/columns';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const SupplierPaymentsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
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
    <ChildLinesField source="allocations" reference="supplier_payment_allocations" label="resources.supplier_payments.fields.allocations" columns={supplierPaymentAllocationsColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
