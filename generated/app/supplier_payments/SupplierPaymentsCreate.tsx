// GENERATED from schema/purchases/supplier_payments.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SupplierPaymentsForm } from './SupplierPaymentsForm';
export const SupplierPaymentsCreate = () => (
  <ResourceCreate>
    <SupplierPaymentsForm />
  </ResourceCreate>
);
