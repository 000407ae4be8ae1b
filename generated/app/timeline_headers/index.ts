// GENERATED from schema/records/timeline_headers.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { timelineHeadersColumns } from './columns';
import { TimelineHeadersCreate } from './TimelineHeadersCreate';
import { TimelineHeadersEdit } from './TimelineHeadersEdit';
import { TimelineHeadersForm } from './TimelineHeadersForm';
import { TimelineHeadersList } from './TimelineHeadersList';
import { TimelineHeadersShow } from './TimelineHeadersShow';
const views: ResourceViews = {
  list: TimelineHeadersList,
  create: TimelineHeadersCreate,
  edit: TimelineHeadersEdit,
  form: TimelineHeadersForm,
  show: TimelineHeadersShow,
  columns: timelineHeadersColumns,
  recordRepresentation: 'module',
};
export default views;
