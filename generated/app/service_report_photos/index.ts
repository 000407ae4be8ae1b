// GENERATED from schema/services-tools/service_report_photos.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { serviceReportPhotosColumns } from './columns';
import { ServiceReportPhotosCreate } from './ServiceReportPhotosCreate';
import { ServiceReportPhotosEdit } from './ServiceReportPhotosEdit';
import { ServiceReportPhotosForm } from './ServiceReportPhotosForm';
import { ServiceReportPhotosList } from './ServiceReportPhotosList';
import { ServiceReportPhotosShow } from './ServiceReportPhotosShow';
const views: ResourceViews = {
  list: ServiceReportPhotosList,
  create: ServiceReportPhotosCreate,
  edit: ServiceReportPhotosEdit,
  form: ServiceReportPhotosForm,
  show: ServiceReportPhotosShow,
  columns: serviceReportPhotosColumns,
  recordRepresentation: 'file_name',
};
export default views;
