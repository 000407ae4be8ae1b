// GENERATED from schema/services-tools/service_requests.yaml by generator/. Do not edit.
import { ResourceEdit, WorkflowActions } from '../../../src/app/crud';
import { ServiceRequestsForm } from './ServiceRequestsForm';
export const ServiceRequestsEdit = () => (
  <ResourceEdit>
    <WorkflowActions />
    <ServiceRequestsForm />

  </ResourceEdit>
);
