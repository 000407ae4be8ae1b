// GENERATED from schema/services-tools/relocation_job_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { relocationJobLinesColumns } from './columns';
import { RelocationJobLinesCreate } from './RelocationJobLinesCreate';
import { RelocationJobLinesEdit } from './RelocationJobLinesEdit';
import { RelocationJobLinesForm } from './RelocationJobLinesForm';
import { RelocationJobLinesList } from './RelocationJobLinesList';
import { RelocationJobLinesShow } from './RelocationJobLinesShow';
const views: ResourceViews = {
  list: RelocationJobLinesList,
  create: RelocationJobLinesCreate,
  edit: RelocationJobLinesEdit,
  form: RelocationJobLinesForm,
  show: RelocationJobLinesShow,
  columns: relocationJobLinesColumns,
  recordRepresentation: 'description',
};
export default views;
