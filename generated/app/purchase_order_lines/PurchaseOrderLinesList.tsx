// GENERATED from schema/purchases/purchase_order_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { purchaseOrderLinesColumns } from './columns';
export const PurchaseOrderLinesList = () => <DataList>{purchaseOrderLinesColumns}</DataList>;
