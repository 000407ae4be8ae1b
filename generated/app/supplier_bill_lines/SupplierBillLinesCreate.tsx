// GENERATED from schema/purchases/supplier_bill_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SupplierBillLinesForm } from './SupplierBillLinesForm';
export const SupplierBillLinesCreate = () => (
  <ResourceCreate>
    <SupplierBillLinesForm />
  </ResourceCreate>
);
