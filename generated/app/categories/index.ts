// GENERATED from schema/catalogues/categories.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { CategoriesCreate } from './CategoriesCreate';
import { CategoriesEdit } from './CategoriesEdit';
import { CategoriesForm } from './CategoriesForm';
import { CategoriesList } from './CategoriesList';
import { CategoriesShow } from './CategoriesShow';
import { categoriesColumns } from './columns';
const views: ResourceViews = {
  list: CategoriesList,
  create: CategoriesCreate,
  edit: CategoriesEdit,
  form: CategoriesForm,
  show: CategoriesShow,
  columns: categoriesColumns,
  recordRepresentation: 'name',
};
export default views;
