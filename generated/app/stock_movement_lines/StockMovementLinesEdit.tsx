// GENERATED from schema/sales-tools/stock_movement_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { StockMovementLinesForm } from './StockMovementLinesForm';
export const StockMovementLinesEdit = () => (
  <ResourceEdit>
    <StockMovementLinesForm />

  </ResourceEdit>
);
