// GENERATED from schema/catalogues/stock_ledger.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { stockLedgerColumns } from './columns';
import { StockLedgerList } from './StockLedgerList';
import { StockLedgerShow } from './StockLedgerShow';
const views: ResourceViews = {
  list: StockLedgerList,
  show: StockLedgerShow,
  columns: stockLedgerColumns,
  recordRepresentation: 'source_no',
};
export default views;
