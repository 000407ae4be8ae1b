// GENERATED from schema/purchases/purchase_order_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { purchaseOrderLinesColumns } from './columns';
import { PurchaseOrderLinesCreate } from './PurchaseOrderLinesCreate';
import { PurchaseOrderLinesEdit } from './PurchaseOrderLinesEdit';
import { PurchaseOrderLinesForm } from './PurchaseOrderLinesForm';
import { PurchaseOrderLinesList } from './PurchaseOrderLinesList';
import { PurchaseOrderLinesShow } from './PurchaseOrderLinesShow';
const views: ResourceViews = {
  list: PurchaseOrderLinesList,
  create: PurchaseOrderLinesCreate,
  edit: PurchaseOrderLinesEdit,
  form: PurchaseOrderLinesForm,
  show: PurchaseOrderLinesShow,
  columns: purchaseOrderLinesColumns,
  recordRepresentation: 'description',
};
export default views;
