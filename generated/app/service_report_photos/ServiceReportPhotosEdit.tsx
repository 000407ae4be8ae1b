// GENERATED from schema/services-tools/service_report_photos.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ServiceReportPhotosForm } from './ServiceReportPhotosForm';
export const ServiceReportPhotosEdit = () => (
  <ResourceEdit>
    <ServiceReportPhotosForm />

  </ResourceEdit>
);
