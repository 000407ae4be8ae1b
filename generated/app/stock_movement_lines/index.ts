// GENERATED from schema/sales-tools/stock_movement_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { stockMovementLinesColumns } from './columns';
import { StockMovementLinesCreate } from './StockMovementLinesCreate';
import { StockMovementLinesEdit } from './StockMovementLinesEdit';
import { StockMovementLinesForm } from './StockMovementLinesForm';
import { StockMovementLinesList } from './StockMovementLinesList';
import { StockMovementLinesShow } from './StockMovementLinesShow';
const views: ResourceViews = {
  list: StockMovementLinesList,
  create: StockMovementLinesCreate,
  edit: StockMovementLinesEdit,
  form: StockMovementLinesForm,
  show: StockMovementLinesShow,
  columns: stockMovementLinesColumns,
  recordRepresentation: 'description',
};
export default views;
