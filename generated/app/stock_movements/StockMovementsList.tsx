// GENERATED from schema/sales-tools/stock_movements.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { stockMovementsColumns } from './columns';
export const StockMovementsList = () => <DataList>{stockMovementsColumns}</DataList>;
