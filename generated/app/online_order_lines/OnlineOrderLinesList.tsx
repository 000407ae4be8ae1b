// GENERATED from schema/e-commerce/online_order_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { onlineOrderLinesColumns } from './columns';
export const OnlineOrderLinesList = () => <DataList>{onlineOrderLinesColumns}</DataList>;
