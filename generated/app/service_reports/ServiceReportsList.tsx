// GENERATED from schema/services-tools/service_reports.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { serviceReportsColumns } from './columns';
export const ServiceReportsList = () => <DataList>{serviceReportsColumns}</DataList>;
