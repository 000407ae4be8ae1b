// GENERATED from schema/admin/news.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { newsColumns } from './columns';
import { NewsCreate } from './NewsCreate';
import { NewsEdit } from './NewsEdit';
import { NewsForm } from './NewsForm';
import { NewsList } from './NewsList';
import { NewsShow } from './NewsShow';
const views: ResourceViews = {
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
  form: NewsForm,
  show: NewsShow,
  columns: newsColumns,
  recordRepresentation: 'title',
};
export default views;
