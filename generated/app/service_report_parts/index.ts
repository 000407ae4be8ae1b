// GENERATED from schema/services-tools/service_report_parts.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { serviceReportPartsColumns } from './columns';
import { ServiceReportPartsCreate } from './ServiceReportPartsCreate';
import { ServiceReportPartsEdit } from './ServiceReportPartsEdit';
import { ServiceReportPartsForm } from './ServiceReportPartsForm';
import { ServiceReportPartsList } from './ServiceReportPartsList';
import { ServiceReportPartsShow } from './ServiceReportPartsShow';
const views: ResourceViews = {
  list: ServiceReportPartsList,
  create: ServiceReportPartsCreate,
  edit: ServiceReportPartsEdit,
  form: ServiceReportPartsForm,
  show: ServiceReportPartsShow,
  columns: serviceReportPartsColumns,
  recordRepresentation: 'description',
};
export default views;
