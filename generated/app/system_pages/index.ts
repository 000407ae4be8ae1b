// GENERATED from schema/admin/system_pages.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { systemPagesColumns } from './columns';
import { SystemPagesCreate } from './SystemPagesCreate';
import { SystemPagesEdit } from './SystemPagesEdit';
import { SystemPagesForm } from './SystemPagesForm';
import { SystemPagesList } from './SystemPagesList';
import { SystemPagesShow } from './SystemPagesShow';
const views: ResourceViews = {
  list: SystemPagesList,
  create: SystemPagesCreate,
  edit: SystemPagesEdit,
  form: SystemPagesForm,
  show: SystemPagesShow,
  columns: systemPagesColumns,
  recordRepresentation: 'title',
};
export default views;
