// GENERATED from schema/sales-tools/delivery_orders.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { deliveryOrdersColumns } from './columns';
export const DeliveryOrdersList = () => <DataList>{deliveryOrdersColumns}</DataList>;
