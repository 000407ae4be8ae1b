// GENERATED from schema/masterlists/statuses.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { statusesColumns } from './columns';
import { StatusesCreate } from './StatusesCreate';
import { StatusesEdit } from './StatusesEdit';
import { StatusesForm } from './StatusesForm';
import { StatusesList } from './StatusesList';
import { StatusesShow } from './StatusesShow';
const views: ResourceViews = {
  list: StatusesList,
  create: StatusesCreate,
  edit: StatusesEdit,
  form: StatusesForm,
  show: StatusesShow,
  columns: statusesColumns,
  recordRepresentation: 'name',
};
export default views;
