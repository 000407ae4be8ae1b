// GENERATED from schema/admin/reports.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { reportsColumns } from './columns';
export const ReportsList = () => <DataList>{reportsColumns}</DataList>;
