// GENERATED from schema/sales-tools/payment_allocations.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { PaymentAllocationsForm } from './PaymentAllocationsForm';
export const PaymentAllocationsCreate = () => (
  <ResourceCreate>
    <PaymentAllocationsForm />
  </ResourceCreate>
);
