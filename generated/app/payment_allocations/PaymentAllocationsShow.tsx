// GENERATED from schema/sales-tools/payment_allocations.yaml by generator/. Do not edit.
import { MoneyField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField } from 'react-admin';
export const PaymentAllocationsShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="payments" link={false} />
    <ReferenceField source="invoice_id" reference="sales_invoices" link={false} />
    <MoneyField source="amount" />
    <MoneyField source="invoice_amount" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
