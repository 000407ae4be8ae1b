// GENERATED from schema/sales-tools/rfq_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { rfqLinesColumns } from './columns';
export const RfqLinesList = () => <DataList>{rfqLinesColumns}</DataList>;
