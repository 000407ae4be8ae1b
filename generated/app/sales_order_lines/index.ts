// GENERATED from schema/sales-tools/sales_order_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { salesOrderLinesColumns } from './columns';
import { SalesOrderLinesCreate } from './SalesOrderLinesCreate';
import { SalesOrderLinesEdit } from './SalesOrderLinesEdit';
import { SalesOrderLinesForm } from './SalesOrderLinesForm';
import { SalesOrderLinesList } from './SalesOrderLinesList';
import { SalesOrderLinesShow } from './SalesOrderLinesShow';
const views: ResourceViews = {
  list: SalesOrderLinesList,
  create: SalesOrderLinesCreate,
  edit: SalesOrderLinesEdit,
  form: SalesOrderLinesForm,
  show: SalesOrderLinesShow,
  columns: salesOrderLinesColumns,
  recordRepresentation: 'description',
};
export default views;
