// GENERATED from schema/services-tools/service_requests.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { serviceRequestsColumns } from './columns';
import { ServiceRequestsCreate } from './ServiceRequestsCreate';
import { ServiceRequestsEdit } from './ServiceRequestsEdit';
import { ServiceRequestsForm } from './ServiceRequestsForm';
import { ServiceRequestsList } from './ServiceRequestsList';
import { ServiceRequestsShow } from './ServiceRequestsShow';
const views: ResourceViews = {
  list: ServiceRequestsList,
  create: ServiceRequestsCreate,
  edit: ServiceRequestsEdit,
  form: ServiceRequestsForm,
  show: ServiceRequestsShow,
  columns: serviceRequestsColumns,
  recordRepresentation: 'request_no',
};
export default views;
