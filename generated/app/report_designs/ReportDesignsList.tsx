// GENERATED from schema/dev-tools/report_designs.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { reportDesignsColumns } from './columns';
export const ReportDesignsList = () => <DataList>{reportDesignsColumns}</DataList>;
