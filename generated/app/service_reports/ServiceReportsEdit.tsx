// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ServiceReportsForm } from './ServiceReportsForm';
export const ServiceReportsEdit = () => (
  <ResourceEdit>
    <ServiceReportsForm />

  </ResourceEdit>
);
