// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { onlineOrdersColumns } from './columns';
import { OnlineOrdersCreate } from './OnlineOrdersCreate';
import { OnlineOrdersEdit } from './OnlineOrdersEdit';
import { OnlineOrdersForm } from './OnlineOrdersForm';
import { OnlineOrdersList } from './OnlineOrdersList';
import { OnlineOrdersShow } from './OnlineOrdersShow';
const views: ResourceViews = {
  list: OnlineOrdersList,
  create: OnlineOrdersCreate,
  edit: OnlineOrdersEdit,
  form: OnlineOrdersForm,
  show: OnlineOrdersShow,
  columns: onlineOrdersColumns,
  recordRepresentation: 'order_no',
};
export default views;
