// GENERATED from schema/masterlists/warehouses.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { warehousesColumns } from './columns';
import { WarehousesCreate } from './WarehousesCreate';
import { WarehousesEdit } from './WarehousesEdit';
import { WarehousesForm } from './WarehousesForm';
import { WarehousesList } from './WarehousesList';
import { WarehousesShow } from './WarehousesShow';
const views: ResourceViews = {
  list: WarehousesList,
  create: WarehousesCreate,
  edit: WarehousesEdit,
  form: WarehousesForm,
  show: WarehousesShow,
  columns: warehousesColumns,
  recordRepresentation: 'name',
};
export default views;
