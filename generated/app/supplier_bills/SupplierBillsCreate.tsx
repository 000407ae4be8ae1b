// GENERATED from schema/purchases/supplier_bills.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SupplierBillsForm } from './SupplierBillsForm';
export const SupplierBillsCreate = () => (
  <ResourceCreate>
    <SupplierBillsForm />
  </ResourceCreate>
);
