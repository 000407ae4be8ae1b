// GENERATED from schema/catalogues/manufacturers.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { manufacturersColumns } from './columns';
import { ManufacturersCreate } from './ManufacturersCreate';
import { ManufacturersEdit } from './ManufacturersEdit';
import { ManufacturersForm } from './ManufacturersForm';
import { ManufacturersList } from './ManufacturersList';
import { ManufacturersShow } from './ManufacturersShow';
const views: ResourceViews = {
  list: ManufacturersList,
  create: ManufacturersCreate,
  edit: ManufacturersEdit,
  form: ManufacturersForm,
  show: ManufacturersShow,
  columns: manufacturersColumns,
  recordRepresentation: 'name',
};
export default views;
