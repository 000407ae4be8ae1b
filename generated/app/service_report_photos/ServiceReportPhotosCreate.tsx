// GENERATED from schema/services-tools/service_report_photos.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ServiceReportPhotosForm } from './ServiceReportPhotosForm';
export const ServiceReportPhotosCreate = () => (
  <ResourceCreate>
    <ServiceReportPhotosForm />
  </ResourceCreate>
);
