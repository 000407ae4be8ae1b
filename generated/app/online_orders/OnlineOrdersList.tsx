// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { onlineOrdersColumns } from './columns';
export const OnlineOrdersList = () => <DataList>{onlineOrdersColumns}</DataList>;
