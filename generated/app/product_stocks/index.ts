// GENERATED from schema/catalogues/product_stocks.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { productStocksColumns } from './columns';
import { ProductStocksList } from './ProductStocksList';
import { ProductStocksShow } from './ProductStocksShow';
const views: ResourceViews = {
  list: ProductStocksList,
  show: ProductStocksShow,
  columns: productStocksColumns,
  recordRepresentation: 'warehouse_id',
};
export default views;
