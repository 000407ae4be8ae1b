// GENERATED from schema/sales-tools/sales_order_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { salesOrderLinesColumns } from './columns';
export const SalesOrderLinesList = () => <DataList>{salesOrderLinesColumns}</DataList>;
