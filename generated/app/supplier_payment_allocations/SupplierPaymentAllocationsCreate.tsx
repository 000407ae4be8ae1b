// GENERATED from schema/purchases/supplier_payment_allocations.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SupplierPaymentAllocationsForm } from './SupplierPaymentAllocationsForm';
export const SupplierPaymentAllocationsCreate = () => (
  <ResourceCreate>
    <SupplierPaymentAllocationsForm />
  </ResourceCreate>
);
