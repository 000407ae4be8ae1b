// GENERATED from schema/sales-tools/supplier_movements.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SupplierMovementsForm } from './SupplierMovementsForm';
export const SupplierMovementsEdit = () => (
  <ResourceEdit>
    <SupplierMovementsForm />

  </ResourceEdit>
);
