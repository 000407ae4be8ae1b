// GENERATED from schema/purchases/supplier_payment_allocations.yaml by generator/. Do not edit.
import { MoneyField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField } from 'react-admin';
export const SupplierPaymentAllocationsShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="supplier_payments" link={false} />
    <ReferenceField source="bill_id" reference="supplier_bills" link={false} />
    <MoneyField source="amount" />
    <MoneyField source="bill_amount" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
