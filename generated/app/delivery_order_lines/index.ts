// GENERATED from schema/sales-tools/delivery_order_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { deliveryOrderLinesColumns } from './columns';
import { DeliveryOrderLinesCreate } from './DeliveryOrderLinesCreate';
import { DeliveryOrderLinesEdit } from './DeliveryOrderLinesEdit';
import { DeliveryOrderLinesForm } from './DeliveryOrderLinesForm';
import { DeliveryOrderLinesList } from './DeliveryOrderLinesList';
import { DeliveryOrderLinesShow } from './DeliveryOrderLinesShow';
const views: ResourceViews = {
  list: DeliveryOrderLinesList,
  create: DeliveryOrderLinesCreate,
  edit: DeliveryOrderLinesEdit,
  form: DeliveryOrderLinesForm,
  show: DeliveryOrderLinesShow,
  columns: deliveryOrderLinesColumns,
  recordRepresentation: 'description',
};
export default views;
