// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { rfqsColumns } from './columns';
export const RfqsList = () => <DataList>{rfqsColumns}</DataList>;
