// GENERATED from schema/sales-tools/delivery_order_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { deliveryOrderLinesColumns } from './columns';
export const DeliveryOrderLinesList = () => <DataList>{deliveryOrderLinesColumns}</DataList>;
