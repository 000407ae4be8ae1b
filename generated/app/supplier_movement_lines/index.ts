// GENERATED from schema/sales-tools/supplier_movement_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { supplierMovementLinesColumns } from './columns';
import { SupplierMovementLinesCreate } from './SupplierMovementLinesCreate';
import { SupplierMovementLinesEdit } from './SupplierMovementLinesEdit';
import { SupplierMovementLinesForm } from './SupplierMovementLinesForm';
import { SupplierMovementLinesList } from './SupplierMovementLinesList';
import { SupplierMovementLinesShow } from './SupplierMovementLinesShow';
const views: ResourceViews = {
  list: SupplierMovementLinesList,
  create: SupplierMovementLinesCreate,
  edit: SupplierMovementLinesEdit,
  form: SupplierMovementLinesForm,
  show: SupplierMovementLinesShow,
  columns: supplierMovementLinesColumns,
  recordRepresentation: 'description',
};
export default views;
