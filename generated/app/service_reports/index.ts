// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { serviceReportsColumns } from './columns';
import { ServiceReportsCreate } from './ServiceReportsCreate';
import { ServiceReportsEdit } from './ServiceReportsEdit';
import { ServiceReportsForm } from './ServiceReportsForm';
import { ServiceReportsList } from './ServiceReportsList';
import { ServiceReportsShow } from './ServiceReportsShow';
const views: ResourceViews = {
  list: ServiceReportsList,
  create: ServiceReportsCreate,
  edit: ServiceReportsEdit,
  form: ServiceReportsForm,
  show: ServiceReportsShow,
  columns: serviceReportsColumns,
  recordRepresentation: 'report_no',
};
export default views;
