// GENERATED from schema/purchases/supplier_bills.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SupplierBillsForm } from './SupplierBillsForm';
export const SupplierBillsEdit = () => (
  <ResourceEdit>
    <SupplierBillsForm />

  </ResourceEdit>
);
