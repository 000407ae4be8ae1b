// GENERATED from schema/purchases/supplier_payments.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SupplierPaymentsForm } from './SupplierPaymentsForm';
export const SupplierPaymentsEdit = () => (
  <ResourceEdit>
    <SupplierPaymentsForm />

  </ResourceEdit>
);
