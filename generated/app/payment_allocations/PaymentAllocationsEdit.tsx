// GENERATED from schema/sales-tools/payment_allocations.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { PaymentAllocationsForm } from './PaymentAllocationsForm';
export const PaymentAllocationsEdit = () => (
  <ResourceEdit>
    <PaymentAllocationsForm />

  </ResourceEdit>
);
