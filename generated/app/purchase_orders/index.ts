// GENERATED from schema/purchases/purchase_orders.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { purchaseOrdersColumns } from './columns';
import { PurchaseOrdersCreate } from './PurchaseOrdersCreate';
import { PurchaseOrdersEdit } from './PurchaseOrdersEdit';
import { PurchaseOrdersForm } from './PurchaseOrdersForm';
import { PurchaseOrdersList } from './PurchaseOrdersList';
import { PurchaseOrdersShow } from './PurchaseOrdersShow';
const views: ResourceViews = {
  list: PurchaseOrdersList,
  create: PurchaseOrdersCreate,
  edit: PurchaseOrdersEdit,
  form: PurchaseOrdersForm,
  show: PurchaseOrdersShow,
  columns: purchaseOrdersColumns,
  recordRepresentation: 'po_no',
};
export default views;
