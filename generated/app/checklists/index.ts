// GENERATED from schema/dev-tools/checklists.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { ChecklistsCreate } from './ChecklistsCreate';
import { ChecklistsEdit } from './ChecklistsEdit';
import { ChecklistsForm } from './ChecklistsForm';
import { ChecklistsList } from './ChecklistsList';
import { ChecklistsShow } from './ChecklistsShow';
import { checklistsColumns } from './columns';
const views: ResourceViews = {
  list: ChecklistsList,
  create: ChecklistsCreate,
  edit: ChecklistsEdit,
  form: ChecklistsForm,
  show: ChecklistsShow,
  columns: checklistsColumns,
  recordRepresentation: 'name',
};
export default views;
