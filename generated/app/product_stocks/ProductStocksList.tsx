// GENERATED from schema/catalogues/product_stocks.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { productStocksColumns } from './columns';
export const ProductStocksList = () => <DataList>{productStocksColumns}</DataList>;
