// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { salesOrdersColumns } from './columns';
export const SalesOrdersList = () => <DataList>{salesOrdersColumns}</DataList>;
