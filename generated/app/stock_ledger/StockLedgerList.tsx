// GENERATED from schema/catalogues/stock_ledger.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { stockLedgerColumns } from './columns';
export const StockLedgerList = () => <DataList>{stockLedgerColumns}</DataList>;
