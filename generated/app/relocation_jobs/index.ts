// GENERATED from schema/services-tools/relocation_jobs.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { relocationJobsColumns } from './columns';
import { RelocationJobsCreate } from './RelocationJobsCreate';
import { RelocationJobsEdit } from './RelocationJobsEdit';
import { RelocationJobsForm } from './RelocationJobsForm';
import { RelocationJobsList } from './RelocationJobsList';
import { RelocationJobsShow } from './RelocationJobsShow';
const views: ResourceViews = {
  list: RelocationJobsList,
  create: RelocationJobsCreate,
  edit: RelocationJobsEdit,
  form: RelocationJobsForm,
  show: RelocationJobsShow,
  columns: relocationJobsColumns,
  recordRepresentation: 'relocation_no',
};
export default views;
