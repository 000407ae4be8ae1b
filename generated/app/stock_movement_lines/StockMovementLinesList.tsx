// GENERATED from schema/sales-tools/stock_movement_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { stockMovementLinesColumns } from './columns';
export const StockMovementLinesList = () => <DataList>{stockMovementLinesColumns}</DataList>;
