// GENERATED from schema/purchases/supplier_payment_allocations.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SupplierPaymentAllocationsForm } from './SupplierPaymentAllocationsForm';
export const SupplierPaymentAllocationsEdit = () => (
  <ResourceEdit>
    <SupplierPaymentAllocationsForm />

  </ResourceEdit>
);
