// GENERATED from schema/services-tools/service_report_photos.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { serviceReportPhotosColumns } from './columns';
export const ServiceReportPhotosList = () => <DataList>{serviceReportPhotosColumns}</DataList>;
