// GENERATED from schema/masterlists/uom.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { uomColumns } from './columns';
import { UomCreate } from './UomCreate';
import { UomEdit } from './UomEdit';
import { UomForm } from './UomForm';
import { UomList } from './UomList';
import { UomShow } from './UomShow';
const views: ResourceViews = {
  list: UomList,
  create: UomCreate,
  edit: UomEdit,
  form: UomForm,
  show: UomShow,
  columns: uomColumns,
  recordRepresentation: 'code',
};
export default views;
