// GENERATED from schema/sales-tools/supplier_movement_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SupplierMovementLinesForm } from './SupplierMovementLinesForm';
export const SupplierMovementLinesCreate = () => (
  <ResourceCreate>
    <SupplierMovementLinesForm />
  </ResourceCreate>
);
