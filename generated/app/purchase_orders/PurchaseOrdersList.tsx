// GENERATED from schema/purchases/purchase_orders.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { purchaseOrdersColumns } from './columns';
export const PurchaseOrdersList = () => <DataList>{purchaseOrdersColumns}</DataList>;
