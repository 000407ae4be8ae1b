// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ServiceReportsForm } from './ServiceReportsForm';
export const ServiceReportsCreate = () => (
  <ResourceCreate>
    <ServiceReportsForm />
  </ResourceCreate>
);
