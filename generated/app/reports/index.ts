// GENERATED from schema/admin/reports.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { reportsColumns } from './columns';
import { ReportsCreate } from './ReportsCreate';
import { ReportsEdit } from './ReportsEdit';
import { ReportsForm } from './ReportsForm';
import { ReportsList } from './ReportsList';
import { ReportsShow } from './ReportsShow';
const views: ResourceViews = {
  list: ReportsList,
  create: ReportsCreate,
  edit: ReportsEdit,
  form: ReportsForm,
  show: ReportsShow,
  columns: reportsColumns,
  recordRepresentation: 'name',
};
export default views;
