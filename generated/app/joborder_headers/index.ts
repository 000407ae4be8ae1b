// GENERATED from schema/services-tools/joborder_headers.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { joborderHeadersColumns } from './columns';
import { JoborderHeadersCreate } from './JoborderHeadersCreate';
import { JoborderHeadersEdit } from './JoborderHeadersEdit';
import { JoborderHeadersForm } from './JoborderHeadersForm';
import { JoborderHeadersList } from './JoborderHeadersList';
import { JoborderHeadersShow } from './JoborderHeadersShow';
const views: ResourceViews = {
  list: JoborderHeadersList,
  create: JoborderHeadersCreate,
  edit: JoborderHeadersEdit,
  form: JoborderHeadersForm,
  show: JoborderHeadersShow,
  columns: joborderHeadersColumns,
  recordRepresentation: 'ticket_no',
};
export default views;
