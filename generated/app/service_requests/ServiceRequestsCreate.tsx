// GENERATED from schema/services-tools/service_requests.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ServiceRequestsForm } from './ServiceRequestsForm';
export const ServiceRequestsCreate = () => (
  <ResourceCreate>
    <ServiceRequestsForm />
  </ResourceCreate>
);
