// GENERATED from schema/agreements/warranties.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { warrantiesColumns } from './columns';
import { WarrantiesCreate } from './WarrantiesCreate';
import { WarrantiesEdit } from './WarrantiesEdit';
import { WarrantiesForm } from './WarrantiesForm';
import { WarrantiesList } from './WarrantiesList';
import { WarrantiesShow } from './WarrantiesShow';
const views: ResourceViews = {
  list: WarrantiesList,
  create: WarrantiesCreate,
  edit: WarrantiesEdit,
  form: WarrantiesForm,
  show: WarrantiesShow,
  columns: warrantiesColumns,
  recordRepresentation: 'warranty_no',
};
export default views;
