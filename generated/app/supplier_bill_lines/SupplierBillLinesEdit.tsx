// GENERATED from schema/purchases/supplier_bill_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SupplierBillLinesForm } from './SupplierBillLinesForm';
export const SupplierBillLinesEdit = () => (
  <ResourceEdit>
    <SupplierBillLinesForm />

  </ResourceEdit>
);
