// GENERATED from schema/sales-tools/stock_movements.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { stockMovementsColumns } from './columns';
import { StockMovementsCreate } from './StockMovementsCreate';
import { StockMovementsEdit } from './StockMovementsEdit';
import { StockMovementsForm } from './StockMovementsForm';
import { StockMovementsList } from './StockMovementsList';
import { StockMovementsShow } from './StockMovementsShow';
const views: ResourceViews = {
  list: StockMovementsList,
  create: StockMovementsCreate,
  edit: StockMovementsEdit,
  form: StockMovementsForm,
  show: StockMovementsShow,
  columns: stockMovementsColumns,
  recordRepresentation: 'movement_no',
};
export default views;
