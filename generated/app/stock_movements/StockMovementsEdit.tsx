// GENERATED from schema/sales-tools/stock_movements.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { StockMovementsForm } from './StockMovementsForm';
export const StockMovementsEdit = () => (
  <ResourceEdit>
    <StockMovementsForm />

  </ResourceEdit>
);
