// GENERATED from schema/admin/blogs.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { BlogsCreate } from './BlogsCreate';
import { BlogsEdit } from './BlogsEdit';
import { BlogsForm } from './BlogsForm';
import { BlogsList } from './BlogsList';
import { BlogsShow } from './BlogsShow';
import { blogsColumns } from './columns';
const views: ResourceViews = {
  list: BlogsList,
  create: BlogsCreate,
  edit: BlogsEdit,
  form: BlogsForm,
  show: BlogsShow,
  columns: blogsColumns,
  recordRepresentation: 'title',
};
export default views;
