// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { salesOrdersColumns } from './columns';
import { SalesOrdersCreate } from './SalesOrdersCreate';
import { SalesOrdersEdit } from './SalesOrdersEdit';
import { SalesOrdersForm } from './SalesOrdersForm';
import { SalesOrdersList } from './SalesOrdersList';
import { SalesOrdersShow } from './SalesOrdersShow';
const views: ResourceViews = {
  list: SalesOrdersList,
  create: SalesOrdersCreate,
  edit: SalesOrdersEdit,
  form: SalesOrdersForm,
  show: SalesOrdersShow,
  columns: salesOrdersColumns,
  recordRepresentation: 'order_no',
};
export default views;
