// GENERATED from schema/services-tools/service_report_parts.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ServiceReportPartsForm } from './ServiceReportPartsForm';
export const ServiceReportPartsCreate = () => (
  <ResourceCreate>
    <ServiceReportPartsForm />
  </ResourceCreate>
);
