// GENERATED from schema/sales-tools/delivery_orders.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { deliveryOrdersColumns } from './columns';
import { DeliveryOrdersCreate } from './DeliveryOrdersCreate';
import { DeliveryOrdersEdit } from './DeliveryOrdersEdit';
import { DeliveryOrdersForm } from './DeliveryOrdersForm';
import { DeliveryOrdersList } from './DeliveryOrdersList';
import { DeliveryOrdersShow } from './DeliveryOrdersShow';
const views: ResourceViews = {
  list: DeliveryOrdersList,
  create: DeliveryOrdersCreate,
  edit: DeliveryOrdersEdit,
  form: DeliveryOrdersForm,
  show: DeliveryOrdersShow,
  columns: deliveryOrdersColumns,
  recordRepresentation: 'delivery_no',
};
export default views;
