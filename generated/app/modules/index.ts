// GENERATED from schema/masterlists/modules.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { modulesColumns } from './columns';
import { ModulesCreate } from './ModulesCreate';
import { ModulesEdit } from './ModulesEdit';
import { ModulesForm } from './ModulesForm';
import { ModulesList } from './ModulesList';
import { ModulesShow } from './ModulesShow';
const views: ResourceViews = {
  list: ModulesList,
  create: ModulesCreate,
  edit: ModulesEdit,
  form: ModulesForm,
  show: ModulesShow,
  columns: modulesColumns,
  recordRepresentation: 'name',
};
export default views;
