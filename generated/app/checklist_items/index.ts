// GENERATED from schema/dev-tools/checklist_items.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { ChecklistItemsCreate } from './ChecklistItemsCreate';
import { ChecklistItemsEdit } from './ChecklistItemsEdit';
import { ChecklistItemsForm } from './ChecklistItemsForm';
import { ChecklistItemsList } from './ChecklistItemsList';
import { ChecklistItemsShow } from './ChecklistItemsShow';
import { checklistItemsColumns } from './columns';
const views: ResourceViews = {
  list: ChecklistItemsList,
  create: ChecklistItemsCreate,
  edit: ChecklistItemsEdit,
  form: ChecklistItemsForm,
  show: ChecklistItemsShow,
  columns: checklistItemsColumns,
  recordRepresentation: 'question',
};
export default views;
