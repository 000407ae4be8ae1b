// GENERATED from schema/sales-tools/supplier_movements.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SupplierMovementsForm } from './SupplierMovementsForm';
export const SupplierMovementsCreate = () => (
  <ResourceCreate>
    <SupplierMovementsForm />
  </ResourceCreate>
);
