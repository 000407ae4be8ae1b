// GENERATED from schema/sales-tools/supplier_movement_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SupplierMovementLinesForm } from './SupplierMovementLinesForm';
export const SupplierMovementLinesEdit = () => (
  <ResourceEdit>
    <SupplierMovementLinesForm />

  </ResourceEdit>
);
