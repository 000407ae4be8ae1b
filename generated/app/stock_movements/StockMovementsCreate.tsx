// GENERATED from schema/sales-tools/stock_movements.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { StockMovementsForm } from './StockMovementsForm';
export const StockMovementsCreate = () => (
  <ResourceCreate>
    <StockMovementsForm />
  </ResourceCreate>
);
