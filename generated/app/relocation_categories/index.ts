// GENERATED from schema/masterlists/relocation_categories.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { relocationCategoriesColumns } from './columns';
import { RelocationCategoriesCreate } from './RelocationCategoriesCreate';
import { RelocationCategoriesEdit } from './RelocationCategoriesEdit';
import { RelocationCategoriesForm } from './RelocationCategoriesForm';
import { RelocationCategoriesList } from './RelocationCategoriesList';
import { RelocationCategoriesShow } from './RelocationCategoriesShow';
const views: ResourceViews = {
  list: RelocationCategoriesList,
  create: RelocationCategoriesCreate,
  edit: RelocationCategoriesEdit,
  form: RelocationCategoriesForm,
  show: RelocationCategoriesShow,
  columns: relocationCategoriesColumns,
  recordRepresentation: 'name',
};
export default views;
