// GENERATED from schema/services-tools/service_report_parts.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { serviceReportPartsColumns } from './columns';
export const ServiceReportPartsList = () => <DataList>{serviceReportPartsColumns}</DataList>;
