// GENERATED from schema/sales-tools/supplier_movements.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { supplierMovementsColumns } from './columns';
import { SupplierMovementsCreate } from './SupplierMovementsCreate';
import { SupplierMovementsEdit } from './SupplierMovementsEdit';
import { SupplierMovementsForm } from './SupplierMovementsForm';
import { SupplierMovementsList } from './SupplierMovementsList';
import { SupplierMovementsShow } from './SupplierMovementsShow';
const views: ResourceViews = {
  list: SupplierMovementsList,
  create: SupplierMovementsCreate,
  edit: SupplierMovementsEdit,
  form: SupplierMovementsForm,
  show: SupplierMovementsShow,
  columns: supplierMovementsColumns,
  recordRepresentation: 'movement_no',
};
export default views;
