// GENERATED from schema/dev-tools/report_designs.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { reportDesignsColumns } from './columns';
import { ReportDesignsCreate } from './ReportDesignsCreate';
import { ReportDesignsEdit } from './ReportDesignsEdit';
import { ReportDesignsForm } from './ReportDesignsForm';
import { ReportDesignsList } from './ReportDesignsList';
import { ReportDesignsShow } from './ReportDesignsShow';
const views: ResourceViews = {
  list: ReportDesignsList,
  create: ReportDesignsCreate,
  edit: ReportDesignsEdit,
  form: ReportDesignsForm,
  show: ReportDesignsShow,
  columns: reportDesignsColumns,
  recordRepresentation: 'code',
};
export default views;
