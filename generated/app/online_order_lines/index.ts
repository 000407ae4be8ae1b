// GENERATED from schema/e-commerce/online_order_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { onlineOrderLinesColumns } from './columns';
import { OnlineOrderLinesCreate } from './OnlineOrderLinesCreate';
import { OnlineOrderLinesEdit } from './OnlineOrderLinesEdit';
import { OnlineOrderLinesForm } from './OnlineOrderLinesForm';
import { OnlineOrderLinesList } from './OnlineOrderLinesList';
import { OnlineOrderLinesShow } from './OnlineOrderLinesShow';
const views: ResourceViews = {
  list: OnlineOrderLinesList,
  create: OnlineOrderLinesCreate,
  edit: OnlineOrderLinesEdit,
  form: OnlineOrderLinesForm,
  show: OnlineOrderLinesShow,
  columns: onlineOrderLinesColumns,
  recordRepresentation: 'description',
};
export default views;
